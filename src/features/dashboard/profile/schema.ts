/**
 * The payment editor's rules (spec point 3): a method and the fields that method needs, all required, sent as
 * the contract's PaymentMethodEdit (only the chosen method's fields).
 */
import * as yup from 'yup';
import type { PaymentDetails, PaymentMethod, PaymentMethodEdit, UserProfile } from '@generated/models';
import { isPaymentMethod, PAYMENT_METHODS } from '@/config/catalog';

export interface PaymentValues {
  payment_method: PaymentMethod | '';
  bank_name: string;
  account_number: string;
  account_name: string;
  wallet_address: string;
  currency: string;
  phone_number: string;
}

export type PaymentFieldName = Exclude<keyof PaymentValues, 'payment_method'>;

export const PAYMENT_FIELD_ORDER: readonly (keyof PaymentValues)[] = [
  'payment_method',
  'bank_name',
  'account_number',
  'account_name',
  'wallet_address',
  'currency',
  'phone_number',
];

export const METHOD_REQUIRED = 'Please choose a payment method';

export const fieldsOf = (method: PaymentMethod | '') =>
  (PAYMENT_METHODS.find((option) => option.value === method)?.fields ?? []) as readonly { key: PaymentFieldName; label: string }[];

export function initialPaymentValues(user: Pick<UserProfile, 'payment_method' | 'payment_details'> | undefined): PaymentValues {
  const method = isPaymentMethod(user?.payment_method) ? user.payment_method : '';
  const details: PaymentDetails = user?.payment_details ?? {};
  return {
    payment_method: method,
    bank_name: details.bank_transfer?.bank_name ?? '',
    account_number: details.bank_transfer?.account_number ?? '',
    account_name: details.bank_transfer?.account_name ?? '',
    wallet_address: details.crypto_currency?.wallet_address ?? '',
    currency: details.crypto_currency?.currency ?? '',
    phone_number: details.mobile_money?.phone_number ?? '',
  };
}

const requiredFor = (method: PaymentMethod, label: string) =>
  yup
    .string()
    .trim()
    .when('payment_method', {
      is: method,
      then: (schema) => schema.required(`${label} is required`),
      otherwise: (schema) => schema.notRequired(),
    });

export const paymentSchema = yup.object({
  payment_method: yup.string().required(METHOD_REQUIRED),
  ...Object.fromEntries(
    PAYMENT_METHODS.flatMap((option) => option.fields.map((field) => [field.key, requiredFor(option.value, field.label)])),
  ),
});

/** The request body for POST /u/editPaymentMethod: the method and its own fields, trimmed. */
export function toPaymentEdit(values: PaymentValues): PaymentMethodEdit {
  const v = (name: PaymentFieldName) => values[name].trim();
  switch (values.payment_method) {
    case 'bank_transfer':
      return { payment_method: 'bank_transfer', bank_name: v('bank_name'), account_number: v('account_number'), account_name: v('account_name') };
    case 'crypto_currency':
      return { payment_method: 'crypto_currency', wallet_address: v('wallet_address'), currency: v('currency') };
    case 'mobile_money':
      return { payment_method: 'mobile_money', phone_number: v('phone_number') };
    default:
      throw new Error('A payment method is required');
  }
}
