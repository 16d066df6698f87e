/**
 * Small timing helpers: a promise-based sleep and two React hooks for the UI's timed states
 * (the advertiser registration countdown, the copy icon and contact form resets).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from './useLatest';

/** Resolves after `ms` milliseconds (0 for negative or non-finite values). */
export function sleep(ms: number): Promise<void> {
  // setTimeout itself treats negative and NaN delays as 0.
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

const wholeSeconds = (seconds: number): number => (Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0);

/**
 * Counts down from `seconds` to 0, one step per second, and returns the seconds left. `onDone` runs once
 * when 0 is reached (straight away for 0); the latest `onDone` is used, so it need not be memoised.
 * A new `seconds` value restarts the countdown. Timers are cleared on unmount.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const start = wholeSeconds(seconds);
  const [countdown, setCountdown] = useState({ start, remaining: start });
  const onDoneRef = useLatest(onDone);
  const doneRef = useRef(false);

  // A changed start restarts the count (state adjusted during render, as React recommends for prop changes).
  let remaining = countdown.remaining;
  if (countdown.start !== start) {
    setCountdown({ start, remaining: start });
    remaining = start;
  }

  const running = remaining > 0;

  // One interval per run (restarted when the start changes), stopped once the count reaches 0.
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => {
      setCountdown((current) => ({ ...current, remaining: Math.max(0, current.remaining - 1) }));
    }, 1000);
    return () => clearInterval(id);
  }, [running, start]);

  // onDone once per run; the flag survives StrictMode's effect replay because refs persist across it.
  useEffect(() => {
    if (remaining > 0) {
      doneRef.current = false;
      return;
    }
    if (!doneRef.current) {
      doneRef.current = true;
      onDoneRef.current();
    }
  }, [remaining, onDoneRef]);

  return remaining;
}

/**
 * A flag that `trigger` raises and that falls back to false `ms` milliseconds after the latest trigger
 * (e.g. the copy icon's 2 s 'copied' state). `trigger` is stable; the pending reset is cleared on unmount.
 */
export function useTimeoutFlag(ms: number): readonly [boolean, () => void] {
  const [flag, setFlag] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const msRef = useLatest(ms);

  useEffect(
    () => () => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      timerRef.current = null;
    },
    [],
  );

  const trigger = useCallback(() => {
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    setFlag(true);
    const delay = Number.isFinite(msRef.current) ? Math.max(0, msRef.current) : 0;
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      setFlag(false);
    }, delay);
  }, [msRef]);

  return [flag, trigger] as const;
}
