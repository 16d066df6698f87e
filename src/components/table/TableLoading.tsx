import { Box, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';

/** The placeholder of a table while its rows load: skeleton rows, announced as loading. */
export function TableLoading({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-live="polite" bg="bg" borderWidth="1px" borderRadius="l3" p="4">
      <VisuallyHidden>{label}…</VisuallyHidden>
      <Stack gap="3" aria-hidden="true">
        <Skeleton height="6" width="full" />
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height="9" width="full" />
        ))}
      </Stack>
    </Box>
  );
}
