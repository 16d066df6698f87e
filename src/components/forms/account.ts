/**
 * The values both registration forms (the Cliquer's phase 1, the advertiser's) ask for: the account's username,
 * how to reach its owner, and its new password typed twice (NewPasswordFields). Each form's schema has its own
 * rules and messages for them.
 */
import type { CountryCode } from '@generated/models';

export interface NewAccountValues {
  username: string;
  email: string;
  phone_number: string;
  /** '' until a country is chosen. */
  country: CountryCode | '';
  address: string;
  password: string;
  confirm_password: string;
}
