/**
 * Says that a form was filled in again from its draft (useFormDraft), with "Start over" to empty it. `note` adds
 * what could not be kept (e.g. a chosen image after a reload).
 */
import { Alert, Button } from '@chakra-ui/react';

export const DRAFT_RESTORED = 'We filled in what you typed earlier.';
export const DRAFT_RESTORED_NO_PASSWORD = 'Passwords are never kept: please type yours again.';

export function DraftNotice({ onStartOver, note }: { onStartOver: () => void; note?: string | undefined }) {
  return (
    <Alert.Root status="info" role="status" borderRadius="l2" size="sm" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>{DRAFT_RESTORED}</Alert.Title>
        {note ? <Alert.Description>{note}</Alert.Description> : null}
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onStartOver}>
        Start over
      </Button>
    </Alert.Root>
  );
}
