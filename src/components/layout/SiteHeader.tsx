/**
 * The public header: top bar with social links, logo, desktop navigation and the mobile menu.
 * The same links for every visitor (spec point 6 leaves a signed-in variant unspecified).
 */
import { Box, Container, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { MobileMenu } from './MobileMenu';
import { SocialLinks } from './SocialLinks';

export const PRIMARY_NAV = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Services', to: paths.services.href() },
  { label: 'Contact us', to: paths.contact.href() },
] as const;

export function Logo() {
  return (
    <ChakraLink asChild fontWeight="extrabold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }}>
      <Link to={paths.home.href()} aria-label={`${PRODUCT_NAME} home`}>
        <Text as="span">{PRODUCT_NAME}</Text>
      </Link>
    </ChakraLink>
  );
}

export function SiteHeader() {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Box bg="brand.900" color="white" py="1.5" display={{ base: 'none', md: 'block' }}>
        <Container maxW="6xl" display="flex" justifyContent="space-between" alignItems="center">
          <Text fontSize="xs">Earn rewards for the things you already do on social media.</Text>
          <SocialLinks size="sm" tone="inverted" />
        </Container>
      </Box>
      <Container maxW="6xl">
        <Flex h="16" align="center" justify="space-between" gap="6">
          <Logo />
          <HStack as="nav" aria-label="Main" gap="6" display={{ base: 'none', md: 'flex' }}>
            {PRIMARY_NAV.map((item) => (
              <ChakraLink
                key={item.to}
                asChild
                fontWeight="medium"
                color="fg.muted"
                _hover={{ color: 'brand.fg' }}
                css={{ '&[aria-current=page]': { color: 'var(--chakra-colors-brand-fg)' } }}
              >
                <NavLink to={item.to} end>
                  {item.label}
                </NavLink>
              </ChakraLink>
            ))}
            <ChakraLink
              asChild
              fontWeight="semibold"
              bg="brand.solid"
              color="brand.contrast"
              px="4"
              py="2"
              borderRadius="l2"
              _hover={{ bg: 'brand.700', textDecoration: 'none' }}
            >
              <Link to={paths.login.href()}>Sign in</Link>
            </ChakraLink>
          </HStack>
          <MobileMenu />
        </Flex>
      </Container>
    </Box>
  );
}
