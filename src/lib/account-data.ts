/**
 * What this tab keeps for the account signed in, and the one way to forget it all (issue 38: nothing of one account
 * may be left for the next person at this browser). Kept in sessionStorage (this tab only, gone when it closes):
 *
 * - form drafts (`cliq.draft.<form>`, src/lib/drafts.ts; the upload's image in memory beside them);
 * - the tasks the Cliquer engaged (`cliq.engaged-tasks`, src/features/dashboard/tasks/engaged.ts);
 * - open attempts of irreversible calls and their Idempotency-Keys (`cliq.attempt.<operation>`,
 *   src/api/idempotency.ts).
 *
 * The names are listed here, not registered by the modules that write them, so that a logout forgets every one of
 * them even when the code that wrote one has not been downloaded in this page (an admin's logout after a reload, say).
 *
 * `forgetAccountData()` runs on every logout (whether or not the server confirmed it) and when another account signs
 * in (`claimAccount`). The account is noted as a hash of its kind and name, never the name. Storage that is full,
 * disabled or unreadable never breaks anything, and never makes two accounts look like one: without storage the
 * owner is kept in memory, and when nothing says whose data this is, a sign-in is taken as another account's.
 */

/** The sessionStorage names (exact, or prefixes ending in '.') that belong to the signed-in account. */
export const ACCOUNT_KEYS = {
  draftPrefix: 'cliq.draft.',
  engagedTasks: 'cliq.engaged-tasks',
  attemptPrefix: 'cliq.attempt.',
} as const;

/** Where the account the data belongs to is noted (a hash, see claimAccount). */
const OWNER = 'cliq.account-owner';

/** The owner as noted in this page, for when storage cannot be read or written. */
let ownerInMemory: string | null = null;

/** What else forgets account data held in memory (the drafts' files), run by forgetAccountData. */
const inMemory = new Set<() => void>();

/** sessionStorage, or null where reading it throws (disabled by the browser's settings, a sandboxed frame). */
export function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads one entry; null when it is missing or storage cannot be read. */
export function readItem(name: string): string | null {
  try {
    return sessionStore()?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

/** Writes one entry (null removes it); returns whether storage took it. */
export function writeItem(name: string, value: string | null): boolean {
  const store = sessionStore();
  if (!store) return false;
  try {
    if (value === null) store.removeItem(name);
    else store.setItem(name, value);
    return true;
  } catch {
    return false;
  }
}

/** The names of the entries that start with `prefix`. */
export function itemsStartingWith(prefix: string): string[] {
  const store = sessionStore();
  if (!store) return [];
  try {
    const names: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const name = store.key(index);
      if (name?.startsWith(prefix)) names.push(name);
    }
    return names;
  } catch {
    return [];
  }
}

/** Registers what forgets data of the account held in memory; returns a function that unregisters it. */
export function onForgetAccountData(forget: () => void): () => void {
  inMemory.add(forget);
  return () => inMemory.delete(forget);
}

const isAccountItem = (name: string) =>
  name === ACCOUNT_KEYS.engagedTasks ||
  name.startsWith(ACCOUNT_KEYS.draftPrefix) ||
  name.startsWith(ACCOUNT_KEYS.attemptPrefix);

/** Forgets everything this tab keeps for the account: every entry above, the owner, and what memory holds. */
export function forgetAccountData(): void {
  ownerInMemory = null;
  for (const forget of inMemory) forget();
  writeItem(OWNER, null);
  for (const name of itemsStartingWith('cliq.')) if (isAccountItem(name)) writeItem(name, null);
}

/** FNV-1a, 32 bits, as hex: enough to tell two accounts apart without keeping either's name. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * Notes that the data kept from now on belongs to `account` (its kind and name, e.g. 'user:ada'). When what was kept
 * so far belongs to another account, or nothing can say whose it is (storage unusable and no sign-in noted in this
 * page), it is all forgotten first. Returns whether it was forgotten, for the caller to forget what it holds too (the
 * cached answers): a sign-in as someone else than before in this tab, or one that cannot be told apart.
 */
export function claimAccount(account: string): boolean {
  const owner = fingerprint(account.trim().toLowerCase());
  const store = sessionStore();
  let stored: string | null = null;
  let readable = store !== null;
  try {
    stored = store?.getItem(OWNER) ?? null;
  } catch {
    readable = false;
  }
  const previous = stored ?? ownerInMemory;
  // With storage that works, no owner means nothing was kept under a sign-in yet; without it, nothing can tell.
  const changed = previous !== null ? previous !== owner : !readable;
  if (changed) forgetAccountData();
  ownerInMemory = owner;
  writeItem(OWNER, owner);
  return changed;
}
