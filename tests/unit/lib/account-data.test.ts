// What the tab keeps for the signed-in account (src/lib/account-data.ts): one way to forget it all, and a claim by
// the next sign-in that fails safe.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KEYS, claimAccount, forgetAccountData, readItem, writeItem } from '@/lib/account-data';
import { DRAFT_KEYS, hasDraft, writeDraft } from '@/lib/drafts';

afterEach(() => {
  vi.restoreAllMocks();
  forgetAccountData();
  window.sessionStorage.clear();
});

const storageDisabled = () => {
  for (const method of ['getItem', 'setItem', 'removeItem', 'key'] as const) {
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  }
};

describe('forgetAccountData', () => {
  it('forgets drafts, the engaged tasks and open attempts, and nothing else', () => {
    writeDraft(DRAFT_KEYS.socials, { instagram: '@ada' });
    writeItem(ACCOUNT_KEYS.engagedTasks, '["tsk_1001"]');
    writeItem(`${ACCOUNT_KEYS.attemptPrefix}POST /api/a/taskUpload`, '{"key":"k"}');
    window.sessionStorage.setItem('cliq.chunk-reload', '1');
    window.sessionStorage.setItem('other-app', 'x');
    forgetAccountData();
    expect(hasDraft(DRAFT_KEYS.socials)).toBe(false);
    expect(readItem(ACCOUNT_KEYS.engagedTasks)).toBeNull();
    expect(readItem(`${ACCOUNT_KEYS.attemptPrefix}POST /api/a/taskUpload`)).toBeNull();
    expect(window.sessionStorage.getItem('cliq.chunk-reload')).toBe('1');
    expect(window.sessionStorage.getItem('other-app')).toBe('x');
  });
});

describe('claimAccount', () => {
  it('keeps what the same account kept (signing in again), and forgets it all for another account', () => {
    expect(claimAccount('user:ada')).toBe(false);
    writeItem(ACCOUNT_KEYS.engagedTasks, '["tsk_1001"]');
    expect(claimAccount('user:Ada ')).toBe(false);
    expect(readItem(ACCOUNT_KEYS.engagedTasks)).toBe('["tsk_1001"]');
    expect(claimAccount('user:bola')).toBe(true);
    expect(readItem(ACCOUNT_KEYS.engagedTasks)).toBeNull();
    // The account is kept as a hash, never by its name.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/bola|ada/i);
  });

  it('after a logout, the next sign-in has nothing to keep apart (even the same account starts afresh)', () => {
    claimAccount('advertiser:glowbeauty');
    writeItem(ACCOUNT_KEYS.engagedTasks, '["x"]');
    forgetAccountData();
    expect(claimAccount('advertiser:glowbeauty')).toBe(false);
    expect(readItem(ACCOUNT_KEYS.engagedTasks)).toBeNull();
  });

  it('with sessionStorage disabled, tells two accounts apart from memory, and never answers "same" blindly', () => {
    storageDisabled();
    // Nothing can say whose data the page holds: taken as another account's, so the caller forgets its cache.
    expect(claimAccount('user:ada')).toBe(true);
    expect(claimAccount('user:ada')).toBe(false);
    expect(claimAccount('user:bola')).toBe(true);
    expect(claimAccount('user:bola')).toBe(false);
  });
});
