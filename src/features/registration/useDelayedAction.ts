/**
 * One pending timed action per component (the wizard's 3 s auto-advance, the token check's pauses): scheduling
 * again replaces the pending one, and it is cancelled when the component unmounts, so a phase that is left early
 * never moves the wizard afterwards.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useDelayedAction(): {
  schedule: (action: () => void, ms: number) => void;
  cancel: () => void;
  pending: boolean;
} {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [pending, setPending] = useState(false);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    setPending(false);
  }, []);

  const schedule = useCallback((action: () => void, ms: number) => {
    if (timer.current !== null) clearTimeout(timer.current);
    setPending(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setPending(false);
      action();
    }, ms);
  }, []);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  return { schedule, cancel, pending };
}
