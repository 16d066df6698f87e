/**
 * Time limits of the calls: each call gets a signal that aborts when the caller (react-query, a page) cancels or
 * when its time is up, whichever comes first, and afterwards says which of the two it was. The timer is a plain
 * setTimeout (not AbortSignal.timeout), so fake clocks in tests drive it.
 */

/** How long a call may take: JSON calls and the multipart task upload (which carries an image). */
export const TIMEOUT_MS = { json: 20_000, upload: 120_000 } as const;

/** The reason a timed-out call's signal carries. */
export const timeoutReason = () => new DOMException('The call took too long', 'TimeoutError');

/** One signal that aborts when any of `signals` does (AbortSignal.any where available). */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  const already = signals.find((signal) => signal.aborted);
  if (already) {
    controller.abort(already.reason);
    return controller.signal;
  }
  const onAbort = (event: Event) => {
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
    controller.abort((event.target as AbortSignal).reason);
  };
  for (const signal of signals) signal.addEventListener('abort', onAbort);
  return controller.signal;
}

export interface TimedSignal {
  /** Aborts on the caller's cancel or on the time limit. */
  signal: AbortSignal;
  /** True when the time limit (not the caller) ended the call. */
  timedOut: () => boolean;
  /** Stops the timer (call it once the call has settled). */
  dispose: () => void;
}

/** The caller's signal (if any) merged with a time limit of `ms`. */
export function withTimeout(callerSignal: AbortSignal | null | undefined, ms: number): TimedSignal {
  const timer = new AbortController();
  const handle = setTimeout(() => timer.abort(timeoutReason()), ms);
  const signal = callerSignal ? anySignal([callerSignal, timer.signal]) : timer.signal;
  return {
    signal,
    timedOut: () => timer.signal.aborted && signal.reason === timer.signal.reason,
    dispose: () => clearTimeout(handle),
  };
}
