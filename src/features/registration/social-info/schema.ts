/**
 * Phase 2: the socials payload (spec point 3). Handles are entered as @username (the @ is added when left out);
 * youtube is a channel URL and facebook a profile URL. At least one of the five is needed (spec point 5).
 */
import type { SocialsPayload } from '@generated/models';

export type SocialField = keyof SocialsPayload;

export interface SocialFieldSpec {
  name: SocialField;
  label: string;
  placeholder: string;
  kind: 'handle' | 'url';
}

export const SOCIAL_FIELDS: readonly SocialFieldSpec[] = [
  { name: 'instagram', label: 'Instagram handle', placeholder: '@username', kind: 'handle' },
  { name: 'twitter', label: 'X (Twitter) handle', placeholder: '@username', kind: 'handle' },
  { name: 'tiktok', label: 'TikTok handle', placeholder: '@username', kind: 'handle' },
  { name: 'youtube', label: 'YouTube channel URL', placeholder: 'https://www.youtube.com/@channel', kind: 'url' },
  { name: 'facebook', label: 'Facebook profile URL', placeholder: 'https://www.facebook.com/username', kind: 'url' },
];

export const EMPTY_SOCIALS: SocialsPayload = { instagram: '', twitter: '', tiktok: '', youtube: '', facebook: '' };

/** '@ada' stays, 'ada' becomes '@ada', blanks stay empty. */
export function normaliseHandle(value: string): string {
  const handle = value.trim();
  if (handle === '') return '';
  return handle.startsWith('@') ? handle : `@${handle}`;
}

export const hasAnySocial = (values: SocialsPayload): boolean =>
  SOCIAL_FIELDS.some((field) => values[field.name].trim() !== '');

/** The payload of POST /api/u/userSocials: every field present, handles with their @, URLs trimmed. */
export function toSocialsPayload(values: SocialsPayload): SocialsPayload {
  const payload = { ...EMPTY_SOCIALS };
  for (const field of SOCIAL_FIELDS) {
    const value = values[field.name];
    payload[field.name] = field.kind === 'handle' ? normaliseHandle(value) : value.trim();
  }
  return payload;
}
