/**
 * The three session guards of spec point 2, one per account kind, reused by every gated area.
 * Each checks its own session call on entry to the area:
 *   user        GET /api/s/session      logged out → /login with the alert 'Kindly login'
 *   advertiser  GET /api/s/session_a    logged out → /advertiser/login with the alert 'Kindly login'
 *   admin       GET /api/s/session_adm  logged out → /cfadmin/login, with the same alert (the spec names none for
 *                                       the admin: the same words tell a signed-out admin why the login shows)
 * Only the server sends the visitor to the login page: `loggedIn: false`, or a 401/403 (ApiError kind 'session')
 * before anything was shown. Once the area is shown, a 401/403 from any call opens the session-ended dialog over
 * the page instead (the page stays mounted). Any other failure (5xx, network, timeout, parse, contract) keeps the
 * page: with an answer cached, a small "Couldn't refresh" banner with Try again; with none, an error with Try again.
 * While checking, a spinner; never a blank page. The login page gets `from` (the location asked for).
 */
import { Box, Container } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  getGetAdminSessionQueryOptions,
  getGetAdvertiserSessionQueryOptions,
  getGetUserSessionQueryOptions,
} from '@generated/hooks/session/session';
import { isApiError } from '@/api/errors';
import { RefreshBanner } from '@/components/feedback/QueryState';
import { SessionEndedDialog } from '@/components/feedback/SessionEndedDialog';
import { loginHref, type AccountKind, type FromState } from '@/components/feedback/session-area';
import { describeFailure, ErrorState, PageSpinner, type NoticeState } from '@/components/feedback/States';
import { COMMON_MESSAGES } from '@/config/messages';

export type { AccountKind } from '@/components/feedback/session-area';

const GUARDS = {
  user: { query: getGetUserSessionQueryOptions, notice: COMMON_MESSAGES.kindlyLogin },
  advertiser: { query: getGetAdvertiserSessionQueryOptions, notice: COMMON_MESSAGES.kindlyLogin },
  admin: { query: getGetAdminSessionQueryOptions, notice: COMMON_MESSAGES.kindlyLogin },
} as const;

export function RequireSession({ kind }: { kind: AccountKind }) {
  const guard = GUARDS[kind];
  // Checked on every entry to the area: a cached answer shows at once while a fresh one is fetched.
  const session = useQuery({ ...guard.query(), staleTime: 0 });
  const location = useLocation();
  const reply = session.data?.data;
  const sessionEnded = isApiError(session.error) && session.error.kind === 'session';

  if (session.isPending || (reply === undefined && session.isFetching)) {
    return <PageSpinner label="Checking your session" />;
  }
  if (reply?.loggedIn === false || (reply === undefined && sessionEnded)) {
    const state: NoticeState & FromState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      notice: guard.notice,
    };
    return <Navigate to={loginHref(kind)} replace state={state} />;
  }
  if (reply === undefined) {
    return (
      <Container maxW="lg" py="16">
        <ErrorState
          // A new alert for each failure, announced again after a Try again that failed again.
          key={session.errorUpdatedAt}
          title="We couldn't check your session"
          message={describeFailure(session.error, 'check your session')}
          onRetry={() => void session.refetch()}
        />
      </Container>
    );
  }
  return (
    <>
      {session.isError && !sessionEnded ? (
        <Box px={{ base: '3', md: '6' }} py="2" bg="bg">
          <RefreshBanner role="status" onRetry={() => void session.refetch()} retrying={session.isFetching} />
        </Box>
      ) : null}
      <Outlet />
      <SessionEndedDialog kind={kind} />
    </>
  );
}

/** The guard of each account kind as a route component: the router downloads this module with the gated area. */
export const UserSessionGuard = () => <RequireSession kind="user" />;
export const AdvertiserSessionGuard = () => <RequireSession kind="advertiser" />;
export const AdminSessionGuard = () => <RequireSession kind="admin" />;
