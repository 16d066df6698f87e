/**
 * The task type form's state and its save: add-task-type or update-task-type; a refused save (`success: false`, or
 * a failure the server answered: a 4xx, offline) shows the server's msg (or what went wrong) in the reply dialog and
 * keeps the form as typed; a save whose outcome is unknown (an answer without `success`, an unreadable one, a
 * timeout, a 5xx) is found out from the list, fetched again (`confirmSaved`), and never called a failure. After a
 * submit that failed validation, the first control with a problem takes focus.
 */
import type { TaskType, TaskTypeInput } from '@generated/models';
import { useAddTaskType, useUpdateTaskType } from '@generated/hooks/admin/admin';
import { useEffect } from 'react';
import { isUnknownOutcome } from '@/api/errors';
import { describeFailure } from '@/components/feedback/States';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { useForm } from '@/components/forms/useForm';
import { DRAFT_KEYS } from '@/lib/drafts';
import {
  emptyTaskTypeValues,
  isCompleteRow,
  isValidAmount,
  taskTypeSchema,
  taskTypeValues,
  toTaskTypeInput,
  type TaskTypeFormValues,
} from './task-type-schema';

/** The ids of the form's controls, for focus. */
export const IDS = {
  // The selects of media and action (the form's `task-type-<field name>`).
  media: 'task-type-media',
  action: 'task-type-action',
  currenciesError: 'task-type-currencies-error',
  addCurrency: 'task-type-add-currency',
  currency: (rowId: string) => `task-type-${rowId}-currency`,
  amount: (rowId: string) => `task-type-${rowId}-amount`,
};

/** What the list, fetched again, says of a save whose outcome is unknown. */
export type SaveCheck = 'shown' | 'not-shown' | 'unchecked';

export const TASK_TYPE_SAVE_MESSAGES = {
  savedAfterCheck:
    'The server’s answer could not be read, but the list, fetched again, shows the task type: it is saved.',
  notShown:
    'The server’s answer could not be read, and the list, fetched again, does not show this task type: it is not saved. What you typed is still here.',
  unchecked:
    'We couldn’t confirm whether the task type was saved: the server’s answer could not be read, and the list could not be fetched again. Check the list before you save it again.',
} as const;

export interface TaskTypeSave {
  /** The task type being edited, or null to add one. */
  editing: TaskType | null;
  /** After a successful save, with the message to show. */
  onSaved: (message: string) => void;
  /** Fetches the list again and says whether it shows what was sent (for `editing`'s id, or a new task type). */
  confirmSaved: (sent: TaskTypeInput, id: number | null) => Promise<SaveCheck>;
}

export function useTaskTypeForm({ editing, onSaved, confirmSaved }: TaskTypeSave) {
  const dialog = useReplyDialog();
  const add = useAddTaskType();
  const update = useUpdateTaskType();
  const form = useForm<TaskTypeFormValues>({
    id: 'task-type',
    initialValues: editing ? taskTypeValues(editing) : emptyTaskTypeValues(),
    validationSchema: taskTypeSchema,
    // Problems show from the first submit on (not on blur, which would move the controls under the pointer).
    showErrors: 'submitted',
    // What was typed survives a reload or a session expiry until it is saved or cancelled (one draft per task type).
    draft: { key: DRAFT_KEYS.taskType(editing?.id ?? null) },
    // After a submit that failed validation, the first control with a problem takes focus: a currency problem is
    // one message for the whole list, so the row it is about is found here.
    firstInvalid: (errors, { currencies: rows }) => {
      if (errors.media) return IDS.media;
      if (errors.action) return IDS.action;
      if (typeof errors.currencies !== 'string') return undefined;
      const incomplete = rows.find((row) => !isCompleteRow(row));
      const badAmount = rows.find((row) => !isValidAmount(row.amount));
      const repeated = rows.find((row, index) => rows.findIndex((other) => other.cur_code === row.cur_code) !== index);
      if (rows.length === 0) return IDS.addCurrency;
      if (incomplete)
        return incomplete.cur_code.trim() === '' ? IDS.currency(incomplete.rowId) : IDS.amount(incomplete.rowId);
      if (badAmount) return IDS.amount(badAmount.rowId);
      return repeated ? IDS.currency(repeated.rowId) : undefined;
    },
    onSubmit: async (values, { clearDraft }) => {
      const body = toTaskTypeInput(values);
      const saved = (message: string) => {
        clearDraft();
        onSaved(message);
      };
      try {
        const reply = editing
          ? await update.mutateAsync({ data: { ...body, id: editing.id } })
          : await add.mutateAsync({ data: body });
        if (reply.data.success === true) {
          saved(reply.data.msg?.trim() || (editing ? 'Task type updated' : 'Task type added'));
          return;
        }
        if (reply.data.success === false) {
          // The busy submit button cannot keep focus: the first field takes it, and gets it back after the dialog.
          document.getElementById(IDS.media)?.focus();
          dialog.show(
            { success: false, msg: reply.data.msg },
            {
              defaultTitle: 'Kindly note',
              defaultButton: 'Okay',
              defaultMessage: "The task type couldn't be saved. Please try again.",
            },
          );
          return;
        }
      } catch (error) {
        if (!isUnknownOutcome(error)) {
          document.getElementById(IDS.media)?.focus();
          dialog.notify('Kindly note', describeFailure(error, 'save the task type'));
          return;
        }
      }
      // The outcome is unknown (no success flag, an unreadable answer, a timeout, a 5xx): the list says.
      const check = await confirmSaved(body, editing?.id ?? null);
      if (check === 'shown') {
        saved(TASK_TYPE_SAVE_MESSAGES.savedAfterCheck);
        return;
      }
      document.getElementById(IDS.media)?.focus();
      dialog.notify(
        'Kindly note',
        check === 'not-shown' ? TASK_TYPE_SAVE_MESSAGES.notShown : TASK_TYPE_SAVE_MESSAGES.unchecked,
      );
    },
  });

  // The form opens with its first control focused.
  useEffect(() => {
    document.getElementById(IDS.media)?.focus();
  }, []);

  return form;
}
