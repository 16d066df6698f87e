import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT_RETENTION_MS, IdempotencyKeys, fingerprintOf, newIdempotencyKey } from '@/api/idempotency';
import { forgetAccountData } from '@/lib/account-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const WITHDRAW = 'POST /api/u/withdraw';
const UPLOAD = 'POST /api/a/taskUpload';

describe('the Idempotency-Key rule', () => {
  const counter = (prefix = 'key') => {
    let n = 0;
    return () => `${prefix}-${(n += 1)}`;
  };

  it('reuses the key when the same attempt is retried after an unknown outcome', () => {
    const keys = new IdempotencyKeys(WITHDRAW, counter());
    expect(keys.begin('{"points":500}')).toBe('key-1');
    keys.settle('unknown');
    expect(keys.begin('{"points":500}')).toBe('key-1');
    keys.settle('unknown');
    expect(keys.begin('{"points":500}')).toBe('key-1');
  });

  it('gives a fresh key after a definite answer', () => {
    const keys = new IdempotencyKeys(WITHDRAW, counter());
    expect(keys.begin('{"points":500}')).toBe('key-1');
    keys.settle('answered');
    expect(keys.begin('{"points":500}')).toBe('key-2');
  });

  it('gives a fresh key when the body changed, even after an unknown outcome', () => {
    const keys = new IdempotencyKeys(WITHDRAW, counter());
    keys.begin('{"points":500}');
    keys.settle('unknown');
    expect(keys.begin('{"points":400}')).toBe('key-2');
  });

  it("keeps each body's open attempt: going back to an earlier body sends its key again", () => {
    const keys = new IdempotencyKeys(WITHDRAW, counter());
    keys.begin('{"points":500}');
    keys.settle('unknown');
    keys.begin('{"points":400}');
    keys.settle('unknown');
    expect(keys.begin('{"points":500}')).toBe('key-1');
  });

  it('keeps an open attempt across a page left and come back to, or reloaded (a new instance), per operation', () => {
    const before = new IdempotencyKeys(UPLOAD, counter('first-page'));
    expect(before.begin('{"caption":"Launch"}')).toBe('first-page-1');
    before.settle('unknown');
    const after = new IdempotencyKeys(UPLOAD, counter('second-page'));
    expect(after.begin('{"caption":"Launch"}')).toBe('first-page-1');
    after.settle('answered');
    expect(new IdempotencyKeys(UPLOAD, counter('third-page')).begin('{"caption":"Launch"}')).toBe('third-page-1');
    // Another operation with the same body is another attempt.
    expect(new IdempotencyKeys(WITHDRAW, counter('withdraw')).begin('{"caption":"Launch"}')).toBe('withdraw-1');
  });

  it('keeps the body only as a hash (a registration carries a password)', () => {
    new IdempotencyKeys('POST /api/u/register', counter()).begin('{"password":"Secret123","email":"ada@example.com"}');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/Secret123|ada@example/);
  });

  it('forgets an open attempt after the retention (a day), and on logout', () => {
    let now = Date.UTC(2026, 10, 29);
    const clock = () => now;
    const keys = new IdempotencyKeys(WITHDRAW, counter(), clock);
    keys.begin('{"points":500}');
    keys.settle('unknown');
    now += ATTEMPT_RETENTION_MS - 1;
    expect(new IdempotencyKeys(WITHDRAW, counter('later'), clock).begin('{"points":500}')).toBe('key-1');
    now += 1;
    expect(new IdempotencyKeys(WITHDRAW, counter('next-day'), clock).begin('{"points":500}')).toBe('next-day-1');

    forgetAccountData();
    expect(new IdempotencyKeys(WITHDRAW, counter('after-logout'), clock).begin('{"points":500}')).toBe('after-logout-1');
  });

  it('tells files apart by name, type, size and date', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png', lastModified: 1 });
    const b = new File(['bb'], 'a.png', { type: 'image/png', lastModified: 1 });
    expect(fingerprintOf({ image: a })).toBe(fingerprintOf({ image: new File(['a'], 'a.png', { type: 'image/png', lastModified: 1 }) }));
    expect(fingerprintOf({ image: a })).not.toBe(fingerprintOf({ image: b }));
  });
});

describe('newIdempotencyKey', () => {
  it('is a UUID v4 from crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('falls back to getRandomValues, then Math.random, when randomUUID is missing', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    vi.stubGlobal('crypto', undefined);
    expect(newIdempotencyKey()).toMatch(UUID);
  });
});
