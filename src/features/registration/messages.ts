/**
 * Every word of the registration wizard that the spec fixes (points 4, 5, 8), spelled exactly as written, plus the
 * short messages shown where the spec only logs a failure. Tests import these, so a typo breaks them.
 */

export const PHASE_TITLES = ['Personal Info', 'Social Info', 'Follow Accounts', 'Congratulations'] as const;

export const REQUIRED = {
  username: 'Username is required',
  fullname: 'Full name is required',
  email: 'Email is required',
  phone_number: 'Phone number is required',
  address: 'Address is required',
  password: 'Password is required',
  age_range: 'Age range is required',
  gender: 'Gender is required',
} as const;

export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  /** The email input type's own rule, written out because the form validates itself (noValidate). */
  emailInvalid: 'Enter a valid email address',
  nichesMin: (n: number) => `Please select at least ${n} niches`,
  paymentMin: 'Please select at least one payment method',
  confirmTitle: 'Confirm details',
  confirmMessage:
    'Kindly review your details carefully before you continue: changes may not be possible after submission.',
  confirmButton: 'I have',
  confirmCancel: 'Review again',
  registrationFailed: 'Registration failed. Please check your internet connection try again.',
  registrationUnknown: "We couldn't confirm whether your registration went through. Check your mail before trying again.",

  socialsMin: 'Please provide at least one social media handle',
  socialsFailed: 'Failed to save social media info. Please try again.',

  followFirst: 'Kindly follow the account before indicating that you have followed',
  followAllTitle: 'Follow all accounts',
  followAllMessage: 'Kindly follow all accounts and indicate that you have by clicking on "Followed"',

  emailConfirmedTitle: 'Email confirmed',
  emailConfirmedMessage: 'Your email ownership has been confirmed, kindly login',

  /** Default titles of server messages (spec point 7). */
  pleaseNote: 'Please note',
  kindlyNote: 'Kindly note',
  emptyInput: 'Empty input field',
} as const;
