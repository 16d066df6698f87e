/**
 * Loading, error and empty states shared by every page, so a failing call never leaves a blank screen.
 */
import { Alert, Box, Button, EmptyState, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError, isOffline, OFFLINE_MESSAGE, TOO_MANY_ATTEMPTS } from '@/api/errors';

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <VStack py="16" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <Text color="fg.muted">{label}…</Text>
    </VStack>
  );
}

/**
 * The default wording for a failed call: offline, a network failure, a timeout, an ended session, a reply that
 * breaks the contract and a server failure read differently (docs/api-layer.md has the table).
 */
export function describeFailure(error: unknown, what: string): string {
  if (isApiError(error) && error.kind === 'contract') return 'The server sent a reply this page cannot use.';
  if (isOffline(error)) return OFFLINE_MESSAGE;
  if (isApiError(error) && error.kind === 'timeout') {
    return `We couldn't ${what}: the server took too long to answer. Please try again.`;
  }
  if (isApiError(error) && error.kind === 'session') {
    return `We couldn't ${what}: your session has ended. Sign in again to continue.`;
  }
  if (isApiError(error) && error.kind === 'refused') {
    return `We couldn't ${what}: the server refused the request for security reasons. Reload the page and try again; if it keeps happening, please contact support.`;
  }
  if (isApiError(error) && error.kind === 'http' && error.status === 429) return TOO_MANY_ATTEMPTS;
  if (isApiError(error) && error.kind === 'network') {
    return `We couldn't ${what}. Check your internet connection and try again.`;
  }
  return `We couldn't ${what}. The server did not answer as expected; please try again.`;
}

export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start" borderRadius="l2">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        {onRetry ? (
          <Box>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {retryLabel}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Alert.Root>
  );
}

export function EmptyMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {children ? <EmptyState.Description>{children}</EmptyState.Description> : null}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Navigation state that carries a one-off notice to the next page (e.g. the guards' 'Kindly login'). */
export interface NoticeState {
  notice?: string;
}

/** Shows the notice the previous page sent along (see NoticeState), as an alert. */
export function RouteNotice() {
  const { state } = useLocation() as { state: NoticeState | null };
  if (!state?.notice) return null;
  return (
    <Alert.Root status="warning" role="alert" mb="6" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title>{state.notice}</Alert.Title>
    </Alert.Root>
  );
}

/** A list of a reply whose items the page shows: its template in the contract and what one and several are called. */
export interface ShownList {
  /** The list's items as the contract has them: '/tasks/*'. */
  list: string;
  /** 'task' */
  one: string;
  /** 'tasks' */
  other: string;
}

/** "1 task could not be shown": the items of a list the reply left out because they broke the contract. */
export const leftOutText = (count: number, { one, other }: Pick<ShownList, 'one' | 'other'>): string =>
  `${count} ${count === 1 ? one : other} could not be shown`;

/**
 * Says how many items of a list the page could not show (src/api/contract.ts left them out: they broke the
 * contract, and the others are shown). Nothing when none was left out.
 */
export function LeftOutNotice({ count, ...names }: { count: number } & Pick<ShownList, 'one' | 'other'>) {
  if (count <= 0) return null;
  return (
    <Alert.Root status="warning" variant="subtle" size="sm" role="status" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title>{leftOutText(count, names)}</Alert.Title>
    </Alert.Root>
  );
}
