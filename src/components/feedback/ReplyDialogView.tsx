/**
 * The view of the reply dialog (see ReplyDialog.tsx): maps the reply with `toReplyDialog`, renders it, and
 * runs the action the pressed button names, as the calling page defined it. Loaded on first use, so pages that
 * never show a dialog do not download it (nor DOMPurify). It stays mounted afterwards; it closes in 300 ms, as every
 * dialog does (src/app/system-recipes.ts).
 */
import { Box, Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import type { FlowReply } from '@generated/models';
import { useId, useMemo, useRef, useState } from 'react';
import { runReplyAction, toReplyDialog, type ReplyDialogModel, type ReplyDialogOptions } from '@/api/reply';
import { DialogFrame } from './DialogFrame';
import { useReplyInput } from './reply-input';

export interface ShownReply {
  reply: FlowReply;
  options: ReplyDialogOptions;
  /** Changes on every show, so the same reply shown twice starts afresh. */
  seq: number;
}

export default function ReplyDialogView({
  shown,
  open,
  setOpen,
}: {
  shown: ShownReply;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const { value: input, setValue: setInput, ref: inputRef, fieldProps: inputProps } = useReplyInput();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const model = useMemo(() => toReplyDialog(shown.reply, shown.options), [shown]);
  const [seenSeq, setSeenSeq] = useState(shown.seq);
  if (seenSeq !== shown.seq) {
    // A new reply: forget what was typed for the previous one.
    setSeenSeq(shown.seq);
    setInput('');
  }

  const press = (action: ReplyDialogModel['primary']['action']) => {
    const value = input.trim();
    setOpen(false);
    runReplyAction(action, shown.options.actions, { input: value });
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      initialFocusEl={() => (model.input ? inputRef.current : primaryRef.current)}
    >
      <Dialog.Header>
        <Dialog.Title>{model.title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {model.message ? <Dialog.Description>{model.message}</Dialog.Description> : null}
          {model.html ? (
            // Sanitised by toReplyDialog (DOMPurify, http(s)/mailto links only).
            <Box className="reply-html" fontSize="sm" dangerouslySetInnerHTML={{ __html: model.html }} />
          ) : null}
          {model.input ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                press(model.primary.action);
              }}
            >
              <Field.Root>
                <Field.Label htmlFor={inputId}>{model.input.label}</Field.Label>
                <Input {...inputProps(inputId, model.input.placeholder)} />
              </Field.Root>
            </form>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {model.secondary ? (
          <Button variant="outline" onClick={() => press('clear')}>
            {model.secondary.label}
          </Button>
        ) : null}
        <Button ref={primaryRef} colorPalette="brand" onClick={() => press(model.primary.action)}>
          {model.primary.label}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
