/**
 * What the advertiser area adds to its generated calls: the spec's wording for each call's failures (points 7 and
 * 8) and the transaction's polling query. Pages call the generated hooks themselves for everything else
 * (docs/architecture.md, "The shape of a feature").
 */
import { queryOptions } from '@tanstack/react-query';
import { getTransaction } from '@generated/hooks/advertiser/advertiser';
import { isApiError, isUnknownOutcome, serverMessage, withOfflineNote } from '@/api/errors';
import { TIMINGS } from '@/config/constants';

// ------------------------------------------------------------------------------------------------ messages

export const ADVERTISER_MESSAGES = {
  registerFailed: 'Registration failed. Please try again.',
  registerError: 'An error occurred. Please try again later.',
  uploadLogged: 'Task logged successful... redirecting to payment page',
  uploadNotLoggedTitle: 'Failed to log task!',
  uploadNotLogged: 'Task failed to log, please try again... If problem persists - reach out to support',
  uploadFailedTitle: 'Failed to upload task',
  uploadFailed: 'Failed to upload task. Please try again.',
  transactionFailed: 'Failed to load transaction details',
  // The advertiser area lists no uploads (a transaction is only shown by its link): the app says what it knows, that
  // the same form sent again goes as the same attempt, with the same Idempotency-Key (src/api/idempotency.ts).
  uploadUnknown:
    "We couldn't confirm whether your task was uploaded. Press Upload task again without changing anything: it is sent as the same attempt, not as a new task.",
  registerUnknown: "We couldn't confirm whether your registration went through. Check your mail before trying again.",
} as const;

const m = ADVERTISER_MESSAGES;

/** Registration that threw: the server's message when the failed reply had one, else the generic error. */
export const registerErrorMessage = (error: unknown): string =>
  withUnknownNote(
    (isApiError(error) && error.kind !== 'network' ? serverMessage(error) : undefined) ??
      withOfflineNote(m.registerError, error),
    m.registerUnknown,
    error,
  );

/** The spec's message, then, when the call's outcome is unknown (it may have gone through), that sentence. */
const withUnknownNote = (message: string, note: string, error: unknown): string =>
  isUnknownOutcome(error) ? `${message} ${note}` : message;

/** Upload that threw: the message a failed reply carried, else 'Failed to upload task. Please try again.' */
export const uploadErrorMessage = (error: unknown): string =>
  withUnknownNote(serverMessage(error) ?? withOfflineNote(m.uploadFailed, error), m.uploadUnknown, error);

// ------------------------------------------------------------------------------------------------ transaction

/** The status the page keeps polling for (spec point 4). */
export const POLLED_STATUS = 'initiated';

/** Whether a status is the one the page keeps polling ('initiated', compared without letter case). */
export const isPolledStatus = (statusName: string | undefined): boolean =>
  typeof statusName === 'string' && statusName.trim().toLowerCase() === POLLED_STATUS;

export const transactionQueryKey = (transactionId: string) => ['/api/a/get_transaction', { transactionId }] as const;

/**
 * POST /api/a/get_transaction as a query: read on entry, and again every TIMINGS.transactionPoll while the
 * status is 'initiated'. Polling stops once the status changes, and when the page is left (the query has no
 * observer any more).
 */
export function transactionQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: transactionQueryKey(transactionId),
    queryFn: ({ signal }) => getTransaction({ transactionId }, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      isPolledStatus(query.state.data?.data.transactionDetails?.status_name) ? TIMINGS.transactionPoll : false,
  });
}
