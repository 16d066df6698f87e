/**
 * Adds or edits a task type (spec point 5): media, action and currency rows (each a currency from GET
 * /api/adm/queryTaskTypes and an amount; rows are added and removed). A valid form posts to
 * /api/adm/add-task-type or /api/adm/update-task-type; a refused save (`success: false`, or a failure the server
 * answered: a 4xx, offline) shows the server's msg (or what went wrong) in the reply dialog and keeps the form as
 * typed. A save whose outcome is unknown (an answer without `success`, an unreadable one, a timeout, a 5xx) is not
 * called a failure, since the server may have saved it: the list is fetched again and the page says what it shows
 * (`confirmSaved`), and offers no second save of what the list shows saved. A failed submit reports each problem
 * beside its control and focuses it.
 */
import {
  Alert,
  Button,
  Card,
  Field,
  Fieldset,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { Currency, TaskType, TaskTypeInput } from '@generated/models';
import { useAddTaskType, useUpdateTaskType } from '@generated/hooks/admin/admin';
import { useEffect, useRef } from 'react';
import FiAlertCircle from '~icons/feather/alert-circle';
import FiPlus from '~icons/feather/plus';
import FiTrash2 from '~icons/feather/trash-2';
import { isUnknownOutcome } from '@/api/errors';
import { describeFailure } from '@/components/feedback/States';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { DraftNotice } from '@/components/forms/DraftNotice';
import { SelectField } from '@/components/forms/fields';
import { useForm } from '@/components/forms/useForm';
import { DRAFT_KEYS } from '@/lib/drafts';
import { ACTION_OPTIONS, MEDIA_OPTIONS, taskTypeName } from '../shared/labels';
import {
  currencyChoices,
  emptyTaskTypeValues,
  isCompleteRow,
  isValidAmount,
  newCurrencyRow,
  taskTypeSchema,
  taskTypeValues,
  toTaskTypeInput,
  type TaskTypeFormValues,
} from './task-type-schema';

const IDS = {
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

export interface TaskTypeFormProps {
  /** The task type being edited, or null to add one. */
  editing: TaskType | null;
  currencies: readonly Currency[];
  onCancel: () => void;
  /** After a successful save, with the message to show. */
  onSaved: (message: string) => void;
  /** Fetches the list again and says whether it shows what was sent (for `editing`'s id, or a new task type). */
  confirmSaved: (sent: TaskTypeInput, id: number | null) => Promise<SaveCheck>;
}

export const TASK_TYPE_SAVE_MESSAGES = {
  savedAfterCheck: 'The server’s answer could not be read, but the list, fetched again, shows the task type: it is saved.',
  notShown:
    'The server’s answer could not be read, and the list, fetched again, does not show this task type: it is not saved. What you typed is still here.',
  unchecked:
    'We couldn’t confirm whether the task type was saved: the server’s answer could not be read, and the list could not be fetched again. Check the list before you save it again.',
} as const;

export function TaskTypeForm({ editing, currencies, onCancel, onSaved, confirmSaved }: TaskTypeFormProps) {
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
  const { values, isSubmitting, submitCount, setValue } = form;
  const { errors } = form.formik;

  const cancel = () => {
    form.draft.clear();
    onCancel();
  };
  const rows = values.currencies;

  const currencyError = submitCount > 0 && typeof errors.currencies === 'string' ? errors.currencies : undefined;
  const usedCodes = new Set(rows.map((row) => row.cur_code).filter(Boolean));
  const duplicated = (code: string) => code !== '' && rows.filter((row) => row.cur_code === code).length > 1;
  const rowCurrencyInvalid = (code: string) => Boolean(currencyError) && (code.trim() === '' || duplicated(code));
  const rowAmountInvalid = (amount: string) =>
    Boolean(currencyError) && (amount.trim() === '' || !isValidAmount(amount));

  // The form opens with its first control focused.
  useEffect(() => {
    document.getElementById(IDS.media)?.focus();
  }, []);

  // A new row's currency control takes focus; after a removal, the add button does.
  const focusAfterRender = useRef<string | null>(null);
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const setRow = (index: number, key: 'cur_code' | 'amount', value: string) =>
    void setValue(`currencies.${index}.${key}`, value);
  const addRow = () => {
    const row = newCurrencyRow();
    focusAfterRender.current = IDS.currency(row.rowId);
    void setValue('currencies', [...rows, row]);
  };
  const removeRow = (index: number) => {
    focusAfterRender.current = IDS.addCurrency;
    void setValue(
      'currencies',
      rows.filter((_, position) => position !== index),
    );
  };

  const title = editing ? `Edit ${taskTypeName(editing)}` : 'Add a task type';
  const allUsed = currencies.length > 0 && rows.length >= currencies.length;

  return (
    <Card.Root variant="outline" borderColor="brand.muted" boxShadow="sm">
      <Card.Header>
        <Card.Title as="h2" id="task-type-form-title">
          {title}
        </Card.Title>
        <Card.Description>
          Media and action are required; price the task type in one or more currencies.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form {...form.props} aria-labelledby="task-type-form-title">
          <Stack gap="6">
            {form.draft.restored ? <DraftNotice onStartOver={form.draft.startOver} /> : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <SelectField
                form={form}
                name="media"
                label="Media"
                required
                placeholder="Choose media"
                options={MEDIA_OPTIONS}
              />
              <SelectField
                form={form}
                name="action"
                label="Action"
                required
                placeholder="Choose action"
                options={ACTION_OPTIONS}
              />
            </SimpleGrid>

            <Fieldset.Root>
              <Fieldset.Legend fontWeight="medium">Currencies</Fieldset.Legend>
              <Fieldset.HelperText>The amount paid for one engagement, in each currency.</Fieldset.HelperText>
              {currencies.length === 0 ? (
                <Alert.Root status="warning" size="sm" borderRadius="l2">
                  <Alert.Indicator />
                  <Alert.Title>The server lists no currencies, so a task type can&apos;t be priced yet.</Alert.Title>
                </Alert.Root>
              ) : null}
              <Stack gap="3" as="ol" listStyleType="none">
                {rows.map((row, index) => {
                  const position = index + 1;
                  const choices = currencyChoices(currencies, row.cur_code);
                  const symbol = currencies.find((currency) => currency.cur_code === row.cur_code)?.symbol;
                  const currencyInvalid = rowCurrencyInvalid(row.cur_code);
                  const amountInvalid = rowAmountInvalid(row.amount);
                  return (
                    <Flex as="li" key={row.rowId} gap="3" align="flex-end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                      <Field.Root id={IDS.currency(row.rowId)} invalid={currencyInvalid} flex="1" minW="40">
                        <Field.Label fontSize="sm">
                          Currency <VisuallyHidden>{position}</VisuallyHidden>
                        </Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field
                            value={row.cur_code}
                            onChange={(event) => setRow(index, 'cur_code', event.target.value)}
                            aria-describedby={currencyInvalid ? IDS.currenciesError : undefined}
                          >
                            <option value="">Choose currency</option>
                            {choices.map((currency) => (
                              <option
                                key={currency.cur_code}
                                value={currency.cur_code}
                                disabled={currency.cur_code !== row.cur_code && usedCodes.has(currency.cur_code)}
                              >
                                {currency.cur_code}
                                {currency.name && currency.name !== currency.cur_code ? ` — ${currency.name}` : ''}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      <Field.Root
                        id={IDS.amount(row.rowId)}
                        invalid={amountInvalid}
                        w={{ base: 'calc(100% - 3.25rem)', sm: '40' }}
                      >
                        <Field.Label fontSize="sm">
                          Amount <VisuallyHidden>{position}</VisuallyHidden>
                        </Field.Label>
                        <InputGroup startElement={symbol ? <span aria-hidden="true">{symbol}</span> : undefined}>
                          <Input
                            type="number"
                            inputMode="decimal"
                            min="0"
                            step="any"
                            value={row.amount}
                            onChange={(event) => setRow(index, 'amount', event.target.value)}
                            aria-describedby={amountInvalid ? IDS.currenciesError : undefined}
                          />
                        </InputGroup>
                      </Field.Root>
                      <IconButton
                        aria-label={`Remove currency ${position}`}
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => removeRow(index)}
                      >
                        <FiTrash2 aria-hidden="true" />
                      </IconButton>
                    </Flex>
                  );
                })}
              </Stack>
              {currencyError ? (
                <HStack
                  id={IDS.currenciesError}
                  color="fg.error"
                  fontSize="sm"
                  fontWeight="medium"
                  gap="1.5"
                  aria-live="polite"
                >
                  <FiAlertCircle aria-hidden="true" />
                  <Text>{currencyError}</Text>
                </HStack>
              ) : null}
              <div>
                <Button
                  id={IDS.addCurrency}
                  variant="outline"
                  size="sm"
                  onClick={addRow}
                  disabled={allUsed}
                  aria-describedby={rows.length === 0 && currencyError ? IDS.currenciesError : undefined}
                >
                  <FiPlus aria-hidden="true" /> Add currency
                </Button>
              </div>
            </Fieldset.Root>

            <HStack gap="3" justify="flex-end" wrap="wrap">
              <Button variant="ghost" onClick={cancel} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
                {editing ? 'Save changes' : 'Add task type'}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
