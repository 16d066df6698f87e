/**
 * The frame every centred dialog of the app shares: the portal, the backdrop, a content panel kept clear of the
 * screen's edges, and the "Close" button in its corner. The caller writes what goes inside (header, body, footer,
 * or a form around them) and the Root's own options (role, focus, unmounting, callbacks).
 */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { focusReturn, trackFocus } from '@/lib/focus';

// Where the focus was before a dialog opened, for focusReturn.
if (typeof document !== 'undefined') trackFocus();

export interface DialogFrameProps extends Omit<Dialog.RootProps, 'children' | 'onOpenChange'> {
  onOpenChange: (open: boolean) => void;
  /**
   * The control that opens a dialog mounted already open (one downloaded on demand), which is not a Dialog.Trigger:
   * it counts as the dialog's own, so the focus that React's StrictMode (the dev server) hands back to it while
   * mounting the focus trap twice does not close the dialog, and focus returns to it on closing.
   */
  opener?: () => HTMLElement | null;
  /** Props of the content panel (it always has mx="4"). */
  contentProps?: Dialog.ContentProps;
  children: ReactNode;
}

export function DialogFrame({ onOpenChange, contentProps, children, opener, ...rootProps }: DialogFrameProps) {
  // Focus goes back on closing to the control that had it, or to its nearest place still on the page when the
  // dialog's answer replaced that control (src/lib/focus.ts).
  const openerProps = opener
    ? { finalFocusEl: opener, persistentElements: [opener] }
    : { finalFocusEl: () => focusReturn() };
  return (
    <Dialog.Root
      lazyMount
      placement="center"
      {...openerProps}
      {...rootProps}
      onOpenChange={(details) => onOpenChange(details.open)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" {...contentProps}>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
