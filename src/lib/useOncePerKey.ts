/**
 * Runs `run(key)` once for each new non-empty `key`: when the component mounts with it, and again only when the key
 * changes; re-renders and StrictMode's replayed effects do not repeat it. For a call a page makes by itself from its
 * address, such as a link's token (one request per token): src/features/auth/login/EmailConfirmation.tsx,
 * src/features/advertiser/reg-completion/RegCompletionPage.tsx, src/features/registration/useStartPhase.ts.
 */
import { useEffect, useRef } from 'react';
import { useLatest } from './useLatest';

export function useOncePerKey(key: string, run: (key: string) => void): void {
  const done = useRef<string | null>(null);
  // The latest `run`, so a new function each render neither repeats the call nor calls an old one.
  const latest = useLatest(run);
  useEffect(() => {
    if (key === '' || done.current === key) return;
    done.current = key;
    latest.current(key);
  }, [key, latest]);
}
