/**
 * The one login of the three account kinds (spec points 4, 5, 7, 8): sends the kind's login call, and
 *
 * - on `success: true` forgets the kind's cached session and profile (so the area's guard and shell ask the server
 *   again rather than act on a signed-out answer from before) and resolves with the server's message and where
 *   to go: back to the page of that area the guard or the session-ended dialog came from (`from`), else the
 *   area's landing page. A sign-in as another account than the one this tab's data was kept for (or one that
 *   cannot be told apart: storage unusable) forgets every cached answer and everything the tab kept for the
 *   account (src/lib/account-data.ts, claimAccount: drafts, engaged tasks, open attempts), so nothing of one
 *   account shows to the next; the same account signing in again (after its session ended) keeps its drafts;
 * - on a refusal shows the 'Error' dialog with the server's msg (or 'Login failed. Please try again.');
 * - when the call fails shows the 'Error' dialog: 'Connection error. Please try again later.' when nothing
 *   answered (with the offline sentence when offline), else the failed reply's message or the same default.
 *
 * Each login page keeps its own looks, texts and validation; the wording of every outcome lives here.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { loginAdmin } from '@generated/hooks/admin/admin';
import { getGetAdvertiserProfileQueryKey, loginAdvertiser } from '@generated/hooks/advertiser/advertiser';
import { loginUser } from '@generated/hooks/auth/auth';
import { getGetUserProfileQueryKey } from '@generated/hooks/dashboard/dashboard';
import {
  getGetAdminSessionQueryKey,
  getGetAdvertiserSessionQueryKey,
  getGetUserSessionQueryKey,
} from '@generated/hooks/session/session';
import type { MessageReply } from '@generated/models';
import { isApiError, serverMessage, withOfflineNote } from '@/api/errors';
import { COMMON_MESSAGES } from '@/config/messages';
import { claimAccount } from '@/lib/account-data';
import { useReplyDialog } from '../feedback/ReplyDialog';
import { returnPathAfterLogin, type AccountKind } from '../feedback/session-area';

export const LOGIN_MESSAGES = {
  errorTitle: 'Error',
  loginFailed: COMMON_MESSAGES.loginFailed,
  connectionError: COMMON_MESSAGES.connectionError,
  signingIn: 'Signing in...',
  fillAllFields: COMMON_MESSAGES.fillAllFields,
} as const;

export interface Credentials {
  /** Username (or e-mail, for Cliquers and advertisers). */
  user: string;
  password: string;
}

/** Each kind's call and what it caches about a signed-in account. */
const KINDS: Record<
  AccountKind,
  { send: (credentials: Credentials) => Promise<{ data: MessageReply }>; cached: QueryKey[] }
> = {
  user: {
    send: ({ user, password }) => loginUser({ user, password }),
    cached: [getGetUserSessionQueryKey(), getGetUserProfileQueryKey()],
  },
  advertiser: {
    send: ({ user, password }) => loginAdvertiser({ user, password }),
    cached: [getGetAdvertiserSessionQueryKey(), getGetAdvertiserProfileQueryKey()],
  },
  admin: {
    send: ({ user, password }) => loginAdmin({ username: user, password }),
    cached: [getGetAdminSessionQueryKey()],
  },
};

/** The message for a login that threw: no reply is a connection error; a failed reply says what it can. */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return withOfflineNote(LOGIN_MESSAGES.connectionError, error);
  return serverMessage(error) ?? LOGIN_MESSAGES.loginFailed;
}

export type LoginOutcome = { signedIn: true; message: string | undefined; to: string } | { signedIn: false };

export function useLogin(kind: AccountKind, options: { beforeDialog?: () => void } = {}) {
  const queryClient = useQueryClient();
  const dialog = useReplyDialog();
  const { state } = useLocation();
  const { send, cached } = KINDS[kind];
  const mutation = useMutation({ mutationFn: send });

  /** Signs in (trimming the user name); a refusal or a failure has already been shown when it resolves. */
  const signIn = async (credentials: Credentials): Promise<LoginOutcome> => {
    try {
      const reply = await mutation.mutateAsync({ user: credentials.user.trim(), password: credentials.password });
      if (reply.data.success === true) {
        if (claimAccount(`${kind}:${credentials.user.trim()}`)) queryClient.removeQueries();
        else for (const queryKey of cached) queryClient.removeQueries({ queryKey });
        return { signedIn: true, message: reply.data.msg?.trim() || undefined, to: returnPathAfterLogin(kind, state) };
      }
      options.beforeDialog?.();
      dialog.notify(LOGIN_MESSAGES.errorTitle, reply.data.msg?.trim() || LOGIN_MESSAGES.loginFailed);
    } catch (error) {
      options.beforeDialog?.();
      dialog.notify(LOGIN_MESSAGES.errorTitle, loginFailureMessage(error));
    }
    return { signedIn: false };
  };

  return { signIn, pending: mutation.isPending };
}
