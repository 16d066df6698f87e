import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUT_MS, anySignal, withTimeout } from '@/api/timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('withTimeout', () => {
  it('aborts when the time is up, and says it timed out', () => {
    const timed = withTimeout(undefined, 1000);
    vi.advanceTimersByTime(999);
    expect(timed.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(timed.signal.aborted).toBe(true);
    expect((timed.signal.reason as DOMException).name).toBe('TimeoutError');
    expect(timed.timedOut()).toBe(true);
  });

  it("passes the caller's cancel through as a cancel, not a timeout", () => {
    const caller = new AbortController();
    const timed = withTimeout(caller.signal, 1000);
    caller.abort();
    expect(timed.signal.aborted).toBe(true);
    expect(timed.timedOut()).toBe(false);
    // The timer firing later does not turn the cancel into a timeout.
    vi.advanceTimersByTime(1000);
    expect(timed.timedOut()).toBe(false);
  });

  it("times out a call whose caller is still waiting, with the caller's signal merged in", () => {
    const caller = new AbortController();
    const timed = withTimeout(caller.signal, TIMEOUT_MS.json);
    vi.advanceTimersByTime(TIMEOUT_MS.json);
    expect(timed.signal.aborted).toBe(true);
    expect(timed.timedOut()).toBe(true);
    expect(caller.signal.aborted).toBe(false);
  });

  it('stops the timer once disposed', () => {
    const timed = withTimeout(undefined, 1000);
    timed.dispose();
    vi.advanceTimersByTime(5000);
    expect(timed.signal.aborted).toBe(false);
  });

  it('gives the multipart upload longer than a JSON call', () => {
    expect(TIMEOUT_MS).toEqual({ json: 20_000, upload: 120_000 });
  });
});

describe('anySignal without AbortSignal.any (the fallback)', () => {
  beforeEach(() => {
    vi.stubGlobal('AbortSignal', Object.assign(Object.create(AbortSignal) as typeof AbortSignal, { any: undefined }));
  });

  it('aborts with the reason of the first signal that aborts', () => {
    const a = new AbortController();
    const b = new AbortController();
    const merged = anySignal([a.signal, b.signal]);
    expect(merged.aborted).toBe(false);
    b.abort('b first');
    a.abort('a later');
    expect(merged.aborted).toBe(true);
    expect(merged.reason).toBe('b first');
  });

  it('is aborted at once when one signal already is', () => {
    const a = new AbortController();
    a.abort('already');
    const merged = anySignal([a.signal, new AbortController().signal]);
    expect(merged.reason).toBe('already');
  });

  it('drives withTimeout too', () => {
    const caller = new AbortController();
    const timed = withTimeout(caller.signal, 1000);
    vi.advanceTimersByTime(1000);
    expect(timed.timedOut()).toBe(true);
    const cancelled = withTimeout(caller.signal, 1000);
    caller.abort();
    expect(cancelled.timedOut()).toBe(false);
  });
});
