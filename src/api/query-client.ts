/**
 * react-query defaults, chosen on purpose:
 * - mutations never retry: a register or withdraw must not be sent twice behind the user's back;
 * - queries retry once, after 400 ms, and only for network failures, so an error state shows within about
 *   2 seconds of a failing call (the default of three retries with back-off takes ~7 s);
 *   (not when the browser is offline: that failure is immediate and a retry would fail the same way; not after a
 *   timeout either: the 20 s are already spent);
 * - networkMode 'always' for queries and mutations: react-query never pauses a call while the browser is offline
 *   and never replays it on reconnect, so nothing (a withdrawal the user gave up on) is sent behind the user's
 *   back; offline, the call fails at once in src/api/http.ts and the page says so;
 * - replies stay fresh for 30 s and a refocused tab refreshes them.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

export const QUERY_RETRY_DELAY_MS = 400;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isApiError(error) && error.kind === 'network' && !error.offline;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: QUERY_RETRY_DELAY_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
