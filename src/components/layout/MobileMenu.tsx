/**
 * The phone menu (spec points 2 and 4) as the platform's popover, so it works with no JavaScript at all (the
 * prerendered public pages run none): the toggle opens it (`popovertarget`), the close icon closes it
 * (`popovertargetaction="hide"`), Escape closes it, and so does a tap beside its panel, which lands on the menu's
 * backdrop: a button that hides it too, so focus goes back to the toggle there as well (the browser does that for
 * a popover hidden from inside it; a tap the browser itself takes as outside would leave focus on the page). It
 * lists the site's pages and, in a separate group, Login and Register, with the social links at its bottom.
 *
 * It slides in and out over TIMINGS.dialogClose (spec point 9), in CSS alone: the panel's `translate` transitions
 * from its `@starting-style`, and the popover stays on screen while it leaves (`display` and `overlay`,
 * `transition-behavior: allow-discrete`). With reduced motion it opens and closes at once (system.ts).
 *
 * Inside the app, a link of the menu navigates without a page load: the menu then hides itself.
 */
import { Box, Button, chakra, CloseButton, Heading, IconButton, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { useId, useRef, type MouseEvent } from 'react';
import FiChevronRight from '~icons/feather/chevron-right';
import FiMenu from '~icons/feather/menu';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME, TIMINGS } from '@/config/constants';
import { paths } from '@/config/paths';
import { isCurrentPage, MENU_PAGES } from './menu-pages';
import { NavItemLink } from './NavItemLink';
import { SocialLinks } from './SocialLinks';

export { isCurrentPage, MENU_PAGES } from './menu-pages';

/** The popover's id, which the toggle and the close buttons name. */
export const MENU_ID = 'site-menu';

/** The account links at the foot of the menu, as full-width buttons. */
const ACCOUNT_LINKS: readonly { label: string; to: string; style: ButtonProps }[] = [
  { label: 'Login', to: paths.login.href(), style: { variant: 'outline' } },
  { label: 'Register', to: paths.register.href(), style: { colorPalette: 'brand' } },
];

const duration = `${TIMINGS.dialogClose}ms`;
/** The selector of a part of the open menu (`&` is the part). */
const whenOpen = '[popover]:popover-open > &';

/** A part that moves from `closed` to `open` as the menu opens, and back as it closes. */
const moving = (property: 'translate' | 'opacity', closed: string, open: string) => ({
  [property]: closed,
  transition: `${property} ${duration} ease-out`,
  [whenOpen]: { [property]: open },
  '@starting-style': { [whenOpen]: { [property]: closed } },
});

const Backdrop = chakra('button');

export function MobileMenu() {
  const { pathname } = useLocation();
  const titleId = useId();
  const menu = useRef<HTMLDivElement>(null);
  // A link followed inside the app leaves the header (and so the menu) on screen. (togglePopover(false) does
  // nothing to a hidden popover, where hidePopover may throw.)
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) menu.current?.togglePopover?.(false);
  };

  return (
    <>
      <IconButton
        aria-label="Open menu"
        popoverTarget={MENU_ID}
        variant="ghost"
        size="md"
        display={{ base: 'inline-flex', md: 'none' }}
      >
        <FiMenu aria-hidden="true" />
      </IconButton>

      <Box
        ref={menu}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        position="fixed"
        inset="0"
        w="100%"
        h="100%"
        maxW="none"
        maxH="none"
        m="0"
        p="0"
        border="0"
        bg="transparent"
        color="fg"
        overflow="hidden"
        // Stays on screen while its parts leave, then goes (display), and leaves the top layer with them (overlay).
        css={{ transition: `display ${duration} allow-discrete, overlay ${duration} allow-discrete` }}
      >
        <Backdrop
          type="button"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          // A second way to close for pointers only: the close icon is the one for keyboards and screen readers.
          tabIndex={-1}
          aria-hidden="true"
          position="absolute"
          inset="0"
          w="100%"
          h="100%"
          bg="blackAlpha.600"
          cursor="default"
          css={moving('opacity', '0', '1')}
        />
        <Stack
          onClick={closeOnLink}
          position="absolute"
          insetBlock="0"
          insetInlineEnd="0"
          w="min(20rem, 100%)"
          bg="bg.panel"
          boxShadow="lg"
          gap="0"
          overflowY="auto"
          css={moving('translate', '100% 0', '0 0')}
        >
          <Box display="flex" alignItems="center" justifyContent="space-between" borderBottomWidth="1px" px="6" py="3">
            <Heading as="h2" id={titleId} fontSize="lg">
              Menu
            </Heading>
            <CloseButton popoverTarget={MENU_ID} popoverTargetAction="hide" aria-label="Close menu" size="md" me="-2" />
          </Box>

          <Stack py="4" px="6" gap="6" flex="1">
            <nav aria-label={`${PRODUCT_NAME} pages`}>
              <Stack as="ul" listStyleType="none" gap="0.5">
                {MENU_PAGES.map((item) => (
                  <li key={item.to}>
                    <NavItemLink place="menu">
                      <Link to={item.to} aria-current={isCurrentPage(item.to, pathname) ? 'page' : undefined}>
                        {item.label}
                        <FiChevronRight aria-hidden="true" />
                      </Link>
                    </NavItemLink>
                  </li>
                ))}
              </Stack>
            </nav>

            <Stack role="group" aria-labelledby={`${titleId}-account`} gap="3" borderTopWidth="1px" pt="5">
              <Text as="h3" id={`${titleId}-account`} fontSize="sm" fontWeight="semibold" color="fg.muted" px="1">
                Your account
              </Text>
              <Stack as="ul" listStyleType="none" gap="2">
                {ACCOUNT_LINKS.map(({ label, to, style }) => (
                  <li key={to}>
                    <Button asChild {...style} w="full" size="lg">
                      <Link to={to}>{label}</Link>
                    </Button>
                  </li>
                ))}
              </Stack>
            </Stack>
          </Stack>

          <Stack gap="2" borderTopWidth="1px" px="6" py="4" align="flex-start">
            <Text fontSize="sm" color="fg.muted">
              Follow {PRODUCT_NAME}
            </Text>
            <SocialLinks />
          </Stack>
        </Stack>
      </Box>
    </>
  );
}
