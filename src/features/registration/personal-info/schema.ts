/**
 * Phase 1: the registration payload's form values, their defaults (spec points 3 and 9), the validation rules
 * of spec point 5 with its exact messages, and the payload sent to POST /api/u/register.
 */
import type { AgeRange, Niche, PaymentMethod, RegistrationPayload } from '@generated/models';
import { RegistrationPayloadGender } from '@generated/models';
import { array, object, string } from 'yup';
import type { NewAccountValues } from '@/components/forms/account';
import { AGE_RANGES, COUNTRIES, DEFAULT_AGE_RANGE, DEFAULT_COUNTRY, DEFAULT_USER_GENDER } from '@/config/catalog';
import { LIMITS } from '@/config/constants';
import { MESSAGES, REQUIRED } from '../messages';

export interface PersonalInfoValues extends NewAccountValues {
  fullname: string;
  age_range: AgeRange | '';
  gender: RegistrationPayloadGender | '';
  niches: Niche[];
  payment_method: PaymentMethod[];
}

export type PersonalInfoField = keyof PersonalInfoValues;

/** Form order: a failed save moves focus to the first of these that is invalid. */
export const PERSONAL_INFO_ORDER: readonly PersonalInfoField[] = [
  'username',
  'fullname',
  'email',
  'phone_number',
  'country',
  'address',
  'age_range',
  'gender',
  'password',
  'confirm_password',
  'niches',
  'payment_method',
];

export const INITIAL_PERSONAL_INFO: PersonalInfoValues = {
  username: '',
  fullname: '',
  email: '',
  phone_number: '',
  country: DEFAULT_COUNTRY,
  address: '',
  password: '',
  confirm_password: '',
  age_range: DEFAULT_AGE_RANGE,
  gender: DEFAULT_USER_GENDER,
  niches: [],
  payment_method: [],
};

const required = (message: string) => string().trim().required(message);

export const personalInfoSchema = object({
  username: required(REQUIRED.username),
  fullname: required(REQUIRED.fullname),
  email: required(REQUIRED.email).email(MESSAGES.emailInvalid),
  phone_number: required(REQUIRED.phone_number),
  country: string()
    .required('Country is required')
    .oneOf(
      COUNTRIES.map((option) => option.value),
      'Country is required',
    ),
  address: required(REQUIRED.address),
  // Passwords are taken as typed: no trimming, no length or format rules (spec point 5).
  password: string().required(REQUIRED.password),
  // Formik hands empty strings to yup as undefined: compare them as ''.
  confirm_password: string().test(
    'matches',
    MESSAGES.passwordsDoNotMatch,
    (value, context) => (value ?? '') === ((context.parent as { password?: string }).password ?? ''),
  ),
  age_range: string()
    .required(REQUIRED.age_range)
    .oneOf(
      AGE_RANGES.map((option) => option.value),
      REQUIRED.age_range,
    ),
  gender: string().required(REQUIRED.gender).oneOf(Object.values(RegistrationPayloadGender), REQUIRED.gender),
  niches: array()
    .of(string().defined())
    .min(LIMITS.nicheMinRegistration, MESSAGES.nichesMin(LIMITS.nicheMinRegistration)),
  payment_method: array().of(string().defined()).min(LIMITS.paymentMethods, MESSAGES.paymentMin),
});

/**
 * The payload of POST /api/u/register from valid form values: `name` is a copy of `fullname`, text is trimmed
 * (passwords are sent as typed), the referrer comes from the page's path ('' when none).
 */
export function toRegistrationPayload(values: PersonalInfoValues, referrerId: string): RegistrationPayload {
  const fullname = values.fullname.trim();
  return {
    username: values.username.trim(),
    fullname,
    name: fullname,
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
    country: values.country || DEFAULT_COUNTRY,
    address: values.address.trim(),
    password: values.password,
    confirm_password: values.confirm_password,
    age_range: values.age_range || DEFAULT_AGE_RANGE,
    gender: values.gender || DEFAULT_USER_GENDER,
    referrer_id: referrerId,
    niches: [...values.niches],
    payment_method: values.payment_method.slice(0, LIMITS.paymentMethods),
  };
}
