/** The login page's words that the spec fixes (points 4, 5, 8), spelled exactly as written. */
export const AUTH_MESSAGES = {
  emptyInput: 'Empty input field',
  mailSent: 'Mail sent',
  mailFailed: 'Failed to send mail',
  passwordsDoNotMatch: 'Passwords do not match',
  kindlyNote: 'Kindly note',
} as const;
