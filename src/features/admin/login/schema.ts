import type { AdminLoginBody } from '@generated/models';
import { object, string, type ObjectSchema } from 'yup';

export const ADMIN_LOGIN_MESSAGES = {
  username: 'Username is required',
  password: 'Password is required',
  /** Shown while the 1 s redirect runs, when the server sent no message of its own. */
  success: 'Login successful',
} as const;

export const ADMIN_LOGIN_FIELDS = ['username', 'password'] as const satisfies readonly (keyof AdminLoginBody)[];

export const adminLoginSchema: ObjectSchema<AdminLoginBody> = object({
  username: string().trim().required(ADMIN_LOGIN_MESSAGES.username),
  password: string().required(ADMIN_LOGIN_MESSAGES.password),
});
