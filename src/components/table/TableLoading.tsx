import { Box, Skeleton, Stack } from '@chakra-ui/react';

/** The placeholder of a table while its rows load (QueryState announces the loading). */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" p="4">
      <Stack gap="3">
        <Skeleton height="6" width="full" />
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height="9" width="full" />
        ))}
      </Stack>
    </Box>
  );
}
