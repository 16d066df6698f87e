/** The dashboard shell's sidebar (a fixed column on desktop, the drawer's content on phones) and its logo. */
import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import FiLogOut from '~icons/feather/log-out';
import { Link, NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@/config/constants';
import { NavItemLink } from '../NavItemLink';
import type { DashboardLayoutProps } from './types';

export function Sidebar({
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
            <NavItemLink place="sidebar">
              <NavLink to={to} onClick={onNavigate}>
                <Icon aria-hidden="true" />
                {label}
              </NavLink>
            </NavItemLink>
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

export function Logo({ href }: { href: string }) {
  return (
    <ChakraLink
      asChild
      fontWeight="extrabold"
      fontSize="xl"
      color="brand.fg"
      letterSpacing="tight"
      _hover={{ textDecoration: 'none' }}
    >
      <Link to={href}>{PRODUCT_NAME}</Link>
    </ChakraLink>
  );
}
