/**
 * The resume flow's success (spec point 4: "On success a message shows and the page reloads"). Its own dialog,
 * not the shared reply dialog, because the page reloads however it is closed: its button, Escape, the close icon
 * or a click outside. The reload runs once.
 */
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

export interface ResumedMessage {
  title: string;
  message: string;
  button: string;
}

export function ResumedDialog({ resumed, onClosed }: { resumed: ResumedMessage; onClosed: () => void }) {
  const done = useRef(false);
  const close = () => {
    if (done.current) return;
    done.current = true;
    onClosed();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => (details.open ? undefined : close())}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{resumed.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{resumed.message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={close}>
                {resumed.button}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
