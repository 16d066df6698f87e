/**
 * Drafts: what was typed in a long form, kept until it is submitted successfully, so a reload, a session expiry
 * or a crash loses nothing (issue 14). Two stores:
 *
 * - text values go to sessionStorage (this tab only, gone when the tab closes), one JSON entry per form under
 *   `cliq.draft.<key>`. Only plain JSON values are kept: a File, a Blob or a function never is, and neither is
 *   any field a form names as secret nor any field whose name mentions a password (checked here, whatever the
 *   form says), so a password never reaches storage;
 * - files (the task upload's image) stay in memory only: they survive an in-app navigation such as a re-login,
 *   not a reload.
 *
 * Drafts belong to the account signed in (src/lib/account-data.ts): a logout, and a sign-in as another account than
 * the one they were typed under, forget them all with the rest of the account's data. Payment details never go into
 * a draft (the payment editor keeps none).
 *
 * Storage that is full, disabled or holds something unreadable never breaks a form: reading gives nothing and
 * writing does nothing.
 */
import { ACCOUNT_KEYS, onForgetAccountData, readItem, sessionStore, writeItem } from './account-data';

const PREFIX = ACCOUNT_KEYS.draftPrefix;
/** Bumped when a stored draft's shape changes; an older one is ignored. */
const VERSION = 1;

/** Every form that keeps a draft (one place, so logging out can clear them all). */
export const DRAFT_KEYS = {
  registration: 'registration.personal-info',
  socials: 'registration.socials',
  taskUpload: 'advertiser.task-upload',
  advertiserRegistration: 'advertiser.registration',
  taskType: (id: string | number | null) => `admin.task-type.${id ?? 'new'}`,
} as const;

interface StoredDraft {
  v: number;
  values: Record<string, unknown>;
}

const files = new Map<string, File>();
// The image kept in memory goes with the rest of the account's data.
onForgetAccountData(() => files.clear());

const PASSWORD = /pass(word)?|pwd/i;

/** Whether a value can be kept as it is in JSON (no files, blobs, functions, dates or class instances). */
function isPlain(value: unknown): boolean {
  if (value === null) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object':
      if (Array.isArray(value)) return value.every(isPlain);
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      return Object.values(value as Record<string, unknown>).every(isPlain);
    default:
      return false;
  }
}

/** The fields of `values` that may be stored: plain, not secret, not a password. */
export function storableFields(values: object, secret: readonly string[] = []): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (secret.includes(name) || PASSWORD.test(name) || !isPlain(value)) continue;
    kept[name] = value;
  }
  return kept;
}

/** Writes a draft; an empty one (nothing storable differs from `empty`) removes it instead. */
export function writeDraft(key: string, values: object, options: { secret?: readonly string[]; empty?: object } = {}) {
  if (!sessionStore()) return;
  const kept = storableFields(values, options.secret);
  const blank = options.empty ? storableFields(options.empty, options.secret) : null;
  // Full or disabled storage: the draft then lasts as long as the page.
  if (blank && JSON.stringify(kept) === JSON.stringify(blank)) writeItem(PREFIX + key, null);
  else writeItem(PREFIX + key, JSON.stringify({ v: VERSION, values: kept } satisfies StoredDraft));
}

/**
 * The stored draft laid over `defaults`: only the fields `defaults` has, each only when its stored value has the
 * same kind (a string for a string, an array for an array...). Null when there is no usable draft.
 */
export function readDraft<T extends object>(key: string, defaults: T): T | null {
  const raw = readItem(PREFIX + key);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { v, values } = parsed as Partial<StoredDraft>;
  if (v !== VERSION || typeof values !== 'object' || values === null) return null;
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  let restored = false;
  for (const [name, fallback] of Object.entries(defaults)) {
    if (!(name in values) || PASSWORD.test(name)) continue;
    const value = (values as Record<string, unknown>)[name];
    if (!sameKind(value, fallback)) continue;
    merged[name] = value;
    restored = true;
  }
  return restored ? (merged as T) : null;
}

function sameKind(value: unknown, fallback: unknown): boolean {
  if (Array.isArray(fallback)) return Array.isArray(value) && isPlain(value);
  if (fallback === null) return value === null || typeof value === 'string';
  if (typeof fallback === 'object')
    return typeof value === 'object' && value !== null && !Array.isArray(value) && isPlain(value);
  return typeof value === typeof fallback;
}

/** Whether a form has a stored draft (e.g. to open an editor that was open before a reload). */
export function hasDraft(key: string): boolean {
  return Boolean(readItem(PREFIX + key));
}

export function clearDraft(key: string): void {
  writeItem(PREFIX + key, null);
  files.delete(key);
}

/** Keeps a form's file in memory (null forgets it). It survives an in-app navigation, not a reload. */
export function keepDraftFile(key: string, file: File | null): void {
  if (file) files.set(key, file);
  else files.delete(key);
}

export function draftFile(key: string): File | null {
  return files.get(key) ?? null;
}
