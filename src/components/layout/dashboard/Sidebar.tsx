/**
 * The dashboard shell's sidebar (a fixed column on desktop, the drawer's content on phones) and its logo. Its Logout
 * signs the area's account out (useSignOut); when that fails, the sidebar says the account is still signed in, why,
 * and offers to try again.
 */
import { Alert, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import FiLogOut from '~icons/feather/log-out';
import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { SIGN_OUT_MESSAGES } from '@/components/auth/useSignOut';
import { BusyButton } from '@/components/BusyButton';
import { PRODUCT_NAME } from '@/config/constants';
import { NavItemLink } from '../NavItemLink';
import type { DashboardLayoutProps, SidebarSignOut } from './types';

export function Sidebar({
  nav,
  onNavigate,
  signOut: { signOut, pending, failure },
}: Pick<DashboardLayoutProps, 'nav'> & SidebarSignOut & { onNavigate?: () => void }) {
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
      <Stack mt="auto" gap="2">
        {failure ? (
          <StillSignedIn key={failure.attempt} message={failure.message} retry={signOut} pending={pending} />
        ) : null}
        <BusyButton
          variant="ghost"
          justifyContent="flex-start"
          color="fg.muted"
          onClick={signOut}
          busy={pending}
          busyText={SIGN_OUT_MESSAGES.signingOut}
        >
          <FiLogOut aria-hidden="true" /> Logout
        </BusyButton>
      </Stack>
    </Stack>
  );
}

/**
 * A logout that did not end the session: said at once (an alert, mounted afresh for each failed attempt so it is
 * announced again), with Try again, which takes the focus (the next thing to do). Its retry keeps the focus while
 * it runs (the sign-out ignores a second press).
 */
function StillSignedIn({ message, retry, pending }: { message: string; retry: () => void; pending: boolean }) {
  const again = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    again.current?.focus();
  }, []);
  return (
    <Alert.Root status="warning" role="alert" size="sm" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{SIGN_OUT_MESSAGES.stillSignedIn}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        <Button ref={again} size="xs" variant="outline" alignSelf="flex-start" onClick={retry} aria-busy={pending}>
          {SIGN_OUT_MESSAGES.retry}
        </Button>
      </Alert.Content>
    </Alert.Root>
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
