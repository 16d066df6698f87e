/**
 * The message shown while the wizard waits its 3 seconds before the next phase (spec point 4).
 */
import { Alert, Spinner } from '@chakra-ui/react';
import { TIMINGS } from '@/config/constants';

export function SuccessNotice({ title, next }: { title: string; next: string }) {
  return (
    <Alert.Root status="success" role="status" aria-live="polite" borderRadius="l2" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>Taking you to {next} in {TIMINGS.phaseAdvance / 1000} seconds…</Alert.Description>
      </Alert.Content>
      <Spinner size="sm" color="green.fg" aria-hidden="true" />
    </Alert.Root>
  );
}
