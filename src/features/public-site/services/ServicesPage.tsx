/**
 * /services: the six services of spec point 1 (social media advertising, performance marketing, influencer
 * marketing, mobile advertising, global reach, brand safety) and how a campaign runs.
 */
import { Box, Button, Grid, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';
import FiCheck from '~icons/feather/check';
import FiGlobe from '~icons/feather/globe';
import FiShield from '~icons/feather/shield';
import FiSmartphone from '~icons/feather/smartphone';
import FiStar from '~icons/feather/star';
import FiThumbsUp from '~icons/feather/thumbs-up';
import FiTrendingUp from '~icons/feather/trending-up';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { CtaBand } from '../components/CtaBand';
import { IconTile, PageIntro, Section } from '../components/Section';
import { StepList } from '../components/StepList';
import { ADVERTISER_STEPS } from '../content';

interface Service {
  id: string;
  icon: IconType;
  title: string;
  text: string;
  points: readonly string[];
}

const SERVICES: readonly Service[] = [
  {
    id: 'social-media-advertising',
    icon: FiThumbsUp,
    title: 'Social media advertising',
    text: 'Grow the accounts your brand already has. Cliquers follow your profiles, like your posts and comment on your videos.',
    points: [
      'Follow, like and comment tasks',
      'Instagram, Facebook, YouTube, X and TikTok',
      'Your own caption and media',
    ],
  },
  {
    id: 'performance-marketing',
    icon: FiTrendingUp,
    title: 'Performance marketing',
    text: 'Pay for the actions you want rather than for impressions. Each task has a target count, and you watch it fill.',
    points: ['A target count for every task', 'Likes, comments, shares and clicks', 'Engagement rate and budget use'],
  },
  {
    id: 'influencer-marketing',
    icon: FiStar,
    title: 'Influencer marketing',
    text: 'Work with everyday creators. Cliquers are real people with their own circles, matched to your brand by interest.',
    points: ['Cliquers matched by niche', 'Comments in their own words', 'Engagement their followers can see'],
  },
  {
    id: 'mobile-advertising',
    icon: FiSmartphone,
    title: 'Mobile advertising',
    text: 'Reach people where social media happens: on their phones. Tasks open straight on the platform, on any screen.',
    points: ['Built for phones first', 'Tasks open on the platform itself', 'No extra app for Cliquers to install'],
  },
  {
    id: 'global-reach',
    icon: FiGlobe,
    title: 'Global reach',
    text: 'Cliq is open to Cliquers from countries across six continents, so your campaign is not limited to one market.',
    points: [
      'Open in countries on six continents',
      'Niches for every kind of audience',
      'One dashboard for every campaign',
    ],
  },
  {
    id: 'brand-safety',
    icon: FiShield,
    title: 'Brand safety',
    text: 'Every task is reviewed by our team before it is published, so your brand only appears in campaigns that meet our standards.',
    points: ['Review before publishing', 'Clear rules for Cliquers', 'Payments through a card and bank provider'],
  },
];

export function ServicesPage() {
  return (
    <>
      <PageIntro
        title="Services"
        description="Social media advertising, performance marketing, influencer marketing, mobile advertising, global reach and brand safety with Cliq."
        eyebrow="For advertisers"
        heading="Advertising that reaches real people"
        lead={`${PRODUCT_NAME} turns your goals into simple tasks for real people: follows, likes and comments on the platforms where your audience already is, with a target you set and results you can track.`}
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          <Button asChild colorPalette="brand" size="lg">
            <Link to={paths.advertiser.register.href()}>Create an advertiser account</Link>
          </Button>
          <Button asChild variant="outline" size="lg" bg="bg">
            <Link to={paths.contact.href()}>Talk to us</Link>
          </Button>
        </Stack>
      </PageIntro>

      <Section
        eyebrow="What we offer"
        title="Six ways Cliq grows your brand"
        intro="Every service runs on the same marketplace: you upload a task, we review it, and Cliquers complete it."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {SERVICES.map((service) => (
            <Box
              as="li"
              key={service.id}
              id={service.id}
              bg="bg"
              borderWidth="1px"
              borderRadius="2xl"
              p={{ base: '6', md: '7' }}
              transition="box-shadow 0.2s, border-color 0.2s"
              _hover={{ boxShadow: 'md', borderColor: 'brand.200' }}
            >
              <Stack gap="4" h="full">
                <IconTile icon={service.icon} />
                <Heading as="h3" size="lg" letterSpacing="tight">
                  {service.title}
                </Heading>
                <Text color="fg.muted">{service.text}</Text>
                <List.Root gap="2" variant="plain" mt="auto" pt="2">
                  {service.points.map((point) => (
                    <List.Item key={point} fontSize="sm" alignItems="flex-start">
                      <List.Indicator asChild color="green.600" mt="0.5">
                        <FiCheck aria-hidden="true" />
                      </List.Indicator>
                      {point}
                    </List.Item>
                  ))}
                </List.Root>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section tone="muted" eyebrow="How it works" title="How a campaign runs" align="start">
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1.2fr' }} gap={{ base: '8', lg: '16' }} alignItems="start">
          <Stack gap="4" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            <Text>
              You stay in control from the first click. Decide which platform and action you need, how many Cliquers
              should complete it and which niches they should come from.
            </Text>
            <Text>
              Before anything goes live, our team reviews the task. Once it is published, you can follow its progress
              and every transaction from your advertiser dashboard.
            </Text>
          </Stack>
          <Box bg="bg" borderRadius="3xl" borderWidth="1px" p={{ base: '6', md: '8' }}>
            <StepList steps={ADVERTISER_STEPS} titleAs="h3" />
          </Box>
        </Grid>
      </Section>

      <CtaBand
        title="Launch your first task"
        primary={{ label: 'Create an advertiser account', to: paths.advertiser.register.href() }}
        secondary={{ label: 'Contact us', to: paths.contact.href() }}
      >
        Set up your advertiser account, upload a task with your target count and niches, and see real engagement come in
        once it is reviewed and published.
      </CtaBand>
    </>
  );
}
