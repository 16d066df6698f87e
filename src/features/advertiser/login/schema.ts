/** The advertiser login form (spec point 5): its values, yup schema and its one message. */
import { object, string, type ObjectSchema } from 'yup';
import { COMMON_MESSAGES } from '@/config/messages';

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
