/**
 * The one way a page shows data it loads: a skeleton shaped like the content while the first answer is awaited, an
 * error with Try again when there is nothing to show, the page's empty state, then the content. A background
 * refresh that fails while an answer is cached never replaces it: the content stays, under a small banner.
 */
import { Alert, Box, Button, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { droppedCount } from '@/api/dropped';
import type { ApiError } from '@/api/errors';
import { describeFailure, ErrorState, LeftOutNotice, type ShownList } from './States';
import { InlineError } from './InlineError';

export const REFRESH_FAILED = "Couldn't refresh; showing what we had";

/**
 * The banner above cached content whose refresh failed, with Try again. Pages get it through QueryState; the session
 * guard shows it over a whole area (as a status, since the area's own pages may show alerts of their own).
 */
export function RefreshBanner({
  title = REFRESH_FAILED,
  message,
  onRetry,
  retrying,
  role = 'alert',
}: {
  title?: string;
  message?: string;
  onRetry: () => void;
  retrying: boolean;
  role?: 'alert' | 'status';
}) {
  return (
    <Alert.Root status="warning" role={role} borderRadius="l2" size="sm" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>{title}</Alert.Title>
        {message ? <Alert.Description>{message}</Alert.Description> : null}
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert.Root>
  );
}

/** Pulsing skeletons stand still for users who ask for less motion. */
const stillUnderReducedMotion = {
  '@media (prefers-reduced-motion: reduce)': { '& *, &': { animation: 'none !important' } },
} as const;

/** The default placeholder: a few skeleton lines. */
export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <Stack gap="3" py="2">
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} h="4" w={line === lines - 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
}

export interface QueryStateProps<T, E extends Error = ApiError> {
  query: UseQueryResult<T, E>;
  /** What the call does, for the default messages: 'load your tasks' reads "We couldn't load your tasks…". */
  what: string;
  /** The error's title; defaults to "We couldn't <what>". */
  errorTitle?: string;
  /** The error's message when the call failed; defaults to describeFailure(error, what). */
  errorMessage?: (error: E) => string;
  /** An answer that arrived but says it failed (e.g. success: false): the message to show, else undefined. */
  failure?: (data: T) => string | undefined;
  /** Whether the failure of `failure` offers Try again (default true). */
  retryFailure?: boolean;
  /** The placeholder while loading, shaped like the content; default skeleton lines. */
  skeleton?: ReactNode;
  /** Read by screen readers while loading; default from `what`: 'load your tasks' reads "Loading your tasks". */
  loadingLabel?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** 'inline' for a card or a form field: a one-line error, the content keeps the card's shape. */
  variant?: 'page' | 'inline';
  /** The banner above cached content when a refresh failed; default REFRESH_FAILED. */
  refreshNotice?: (error: E | null) => { title: string; message?: string };
  /** What every Try again does; default query.refetch(). */
  onRetry?: () => void;
  /**
   * Shown instead of the error (and of a `failure`) when another part of the page already reports the same call's
   * failure, e.g. the second card of one query: one alert, not several. A failed refresh then shows no banner here
   * either (the content stays).
   */
  reportedElsewhere?: ReactNode;
  /**
   * The lists of the reply the content shows: for each, the content is preceded by how many items the reply left
   * out because they broke the contract ("1 task could not be shown"), when any was. `query.data` must then be the
   * reply as the HTTP module returns it (not a `select`ed part).
   */
  lists?: readonly ShownList[];
  children: (data: T) => ReactNode;
}

export function QueryState<T, E extends Error = ApiError>({
  query,
  what,
  errorTitle,
  errorMessage,
  failure,
  retryFailure = true,
  skeleton,
  loadingLabel,
  isEmpty,
  empty,
  variant = 'page',
  refreshNotice,
  onRetry,
  reportedElsewhere,
  lists = [],
  children,
}: QueryStateProps<T, E>) {
  const retry = onRetry ?? (() => void query.refetch());
  const title = errorTitle ?? `We couldn't ${what}`;

  // Each failure is a new alert (keyed by when it came), so a Try again that fails again is announced again.
  const attempt = `${query.errorUpdatedAt}-${query.dataUpdatedAt}`;
  const fail = (message: string, onRetry: (() => void) | undefined) =>
    reportedElsewhere !== undefined ? (
      <>{reportedElsewhere}</>
    ) : variant === 'inline' ? (
      <InlineError key={attempt} message={message} onRetry={onRetry} />
    ) : (
      <ErrorState key={attempt} title={title} message={message} onRetry={onRetry} />
    );

  // Loading: the first answer, or a Try again after a failure with nothing cached.
  if (query.isPending || (query.isError && query.isFetching && query.data === undefined)) {
    return (
      <Box role="status" aria-live="polite" aria-busy="true" css={stillUnderReducedMotion}>
        <VisuallyHidden>{loadingLabel ?? `Loading ${what.replace(/^load /, '')}`}…</VisuallyHidden>
        <Box aria-hidden="true">{skeleton ?? <SkeletonLines />}</Box>
      </Box>
    );
  }
  if (query.data === undefined) {
    const error = query.error;
    return fail(errorMessage && error ? errorMessage(error) : describeFailure(error, what), retry);
  }
  const data = query.data;
  const failed = failure?.(data);
  if (failed !== undefined) return fail(failed, retryFailure ? retry : undefined);

  // One notice per kind of item: lists named alike (the three groups of accounts to follow) are counted together.
  const counts = new Map<string, { one: string; other: string; count: number }>();
  for (const { list, one, other } of lists) {
    const entry = counts.get(one) ?? { one, other, count: 0 };
    entry.count += droppedCount(data, list);
    counts.set(one, entry);
  }
  const leftOut = [...counts.values()]
    .filter((entry) => entry.count > 0)
    .map((entry) => <LeftOutNotice key={entry.one} count={entry.count} one={entry.one} other={entry.other} />);
  const shown = isEmpty?.(data) ? empty : children(data);
  const content =
    leftOut.length > 0 ? (
      <Stack gap="4">
        {leftOut}
        {shown}
      </Stack>
    ) : (
      shown
    );
  if (!query.isError || reportedElsewhere !== undefined) return <>{content}</>;
  const notice = refreshNotice?.(query.error) ?? { title: REFRESH_FAILED };
  return (
    <Stack gap="4">
      <RefreshBanner title={notice.title} message={notice.message} onRetry={retry} retrying={query.isFetching} />
      {content}
    </Stack>
  );
}
