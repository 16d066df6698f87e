import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyKeys, fingerprintOf, newIdempotencyKey } from '@/api/idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('the Idempotency-Key rule', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${(n += 1)}`;
  };

  it('reuses the key when the same attempt is retried after an unknown outcome', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.begin('{"points":500}')).toBe('key-1');
    keys.settle('unknown');
    expect(keys.begin('{"points":500}')).toBe('key-1');
    keys.settle('unknown');
    expect(keys.begin('{"points":500}')).toBe('key-1');
  });

  it('gives a fresh key after a definite answer', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.begin('{"points":500}')).toBe('key-1');
    keys.settle('answered');
    expect(keys.begin('{"points":500}')).toBe('key-2');
  });

  it('gives a fresh key when the body changed, even after an unknown outcome', () => {
    const keys = new IdempotencyKeys(counter());
    keys.begin('{"points":500}');
    keys.settle('unknown');
    expect(keys.begin('{"points":400}')).toBe('key-2');
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
