/**
 * The task type form (spec point 5): media and action are required, and every currency row needs both a
 * currency and an amount. The contract adds that at least one currency is sent and amounts are not negative;
 * a currency listed twice would be ambiguous. Amounts are typed as text and sent as numbers.
 */
import type { Currency, Platform, TaskAction, TaskType, TaskTypeInput } from '@generated/models';
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import { ACTION_OPTIONS, MEDIA_OPTIONS } from '../shared/labels';

export const TASK_TYPE_MESSAGES = {
  media: 'Media type is required',
  action: 'Action is required',
  currencies: 'All currencies must have both currency and amount',
  /** Not in the spec: the contract needs at least one currency per task type. */
  noCurrency: 'Add at least one currency',
  /** Not in the spec: the contract's amounts are numbers of 0 or more. */
  amount: 'Amounts must be numbers of 0 or more',
  /** Not in the spec: one amount per currency. */
  duplicate: 'Each currency can be listed only once',
} as const;

export interface CurrencyRowValues {
  /** Identifies the row while rows are added and removed (React key, element ids). */
  rowId: string;
  cur_code: string;
  amount: string;
}

export interface TaskTypeFormValues {
  media: Platform | '';
  action: TaskAction | '';
  currencies: CurrencyRowValues[];
}

let rowCounter = 0;
export const newCurrencyRow = (cur_code = '', amount = ''): CurrencyRowValues => {
  rowCounter += 1;
  return { rowId: `row${rowCounter}`, cur_code, amount };
};

export const isCompleteRow = (row: Pick<CurrencyRowValues, 'cur_code' | 'amount'>): boolean =>
  row.cur_code.trim() !== '' && row.amount.trim() !== '';

export const isValidAmount = (amount: string): boolean => {
  if (amount.trim() === '') return true; // reported as incomplete instead
  const value = Number(amount);
  return Number.isFinite(value) && value >= 0;
};

export function emptyTaskTypeValues(): TaskTypeFormValues {
  return { media: '', action: '', currencies: [newCurrencyRow()] };
}

/**
 * The form's values for an existing task type. A media or action the client does not know yet (the reply's are
 * extensible enums) starts empty: a request only ever carries one of the contract's own values.
 */
export function taskTypeValues(taskType: TaskType): TaskTypeFormValues {
  const rows = (taskType.currencies ?? []).map((currency) => newCurrencyRow(currency.cur_code, String(currency.amount)));
  return {
    media: MEDIA_VALUES.find((value) => value === taskType.media) ?? '',
    action: ACTION_VALUES.find((value) => value === taskType.action) ?? '',
    currencies: rows.length > 0 ? rows : [newCurrencyRow()],
  };
}

/**
 * Formik hands yup empty strings as undefined, so the row tests read every value through this.
 */
const rowsOf = (rows: readonly { cur_code?: unknown; amount?: unknown }[] | undefined) =>
  (rows ?? []).map((row) => ({
    cur_code: typeof row.cur_code === 'string' ? row.cur_code : '',
    amount: typeof row.amount === 'string' ? row.amount : '',
  }));

const MEDIA_VALUES = MEDIA_OPTIONS.map((option) => option.value);
const ACTION_VALUES = ACTION_OPTIONS.map((option) => option.value);

export const taskTypeSchema: ObjectSchema<TaskTypeFormValues> = object({
  media: string<Platform | ''>().required(TASK_TYPE_MESSAGES.media).oneOf(MEDIA_VALUES, TASK_TYPE_MESSAGES.media),
  action: string<TaskAction | ''>().required(TASK_TYPE_MESSAGES.action).oneOf(ACTION_VALUES, TASK_TYPE_MESSAGES.action),
  currencies: array()
    .of(mixed<CurrencyRowValues>().defined())
    .defined()
    .min(1, TASK_TYPE_MESSAGES.noCurrency)
    .test('complete', TASK_TYPE_MESSAGES.currencies, (rows) => rowsOf(rows).every(isCompleteRow))
    .test('amounts', TASK_TYPE_MESSAGES.amount, (rows) => rowsOf(rows).every((row) => isValidAmount(row.amount)))
    .test('unique', TASK_TYPE_MESSAGES.duplicate, (rows) => {
      const codes = rowsOf(rows)
        .map((row) => row.cur_code.trim())
        .filter(Boolean);
      return new Set(codes).size === codes.length;
    }),
});

/** The request body of a valid form. */
export function toTaskTypeInput(values: TaskTypeFormValues): TaskTypeInput {
  return {
    media: values.media as Platform,
    action: values.action as TaskAction,
    currencies: values.currencies.map((row) => ({ cur_code: row.cur_code.trim(), amount: Number(row.amount) })),
  };
}

/**
 * Whether a task type of the list is what a save sent: the same media and action (letter case aside) and the same
 * price in each currency (in any order). How a save whose answer could not be read is found out.
 */
export function showsSaved(listed: Pick<TaskType, 'media' | 'action' | 'currencies'>, sent: TaskTypeInput): boolean {
  const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();
  if (!same(listed.media, sent.media) || !same(listed.action, sent.action)) return false;
  const prices = (entries: readonly { cur_code: string; amount: number }[] | undefined) =>
    JSON.stringify([...(entries ?? [])].map((entry) => [entry.cur_code, entry.amount]).sort());
  return prices(listed.currencies) === prices(sent.currencies);
}

/** The currencies a row may choose: the server's list, plus a code the task type already uses but the list lacks. */
export function currencyChoices(currencies: readonly Currency[], current: string): readonly Currency[] {
  if (current === '' || currencies.some((currency) => currency.cur_code === current)) return currencies;
  return [...currencies, { cur_code: current, name: current, symbol: '' }];
}
