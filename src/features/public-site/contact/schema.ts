/**
 * The contact form (spec point 2): full name, email, 'I am a' (user, advertiser or other), subject and message.
 * Everything is required except 'I am a'. The form sends nothing to a server.
 */
import { object, string } from 'yup';

export const CONTACT_ROLES = [
  { value: 'user', label: 'User (Cliquer)' },
  { value: 'advertiser', label: 'Advertiser' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactRole = (typeof CONTACT_ROLES)[number]['value'];

export interface ContactValues {
  fullName: string;
  email: string;
  /** '' while nothing is chosen: the field is optional. */
  role: ContactRole | '';
  subject: string;
  message: string;
}

/** The fields in the order they appear, so a failed submit can focus the first invalid one. */
export const CONTACT_FIELD_ORDER: readonly (keyof ContactValues)[] = [
  'fullName',
  'email',
  'role',
  'subject',
  'message',
];

export const CONTACT_INITIAL_VALUES: ContactValues = { fullName: '', email: '', role: '', subject: '', message: '' };

export const CONTACT_LIMITS = { fullName: 100, subject: 150, message: 2000 } as const;

export const CONTACT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Full name must be at most ${CONTACT_LIMITS.fullName} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  roleInvalid: 'Choose user, advertiser or other',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${CONTACT_LIMITS.subject} characters`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_LIMITS.message} characters`,
} as const;

/** What the form shows, exactly as the spec words it, for TIMINGS.contactSuccess after a valid submit. */
export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll be in touch soon.";

const m = CONTACT_MESSAGES;

export const contactSchema = object({
  fullName: string().trim().required(m.fullNameRequired).max(CONTACT_LIMITS.fullName, m.fullNameTooLong),
  email: string().trim().required(m.emailRequired).email(m.emailInvalid),
  role: string().oneOf(['', ...CONTACT_ROLES.map((role) => role.value)], m.roleInvalid),
  subject: string().trim().required(m.subjectRequired).max(CONTACT_LIMITS.subject, m.subjectTooLong),
  message: string().trim().required(m.messageRequired).max(CONTACT_LIMITS.message, m.messageTooLong),
});
