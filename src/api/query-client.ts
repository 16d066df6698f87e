/**
 * react-query defaults, chosen on purpose:
 * - mutations never retry: a register or withdraw must not be sent twice behind the user's back;
 * - queries retry once, after 400 ms, and only for network failures, so an error state shows within about
 *   2 seconds of a failing call (the default of three retries with back-off takes ~7 s);
 * - replies stay fresh for 30 s and a refocused tab refreshes them.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

export const QUERY_RETRY_DELAY_MS = 400;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.kind === 'network';
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: QUERY_RETRY_DELAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
