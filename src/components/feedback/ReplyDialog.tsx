/**
 * The one dialog that shows server replies (and other messages) the same way on every page.
 * `useReplyDialog().show(reply, options)` maps the reply with `toReplyDialog` and opens the dialog; its
 * buttons run the action the reply's onClick names, as the calling page defined it. The dialog stays mounted
 * (lazyMount) and its closing animation lasts 300 ms (spec point 9).
 */
import { Box, Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import type { FlowReply } from '@generated/models';
import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { runReplyAction, toReplyDialog, type ReplyDialogModel, type ReplyDialogOptions } from '@/api/reply';
import { TIMINGS } from '@/config/constants';

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

interface Shown {
  model: ReplyDialogModel;
  options: ReplyDialogOptions;
}

export function ReplyDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  const show = useCallback((reply: FlowReply, options: ReplyDialogOptions) => {
    setShown({ model: toReplyDialog(reply, options), options });
    setInput('');
    setOpen(true);
  }, []);
  const notify = useCallback(
    (title: string, message: string, button = 'Okay') =>
      show({ sbj: title, msg: message, btnMsg: button }, { defaultTitle: title, defaultButton: button }),
    [show],
  );
  const close = useCallback(() => setOpen(false), []);
  const api = useMemo(() => ({ show, notify, close }), [show, notify, close]);

  const press = (action: ReplyDialogModel['primary']['action']) => {
    const value = input.trim();
    setOpen(false);
    runReplyAction(action, shown?.options.actions, { input: value });
  };

  const model = shown?.model;
  return (
    <ReplyDialogContext.Provider value={api}>
      {children}
      <Dialog.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        lazyMount
        placement="center"
        role="alertdialog"
        initialFocusEl={() => (model?.input ? inputRef.current : primaryRef.current)}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              mx="4"
              css={{ '&[data-state=closed]': { animationDuration: `${TIMINGS.dialogClose}ms` } }}
            >
              <Dialog.Header>
                <Dialog.Title>{model?.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {model?.message ? <Dialog.Description>{model.message}</Dialog.Description> : null}
                  {model?.html ? (
                    // Sanitised by toReplyDialog (DOMPurify, http(s)/mailto links only).
                    <Box className="reply-html" fontSize="sm" dangerouslySetInnerHTML={{ __html: model.html }} />
                  ) : null}
                  {model?.input ? (
                    <form
                      onSubmit={(event) => {
                        event.preventDefault();
                        press(model.primary.action);
                      }}
                    >
                      <Field.Root>
                        <Field.Label htmlFor={inputId}>{model.input.label}</Field.Label>
                        <Input
                          id={inputId}
                          ref={inputRef}
                          value={input}
                          placeholder={model.input.placeholder}
                          autoComplete="one-time-code"
                          onChange={(event) => setInput(event.target.value)}
                        />
                      </Field.Root>
                    </form>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {model?.secondary ? (
                  <Button variant="outline" onClick={() => press('clear')}>
                    {model.secondary.label}
                  </Button>
                ) : null}
                <Button ref={primaryRef} colorPalette="brand" onClick={() => press(model?.primary.action)}>
                  {model?.primary.label}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ReplyDialogContext.Provider>
  );
}
