/**
 * The advertiser registration form (spec point 5): its values, yup schema and every message, spelled as the spec
 * writes them. The rules match the contract (openapi/cliq.yaml), so a form that passes them is never answered 422:
 * the phone pattern is the contract's, the e-mail shape is the one the contract's `format: email` checks.
 */
import type {
  AdvertiserRegistration,
  AdvertiserRegistrationGender,
  AdvertiserRegistrationHowHeard,
  CountryCode,
} from '@generated/models';
import { boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { ADVERTISER_GENDERS, COUNTRIES, HOW_HEARD } from '@/config/catalog';
import type { NewAccountValues } from '@/components/forms/account';
import { LIMITS } from '@/config/constants';

export interface RegisterValues extends NewAccountValues {
  name: string;
  /** '' until chosen; sent in lower case. */
  gender: AdvertiserRegistrationGender | '';
  how_heard: AdvertiserRegistrationHowHeard | '';
  terms: boolean;
}

export const REGISTER_INITIAL_VALUES: RegisterValues = {
  username: '',
  name: '',
  email: '',
  phone_number: '',
  country: '',
  address: '',
  password: '',
  confirm_password: '',
  gender: '',
  how_heard: '',
  terms: false,
};

/** The fields in the order the form shows them, so a failed submit can focus the first invalid one. */
export const REGISTER_FIELD_ORDER: readonly (keyof RegisterValues)[] = [
  'username',
  'name',
  'email',
  'phone_number',
  'country',
  'address',
  'password',
  'confirm_password',
  'gender',
  'how_heard',
  'terms',
];

export const REGISTER_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameShort: `Username must be at least ${LIMITS.advertiserUsernameMin} characters`,
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid',
  countryRequired: 'Please select a country',
  addressRequired: 'Address is required',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${LIMITS.advertiserPasswordMin} characters`,
  passwordWeak: 'Password must contain uppercase, lowercase, and numbers',
  passwordsDiffer: 'Passwords do not match',
  genderRequired: 'Gender is required',
  howHeardRequired: 'Please tell us how you heard about us',
  termsRequired: 'You must accept the terms and conditions',
} as const;

/**
 * The address shape the contract's `format: email` accepts (the same expression its validator uses), so a
 * form that passes here is never rejected by the server for its e-mail.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Digits with an optional leading +, spaces, hyphens and parentheses (the contract's pattern). */
export const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;

const hasUpperLowerDigit = (value: string | undefined) =>
  typeof value === 'string' && /[a-z]/.test(value) && /[A-Z]/.test(value) && /[0-9]/.test(value);

const countryCodes = COUNTRIES.map((country) => country.value);
const genders = ADVERTISER_GENDERS.map((gender) => gender.value);
const howHeard = HOW_HEARD.map((option) => option.value);

const r = REGISTER_MESSAGES;

export const registerSchema: ObjectSchema<RegisterValues> = object({
  username: string().trim().required(r.usernameRequired).min(LIMITS.advertiserUsernameMin, r.usernameShort),
  name: string().trim().required(r.nameRequired),
  email: string().trim().required(r.emailRequired).matches(EMAIL_PATTERN, r.emailInvalid),
  phone_number: string().trim().required(r.phoneRequired).matches(PHONE_PATTERN, r.phoneInvalid),
  country: mixed<CountryCode | ''>()
    .required(r.countryRequired)
    .oneOf([...countryCodes], r.countryRequired),
  address: string().trim().required(r.addressRequired),
  password: string()
    .required(r.passwordRequired)
    .min(LIMITS.advertiserPasswordMin, r.passwordShort)
    .test('upper-lower-digit', r.passwordWeak, hasUpperLowerDigit),
  // Spec point 5 names one message for the confirmation: an empty one does not match either.
  confirm_password: string()
    .required(r.passwordsDiffer)
    .test('same-password', r.passwordsDiffer, function samePassword(value) {
      return value === (this.parent as RegisterValues).password;
    }),
  gender: mixed<AdvertiserRegistrationGender | ''>()
    .required(r.genderRequired)
    .oneOf([...genders], r.genderRequired),
  how_heard: mixed<AdvertiserRegistrationHowHeard | ''>()
    .required(r.howHeardRequired)
    .oneOf([...howHeard], r.howHeardRequired),
  terms: boolean().required(r.termsRequired).oneOf([true], r.termsRequired),
});

/** The request body for POST /api/a/register, from values that passed `registerSchema`. */
export function toRegistration(values: RegisterValues): AdvertiserRegistration {
  return {
    username: values.username.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone_number.trim(),
    country: values.country as CountryCode,
    address: values.address.trim(),
    password: values.password,
    confirm_password: values.confirm_password,
    gender: values.gender as AdvertiserRegistrationGender,
    how_heard: values.how_heard as AdvertiserRegistrationHowHeard,
  };
}
