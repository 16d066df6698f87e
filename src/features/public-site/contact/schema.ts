/**
 * The contact form (spec point 2): full name, email, 'I am a' (user, advertiser or other), subject and message.
 * Everything is required except 'I am a'. The form sends nothing to a server.
 *
 * Its rules are the browser's own (the controls' `required`, `type="email"` and `maxlength`, so the form cannot be
 * sent empty even without JavaScript); its behaviour module (form-behaviour.ts) shows these messages for them.
 */

export const CONTACT_ROLES = [
  { value: 'user', label: 'User (Cliquer)' },
  { value: 'advertiser', label: 'Advertiser' },
  { value: 'other', label: 'Other' },
] as const;

/** The form's fields, in the order they appear. */
export type ContactField = 'fullName' | 'email' | 'role' | 'subject' | 'message';

export const CONTACT_LIMITS = { fullName: 100, subject: 150, message: 2000 } as const;

/** What a field says when it is empty (`required`) or holds no e-mail address (`invalid`), as the spec words them. */
export const CONTACT_MESSAGES: Partial<Record<ContactField, { required: string; invalid?: string }>> = {
  fullName: { required: 'Full name is required' },
  email: { required: 'Email is required', invalid: 'Enter a valid email address, like name@example.com' },
  subject: { required: 'Subject is required' },
  message: { required: 'Message is required' },
};

/** What the form shows, exactly as the spec words it, for TIMINGS.contactSuccess after a valid submit. */
export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message! We'll be in touch soon.";

/** The form's id; each control's is `contact-<field>`, its message's `contact-<field>-error`. */
export const CONTACT_FORM_ID = 'contact';
