/**
 * The phone menu's drawer (spec points 2 and 4), a chunk of its own: MobileMenu downloads it the first time the
 * menu opens, so the public pages do not carry the dialog machinery until a visitor asks for the menu.
 */
import { Button, CloseButton, Drawer, Portal, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { useId } from 'react';
import { FiChevronRight } from 'react-icons/fi';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { isCurrentPage, MENU_PAGES } from './menu-pages';
import { NavItemLink } from './NavItemLink';
import { SocialLinks } from './SocialLinks';

export interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the drawer closes (the menu toggle). */
  finalFocusEl: () => HTMLElement | null;
}

/** The account links at the foot of the menu, as full-width buttons. */
const ACCOUNT_LINKS: readonly { label: string; to: string; style: ButtonProps }[] = [
  { label: 'Login', to: paths.login.href(), style: { variant: 'outline' } },
  { label: 'Register', to: paths.register.href(), style: { colorPalette: 'brand' } },
];

export default function MobileMenuDrawer({ open, onOpenChange, finalFocusEl }: MobileMenuDrawerProps) {
  const { pathname } = useLocation();
  const accountHeadingId = useId();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
      placement="end"
      size="xs"
      lazyMount
      unmountOnExit
    >
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
                      <NavItemLink place="menu">
                        <Link
                          to={item.to}
                          aria-current={isCurrentPage(item.to, pathname) ? 'page' : undefined}
                          onClick={close}
                        >
                          {item.label}
                          <FiChevronRight aria-hidden="true" />
                        </Link>
                      </NavItemLink>
                    </li>
                  ))}
                </Stack>
              </nav>

              <Stack role="group" aria-labelledby={accountHeadingId} gap="3" borderTopWidth="1px" pt="5">
                <Text as="h3" id={accountHeadingId} fontSize="sm" fontWeight="semibold" color="fg.muted" px="1">
                  Your account
                </Text>
                <Stack as="ul" listStyleType="none" gap="2">
                  {ACCOUNT_LINKS.map(({ label, to, style }) => (
                    <li key={to}>
                      <Button asChild {...style} w="full" size="lg">
                        <Link to={to} onClick={close}>
                          {label}
                        </Link>
                      </Button>
                    </li>
                  ))}
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
