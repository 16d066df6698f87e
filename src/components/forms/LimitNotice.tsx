/**
 * The spec's notice for a capped selection (point 5): 'Limit Exceeded' with "Can't select more than {n}".
 * Shown inline next to the choices, as an alert, so it is announced without taking focus away from the option
 * the user just tried to pick. `useLimitNotice` gives the state: `hit()` shows it (again), `clear()` hides it.
 */
import { Alert } from '@chakra-ui/react';
import { useCallback, useState } from 'react';

export const LIMIT_EXCEEDED_TITLE = 'Limit Exceeded';

export const limitExceededMessage = (max: number): string => `Can't select more than ${max}`;

/** `shown` counts the hits (0 = hidden); it keys the alert so a repeated hit is announced again. */
export function useLimitNotice(): { shown: number; hit: () => void; clear: () => void } {
  const [shown, setShown] = useState(0);
  const hit = useCallback(() => setShown((count) => count + 1), []);
  const clear = useCallback(() => setShown(0), []);
  return { shown, hit, clear };
}

export function LimitNotice({ max, shown, id }: { max: number; shown: number; id?: string }) {
  if (shown === 0) return null;
  return (
    <Alert.Root key={shown} id={id} status="warning" role="alert" size="sm" borderRadius="l2" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{LIMIT_EXCEEDED_TITLE}</Alert.Title>
        <Alert.Description>{limitExceededMessage(max)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
