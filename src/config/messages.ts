/**
 * Words of the spec that several features show, defined once (spelled exactly as the spec writes them). A feature's
 * own messages stay in its folder.
 */
export const COMMON_MESSAGES = {
  /** The alert of a login page reached because the server said the visitor is not signed in (spec point 8). */
  kindlyLogin: 'Kindly login',
  /** A login that got no reply at all (spec point 8). */
  connectionError: 'Connection error. Please try again later.',
  /** A refused login without a message of its own. */
  loginFailed: 'Login failed. Please try again.',
  /** A form submitted with a required field empty (the logins, the password reset). */
  fillAllFields: 'Please fill all fields',
} as const;
