/**
 * The phone menu (spec points 2 and 4): the toggle opens a drawer that lists the site's pages and, in a separate
 * group, Login and Register, with the social links at its bottom. The close icon, Escape, the backdrop or choosing
 * a link close it; focus then returns to the toggle (the drawer's default focus restoration).
 */
import { Button, CloseButton, Drawer, IconButton, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FiChevronRight, FiMenu } from 'react-icons/fi';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { SocialLinks } from './SocialLinks';

/** Whether `to` is the page at `pathname` ('/home' is the landing page too). */
export function isCurrentPage(to: string, pathname: string): boolean {
  const home = paths.home.href();
  if (to === home) return pathname === home || pathname === paths.homeAlias.href();
  return pathname === to;
}

export const MENU_PAGES = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Services', to: paths.services.href() },
  { label: 'Contact us', to: paths.contact.href() },
  { label: 'Terms and Conditions', to: paths.terms.href() },
  { label: 'Privacy Policy', to: paths.privacy.href() },
] as const;

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const accountHeadingId = useId();
  const close = () => setOpen(false);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="end" size="xs" lazyMount>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="md" display={{ base: 'inline-flex', md: 'none' }}>
          <FiMenu aria-hidden="true" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              borderBottomWidth="1px"
              py="3"
            >
              <Drawer.Title fontSize="lg">Menu</Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label="Close menu" size="md" />
              </Drawer.CloseTrigger>
            </Drawer.Header>

            <Drawer.Body py="4" display="flex" flexDirection="column" gap="6">
              <nav aria-label={`${PRODUCT_NAME} pages`}>
                <Stack as="ul" listStyleType="none" gap="0.5">
                  {MENU_PAGES.map((item) => (
                    <li key={item.to}>
                      <ChakraLink
                        asChild
                        colorPalette="brand"
                        display="flex"
                        alignItems="center"
                        justifyContent="space-between"
                        minH="12"
                        px="3"
                        borderRadius="l2"
                        fontWeight="medium"
                        fontSize="md"
                        color="fg"
                        _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                        _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
                      >
                        <Link
                          to={item.to}
                          aria-current={isCurrentPage(item.to, pathname) ? 'page' : undefined}
                          onClick={close}
                        >
                          {item.label}
                          <FiChevronRight aria-hidden="true" />
                        </Link>
                      </ChakraLink>
                    </li>
                  ))}
                </Stack>
              </nav>

              <Stack role="group" aria-labelledby={accountHeadingId} gap="3" borderTopWidth="1px" pt="5">
                <Text as="h3" id={accountHeadingId} fontSize="sm" fontWeight="semibold" color="fg.muted" px="1">
                  Your account
                </Text>
                <Stack as="ul" listStyleType="none" gap="2">
                  <li>
                    <Button asChild variant="outline" w="full" size="lg">
                      <Link to={paths.login.href()} onClick={close}>
                        Login
                      </Link>
                    </Button>
                  </li>
                  <li>
                    <Button asChild colorPalette="brand" w="full" size="lg">
                      <Link to={paths.register.href()} onClick={close}>
                        Register
                      </Link>
                    </Button>
                  </li>
                </Stack>
              </Stack>
            </Drawer.Body>

            <Drawer.Footer flexDirection="column" alignItems="flex-start" gap="2" borderTopWidth="1px" py="4">
              <Text fontSize="sm" color="fg.muted">
                Follow {PRODUCT_NAME}
              </Text>
              <SocialLinks />
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
