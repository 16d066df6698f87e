// The draft store (src/lib/drafts.ts): what it keeps, what it never keeps, and how it survives bad storage.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { claimAccount, forgetAccountData } from '@/lib/account-data';
import {
  clearDraft,
  DRAFT_KEYS,
  draftFile,
  hasDraft,
  keepDraftFile,
  readDraft,
  storableFields,
  writeDraft,
} from '@/lib/drafts';

const DEFAULTS = { username: '', email: '', password: '', confirm_password: '', niches: [] as string[], terms: false };
const stored = (key: string) => window.sessionStorage.getItem(`cliq.draft.${key}`);

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('drafts', () => {
  it('keeps typed values in sessionStorage and lays them over the defaults', () => {
    writeDraft('form', { ...DEFAULTS, username: 'ada', niches: ['fashion'], terms: true });
    expect(readDraft('form', DEFAULTS)).toEqual({ ...DEFAULTS, username: 'ada', niches: ['fashion'], terms: true });
    expect(hasDraft('form')).toBe(true);
  });

  it('never stores a password: neither the fields a form names secret nor any field named like one', () => {
    writeDraft(
      'form',
      { ...DEFAULTS, username: 'ada', password: 'hunter2', confirm_password: 'hunter2', pin: '1' },
      {
        secret: ['pin'],
      },
    );
    const raw = stored('form') ?? '';
    expect(raw).toContain('ada');
    expect(raw).not.toContain('hunter2');
    expect(raw).not.toContain('pin');
    expect(storableFields({ userPassword: 'x', pwd: 'y', passcode: 'z', name: 'n' })).toEqual({ name: 'n' });
  });

  it('never restores a password field, even from a tampered entry', () => {
    window.sessionStorage.setItem(
      'cliq.draft.form',
      JSON.stringify({ v: 1, values: { password: 'x', email: 'a@b.c' } }),
    );
    expect(readDraft('form', DEFAULTS)).toEqual({ ...DEFAULTS, email: 'a@b.c' });
  });

  it('keeps no file, blob or function; a file stays in memory only', () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    writeDraft('upload', { caption: 'Hi', image: file, onPick: () => undefined });
    expect(JSON.parse(stored('upload') ?? '{}')).toEqual({ v: 1, values: { caption: 'Hi' } });
    keepDraftFile('upload', file);
    expect(draftFile('upload')).toBe(file);
    clearDraft('upload');
    expect(draftFile('upload')).toBeNull();
    expect(stored('upload')).toBeNull();
  });

  it('removes the entry instead of storing values equal to the empty form', () => {
    writeDraft('form', { ...DEFAULTS, username: 'ada' }, { empty: DEFAULTS });
    expect(hasDraft('form')).toBe(true);
    writeDraft('form', { ...DEFAULTS, password: 'typed only a password' }, { empty: DEFAULTS });
    expect(hasDraft('form')).toBe(false);
  });

  it('ignores unreadable, foreign-version and mistyped entries field by field', () => {
    window.sessionStorage.setItem('cliq.draft.a', '{not json');
    window.sessionStorage.setItem('cliq.draft.b', JSON.stringify({ v: 99, values: { username: 'old' } }));
    window.sessionStorage.setItem(
      'cliq.draft.c',
      JSON.stringify({ v: 1, values: { username: 42, email: 'ok@x.io', niches: 'fashion', terms: 'yes', extra: 'x' } }),
    );
    expect(readDraft('a', DEFAULTS)).toBeNull();
    expect(readDraft('b', DEFAULTS)).toBeNull();
    expect(readDraft('c', DEFAULTS)).toEqual({ ...DEFAULTS, email: 'ok@x.io' });
  });

  it('never throws when storage is full or disabled', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeDraft('form', { ...DEFAULTS, username: 'ada' })).not.toThrow();
    expect(readDraft('form', DEFAULTS)).toBeNull();
    expect(hasDraft('form')).toBe(false);
  });

  it('belongs to the account signed in: another account forgets them, the same one (signing in again) keeps them', () => {
    expect(claimAccount('user:ada')).toBe(false);
    writeDraft(DRAFT_KEYS.socials, { instagram: '@ada' });
    keepDraftFile(DRAFT_KEYS.taskUpload, new File(['x'], 'a.png'));
    expect(claimAccount('user:ADA ')).toBe(false);
    expect(hasDraft(DRAFT_KEYS.socials)).toBe(true);
    expect(claimAccount('user:bola')).toBe(true);
    expect(hasDraft(DRAFT_KEYS.socials)).toBe(false);
    expect(draftFile(DRAFT_KEYS.taskUpload)).toBeNull();
  });

  it('go with the rest of the account data on logout, the image kept in memory included', () => {
    writeDraft(DRAFT_KEYS.socials, { instagram: '@ada' });
    writeDraft(DRAFT_KEYS.taskType(7), { media: 'instagram' });
    keepDraftFile(DRAFT_KEYS.taskUpload, new File(['x'], 'a.png'));
    forgetAccountData();
    expect(hasDraft(DRAFT_KEYS.socials)).toBe(false);
    expect(hasDraft(DRAFT_KEYS.taskType(7))).toBe(false);
    expect(draftFile(DRAFT_KEYS.taskUpload)).toBeNull();
  });
});

describe('useFormDraft', () => {
  it('starts from the draft, says it was restored, persists changes and clears', () => {
    writeDraft('hook', { ...DEFAULTS, username: 'ada' });
    const { result } = renderHook(() => useFormDraft('hook', () => DEFAULTS, { secret: ['email'] }));
    expect(result.current.restored).toBe(true);
    expect(result.current.initialValues.username).toBe('ada');
    act(() => result.current.persist({ ...DEFAULTS, username: 'grace', email: 'secret@x.io' }));
    expect(readDraft('hook', DEFAULTS)).toEqual({ ...DEFAULTS, username: 'grace' });
    act(() => result.current.clear());
    expect(hasDraft('hook')).toBe(false);
  });

  it('starts from the defaults when there is no draft', () => {
    const { result } = renderHook(() => useFormDraft('none', () => DEFAULTS));
    expect(result.current.restored).toBe(false);
    expect(result.current.initialValues).toBe(DEFAULTS);
  });
});
