/**
 * /about: who we are (founded in 2023), what we believe and the facts the spec lets us state.
 */
import { Box, Grid, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';
import FiBarChart2 from '~icons/feather/bar-chart-2';
import FiHeart from '~icons/feather/heart';
import FiShield from '~icons/feather/shield';
import FiUsers from '~icons/feather/users';
import { COMPANY, PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { CtaBand } from '../components/CtaBand';
import { IconTile, PageIntro, Section } from '../components/Section';

const FACTS: readonly { value: string; label: string }[] = [
  { value: String(COMPANY.founded), label: 'The year Cliq was founded' },
  { value: '5', label: 'Platforms: Instagram, Facebook, YouTube, X and TikTok' },
  { value: '3', label: 'Kinds of task: follow, like and comment' },
  { value: '24-48 h', label: `Support replies, in business hours` },
];

const VALUES: readonly { icon: IconType; title: string; text: string }[] = [
  {
    icon: FiUsers,
    title: 'Real people, real engagement',
    text: 'Tasks are done by registered Cliquers who choose them, not by bots or bought followers.',
  },
  {
    icon: FiHeart,
    title: 'Fair rewards for attention',
    text: 'Engagement has value. Cliquers earn points for every task they complete and can withdraw them.',
  },
  {
    icon: FiShield,
    title: 'Safe for brands and people',
    text: 'Every task is reviewed before it is published, so Cliquers see campaigns they can trust.',
  },
  {
    icon: FiBarChart2,
    title: 'Open about results',
    text: 'Advertisers see their transactions and task performance in their own dashboard.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageIntro
        title="About"
        description={`${PRODUCT_NAME} is a social engagement rewards marketplace founded in ${COMPANY.founded}, connecting brands with real people who are rewarded for their engagement.`}
        eyebrow="About us"
        heading={`About ${PRODUCT_NAME}`}
        lead={`Founded in ${COMPANY.founded}, ${PRODUCT_NAME} is a rewards marketplace for social media: people earn points for genuine engagement, and brands get a transparent way to grow their audience.`}
      />

      <Section title="Our story" align="start">
        <Grid templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
          <Stack gap="5" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" lineHeight="tall">
            <Text>
              {PRODUCT_NAME} started in {COMPANY.founded} with a simple observation. People spend hours every week
              following, liking and commenting on the brands they care about, and get nothing back. Brands, meanwhile,
              pay for reach they can rarely verify.
            </Text>
            <Text>
              So we built a marketplace where both sides win. Cliquers complete follow, like and comment tasks on
              Instagram, Facebook, YouTube, X and TikTok, earn points, climb ranks and withdraw their rewards.
              Advertisers decide what they want done, how many people should do it and which interests to reach, and
              every task is reviewed by our team before it is published.
            </Text>
            <Text>
              Have a question or an idea? Write to us: our support team replies by e-mail within{' '}
              {COMPANY.supportResponse}.
            </Text>
          </Stack>
          <SimpleGrid as="ul" listStyleType="none" columns={2} gap="4">
            {FACTS.map((fact) => (
              <li key={fact.label}>
                <Stat.Root
                  h="full"
                  flexDirection="column-reverse"
                  justifyContent="flex-end"
                  bg="brand.subtle"
                  borderRadius="2xl"
                  p="5"
                  gap="1"
                >
                  <Stat.Label color="fg" fontSize="sm">
                    {fact.label}
                  </Stat.Label>
                  <Stat.ValueText color="brand.fg" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold">
                    {fact.value}
                  </Stat.ValueText>
                </Stat.Root>
              </li>
            ))}
          </SimpleGrid>
        </Grid>
      </Section>

      <Section
        tone="muted"
        eyebrow="What we believe"
        title="The principles behind every task"
        intro="Four commitments shape how we build Cliq for Cliquers and advertisers alike."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {VALUES.map((value) => (
            <Box as="li" key={value.title} bg="bg" borderWidth="1px" borderRadius="2xl" p="6">
              <Stack gap="4">
                <IconTile icon={value.icon} />
                <Heading as="h3" size="md">
                  {value.title}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {value.text}
                </Text>
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <CtaBand
        title="Be part of what we are building"
        primary={{ label: 'Join as a Cliquer', to: paths.register.href() }}
        secondary={{ label: 'Advertise with Cliq', to: paths.advertiser.register.href() }}
      >
        Whether you want to earn from your engagement or grow your brand with real people, there is a place for you on
        {` ${PRODUCT_NAME}`}.
      </CtaBand>
    </>
  );
}
