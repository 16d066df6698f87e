/**
 * The advertiser area's forms (spec point 5): their values, their yup schemas and every message, spelled as the
 * spec writes them. The rules match the contract (openapi/cliq.yaml), so a form that passes them is never
 * answered 422: the phone pattern is the contract's, the e-mail shape is the one the contract's `format: email`
 * checks, the target count is a positive whole number.
 */
import type {
  AdvertiserRegistration,
  AdvertiserRegistrationGender,
  AdvertiserRegistrationHowHeard,
  CountryCode,
  Niche,
} from '@generated/models';
import { array, boolean, mixed, object, string, type ObjectSchema } from 'yup';
import { ADVERTISER_GENDERS, COUNTRIES, HOW_HEARD } from '@/config/catalog';
import { LIMITS } from '@/config/constants';
import { COMMON_MESSAGES } from '@/config/messages';

// ------------------------------------------------------------------------------------------------ registration

export interface RegisterValues {
  username: string;
  name: string;
  email: string;
  phone_number: string;
  /** '' until a country is chosen. */
  country: CountryCode | '';
  address: string;
  password: string;
  confirm_password: string;
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
  confirmRequired: 'Please confirm your password',
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
  username: string()
    .trim()
    .required(r.usernameRequired)
    .min(LIMITS.advertiserUsernameMin, r.usernameShort),
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
  confirm_password: string()
    .required(r.confirmRequired)
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

// ------------------------------------------------------------------------------------------------ login

export interface LoginValues {
  user: string;
  password: string;
}

export const LOGIN_INITIAL_VALUES: LoginValues = { user: '', password: '' };

export const LOGIN_FIELD_ORDER: readonly (keyof LoginValues)[] = ['user', 'password'];

/** The one message of the login form (spec point 5): shown once, for whichever fields are empty. */
export const FILL_ALL_FIELDS = COMMON_MESSAGES.fillAllFields;

export const loginSchema: ObjectSchema<LoginValues> = object({
  user: string().trim().required(FILL_ALL_FIELDS),
  password: string().required(FILL_ALL_FIELDS),
});

// ------------------------------------------------------------------------------------------------ task upload

/** Image types the contract accepts for a task's image, and the largest file the form sends. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface TaskUploadValues {
  acc_username: string;
  description: string;
  /** The chosen task type's id, as a string ('' until chosen). */
  taskType: string;
  mediaUrl: string;
  /** What was typed; sent as a string of a positive whole number. */
  target_count: string;
  image: File | null;
  niches: Niche[];
}

export const TASK_UPLOAD_INITIAL_VALUES: TaskUploadValues = {
  acc_username: '',
  description: '',
  taskType: '',
  mediaUrl: '',
  target_count: '',
  image: null,
  niches: [],
};

export const TASK_UPLOAD_FIELD_ORDER: readonly (keyof TaskUploadValues)[] = [
  'acc_username',
  'description',
  'taskType',
  'mediaUrl',
  'target_count',
  'image',
  'niches',
];

export const TASK_UPLOAD_MESSAGES = {
  accUsernameRequired: 'Account username is required',
  captionRequired: 'Caption is required',
  taskTypeRequired: 'Task type is required',
  targetCountRequired: 'Target count is required',
  targetCountInvalid: 'Target count must be a whole number of at least 1',
  mediaUrlRequired: 'Media URL is required',
  mediaUrlInvalid: 'Media URL must be a link starting with http:// or https://',
  imageRequired: 'Image is required',
  imageType: 'Image must be a PNG, JPEG, WebP or GIF file',
  imageSize: `Image must be ${IMAGE_MAX_BYTES / (1024 * 1024)} MB or smaller`,
  nichesRequired: 'Please select at least one niche',
  nichesTooMany: `Can't select more than ${LIMITS.nicheCap}`,
} as const;

/** A positive whole number with no leading zero, as the contract's target_count pattern requires. */
export const TARGET_COUNT_PATTERN = /^[1-9][0-9]*$/;

/** Whether a link is an absolute http(s) URL. */
function isWebUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Why a chosen image cannot be sent, or null when it can. Checked on choosing and again on submit. */
export function imageProblem(file: File | null | undefined): string | null {
  if (!file) return TASK_UPLOAD_MESSAGES.imageRequired;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return TASK_UPLOAD_MESSAGES.imageType;
  if (file.size > IMAGE_MAX_BYTES) return TASK_UPLOAD_MESSAGES.imageSize;
  return null;
}

const t = TASK_UPLOAD_MESSAGES;

export const taskUploadSchema: ObjectSchema<TaskUploadValues> = object({
  acc_username: string().trim().required(t.accUsernameRequired),
  description: string().trim().required(t.captionRequired),
  taskType: string().required(t.taskTypeRequired),
  mediaUrl: string().trim().required(t.mediaUrlRequired).test('web-url', t.mediaUrlInvalid, isWebUrl),
  target_count: string().trim().required(t.targetCountRequired).matches(TARGET_COUNT_PATTERN, t.targetCountInvalid),
  image: mixed<File>()
    .nullable()
    .defined()
    .test('image', function checkImage(file) {
      const problem = imageProblem(file);
      return problem === null ? true : this.createError({ message: problem });
    }),
  niches: array(mixed<Niche>().defined())
    .defined()
    .min(LIMITS.nicheMinUpload, t.nichesRequired)
    .max(LIMITS.nicheCap, t.nichesTooMany),
});

/** The whole number of engagements typed, or 0 while it is not one (for the live cost). */
export function targetCountOf(text: string): number {
  const trimmed = text.trim();
  return TARGET_COUNT_PATTERN.test(trimmed) ? Number(trimmed) : 0;
}
