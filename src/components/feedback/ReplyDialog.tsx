/**
 * The one dialog that shows server replies (and other messages) the same way on every page.
 * `useReplyDialog().show(reply, options)` opens it: the title comes from sbj (or title, or the call's
 * default), the message from msg, the button from btnMsg (or the call's default), a second button from
 * clearBtnMsg, an input when extras.input is set, and sanitised extras.html. The buttons run the actions the
 * page gave meaning to in `options.actions` (see src/api/reply.ts).
 *
 * This provider is light: the dialog's view (Chakra Dialog, DOMPurify) loads the first time a dialog shows.
 */
import type { FlowReply } from '@generated/models';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ReplyDialogOptions } from '@/api/reply';
import type { ShownReply } from './ReplyDialogView';

const ReplyDialogView = lazy(() => import('./ReplyDialogView'));

export interface ReplyDialogApi {
  /** Shows a server reply as the spec's dialog. */
  show: (reply: FlowReply, options: ReplyDialogOptions) => void;
  /** Shows a plain message with one button that only closes. */
  notify: (title: string, message: string, button?: string) => void;
  close: () => void;
}

const ReplyDialogContext = createContext<ReplyDialogApi | null>(null);

export function useReplyDialog(): ReplyDialogApi {
  const api = useContext(ReplyDialogContext);
  if (!api) throw new Error('useReplyDialog must be used inside <ReplyDialogProvider>');
  return api;
}

export function ReplyDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ShownReply | null>(null);

  const show = useCallback((reply: FlowReply, options: ReplyDialogOptions) => {
    setShown((previous) => ({ reply, options, seq: (previous?.seq ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const notify = useCallback(
    (title: string, message: string, button = 'Okay') =>
      show({ sbj: title, msg: message, btnMsg: button }, { defaultTitle: title, defaultButton: button }),
    [show],
  );
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ show, notify, close }), [show, notify, close]);

  return (
    <ReplyDialogContext.Provider value={api}>
      {children}
      {shown ? (
        <Suspense fallback={null}>
          <ReplyDialogView shown={shown} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </ReplyDialogContext.Provider>
  );
}
