/**
 * "Your session has ended": one dialog for a gated area, opened by the first 401/403 (ApiError kind 'session')
 * of any query or mutation while the area is shown. The page under it stays mounted, so what the user typed is
 * still there until they choose: Sign in goes to the area's login page with `from` (the current location) in the
 * router state, and the login returns there; Not now closes it (the next 401/403 opens it again).
 * The session guard renders it next to the area's pages (src/features/auth/guards.tsx).
 */
import { Button, Dialog } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { DialogFrame } from './DialogFrame';
import { useReplyDialog } from './ReplyDialog';
import { loginHref, type AccountKind, type FromState } from './session-area';

export const SESSION_ENDED_TITLE = 'Your session has ended';
export const SESSION_ENDED_MESSAGE = 'Sign in again to continue.';

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
    const onEvent = (event: { type: string; action?: { type: string; error?: unknown } }) => {
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

export function SessionEndedDialog({ kind }: { kind: AccountKind }) {
  const [open, setOpen] = useSessionEnded();
  const navigate = useNavigate();
  const location = useLocation();
  const signInRef = useRef<HTMLButtonElement>(null);

  const signIn = () => {
    setOpen(false);
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    navigate(loginHref(kind), { state });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      unmountOnExit
      role="alertdialog"
      initialFocusEl={() => signInRef.current}
    >
      <Dialog.Header>
        <Dialog.Title>{SESSION_ENDED_TITLE}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>{SESSION_ENDED_MESSAGE}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Not now
        </Button>
        <Button ref={signInRef} colorPalette="brand" onClick={signIn}>
          Sign in
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
