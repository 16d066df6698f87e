/**
 * The one dashboard shell, reused by the Cliquer, advertiser and admin areas with their own sidebars.
 *
 * Desktop: a fixed sidebar. Phones: the sidebar collapses into a drawer opened from the header.
 * The header shows a title and a breadcrumb of the current page, then the optional controls an area passes in
 * (a search box, a notifications menu, a settings link, any other extras) and the account's avatar with the
 * initials of the first two words of its name. Pages render inside with <DashboardPage>. Its parts live in
 * ./dashboard/ (sidebar, header controls, page and Not Found, prop types).
 *
 * The sidebar ends with Logout, which signs out the area's account kind (`kind`, useSignOut): every area has one.
 *
 * Every prop but kind, area, homeHref and nav is optional, so an area opts into each control:
 *   title          the header's title (default: the area)
 *   search         a search form: label, placeholder, current value, onSearch(query)
 *   notifications  a menu of notifications; with no items it says so plainly
 *   settingsHref   a settings link (icon button)
 *   account        name (avatar initials) and rank text; accountLoading shows a placeholder while it loads
 *   headerExtras   anything else, before the account
 */
import { Box, Breadcrumb, Flex, HStack, IconButton, SkipNavContent, SkipNavLink, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import FiMenu from '~icons/feather/menu';
import FiSettings from '~icons/feather/settings';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useSignOut } from '@/components/auth/useSignOut';
import { downloaded, loadOnce } from '@/lib/load-once';
import { useOnDemand } from '@/lib/useOnDemand';
import { Logo, Sidebar } from './dashboard/Sidebar';
import { AccountBadge, NotificationsMenu, SearchBox } from './dashboard/HeaderControls';
import type { DashboardLayoutProps } from './dashboard/types';

export type {
  DashboardLayoutProps,
  DashboardNavItem,
  DashboardNotification,
  DashboardNotifications,
  DashboardSearch,
} from './dashboard/types';
export { DashboardNotFound, DashboardPage } from './dashboard/DashboardPage';

const MAIN_ID = 'dashboard-main';

/** The phone navigation's drawer (dashboard/NavDrawer.tsx), downloaded when first asked for. */
const loadNavDrawer = loadOnce(async () => downloaded(await import('./dashboard/NavDrawer'), 'The navigation'));
const NavDrawer = lazy(loadNavDrawer);

export function DashboardLayout({
  kind,
  area,
  homeHref,
  nav,
  account,
  accountLoading = false,
  title,
  search,
  notifications,
  settingsHref,
  headerExtras,
}: DashboardLayoutProps) {
  const signOut = useSignOut(kind);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useOnDemand(loadNavDrawer);
  const toggle = useRef<HTMLButtonElement>(null);
  const toggleElement = useCallback(() => toggle.current, []);
  const { pathname } = useLocation();
  const searchId = useId();
  const current = nav.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipNavLink id={MAIN_ID}>Skip to content</SkipNavLink>
      <Box
        as="aside"
        display={{ base: 'none', lg: 'flex' }}
        flexDirection="column"
        w="64"
        flexShrink={0}
        bg="bg"
        borderRightWidth="1px"
        p="4"
        position="sticky"
        top="0"
        h="100dvh"
        gap="6"
      >
        <Box px="3" pt="2">
          <Logo href={homeHref} />
        </Box>
        <Sidebar nav={nav} signOut={signOut} />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
          <Flex align="center" gap={{ base: '2', md: '4' }} px={{ base: '3', md: '6' }} minH="16" py="2">
            <IconButton
              ref={toggle}
              aria-label={drawer.failed ? 'Open navigation (it could not be downloaded: try again)' : 'Open navigation'}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              variant="ghost"
              size="sm"
              display={{ base: 'inline-flex', lg: 'none' }}
              onPointerEnter={drawer.prefetch}
              onFocus={drawer.prefetch}
              onClick={() => void drawer.want().then((arrived) => arrived && setDrawerOpen(true))}
            >
              <FiMenu aria-hidden="true" />
            </IconButton>
            {drawer.wanted ? (
              <Suspense fallback={null}>
                <NavDrawer
                  open={drawerOpen}
                  onOpenChange={setDrawerOpen}
                  toggle={toggleElement}
                  nav={nav}
                  signOut={signOut}
                />
              </Suspense>
            ) : null}

            <Stack gap="0" flex="1" minW="0">
              <Breadcrumb.Root aria-label="Breadcrumb" size="sm">
                <Breadcrumb.List flexWrap="nowrap">
                  <Breadcrumb.Item>
                    <Breadcrumb.Link asChild>
                      <Link to={homeHref}>{area}</Link>
                    </Breadcrumb.Link>
                  </Breadcrumb.Item>
                  {current ? (
                    <>
                      <Breadcrumb.Separator />
                      <Breadcrumb.Item minW="0">
                        <Breadcrumb.CurrentLink truncate>{current.label}</Breadcrumb.CurrentLink>
                      </Breadcrumb.Item>
                    </>
                  ) : null}
                </Breadcrumb.List>
              </Breadcrumb.Root>
              <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }} lineClamp={1} data-testid="dashboard-title">
                {title ?? area}
              </Text>
            </Stack>

            {search ? (
              <Box display={{ base: 'none', md: 'block' }} w={{ md: '56', xl: '72' }}>
                <SearchBox search={search} id={`${searchId}-wide`} />
              </Box>
            ) : null}

            <HStack gap="1">
              {notifications ? <NotificationsMenu notifications={notifications} /> : null}
              {settingsHref ? (
                <IconButton asChild aria-label="Settings" variant="ghost" size="sm">
                  <Link to={settingsHref}>
                    <FiSettings aria-hidden="true" />
                  </Link>
                </IconButton>
              ) : null}
            </HStack>
            {headerExtras}
            <AccountBadge account={account} loading={accountLoading} />
          </Flex>
          {search ? (
            <Box display={{ base: 'block', md: 'none' }} px="3" pb="3">
              <SearchBox search={search} id={`${searchId}-narrow`} />
            </Box>
          ) : null}
        </Box>

        <SkipNavContent id={MAIN_ID} asChild>
          <Box as="main" flex="1" p={{ base: '4', md: '8' }} tabIndex={-1} _focus={{ outline: 'none' }}>
            <Outlet />
          </Box>
        </SkipNavContent>
      </Flex>
    </Flex>
  );
}

/** A dashboard page: its document title, its heading, an optional lead line, actions and content. */
