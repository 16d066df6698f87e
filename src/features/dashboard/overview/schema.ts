/**
 * Withdrawal rules (spec point 5): the amount is refused before any call when empty, not a number, zero or
 * negative, or above the Cliquer's points; the Cliquer must confirm that the payment info is correct.
 */
import * as yup from 'yup';
import { formatPoints } from '@/lib/format';

export const WITHDRAW_MESSAGES = {
  required: 'Enter the number of points to withdraw',
  numeric: 'Points must be a number, for example 500 or 120.50',
  positive: 'Points must be more than 0',
  decimals: 'Points can have at most 2 decimal places',
  tooMany: (available: number) => `You can withdraw at most ${formatPoints(available)} points`,
  confirm: 'Please confirm that your payment information is correct',
} as const;

export interface WithdrawValues {
  points: string;
  confirmed: boolean;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Reads the typed amount (allowing thousands separators such as 1,240.50); NaN when it is not a number. */
export function parsePoints(text: string): number {
  const compact = text.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  return NUMBER.test(compact) ? Number(compact) : Number.NaN;
}

export function withdrawSchema(available: number) {
  const limit = Number.isFinite(available) ? available : 0;
  return yup.object({
    points: yup
      .string()
      .trim()
      .required(WITHDRAW_MESSAGES.required)
      .test('numeric', WITHDRAW_MESSAGES.numeric, (value) => value === undefined || !Number.isNaN(parsePoints(value)))
      .test('positive', WITHDRAW_MESSAGES.positive, (value) => value === undefined || !(parsePoints(value) <= 0))
      .test('decimals', WITHDRAW_MESSAGES.decimals, (value) => {
        const number = value === undefined ? Number.NaN : parsePoints(value);
        return Number.isNaN(number) || Math.abs(Math.round(number * 100) - number * 100) < 1e-6;
      })
      .test('available', WITHDRAW_MESSAGES.tooMany(limit), (value) => value === undefined || !(parsePoints(value) > limit)),
    confirmed: yup.boolean().oneOf([true], WITHDRAW_MESSAGES.confirm).required(WITHDRAW_MESSAGES.confirm),
  });
}
