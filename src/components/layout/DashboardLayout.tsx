/**
 * The one dashboard shell, reused by the Cliquer, advertiser and admin areas with their own sidebars.
 *
 * Desktop: a fixed sidebar. Phones: the sidebar collapses into a drawer opened from the header.
 * The header shows a title and a breadcrumb of the current page, then the optional controls an area passes in
 * (a search box, a notifications menu, a settings link, any other extras) and the account's avatar with the
 * initials of the first two words of its name. Pages render inside with <DashboardPage>.
 *
 * Every prop but area, homeHref and nav is optional, so an area opts into each control:
 *   title          the header's title (default: the area)
 *   search         a search form: label, placeholder, current value, onSearch(query)
 *   notifications  a menu of notifications; with no items it says so plainly
 *   settingsHref   a settings link (icon button)
 *   account        name (avatar initials) and rank text; accountLoading shows a placeholder while it loads
 *   headerExtras   anything else, before the account
 */
import {
  Avatar,
  Badge,
  Box,
  Breadcrumb,
  Button,
  chakra,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  Link as ChakraLink,
  Menu,
  Portal,
  Skeleton,
  SkeletonCircle,
  SkipNavContent,
  SkipNavLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FiBell, FiLogOut, FiMenu, FiSearch, FiSettings } from 'react-icons/fi';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { initials } from '@/lib/format';
import { PageMeta } from '../PageMeta';

export interface DashboardNavItem {
  label: string;
  to: string;
  icon: IconType;
}

export interface DashboardSearch {
  /** Accessible name of the search field, e.g. 'Search tasks'. */
  label: string;
  placeholder?: string;
  /** The current query (e.g. from the URL); the field shows it and resets when it changes. */
  value?: string;
  /** Called with the trimmed query when the form is submitted. */
  onSearch: (query: string) => void;
}

export interface DashboardNotification {
  id: string;
  title: string;
  description?: string;
  /** A short time label, e.g. '5 minutes ago'. */
  time?: string;
  /** Where choosing the notification goes (a route of this app). */
  href?: string;
}

export interface DashboardNotifications {
  items: readonly DashboardNotification[];
  /** Shown when there are no items. */
  emptyText?: string;
}

export interface DashboardLayoutProps {
  /** The area's name, e.g. 'Dashboard', 'Advertiser', 'Admin': the breadcrumb's first item. */
  area: string;
  homeHref: string;
  nav: readonly DashboardNavItem[];
  account?: { name: string; rank?: string | undefined } | undefined;
  /** The account is still loading: the avatar shows a placeholder. */
  accountLoading?: boolean;
  onLogout?: (() => void) | undefined;
  logoutPending?: boolean;
  /** The header's title (defaults to the area). */
  title?: string;
  search?: DashboardSearch;
  notifications?: DashboardNotifications;
  /** A settings link in the header. */
  settingsHref?: string;
  /** Extra header controls, placed before the account. */
  headerExtras?: ReactNode;
}

const MAIN_ID = 'dashboard-main';

function Sidebar({
  nav,
  onNavigate,
  onLogout,
  logoutPending,
}: Pick<DashboardLayoutProps, 'nav' | 'onLogout' | 'logoutPending'> & { onNavigate?: () => void }) {
  return (
    <Stack as="nav" aria-label="Dashboard" gap="1" flex="1">
      <Stack as="ul" listStyleType="none" gap="1">
        {nav.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <ChakraLink
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2.5"
              borderRadius="l2"
              fontWeight="medium"
              color="fg.muted"
              _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
              css={{
                '&[aria-current=page]': {
                  background: 'var(--chakra-colors-brand-subtle)',
                  color: 'var(--chakra-colors-brand-fg)',
                  fontWeight: 'var(--chakra-font-weights-semibold)',
                },
              }}
            >
              <NavLink to={to} onClick={onNavigate}>
                <Icon aria-hidden="true" />
                {label}
              </NavLink>
            </ChakraLink>
          </li>
        ))}
      </Stack>
      {onLogout ? (
        <Button
          variant="ghost"
          justifyContent="flex-start"
          mt="auto"
          color="fg.muted"
          onClick={onLogout}
          loading={logoutPending}
          loadingText="Logging out"
        >
          <FiLogOut aria-hidden="true" /> Logout
        </Button>
      ) : null}
    </Stack>
  );
}

function Logo({ href }: { href: string }) {
  return (
    <ChakraLink asChild fontWeight="extrabold" fontSize="xl" color="brand.fg" letterSpacing="tight" _hover={{ textDecoration: 'none' }}>
      <Link to={href}>{PRODUCT_NAME}</Link>
    </ChakraLink>
  );
}

function SearchBox({ search, id }: { search: DashboardSearch; id: string }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    search.onSearch(String(data.get('q') ?? '').trim());
  };
  return (
    <chakra.form role="search" onSubmit={submit} position="relative" w="full">
      <VisuallyHidden asChild>
        <label htmlFor={id}>{search.label}</label>
      </VisuallyHidden>
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" zIndex="1">
        <FiSearch aria-hidden="true" />
      </Box>
      <Input
        // A changed value (e.g. the URL's query) resets the field.
        key={search.value ?? ''}
        id={id}
        name="q"
        type="search"
        defaultValue={search.value ?? ''}
        placeholder={search.placeholder}
        autoComplete="off"
        ps="9"
        bg="bg.subtle"
        size="sm"
        borderRadius="l2"
      />
    </chakra.form>
  );
}

function NotificationsMenu({ notifications }: { notifications: DashboardNotifications }) {
  const count = notifications.items.length;
  const label = count > 0 ? `Notifications, ${count} new` : 'Notifications';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm" position="relative">
          <FiBell aria-hidden="true" />
          {count > 0 ? (
            <Badge
              aria-hidden="true"
              colorPalette="red"
              variant="solid"
              size="xs"
              position="absolute"
              top="0.5"
              insetEnd="0.5"
              borderRadius="full"
            >
              {count > 9 ? '9+' : count}
            </Badge>
          ) : null}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" maxW="calc(100vw - 2rem)">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Notifications</Menu.ItemGroupLabel>
              {count === 0 ? (
                <Menu.Item value="none" disabled>
                  <Stack gap="0.5" py="1">
                    <Text fontWeight="medium" color="fg">
                      You&rsquo;re all caught up
                    </Text>
                    <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
                      {notifications.emptyText ?? 'No notifications yet.'}
                    </Text>
                  </Stack>
                </Menu.Item>
              ) : (
                notifications.items.map((item) => (
                  <Menu.Item key={item.id} value={item.id} asChild={Boolean(item.href)}>
                    {item.href ? (
                      <Link to={item.href}>
                        <NotificationText item={item} />
                      </Link>
                    ) : (
                      <NotificationText item={item} />
                    )}
                  </Menu.Item>
                ))
              )}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function NotificationText({ item }: { item: DashboardNotification }) {
  return (
    <Stack gap="0.5" py="1">
      <Text fontWeight="medium">{item.title}</Text>
      {item.description ? (
        <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
          {item.description}
        </Text>
      ) : null}
      {item.time ? (
        <Text fontSize="xs" color="fg.muted">
          {item.time}
        </Text>
      ) : null}
    </Stack>
  );
}

function AccountBadge({ account, loading }: { account: DashboardLayoutProps['account']; loading: boolean }) {
  if (!account) {
    return loading ? (
      <HStack gap="3" aria-hidden="true">
        <Skeleton h="4" w="24" display={{ base: 'none', md: 'block' }} />
        <SkeletonCircle size="8" />
      </HStack>
    ) : null;
  }
  return (
    <HStack gap="3">
      <Box textAlign="right" display={{ base: 'none', md: 'block' }} maxW="48">
        <Text fontSize="sm" fontWeight="semibold" lineClamp={1}>
          {account.name}
        </Text>
        {account.rank ? (
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {account.rank}
          </Text>
        ) : null}
      </Box>
      <Avatar.Root size="sm" colorPalette="brand" variant="solid">
        <Avatar.Fallback role="img" aria-label={account.name}>
          {initials(account.name)}
        </Avatar.Fallback>
      </Avatar.Root>
    </HStack>
  );
}

export function DashboardLayout({
  area,
  homeHref,
  nav,
  account,
  accountLoading = false,
  onLogout,
  logoutPending,
  title,
  search,
  notifications,
  settingsHref,
  headerExtras,
}: DashboardLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
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
        <Sidebar nav={nav} onLogout={onLogout} logoutPending={logoutPending ?? false} />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
          <Flex align="center" gap={{ base: '2', md: '4' }} px={{ base: '3', md: '6' }} minH="16" py="2">
            <Drawer.Root open={drawerOpen} onOpenChange={(d) => setDrawerOpen(d.open)} placement="start" lazyMount>
              <Drawer.Trigger asChild>
                <IconButton aria-label="Open navigation" variant="ghost" size="sm" display={{ base: 'inline-flex', lg: 'none' }}>
                  <FiMenu aria-hidden="true" />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content maxW="xs">
                    <Drawer.Header>
                      <Drawer.Title asChild>
                        <Text fontWeight="extrabold" fontSize="xl" color="brand.fg">
                          {PRODUCT_NAME}
                        </Text>
                      </Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body display="flex" flexDirection="column" pb="6">
                      <Sidebar
                        nav={nav}
                        onNavigate={() => setDrawerOpen(false)}
                        onLogout={onLogout}
                        logoutPending={logoutPending ?? false}
                      />
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton aria-label="Close navigation" size="sm" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>

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
export function DashboardPage({
  title,
  description,
  lead,
  actions,
  children,
}: {
  title: string;
  description?: string;
  /** A short visible line under the heading. */
  lead?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack gap="6" maxW="6xl" mx="auto">
      <PageMeta title={title} description={description ?? `${title} in your ${PRODUCT_NAME} dashboard.`} />
      <Flex align={{ base: 'flex-start', sm: 'center' }} justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {lead ? <Text color="fg.muted">{lead}</Text> : null}
        </Stack>
        {actions}
      </Flex>
      {children}
    </Stack>
  );
}

/** Any unknown segment under a dashboard. */
export function DashboardNotFound({ homeHref }: { homeHref: string }) {
  return (
    <DashboardPage title="Page Not Found" description="This dashboard page does not exist.">
      <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
      <Box>
        <Button asChild colorPalette="brand">
          <Link to={homeHref}>Return to Dashboard</Link>
        </Button>
      </Box>
    </DashboardPage>
  );
}
