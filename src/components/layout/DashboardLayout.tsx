/**
 * The one dashboard shell, reused by the Cliquer, advertiser and admin areas with their own sidebars.
 * Desktop: a fixed sidebar. Phones: the sidebar collapses into a drawer opened from the header.
 * The header shows the area, a breadcrumb of the current page, optional extras (search, notifications…)
 * and the account's avatar. Pages render inside with <DashboardPage>.
 */
import {
  Avatar,
  Box,
  Breadcrumb,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  HStack,
  IconButton,
  Link as ChakraLink,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FiLogOut, FiMenu } from 'react-icons/fi';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { initials } from '@/lib/format';
import { PageMeta } from '../PageMeta';

export interface DashboardNavItem {
  label: string;
  to: string;
  icon: IconType;
}

export interface DashboardLayoutProps {
  /** The area's name, e.g. 'Dashboard', 'Advertiser', 'Admin'. */
  area: string;
  homeHref: string;
  nav: readonly DashboardNavItem[];
  account?: { name: string; rank?: string | undefined } | undefined;
  onLogout?: (() => void) | undefined;
  logoutPending?: boolean;
  /** Extra header controls (search box, notifications, settings link). */
  headerExtras?: ReactNode;
}

function Sidebar({ nav, onNavigate, onLogout, logoutPending }: Pick<DashboardLayoutProps, 'nav' | 'onLogout' | 'logoutPending'> & { onNavigate?: () => void }) {
  return (
    <Stack as="nav" aria-label="Dashboard" gap="1" h="full">
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
        <Button variant="ghost" justifyContent="flex-start" mt="auto" onClick={onLogout} loading={logoutPending}>
          <FiLogOut aria-hidden="true" /> Logout
        </Button>
      ) : null}
    </Stack>
  );
}

export function DashboardLayout({ area, homeHref, nav, account, onLogout, logoutPending, headerExtras }: DashboardLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const current = nav.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  return (
    <Flex minH="100dvh" bg="bg.subtle">
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
      >
        <ChakraLink asChild fontWeight="extrabold" fontSize="xl" color="brand.fg" mb="6" px="3">
          <Link to={homeHref}>{PRODUCT_NAME}</Link>
        </ChakraLink>
        <Sidebar nav={nav} onLogout={onLogout} logoutPending={logoutPending ?? false} />
      </Box>

      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          gap="3"
          px={{ base: '4', md: '6' }}
          h="16"
          bg="bg"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Drawer.Root open={drawerOpen} onOpenChange={(d) => setDrawerOpen(d.open)} placement="start" lazyMount>
            <Drawer.Trigger asChild>
              <IconButton aria-label="Open navigation" variant="ghost" display={{ base: 'inline-flex', lg: 'none' }}>
                <FiMenu aria-hidden="true" />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>{PRODUCT_NAME}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Sidebar
                      nav={nav}
                      onNavigate={() => setDrawerOpen(false)}
                      onLogout={onLogout}
                      logoutPending={logoutPending ?? false}
                    />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton aria-label="Close navigation" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>

          <Breadcrumb.Root aria-label="Breadcrumb" flex="1" minW="0">
            <Breadcrumb.List>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>
                  <Link to={homeHref}>{area}</Link>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              {current ? (
                <>
                  <Breadcrumb.Separator />
                  <Breadcrumb.Item>
                    <Breadcrumb.CurrentLink>{current.label}</Breadcrumb.CurrentLink>
                  </Breadcrumb.Item>
                </>
              ) : null}
            </Breadcrumb.List>
          </Breadcrumb.Root>

          {headerExtras}
          {account ? (
            <HStack gap="3">
              <Box textAlign="right" display={{ base: 'none', md: 'block' }}>
                <Text fontSize="sm" fontWeight="semibold" lineClamp={1}>
                  {account.name}
                </Text>
                {account.rank ? (
                  <Text fontSize="xs" color="fg.muted">
                    {account.rank}
                  </Text>
                ) : null}
              </Box>
              <Avatar.Root size="sm" colorPalette="brand">
                <Avatar.Fallback aria-label={account.name}>{initials(account.name)}</Avatar.Fallback>
              </Avatar.Root>
            </HStack>
          ) : null}
        </Flex>

        <Box as="main" flex="1" p={{ base: '4', md: '8' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}

/** A dashboard page: its document title, its heading and its content. */
export function DashboardPage({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="6" maxW="6xl" mx="auto">
      <PageMeta title={title} description={description ?? `${title} in your ${PRODUCT_NAME} dashboard.`} />
      <Flex align="center" justify="space-between" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
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
