/**
 * A part of the UI downloaded the first time it is wanted rather than with its page: a dialog, a drawer, a menu's
 * list (issue 26: a route's first load carries what its first screen draws). `load` is a loadOnce download
 * (src/lib/load-once.ts). `prefetch` starts it (on the control's first touch, hover or focus); `want()` waits for it
 * and then marks it wanted, so the caller renders the part from then on (and opens it); a failed download sets
 * `failed`, which the control says, and a later `want()` tries again.
 */
import { useCallback, useState } from 'react';

export interface OnDemand<T = unknown> {
  /** Downloaded and asked for at least once: render the part (it keeps its own open state and animations). */
  wanted: boolean;
  /** What the download resolved to once wanted (a module to draw from directly, without React.lazy), else null. */
  part: T | null;
  /** The last download failed. */
  failed: boolean;
  prefetch: () => void;
  /** Downloads the part, then marks it wanted; resolves to whether it arrived. */
  want: () => Promise<boolean>;
}

export function useOnDemand<T>(load: () => Promise<T>): OnDemand<T> {
  const [part, setPart] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const want = useCallback(
    () =>
      load().then(
        (value) => {
          setFailed(false);
          // The same download again (a second click) keeps the state as it is: no render for nothing.
          setPart((current) => (current?.value === value ? current : { value }));
          return true;
        },
        () => {
          setFailed(true);
          return false;
        },
      ),
    [load],
  );
  return { wanted: part !== null, part: part?.value ?? null, failed, prefetch, want };
}
