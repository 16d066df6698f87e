/**
 * The phone menu's drawer (spec points 2 and 4), a chunk of its own: MobileMenu downloads it the first time the
 * menu opens, so the public pages do not carry the dialog machinery until a visitor asks for the menu.
 *
 * The toggle opens and closes the menu (spec point 4): the drawer covers the toggle, so its close icon sits exactly
 * where the toggle is (measured when the menu opens and when the window changes size), and a second tap on the same
 * spot closes the menu. The drawer's title lines up with it.
 */
import { Button, CloseButton, Drawer, Portal, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { useId, useSyncExternalStore } from 'react';
import FiChevronRight from '~icons/feather/chevron-right';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { isCurrentPage, MENU_PAGES } from './menu-pages';
import { NavItemLink } from './NavItemLink';
import { SocialLinks } from './SocialLinks';

export interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The menu toggle: where focus goes back when the drawer closes, where the close icon is drawn, and part of the
   * drawer for its outside-interaction checks, as a Drawer.Trigger would be (it lives outside the drawer, which is
   * downloaded later). Without that, focus handed back to the toggle while the drawer is still open (React's
   * StrictMode runs the drawer's focus trap twice on `npm start`) counted as focus leaving the drawer, and closed it.
   */
  toggle: () => HTMLElement | null;
}

/** Where the close icon goes: the toggle's box, in px from the viewport's top and end edges. */
interface Place {
  top: number;
  end: number;
  size: number;
}

/** Where the close icon goes when the toggle cannot be measured (hidden on a wide screen): the header's corner. */
const CORNER: Place = { top: 12, end: 16, size: 40 };

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The toggle's place, as a string (a snapshot must compare equal while nothing moved); '' when it has no box. */
function placeOf(element: HTMLElement | null): string {
  const box = element?.getBoundingClientRect();
  if (!box || box.width === 0 || box.height === 0) return '';
  // The drawer spans the viewport's full width (scrollbar included) from its end edge.
  return [box.top, window.innerWidth - box.right, box.height].map((value) => Math.round(value)).join(',');
}

function useTogglePlace(toggle: () => HTMLElement | null): Place {
  const snapshot = useSyncExternalStore(
    subscribeToResize,
    () => placeOf(toggle()),
    () => '',
  );
  if (!snapshot) return CORNER;
  const [top = CORNER.top, end = CORNER.end, size = CORNER.size] = snapshot.split(',').map(Number);
  return { top, end, size };
}

/** The account links at the foot of the menu, as full-width buttons. */
const ACCOUNT_LINKS: readonly { label: string; to: string; style: ButtonProps }[] = [
  { label: 'Login', to: paths.login.href(), style: { variant: 'outline' } },
  { label: 'Register', to: paths.register.href(), style: { colorPalette: 'brand' } },
];

export default function MobileMenuDrawer({ open, onOpenChange, toggle }: MobileMenuDrawerProps) {
  const { pathname } = useLocation();
  const accountHeadingId = useId();
  const place = useTogglePlace(toggle);
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={toggle}
      persistentElements={[toggle]}
      placement="end"
      size="xs"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header display="flex" alignItems="center" borderBottomWidth="1px" pt={`${place.top}px`} pb="3">
              <Drawer.Title fontSize="lg" minH={`${place.size}px`} display="flex" alignItems="center">
                Menu
              </Drawer.Title>
              <Drawer.CloseTrigger asChild top={`${place.top}px`} insetEnd={`${place.end}px`}>
                <CloseButton aria-label="Close menu" size="md" boxSize={`${place.size}px`} />
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
