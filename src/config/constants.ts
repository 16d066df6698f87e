/**
 * Product constants in one place: the values the spec fixes (points 1 and 9) and the ones it leaves open
 * (contact addresses, social links), so pages, tests and copy never hard-code their own copies.
 */

export const PRODUCT_NAME = 'Cliq';

/** Placeholder until the real support address is known; support contact is by e-mail (spec point 1). */
export const SUPPORT_EMAIL = 'support@cliq.example';

/**
 * Opened when a registration reply's onClick is anything but 'okay' ('Open mail'). A page cannot ask the
 * browser for the visitor's own webmail, and a generic chooser does not exist, so this is Gmail's address.
 */
export const WEBMAIL_URL = 'https://mail.google.com';

export type SocialLinkId = 'facebook' | 'x' | 'instagram' | 'tiktok' | 'youtube';

export interface SocialLink {
  readonly id: SocialLinkId;
  readonly label: string;
  readonly href: string;
}

/** Top bar and mobile menu links (spec point 2), in the spec's order. Placeholder accounts until known. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { id: 'facebook', label: 'Facebook', href: 'https://facebook.com/cliq' },
  { id: 'x', label: 'X (Twitter)', href: 'https://x.com/cliq' },
  { id: 'instagram', label: 'Instagram', href: 'https://instagram.com/cliq' },
  { id: 'tiktok', label: 'TikTok', href: 'https://tiktok.com/@cliq' },
  { id: 'youtube', label: 'YouTube', href: 'https://youtube.com/@cliq' },
];

/** Durations from spec points 4 and 9, in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  /** Registration phase auto-advance after a successful step. */
  phaseAdvance: 3000,
  /** Pause after typing an e-mail token before it is checked. */
  tokenPause: 1500,
  /** Delay before a failed token check shows the server message. */
  tokenErrorDelay: 1000,
  /** How long the contact form's thank-you message stays. */
  contactSuccess: 3000,
  /** Dialog close animation. */
  dialogClose: 300,
  /** Transaction re-fetch interval while its status is 'initiated'. */
  transactionPoll: 10_000,
  /** Advertiser registration completion countdown, in seconds. */
  advertiserCountdownSeconds: 10,
  /** Copy icon back to its normal state. */
  copyReset: 2000,
  /** Delay before a task upload's payment link opens. */
  uploadRedirect: 3000,
  /** Delay before profile data is applied. */
  profileDelay: 1000,
  /** Delay before an admin login success redirects. */
  adminLoginRedirect: 1000,
  /** 'Followed' counts only when strictly more than this has passed since clicking Follow. */
  followMinimum: 15_000,
} as const;

/** Counts and lengths from spec points 1, 5 and 9. */
export const LIMITS = {
  /** Most niches a picker accepts (registration and task upload). */
  nicheCap: 12,
  /** Fewest niches a Cliquer must pick at registration. */
  nicheMinRegistration: 12,
  /** Fewest niches a task upload needs. */
  nicheMinUpload: 1,
  /** Payment methods chosen at registration (exactly this many). */
  paymentMethods: 1,
  advertiserPasswordMin: 8,
  advertiserUsernameMin: 4,
  /** Minimum age stated in the terms. */
  minimumAge: 13,
} as const;

/** Claims made on the public pages (spec point 1). */
export const COMPANY = {
  founded: 2023,
  supportResponse: '24-48 business hours',
} as const;
