/**
 * The "Your session has ended" dialog's view (SessionEndedDialog.tsx opens it): a chunk of its own, downloaded the
 * first time a session ends, so a gated area's first load does not carry the dialog machinery.
 */
import { Button, Dialog } from '@chakra-ui/react';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DialogFrame } from './DialogFrame';
import {
  loginHref,
  SESSION_ENDED_MESSAGE,
  SESSION_ENDED_TITLE,
  type AccountKind,
  type FromState,
} from './session-area';

export default function SessionEndedView({
  kind,
  open,
  onOpenChange: setOpen,
}: {
  kind: AccountKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
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
