import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sleep, useCountdown, useTimeoutFlag } from '@/lib/timers';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('sleep', () => {
  it('resolves only after the given time', async () => {
    let done = false;
    const promise = sleep(1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await promise;
  });

  it('treats negative and non-finite delays as 0', async () => {
    const spy = vi.fn();
    void sleep(-50).then(spy);
    void sleep(Number.NaN).then(spy);
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('useCountdown', () => {
  it('starts at the given seconds and ticks once per second', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(10, onDone));
    expect(result.current).toBe(10);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(10);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(9);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(6);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('calls onDone once when it reaches 0 and stops there', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(3, onDone));
    act(() => vi.advanceTimersByTime(2000));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('calls onDone once under StrictMode', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(2, onDone), { reactStrictMode: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('calls onDone once under StrictMode when there is nothing to count', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(0, onDone), { reactStrictMode: true });
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('finishes straight away for 0, negative and non-finite seconds', () => {
    for (const seconds of [0, -5, Number.NaN]) {
      const onDone = vi.fn();
      const { result, unmount } = renderHook(() => useCountdown(seconds, onDone));
      expect(result.current).toBe(0);
      expect(onDone).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('counts whole seconds', () => {
    const { result } = renderHook(() => useCountdown(2.7, () => {}));
    expect(result.current).toBe(2);
  });

  it('uses the latest onDone without restarting', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ cb }) => useCountdown(2, cb), { initialProps: { cb: first } });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ cb: second });
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('restarts when seconds change', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(({ s }) => useCountdown(s, onDone), { initialProps: { s: 5 } });
    act(() => vi.advanceTimersByTime(2500));
    expect(result.current).toBe(3);
    rerender({ s: 8 });
    expect(result.current).toBe(8);
    // A fresh second starts with the new count: the old run's next tick (at 3000 ms) must not land.
    act(() => vi.advanceTimersByTime(600));
    expect(result.current).toBe(8);
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(7);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('clears its timer on unmount and never calls onDone afterwards', () => {
    const onDone = vi.fn();
    const { unmount } = renderHook(() => useCountdown(2, onDone));
    act(() => vi.advanceTimersByTime(1000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('useTimeoutFlag', () => {
  it('starts false, goes true on trigger and back to false after the delay', () => {
    const { result } = renderHook(() => useTimeoutFlag(2000));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
  });

  it('restarts the delay on a new trigger', () => {
    const { result } = renderHook(() => useTimeoutFlag(3000));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('can be triggered again after resetting', () => {
    const { result } = renderHook(() => useTimeoutFlag(1000));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });

  it('keeps trigger stable across renders', () => {
    const { result, rerender } = renderHook(() => useTimeoutFlag(1000));
    const first = result.current[1];
    act(() => first());
    rerender();
    expect(result.current[1]).toBe(first);
  });

  it('uses the latest delay', () => {
    const { result, rerender } = renderHook(({ ms }) => useTimeoutFlag(ms), { initialProps: { ms: 1000 } });
    rerender({ ms: 5000 });
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current[0]).toBe(false);
  });

  it('clears the pending reset on unmount', () => {
    const { result, unmount } = renderHook(() => useTimeoutFlag(2000));
    act(() => result.current[1]());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
