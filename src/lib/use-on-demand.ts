/**
 * A part of the UI downloaded the first time it is wanted rather than with its page: a dialog, a drawer, a menu's
 * list (issue 26: a route's first load carries what its first screen draws). `load` is a loadOnce download
 * (src/lib/load-once.ts). `prefetch` starts it (on the control's first touch, hover or focus); `want()` waits for it
 * and then marks it wanted, so the caller renders the part from then on (and opens it); a failed download sets
 * `failed`, which the control says, and a later `want()` tries again.
 */
import { useCallback, useState } from 'react';

export interface OnDemand {
  /** Downloaded and asked for at least once: render the part (it keeps its own open state and animations). */
  wanted: boolean;
  /** The last download failed. */
  failed: boolean;
  prefetch: () => void;
  /** Downloads the part, then marks it wanted; resolves to whether it arrived. */
  want: () => Promise<boolean>;
}

export function useOnDemand(load: () => Promise<unknown>): OnDemand {
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const want = useCallback(
    () =>
      load().then(
        () => {
          setFailed(false);
          setWanted(true);
          return true;
        },
        () => {
          setFailed(true);
          return false;
        },
      ),
    [load],
  );
  return { wanted, failed, prefetch, want };
}
