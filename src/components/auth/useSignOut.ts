/**
 * The one sign-out of the three account kinds (the dashboards' Logout, in the sidebar and the phone menu): sends the
 * kind's logout call (DELETE /api/u/logout, /api/a/logout, /api/adm/logout, with the CSRF header), and
 *
 * - when the server ended the session, goes to the kind's login page (spec point 2: the Cliquer's Logout goes to
 *   /login). Any 2xx is a logout whatever its body (the reply is not read: a 204, a text body or a redirect followed
 *   to a page all count), and so is a 401 (there was no session any more). Everything the tab kept for the account
 *   (src/lib/account-data.ts: drafts, engaged tasks, open attempts) and every cached answer no page uses any more go
 *   once the area has left the screen: the shell's unmount, in a task after the commit that removed it (so after
 *   every page of the area has let go of its queries, and the login page has taken its own, which stay). Forgotten
 *   while the area still showed, its queries would ask the server again, with no session by then;
 * - when it did not (no reply, offline so never sent, a timeout, a 5xx, a refused request), stays on the page and
 *   says so: "You are still signed in", why, and Try again. It never looks like a success, since the next person at
 *   the browser would still be signed in. What the tab kept for the account is forgotten all the same.
 *
 * The session-ended dialog does not open for a logout's 401 (`SIGN_OUT_META`): that is the outcome asked for.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logoutAdmin } from '@generated/hooks/admin/admin';
import { logoutAdvertiser } from '@generated/hooks/advertiser/advertiser';
import { logoutUser } from '@generated/hooks/auth/auth';
import { answeredSuccess, isApiError } from '@/api/errors';
import { forgetAccountData } from '@/lib/account-data';
import { describeFailure } from '../feedback/States';
import { loginHref, type AccountKind } from '../feedback/session-area';

/** The mutation meta that tells the session-ended dialog a 401 is this call's expected outcome. */
export const SIGN_OUT_META = { signOut: true } as const;

export const SIGN_OUT_MESSAGES = {
  stillSignedIn: 'You are still signed in',
  retry: 'Try again',
  signingOut: 'Logging out',
} as const;

const LOGOUT: Record<AccountKind, () => Promise<unknown>> = {
  user: () => logoutUser(),
  advertiser: () => logoutAdvertiser(),
  admin: () => logoutAdmin(),
};

/** Whether a failed logout call still ended the session: a 2xx the client cannot read, or a 401. */
export function endedAnyway(error: unknown): boolean {
  return answeredSuccess(error) || (isApiError(error) && error.kind === 'session' && error.status === 401);
}

export interface SignOut {
  /** Sends the logout call (again, after a failure). */
  signOut: () => void;
  pending: boolean;
  /**
   * Why the last attempt did not sign out, while the account is still signed in (kept while a retry runs), and how
   * many attempts failed (a new failure, even with the same words, is a new message); null otherwise.
   */
  failure: { message: string; attempt: number } | null;
}

export function useSignOut(kind: AccountKind): SignOut {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SignOut['failure']>(null);
  const signedOut = useRef(false);
  const mutation = useMutation({ mutationFn: LOGOUT[kind], meta: SIGN_OUT_META });

  // What the area loaded goes once the area has left the screen (see above).
  useEffect(() => {
    const marked = signedOut;
    return () => {
      if (!marked.current) return;
      setTimeout(() => {
        forgetAccountData();
        queryClient.removeQueries({ type: 'inactive' });
      }, 0);
    };
  }, [queryClient]);

  const { mutate, isPending } = mutation;
  const signOut = useCallback(() => {
    if (isPending) return;
    const done = () => {
      signedOut.current = true;
      navigate(loginHref(kind));
    };
    mutate(undefined, {
      onSuccess: done,
      onError: (error) => {
        if (endedAnyway(error)) return done();
        forgetAccountData();
        queryClient.removeQueries({ type: 'inactive' });
        setFailure((last) => ({ message: describeFailure(error, 'sign you out'), attempt: (last?.attempt ?? 0) + 1 }));
      },
    });
  }, [isPending, kind, mutate, navigate, queryClient]);

  return { signOut, pending: isPending, failure };
}
