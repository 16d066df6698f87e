/**
 * The one dialog that shows server replies (and other messages) the same way on every page.
 * `useReplyDialog().show(reply, options)` opens it: the title comes from sbj (or title, or the call's
 * default), the message from msg, the button from btnMsg (or the call's default), a second button from
 * clearBtnMsg, an input when extras.input is set, and sanitised extras.html. The buttons run the actions the
 * page gave meaning to in `options.actions` (see src/api/reply.ts).
 *
 * This provider is light: the dialog's view (Chakra Dialog, DOMPurify) is a chunk of its own, downloaded with the
 * deferred recipes (src/lib/deferred-styles.ts) after the visitor's first press or key (or the first time a dialog
 * shows, if that comes first): not with the first screen, which does not need it. The dialog can never take the app down:
 * if that chunk cannot be downloaded, or the view fails to render, an error boundary catches it and a plain
 * dialog (ReplyDialogFallback.tsx) shows the same title, message and buttons and runs the same actions. Each
 * later show tries the chunk once more in the background, so a recovered network brings the real view back,
 * without ever retrying in a loop. Offline (navigator.onLine false) nothing is tried: the background download
 * waits for the browser's 'online' event, and a dialog shown meanwhile is the plain one at once.
 *
 * While the "Your session has ended" dialog is open (SessionEndedDialog holds this one), no reply dialog opens:
 * a page's own failure message for the same 401/403 would only hide it. That is decided here, once, so no page
 * has to tell a session failure from the others.
 */
import type { FlowReply } from '@generated/models';
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ReplyDialogOptions } from '@/api/reply';
import { reportCaughtSoon } from '@/api/report-soon';
import { loadDeferredStyles } from '@/lib/deferred-styles';
import { downloaded, loadOnce } from '@/lib/load-once';
import { trackFocus } from '@/lib/focus';
import { browserOffline } from '@/lib/online';
import { ReplyDialogFallback } from './ReplyDialogFallback';
import type { ShownReply } from './ReplyDialogView';
import type ReplyDialogView from './ReplyDialogView';

type ReplyDialogViewType = typeof ReplyDialogView;

// From the first moment, so a dialog (its code comes later) knows where the focus was before it opened.
if (typeof document !== 'undefined') trackFocus();

let loadedView: ReplyDialogViewType | null = null;

/**
 * Downloads the dialog's view with the deferred recipes that style it (once; a failed download may be tried again
 * by a later call).
 */
export const loadReplyDialogView = loadOnce(async (): Promise<ReplyDialogViewType> => {
  const [module] = await Promise.all([import('./ReplyDialogView'), loadDeferredStyles()]);
  loadedView = downloaded(module, 'The reply dialog').default;
  return loadedView;
});

const lazyView = () => lazy(() => loadReplyDialogView().then((view) => ({ default: view })));

/**
 * Runs `task` once the visitor first does something (a pointer press or a key, whichever comes first), when the
 * browser is next idle, and, if it is offline by then, once it is back online. Not at start: the first screen
 * does not need the dialog, and most dialogs answer something the visitor did, which starts the download first.
 */
function onFirstInteraction(task: () => void): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  let idle: number | undefined;
  const run = () => {
    if (browserOffline()) window.addEventListener('online', run, { once: true });
    else task();
  };
  const start = () => {
    stopListening();
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: 1_000 });
    else run();
  };
  const stopListening = () => events.forEach((type) => window.removeEventListener(type, start, true));
  events.forEach((type) => window.addEventListener(type, start, { capture: true, passive: true }));
  return () => {
    stopListening();
    if (idle !== undefined) window.cancelIdleCallback(idle);
    window.removeEventListener('online', run);
  };
}

/** Catches a view that could not be downloaded or rendered; the provider then shows the plain dialog. */
class ViewBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportCaughtSoon(error, 'reply-dialog');
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ReplyDialogApi {
  /** Shows a server reply as the spec's dialog. */
  show: (reply: FlowReply, options: ReplyDialogOptions) => void;
  /** Shows a plain message with one button that only closes. */
  notify: (title: string, message: string, button?: string) => void;
  close: () => void;
  /** While held, show and notify do nothing (and a shown dialog closes): the session-ended dialog speaks. */
  hold: (held: boolean) => void;
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
  const [View, setView] = useState(() => lazyView());
  const [failed, setFailed] = useState(false);
  const failedRef = useRef(false);
  const heldRef = useRef(false);

  useEffect(() => onFirstInteraction(() => void loadReplyDialogView().catch(() => undefined)), []);

  // The seq of the last dialog shown (0: none yet).
  const lastSeq = useRef(0);
  const show = useCallback((reply: FlowReply, options: ReplyDialogOptions) => {
    if (heldRef.current) return;
    lastSeq.current += 1;
    setShown({ reply, options, seq: lastSeq.current });
    setOpen(true);
    if (!loadedView && !failedRef.current && browserOffline()) {
      // The view was never downloaded and cannot be now: the plain dialog, without a doomed request.
      failedRef.current = true;
      setFailed(true);
      return;
    }
    if (!failedRef.current) return;
    if (loadedView) {
      // A background retry brought the view in: use it again, from a fresh lazy component.
      failedRef.current = false;
      setFailed(false);
      setView(() => lazyView());
    } else {
      // One more try per dialog shown (never a loop, never offline); this dialog stays the plain one.
      if (!browserOffline()) void loadReplyDialogView().catch(() => undefined);
    }
  }, []);
  // A dialog's onClosed runs once, when it closes (never for one that another replaced while open).
  const closedSeq = useRef<number | null>(null);
  useEffect(() => {
    if (open || !shown || closedSeq.current === shown.seq) return;
    closedSeq.current = shown.seq;
    shown.options.onClosed?.();
  }, [open, shown]);
  // Back or Forward leaves the page the dialog spoke for: the dialog leaves with it instead of staying over the
  // next page, and its follow-up (onClosed) does not run, since the visitor chose to go elsewhere. A dialog the next
  // page shows comes after this (the router renders it after the popstate).
  useEffect(() => {
    const leave = () => {
      closedSeq.current = lastSeq.current;
      setOpen(false);
    };
    window.addEventListener('popstate', leave);
    return () => window.removeEventListener('popstate', leave);
  }, []);
  const onViewError = useCallback(() => {
    failedRef.current = true;
    setFailed(true);
  }, []);
  const notify = useCallback(
    (title: string, message: string, button = 'Okay') =>
      show({ sbj: title, msg: message, btnMsg: button }, { defaultTitle: title, defaultButton: button }),
    [show],
  );
  const close = useCallback(() => setOpen(false), []);
  const hold = useCallback((held: boolean) => {
    heldRef.current = held;
    if (held) setOpen(false);
  }, []);
  const api = useMemo(() => ({ show, notify, close, hold }), [show, notify, close, hold]);

  return (
    <ReplyDialogContext.Provider value={api}>
      {children}
      {shown && failed ? (
        open ? (
          <ReplyDialogFallback key={shown.seq} reply={shown.reply} options={shown.options} onClose={close} />
        ) : null
      ) : shown ? (
        <ViewBoundary onError={onViewError}>
          <Suspense fallback={null}>
            <View shown={shown} open={open} setOpen={setOpen} />
          </Suspense>
        </ViewBoundary>
      ) : null}
    </ReplyDialogContext.Provider>
  );
}
