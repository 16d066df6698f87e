/**
 * /contact: the contact form and, beside it, the ways to reach support (e-mail only, spec point 1), then the FAQ.
 * The form sends nothing (spec point 2), so the page promises no reply to it: the 24-48 hour answer time is the
 * support e-mail's.
 */
import { Box, Container, Grid, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { IconType } from '@/components/icon';
import FiClock from '~icons/feather/clock';
import FiLogIn from '~icons/feather/log-in';
import FiMail from '~icons/feather/mail';
import { Link } from 'react-router-dom';
import { SupportEmailLink } from '@/components/SupportEmailLink';
import { COMPANY, PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { IconTile, PageIntro, Section } from '../components/Section';
import { ContactForm } from './ContactForm';
import { Faq } from './Faq';

function InfoCard({ icon, title, children }: { icon: IconType; title: string; children: ReactNode }) {
  return (
    <HStack as="li" align="flex-start" gap="4" bg="bg" borderWidth="1px" borderRadius="2xl" p="5">
      <IconTile icon={icon} size="sm" />
      <Stack gap="1" minW="0">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        <Box color="fg.muted" fontSize="sm">
          {children}
        </Box>
      </Stack>
    </HStack>
  );
}

export function ContactPage() {
  const formHeadingId = useId();
  const asideHeadingId = useId();
  return (
    <>
      <PageIntro
        title="Contact us"
        description={`Contact ${PRODUCT_NAME} support by e-mail, and read the answers to frequently asked questions.`}
        eyebrow="Support"
        // Support is by e-mail (spec point 1), and the 24-48 hours are its answer time: the form sends nothing.
        lead={
          <>
            Questions about tasks, points, payments or a campaign? E-mail our support team at{' '}
            <SupportEmailLink fontWeight="semibold" textDecoration="underline" overflowWrap="anywhere" />: we answer
            e-mails within {COMPANY.supportResponse}.
          </>
        }
      />

      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.6fr 1fr' }} gap={{ base: '10', lg: '12' }} alignItems="start">
          <Box
            as="section"
            aria-labelledby={formHeadingId}
            bg="bg"
            borderWidth="1px"
            borderRadius="3xl"
            boxShadow="sm"
            p={{ base: '5', md: '8' }}
          >
            <Heading as="h2" id={formHeadingId} size="2xl" letterSpacing="tight" mb="2">
              Send us a message
            </Heading>
            <Text fontSize="sm" color="fg.muted" mb="5">
              All fields are required unless marked optional.
            </Text>
            <ContactForm />
          </Box>

          <Box as="aside" aria-labelledby={asideHeadingId}>
            <Heading as="h2" id={asideHeadingId} size="lg" mb="4">
              Other ways to reach us
            </Heading>
            <Stack as="ul" listStyleType="none" gap="4">
              <InfoCard icon={FiMail} title="E-mail support">
                <Text mb="1">Support is by e-mail. Write to us at</Text>
                <SupportEmailLink fontWeight="semibold" textDecoration="underline" wordBreak="break-all" />
              </InfoCard>
              <InfoCard icon={FiClock} title="Response time">
                <Text>We answer e-mails within {COMPANY.supportResponse}.</Text>
              </InfoCard>
              <InfoCard icon={FiLogIn} title="Already have an account?">
                <Text>
                  <ChakraLink asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                    <Link to={paths.login.href()}>Sign in as a Cliquer</Link>
                  </ChakraLink>{' '}
                  or{' '}
                  <ChakraLink asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                    <Link to={paths.advertiser.login.href()}>as an advertiser</Link>
                  </ChakraLink>{' '}
                  to go to your dashboard.
                </Text>
              </InfoCard>
            </Stack>
          </Box>
        </Grid>
      </Container>

      <Section
        tone="muted"
        eyebrow="FAQ"
        title="Frequently asked questions"
        intro="Quick answers about support, payments and accounts."
      >
        <Box maxW="3xl" mx="auto">
          <Faq />
        </Box>
      </Section>
    </>
  );
}
