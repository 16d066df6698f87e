/**
 * The reply dialog when its real view (ReplyDialogView, a lazy chunk) cannot be downloaded: a plain modal built
 * from what is already in the main bundle, so a flaky network or a deploy never leaves a reply unseen.
 *
 * It shows the same title, message, buttons and input as the real view and runs the same actions. Server HTML
 * (extras.html) is shown as plain text here: the sanitiser lives in the chunk that failed, and unsanitised HTML
 * is never rendered. Accessible on its own: role=alertdialog labelled by its title and described by its message,
 * focus moves in (to the input, else the main button), Tab stays inside, Escape closes, and focus returns to
 * where it was when it closes. Like every dialog it closes in the spec's 300 ms (TIMINGS.dialogClose): panel and
 * backdrop fade out, then the provider unmounts it (at once for a visitor who asks for reduced motion).
 */
import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { FlowAction as FLOW_ACTIONS, isKnown, type KnownFlowAction } from '@generated/known-values';
import type { FlowReply } from '@generated/models';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { focusReturn, trackFocus } from '@/lib/focus';
import { useLatest } from '@/lib/useLatest';
import type { ReplyActions, ReplyDialogOptions } from '@/api/reply';
import { TIMINGS } from '@/config/constants';
import { useReplyInput } from './reply-input';

export interface PlainReplyDialog {
  title: string;
  message: string;
  /** extras.html reduced to its text. */
  htmlText: string;
  primary: { label: string; action: string | undefined };
  secondary?: string;
  input?: { label: string; placeholder: string };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Elements whose text is not content (as the sanitiser drops them). */
const NOT_TEXT = 'script, style, template, noscript, textarea, select, option, object, embed, iframe, button';
/** Elements that end a line of text. */
const BLOCKS = 'p, div, li, br, ul, ol, h1, h2, h3, h4, h5, h6, tr';

/** The text of an HTML fragment. DOMParser's documents run no scripts and load nothing. */
export function htmlToText(html: string): string {
  if (!html.trim()) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  body.querySelectorAll(BLOCKS).forEach((element) => element.after(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The dialog a reply asks for, as plain text (the same choices as toReplyDialog in src/api/reply.ts). */
export function plainReplyDialog(reply: FlowReply, options: ReplyDialogOptions): PlainReplyDialog {
  const model: PlainReplyDialog = {
    title: text(reply.sbj) || text(reply.title) || options.defaultTitle,
    message: text(reply.msg) ? String(reply.msg) : (options.defaultMessage ?? ''),
    htmlText: htmlToText(typeof reply.extras?.html === 'string' ? reply.extras.html : ''),
    primary: {
      label: text(reply.btnMsg) ? String(reply.btnMsg) : options.defaultButton,
      // An action the client does not know runs the call's default, as in toReplyDialog.
      action: isKnown(FLOW_ACTIONS, reply.onClick) ? reply.onClick : options.defaultAction,
    },
  };
  if (text(reply.clearBtnMsg)) model.secondary = String(reply.clearBtnMsg);
  if (reply.extras?.input === true) {
    const placeholder = text(reply.extras.placeholder) ? String(reply.extras.placeholder) : '';
    model.input = { label: options.inputLabel ?? (placeholder || 'Your answer'), placeholder };
  }
  return model;
}

/** Runs the handler the page gave to `action`, if it gave one (only its own handlers, never inherited keys). */
function run(action: string | undefined, actions: ReplyActions | undefined, input: string) {
  if (!action || !actions || !Object.hasOwn(actions, action)) return;
  actions[action as KnownFlowAction]?.({ input });
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** How the panel and backdrop leave: a fade in the spec's close time (none for reduced motion: see globalCss). */
const CLOSING_STYLE = {
  animationName: 'fade-out',
  animationDuration: `${TIMINGS.dialogClose}ms`,
  animationTimingFunction: 'ease-in',
  animationFillMode: 'forwards',
} as const;

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ReplyDialogFallback({
  reply,
  options,
  onClose,
}: {
  reply: FlowReply;
  options: ReplyDialogOptions;
  /** Closes the dialog (the provider unmounts it). */
  onClose: () => void;
}) {
  const model = plainReplyDialog(reply, options);
  const { value: input, ref: inputRef, fieldProps: inputProps } = useReplyInput();
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const hasInput = Boolean(model.input);

  // Closing: the fade runs, then onClose unmounts the dialog. The timer goes with the dialog, so a dialog that
  // replaced this one (same provider, new key) is never closed by it.
  const [closing, setClosing] = useState(false);
  const onCloseRef = useLatest(onClose);
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => onCloseRef.current(), TIMINGS.dialogClose);
    return () => window.clearTimeout(timer);
  }, [closing, onCloseRef]);
  const close = () => {
    if (closing) return;
    if (prefersReducedMotion()) onClose();
    else setClosing(true);
  };

  // Focus moves in on open and back to where it was on close (or, when that control is gone, to its nearest place
  // still there: src/lib/focus.ts), in the same commit that removes the dialog (a layout effect: a passive one would
  // leave focus on the page's body for a moment after a timed close).
  useLayoutEffect(() => {
    trackFocus();
    (hasInput ? inputRef.current : primaryRef.current)?.focus();
    return () => {
      focusReturn()?.focus();
    };
  }, [hasInput, inputRef]); // inputRef is the same ref object on every render

  // Escape closes wherever focus is (a click on the backdrop leaves it on the page's body).
  const closeRef = useLatest(close);
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [closeRef]);

  const press = (action: string | undefined) => {
    if (closing) return;
    close();
    run(action, options.actions, input.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    // Tab and Shift+Tab stay inside the dialog.
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const inputId = `${id}-input`;
  // data-scope/data-part/data-state as Chakra's dialogs have them, so their tests read the closing time alike.
  const state = closing ? 'closed' : 'open';

  return (
    <Box position="fixed" inset="0" zIndex="modal" display="flex" alignItems="center" justifyContent="center" p="4">
      <Box
        data-scope="reply-dialog-fallback"
        data-part="backdrop"
        data-state={state}
        _closed={CLOSING_STYLE}
        position="absolute"
        inset="0"
        bg="blackAlpha.600"
        aria-hidden="true"
        onClick={close}
      />
      <Box
        ref={panelRef}
        data-scope="reply-dialog-fallback"
        data-part="content"
        data-state={state}
        _closed={CLOSING_STYLE}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={model.message ? messageId : undefined}
        onKeyDown={onKeyDown}
        position="relative"
        bg="bg.panel"
        color="fg"
        borderRadius="l3"
        boxShadow="lg"
        w="full"
        maxW="md"
        p="6"
        data-testid="reply-dialog-fallback"
      >
        <Stack gap="4">
          <Heading as="h2" size="lg" id={titleId}>
            {model.title}
          </Heading>
          {model.message ? (
            <Text id={messageId} color="fg.muted">
              {model.message}
            </Text>
          ) : null}
          {model.htmlText ? <Text fontSize="sm">{model.htmlText}</Text> : null}
          {model.input ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                press(model.primary.action);
              }}
            >
              <Stack gap="1.5">
                <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
                  {model.input.label}
                </chakra.label>
                <chakra.input
                  {...inputProps(inputId, model.input.placeholder)}
                  h="10"
                  px="3"
                  borderWidth="1px"
                  borderColor="border"
                  borderRadius="l2"
                  bg="bg"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '0' }}
                />
              </Stack>
            </form>
          ) : null}
          <Stack direction="row" justify="flex-end" gap="3" pt="2">
            {model.secondary ? (
              <Button variant="outline" onClick={() => press('clear')}>
                {model.secondary}
              </Button>
            ) : null}
            <Button ref={primaryRef} colorPalette="brand" onClick={() => press(model.primary.action)}>
              {model.primary.label}
            </Button>
          </Stack>
        </Stack>
        <Button aria-label="Close" variant="ghost" size="sm" position="absolute" top="2" insetEnd="2" onClick={close}>
          <span aria-hidden="true">×</span>
        </Button>
      </Box>
    </Box>
  );
}
