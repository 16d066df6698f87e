/**
 * The three session guards of spec point 2, one per account kind, reused by every gated area.
 * Each checks its own session call on entry to the area:
 *   user        GET /api/s/session      logged out → /login with the alert 'Kindly login'
 *   advertiser  GET /api/s/session_a    logged out → /advertiser/login with the alert 'Kindly login'
 *   admin       GET /api/s/session_adm  logged out → /cfadmin/login
 * While checking, a spinner; when the check itself fails, a clear error with a retry (never a blank page).
 */
import { Container } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  getGetAdminSessionQueryOptions,
  getGetAdvertiserSessionQueryOptions,
  getGetUserSessionQueryOptions,
} from '@generated/hooks/session/session';
import { paths } from '@/config/paths';
import { ErrorState, PageSpinner, type NoticeState } from '@/components/feedback/States';
import { isApiError } from '@/api/errors';

export type AccountKind = 'user' | 'advertiser' | 'admin';

export const KINDLY_LOGIN = 'Kindly login';

const GUARDS = {
  user: { query: getGetUserSessionQueryOptions, login: paths.login.href(), notice: KINDLY_LOGIN },
  advertiser: { query: getGetAdvertiserSessionQueryOptions, login: paths.advertiser.login.href(), notice: KINDLY_LOGIN },
  admin: { query: getGetAdminSessionQueryOptions, login: paths.admin.login.href(), notice: undefined },
} as const;

export function RequireSession({ kind }: { kind: AccountKind }) {
  const guard = GUARDS[kind];
  // Checked on every entry to the area: a cached answer shows at once while a fresh one is fetched.
  const session = useQuery({ ...guard.query(), staleTime: 0 });
  const location = useLocation();

  if (session.isPending) {
    return <PageSpinner label="Checking your session" />;
  }
  if (session.isError) {
    const offline = isApiError(session.error) && session.error.kind === 'network';
    return (
      <Container maxW="lg" py="16">
        <ErrorState
          title="We couldn't check your session"
          message={
            offline
              ? "We couldn't check your session. Check your internet connection and try again."
              : "We couldn't check your session: the server did not answer as expected. Please try again."
          }
          onRetry={() => void session.refetch()}
        />
      </Container>
    );
  }
  if (!session.data.data.loggedIn) {
    const state: NoticeState & { from: string } = { from: location.pathname };
    if (guard.notice) state.notice = guard.notice;
    return <Navigate to={guard.login} replace state={state} />;
  }
  return <Outlet />;
}
