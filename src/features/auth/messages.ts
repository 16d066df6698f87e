/** The login page's words that the spec fixes (points 4, 5, 8), spelled exactly as written. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill all fields',
  signingIn: 'Signing in...',
  errorTitle: 'Error',
  loginFailed: 'Login failed. Please try again.',
  connectionError: 'Connection error. Please try again later.',
  emptyInput: 'Empty input field',
  mailSent: 'Mail sent',
  mailFailed: 'Failed to send mail',
  passwordsDoNotMatch: 'Passwords do not match',
  kindlyNote: 'Kindly note',
} as const;
