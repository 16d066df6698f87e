/**
 * "Your session has ended": one dialog for a gated area, opened by the first 401/403 (ApiError kind 'session')
 * of any query or mutation while the area is shown. The page under it stays mounted, so what the user typed is
 * still there until they choose: Sign in goes to the area's login page with `from` (the current location) in the
 * router state, and the login returns there; Not now closes it (the next 401/403 opens it again).
 * The session guard renders it next to the area's pages (src/features/auth/guards.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/api/errors';
import { downloaded, loadOnce } from '@/lib/load-once';
import { useReplyDialog } from './ReplyDialog';
import type { AccountKind } from './session-area';

export { SESSION_ENDED_MESSAGE, SESSION_ENDED_TITLE } from './session-area';

const isSessionEnded = (error: unknown) => isApiError(error) && error.kind === 'session';

/**
 * Opens (true) on the first 'session' failure of any call in the query client, until closed. While it is open the
 * reply dialog is held, so a page's own failure message for the same call cannot open over it: the caches tell
 * their listeners before the failed call's promise rejects, so the hold is in place before any page's catch runs.
 */
function useSessionEnded(): [boolean, (open: boolean) => void] {
  const queryClient = useQueryClient();
  const { hold } = useReplyDialog();
  const [ended, setEndedState] = useState(false);
  const setEnded = useCallback(
    (open: boolean) => {
      hold(open);
      setEndedState(open);
    },
    [hold],
  );
  useEffect(() => {
    const onEvent = (event: {
      type: string;
      action?: { type: string; error?: unknown };
      mutation?: { options: { meta?: Record<string, unknown> } };
    }) => {
      // A logout's 401 is the outcome it asked for (useSignOut's SIGN_OUT_META), not a session that ended under it.
      if (event.mutation?.options.meta?.signOut === true) return;
      if (event.type === 'updated' && event.action?.type === 'error' && isSessionEnded(event.action.error))
        setEnded(true);
    };
    const stopQueries = queryClient.getQueryCache().subscribe(onEvent);
    const stopMutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      stopQueries();
      stopMutations();
      hold(false);
    };
  }, [queryClient, setEnded, hold]);
  return [ended, setEnded];
}

/** The dialog itself (SessionEndedView.tsx, with Chakra's dialog machinery): downloaded when the session first ends. */
const loadView = loadOnce(async () => downloaded(await import('./SessionEndedView'), 'The session dialog'));
const View = lazy(loadView);

export function SessionEndedDialog({ kind }: { kind: AccountKind }) {
  const [open, setOpen] = useSessionEnded();
  // Rendered from the first time it opens on, so it keeps its own exit animation.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <View kind={kind} open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
}
