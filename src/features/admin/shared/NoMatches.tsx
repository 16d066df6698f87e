import { Button } from '@chakra-ui/react';
import { EmptyMessage } from '@/components/feedback/States';

/** What a table shows when its search or filter leaves no rows. */
export function NoMatches({ noun, onClear }: { noun: string; onClear: () => void }) {
  return (
    <EmptyMessage title={`No ${noun} match your search`}>
      Try another search or status.{' '}
      <Button variant="plain" colorPalette="brand" size="sm" px="0" h="auto" onClick={onClear}>
        Clear search and filter
      </Button>
    </EmptyMessage>
  );
}
