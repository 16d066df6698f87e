/**
 * The public header (spec point 2), the same for every visitor: a top bar with the social links, then the logo,
 * the desktop navigation (Home, About, Services, Contact us, Sign in) and, on phones, the menu toggle.
 * The whole header is sticky with a negative offset, so the top bar scrolls away and the main bar stays.
 */
import { Global } from '@emotion/react';
import { Box, Button, Container, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { MobileMenu, isCurrentPage } from './MobileMenu';
import { NavItemLink } from './NavItemLink';
import { SocialLinks } from './SocialLinks';

export const PRIMARY_NAV = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Services', to: paths.services.href() },
  { label: 'Contact us', to: paths.contact.href() },
] as const;

/** Height of the top bar; the sticky header is offset by it. */
const TOP_BAR_HEIGHT = '2.25rem';
/** Height of the main bar: anchors and focused fields scroll to just below it. */
const MAIN_BAR_HEIGHT = '4rem';

/** The brand mark: a 'C' with a click dot, drawn inline so it costs no request and never shifts the layout. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#6741d9" />
      <path d="M21.66 10.34A8 8 0 1 0 21.66 21.66" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="23.6" cy="16" r="2.3" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <ChakraLink
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontWeight="extrabold"
      fontSize="xl"
      letterSpacing="tight"
      color="fg"
      _hover={{ textDecoration: 'none', color: 'brand.fg' }}
    >
      <Link to={paths.home.href()} aria-label={`${PRODUCT_NAME} home`}>
        <LogoMark />
        <Text as="span">{PRODUCT_NAME}</Text>
      </Link>
    </ChakraLink>
  );
}

function TopBar() {
  return (
    <Box bg="brand.950" color="white" h={TOP_BAR_HEIGHT}>
      <Container maxW="6xl" h="full" display="flex" justifyContent="space-between" alignItems="center" gap="4">
        <Text fontSize="xs" color="brand.100" truncate>
          <Text as="span" display={{ base: 'none', sm: 'inline' }}>
            Earn rewards for the follows, likes and comments you already do.
          </Text>
          <Text as="span" display={{ base: 'inline', sm: 'none' }}>
            Follow {PRODUCT_NAME}
          </Text>
        </Text>
        <SocialLinks size="sm" tone="inverted" />
      </Container>
    </Box>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <Box as="header" position="sticky" top={`-${TOP_BAR_HEIGHT}`} zIndex="sticky" bg="bg" boxShadow="xs">
      <Global styles={{ html: { scrollPaddingTop: `calc(${MAIN_BAR_HEIGHT} + 1rem)` } }} />
      <TopBar />
      <Container maxW="6xl">
        <Flex h={MAIN_BAR_HEIGHT} align="center" justify="space-between" gap="6">
          <Logo />
          <Flex as="nav" aria-label="Main" align="center" gap="8" display={{ base: 'none', md: 'flex' }}>
            <HStack as="ul" listStyleType="none" gap="1">
              {PRIMARY_NAV.map((item) => {
                const current = isCurrentPage(item.to, pathname);
                return (
                  <li key={item.to}>
                    <NavItemLink place="bar">
                      <Link to={item.to} aria-current={current ? 'page' : undefined}>
                        {item.label}
                      </Link>
                    </NavItemLink>
                  </li>
                );
              })}
            </HStack>
            <Button asChild colorPalette="brand" size="md" borderRadius="l2">
              <Link to={paths.login.href()}>Sign in</Link>
            </Button>
          </Flex>
          <MobileMenu />
        </Flex>
      </Container>
    </Box>
  );
}
