/**
 * '/' and '/home' (spec point 2): hero, Cliquer and advertiser benefit cards, how it works, testimonials and the
 * sign-up calls to action (/register and /advertiser/register).
 */
import {
  Badge,
  Box,
  Button,
  Card,
  Circle,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { IconType } from '@/components/icon';
import FaFacebookF from '~icons/fa6-brands/facebook-f';
import FaInstagram from '~icons/fa6-brands/instagram';
import FaTiktok from '~icons/fa6-brands/tiktok';
import FaXTwitter from '~icons/fa6-brands/x-twitter';
import FaYoutube from '~icons/fa6-brands/youtube';
import FiArrowRight from '~icons/feather/arrow-right';
import FiAward from '~icons/feather/award';
import FiBarChart2 from '~icons/feather/bar-chart-2';
import FiCheckCircle from '~icons/feather/check-circle';
import FiCompass from '~icons/feather/compass';
import FiCreditCard from '~icons/feather/credit-card';
import FiMousePointer from '~icons/feather/mouse-pointer';
import FiShare2 from '~icons/feather/share-2';
import FiShield from '~icons/feather/shield';
import FiTarget from '~icons/feather/target';
import FiTrendingUp from '~icons/feather/trending-up';
import FiUpload from '~icons/feather/upload';
import FiUserPlus from '~icons/feather/user-plus';
import FiUsers from '~icons/feather/users';
import { Link } from 'react-router-dom';
import { FirstScreenEnd } from '@/components/layout/PublicPage';
import { PageMeta } from '@/components/PageMeta';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { CtaBand } from '../components/CtaBand';
import { HeroIllustration } from './HeroIllustration';
import { Decoration, IconTile, Section } from '../components/Section';
import { StepList, type Step } from '../components/StepList';
import { ADVERTISER_STEPS } from '../content';

const PLATFORMS: readonly { name: string; icon: IconType }[] = [
  { name: 'Instagram', icon: FaInstagram },
  { name: 'Facebook', icon: FaFacebookF },
  { name: 'YouTube', icon: FaYoutube },
  { name: 'X', icon: FaXTwitter },
  { name: 'TikTok', icon: FaTiktok },
];

function Hero() {
  return (
    <Box position="relative" overflow="hidden" bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg">
      <Decoration />
      <Container maxW="6xl" position="relative" pt={{ base: '10', md: '20' }} pb={{ base: '8', md: '20' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '6', lg: '12' }} alignItems="center">
          <Stack gap="6">
            <Badge colorPalette="brand" variant="surface" size="lg" alignSelf="flex-start" borderRadius="full" px="3">
              The social engagement rewards marketplace
            </Badge>
            <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" lineHeight="1.05">
              Get{' '}
              <Text as="span" color="brand.fg">
                rewarded
              </Text>{' '}
              for every follow, like and comment
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
              {PRODUCT_NAME} pays Cliquers in points for engaging with brands on social media, and gives advertisers
              that engagement from real people, on tasks we review before they go live.
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="brand" size="xl">
                <Link to={paths.register.href()}>
                  Start earning
                  <FiArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild variant="outline" size="xl" bg="bg">
                <Link to={paths.advertiser.register.href()}>Advertise with {PRODUCT_NAME}</Link>
              </Button>
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              Already a member?{' '}
              <ChakraLink asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                <Link to={paths.login.href()}>Sign in</Link>
              </ChakraLink>
            </Text>
            <Stack gap="2" pt="2">
              <Text id="platforms-label" fontSize="sm" fontWeight="medium" color="fg.muted">
                Tasks on the platforms you already use
              </Text>
              <HStack as="ul" aria-labelledby="platforms-label" listStyleType="none" gap="2" wrap="wrap">
                {PLATFORMS.map(({ name, icon: Icon }) => (
                  <HStack
                    as="li"
                    key={name}
                    gap="1.5"
                    px="3"
                    py="1.5"
                    bg="bg"
                    borderWidth="1px"
                    borderRadius="full"
                    fontSize="sm"
                    fontWeight="medium"
                  >
                    <Icon aria-hidden="true" />
                    {name}
                  </HStack>
                ))}
              </HStack>
            </Stack>
          </Stack>
          <HeroIllustration />
        </Grid>
      </Container>
    </Box>
  );
}

interface Benefit {
  icon: IconType;
  title: string;
  text: string;
}

const CLIQUER_BENEFITS: readonly Benefit[] = [
  {
    icon: FiCheckCircle,
    title: 'Points for simple tasks',
    text: 'Follow accounts, like posts and leave comments on Instagram, Facebook, YouTube, X and TikTok.',
  },
  {
    icon: FiCompass,
    title: 'Tasks that fit your interests',
    text: 'Pick your niches when you sign up, from fitness and fashion to gaming and tech.',
  },
  {
    icon: FiAward,
    title: 'Ranks that show your progress',
    text: 'Every completed task moves you towards your next rank, and your dashboard shows how far you have to go.',
  },
  {
    icon: FiShare2,
    title: 'A referral link of your own',
    text: 'Share your personal link from your profile and invite friends to join.',
  },
  {
    icon: FiCreditCard,
    title: 'Withdraw when you are ready',
    text: 'Send your points to the payment method on your profile.',
  },
];

const ADVERTISER_BENEFITS: readonly Benefit[] = [
  {
    icon: FiUpload,
    title: 'Launch a task in minutes',
    text: 'Choose the platform and action, add your account and caption, and set how many people you want to reach.',
  },
  {
    icon: FiTarget,
    title: 'Reach the right niches',
    text: 'Target the interests that match your brand, so your task reaches people who care about it.',
  },
  {
    icon: FiShield,
    title: 'Reviewed before it goes live',
    text: 'Our team reviews every uploaded task before it is published to Cliquers.',
  },
  {
    icon: FiBarChart2,
    title: 'Results you can follow',
    text: 'Track transactions and task performance, from likes and comments to engagement rate, in your dashboard.',
  },
];

function BenefitCard({
  icon,
  title,
  summary,
  benefits,
  cta,
  accent,
}: {
  icon: IconType;
  title: string;
  summary: string;
  benefits: readonly Benefit[];
  cta: { label: string; to: string };
  accent: string;
}) {
  return (
    <Card.Root
      variant="outline"
      borderRadius="3xl"
      overflow="hidden"
      boxShadow="sm"
      borderTopWidth="4px"
      borderTopColor={accent}
    >
      <Card.Header gap="4" pt={{ base: '6', md: '8' }} px={{ base: '5', md: '8' }}>
        <HStack gap="4">
          <IconTile icon={icon} />
          <Stack gap="1">
            <Card.Title as="h3" fontSize="2xl" letterSpacing="tight">
              {title}
            </Card.Title>
            <Card.Description color="fg.muted">{summary}</Card.Description>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body px={{ base: '5', md: '8' }}>
        <Stack as="ul" listStyleType="none" gap="5">
          {benefits.map(({ icon: Icon, title: benefitTitle, text }) => (
            <Flex as="li" key={benefitTitle} gap="3">
              <Box color="brand.fg" pt="1" fontSize="lg" aria-hidden="true">
                <Icon />
              </Box>
              <Box>
                <Text fontWeight="semibold">{benefitTitle}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {text}
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer px={{ base: '5', md: '8' }} pb={{ base: '6', md: '8' }}>
        <Button asChild colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }}>
          <Link to={cta.to}>
            {cta.label}
            <FiArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function Benefits() {
  return (
    <Section
      eyebrow={`Why ${PRODUCT_NAME}`}
      title="One marketplace, two ways to win"
      intro="Whether you scroll for fun or sell for a living, Cliq turns social media engagement into something that works for you."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', md: '8' }}>
        <BenefitCard
          icon={FiUsers}
          title="For Cliquers"
          summary="Earn from the time you already spend on social media."
          benefits={CLIQUER_BENEFITS}
          cta={{ label: 'Join as a Cliquer', to: paths.register.href() }}
          accent="brand.500"
        />
        <BenefitCard
          icon={FiTrendingUp}
          title="For advertisers"
          summary="Get genuine engagement from people who match your audience."
          benefits={ADVERTISER_BENEFITS}
          cta={{ label: 'Create an advertiser account', to: paths.advertiser.register.href() }}
          accent="pink.500"
        />
      </SimpleGrid>
    </Section>
  );
}

const CLIQUER_STEPS: readonly Step[] = [
  {
    icon: FiUserPlus,
    title: 'Create your account',
    text: 'Four short steps: your details, your social handles, a few accounts to follow, then confirm your e-mail.',
  },
  {
    icon: FiMousePointer,
    title: 'Pick a task',
    text: 'Open an available follow, like or comment task from your dashboard and do it on its platform.',
  },
  {
    icon: FiAward,
    title: 'Earn points and rank up',
    text: 'Mark the task complete; once it is confirmed, the points land in your balance and count towards your rank.',
  },
  {
    icon: FiCreditCard,
    title: 'Withdraw',
    text: 'Request a withdrawal of your points to the payment method on your profile.',
  },
];

function HowItWorks() {
  return (
    <Section
      tone="muted"
      eyebrow="How it works"
      title="From sign-up to results in four steps"
      intro="The same simple flow on both sides of the marketplace."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '8' }}>
        {[
          { title: 'For Cliquers', steps: CLIQUER_STEPS },
          { title: 'For advertisers', steps: ADVERTISER_STEPS },
        ].map((column) => (
          <Box key={column.title} bg="bg" borderRadius="3xl" borderWidth="1px" p={{ base: '6', md: '8' }}>
            <Heading as="h3" size="xl" mb="6" letterSpacing="tight">
              {column.title}
            </Heading>
            <StepList steps={column.steps} titleAs="h4" />
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const TESTIMONIALS: readonly { name: string; role: string; quote: string; palette: string }[] = [
  {
    name: 'Tolu',
    role: 'Cliquer',
    quote:
      'I was already liking posts on my commute. Now those few minutes turn into points, and watching my rank climb keeps me coming back.',
    palette: 'brand',
  },
  {
    name: 'Maya',
    role: 'Café owner and advertiser',
    quote:
      'I set a target count for our new menu, picked food and lifestyle niches, and could follow the engagement come in from the dashboard.',
    palette: 'pink',
  },
  {
    name: 'Jamal',
    role: 'Cliquer',
    quote:
      'The tasks match what I am into, gaming and tech, so it never feels like spam on my feed. Sharing my referral link was easy too.',
    palette: 'teal',
  },
];

function Testimonials() {
  return (
    <Section
      eyebrow="In their words"
      title="Made for people like these"
      intro="Illustrative quotes: examples of the Cliquers and advertisers Cliq is built for, not statements from real customers."
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
        {TESTIMONIALS.map((item) => (
          <Box as="li" key={item.name}>
            <Box
              as="figure"
              h="full"
              display="flex"
              flexDirection="column"
              gap="6"
              bg="bg"
              borderWidth="1px"
              borderRadius="3xl"
              p={{ base: '6', md: '7' }}
              boxShadow="xs"
            >
              <Flex justify="space-between" align="center">
                <Text
                  aria-hidden="true"
                  fontSize="5xl"
                  lineHeight="1"
                  color={`${item.palette}.300`}
                  fontFamily="Georgia, serif"
                  h="6"
                >
                  “
                </Text>
                <Badge variant="outline" size="sm" borderRadius="full">
                  Illustrative
                </Badge>
              </Flex>
              <Box as="blockquote" flex="1">
                <Text fontSize="md" lineHeight="tall">
                  {item.quote}
                </Text>
              </Box>
              <HStack as="figcaption" gap="3">
                <Circle
                  aria-hidden="true"
                  size="11"
                  bg={`${item.palette}.100`}
                  color={`${item.palette}.800`}
                  fontWeight="bold"
                >
                  {item.name.charAt(0)}
                </Circle>
                <Box>
                  <Text fontWeight="semibold">{item.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {item.role}
                  </Text>
                </Box>
              </HStack>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function LandingPage() {
  return (
    <>
      <PageMeta
        title="Get rewarded for social media engagement"
        description="Cliq pays Cliquers in points for following, liking and commenting on Instagram, Facebook, YouTube, X and TikTok, and gives advertisers real engagement on reviewed tasks."
      />
      <Hero />
      <FirstScreenEnd />
      <Benefits />
      <HowItWorks />
      <Testimonials />
      <CtaBand
        title="Ready to make your engagement count?"
        primary={{ label: 'Start earning', to: paths.register.href() }}
        secondary={{ label: 'Start advertising', to: paths.advertiser.register.href() }}
      >
        Join as a Cliquer to turn your follows, likes and comments into points, or launch your first task as an
        advertiser.
      </CtaBand>
    </>
  );
}
