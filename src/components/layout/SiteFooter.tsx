/**
 * The public footer: the brand and its social links, the site's links by audience, the legal pages and the
 * support e-mail (support is by e-mail only, spec point 1).
 */
import { Box, Container, Flex, Grid, Icon, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import FiMail from '~icons/feather/mail';
import { Link } from 'react-router-dom';
import { SupportEmailLink } from '@/components/SupportEmailLink';
import { COMPANY, PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { RENDERED_NEAR_SCREEN } from './PublicPage';
import { Logo } from './SiteHeader';
import { SocialLinks } from './SocialLinks';

interface FooterLink {
  label: string;
  to: string;
}

const COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Cliquers',
    links: [
      { label: 'Create an account', to: paths.register.href() },
      { label: 'Sign in', to: paths.login.href() },
    ],
  },
  {
    title: 'Advertisers',
    links: [
      { label: 'Start advertising', to: paths.advertiser.register.href() },
      { label: 'Advertiser sign in', to: paths.advertiser.login.href() },
      { label: 'Services', to: paths.services.href() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about.href() },
      { label: 'Contact us', to: paths.contact.href() },
      { label: 'Terms and Conditions', to: paths.terms.href() },
      { label: 'Privacy Policy', to: paths.privacy.href() },
    ],
  },
];

function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const headingId = useId();
  return (
    <Stack gap="3" role="group" aria-labelledby={headingId}>
      <Text as="h2" id={headingId} fontSize="sm" fontWeight="semibold" color="fg">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {links.map((link) => (
          <li key={link.to}>
            <ChakraLink asChild colorPalette="brand" fontSize="sm" color="fg.muted" _hover={{ color: 'brand.fg' }}>
              <Link to={link.to}>{link.label}</Link>
            </ChakraLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" {...RENDERED_NEAR_SCREEN}>
      <Container maxW="6xl" pt={{ base: '12', md: '16' }} pb="8">
        <Flex direction={{ base: 'column', lg: 'row' }} justify="space-between" gap={{ base: '10', lg: '16' }}>
          <Stack gap="4" maxW="xs">
            <Box>
              <Logo />
            </Box>
            <Text color="fg.muted" fontSize="sm">
              The social engagement rewards marketplace: real people earn points for the follows, likes and comments
              brands are looking for.
            </Text>
            <Box ms="-2">
              <SocialLinks />
            </Box>
          </Stack>

          <Grid
            as="nav"
            aria-label="Footer"
            templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr)) max-content' }}
            gap={{ base: '8', md: '12' }}
            flex="1"
            maxW={{ lg: '3xl' }}
          >
            {COLUMNS.map((column) => (
              <FooterColumn key={column.title} title={column.title} links={column.links} />
            ))}
            <Stack gap="3" gridColumn={{ base: 'span 2', md: 'auto' }}>
              <Text as="h2" fontSize="sm" fontWeight="semibold" color="fg">
                Support
              </Text>
              <SupportEmailLink
                fontSize="sm"
                fontWeight="medium"
                overflowWrap="anywhere"
                alignItems="flex-start"
                leading={
                  // Style props, not a style attribute: the prerendered page's markup may not carry one (the CSP).
                  <Icon asChild flexShrink="0" mt="0.2em">
                    <FiMail aria-hidden="true" />
                  </Icon>
                }
              />
              <Text fontSize="sm" color="fg.muted" maxW="12rem">
                We answer e-mails within {COMPANY.supportResponse}.
              </Text>
            </Stack>
          </Grid>
        </Flex>

        <Flex
          mt={{ base: '10', md: '14' }}
          pt="6"
          borderTopWidth="1px"
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          gap="2"
          fontSize="sm"
          color="fg.muted"
        >
          {/* On a prerendered page, the year of the build (each release renders the pages again). */}
          <Text>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </Text>
          <Text>Rewarding real engagement since {COMPANY.founded}.</Text>
        </Flex>
      </Container>
    </Box>
  );
}
