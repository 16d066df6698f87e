/**
 * The states every admin list goes through: skeleton rows while loading, a clear error with a retry when
 * the call fails (or the server answers success: false), then the page's content. A failed background
 * refresh keeps the rows on screen and says they may be out of date.
 */
import { Alert, Button, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/errors';
import { describeFailure, ErrorState } from '@/components/feedback/States';
import { TableLoading } from '@/components/table/TableLoading';

export interface QueryViewProps<T extends { success?: boolean }> {
  query: UseQueryResult<T, ApiError>;
  /** What is listed, plural: 'users', 'task types'. */
  noun: string;
  children: (data: T) => ReactNode;
}

export function QueryView<T extends { success?: boolean }>({ query, noun, children }: QueryViewProps<T>) {
  const retry = () => void query.refetch();

  if (query.isPending || (query.isError && query.isFetching && query.data === undefined)) {
    return <TableLoading label={`Loading ${noun}`} />;
  }
  if (query.data === undefined) {
    return (
      <ErrorState
        title={`We couldn't load the ${noun}`}
        message={describeFailure(query.error, `load the ${noun}`)}
        onRetry={retry}
      />
    );
  }
  if (query.data.success === false) {
    return (
      <ErrorState
        title={`We couldn't load the ${noun}`}
        message={`The server could not list the ${noun}. Please try again.`}
        onRetry={retry}
      />
    );
  }
  return (
    <Stack gap="4">
      {query.isError ? (
        <Alert.Root status="warning" role="alert" borderRadius="l2" size="sm" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1">{`We couldn't refresh the ${noun}; this list may be out of date.`}</Alert.Title>
          <Button size="xs" variant="outline" onClick={retry} loading={query.isFetching}>
            Try again
          </Button>
        </Alert.Root>
      ) : null}
      {children(query.data)}
    </Stack>
  );
}
