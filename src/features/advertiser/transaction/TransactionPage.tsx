/**
 * /advertiser/dashboard/transaction/{transactionId} (spec points 2, 4, 7, 8): a task payment's details from
 * POST /api/a/get_transaction. The status shows green when completed, red when failed, and in a pending style
 * otherwise. While the status is 'initiated' (in any letter case) the page asks again every 10 seconds, and
 * stops when the status changes, the page is left, or 3 polls in a row failed: it then says so, with a Try again
 * that starts polling afresh. A failed call shows 'Failed to load transaction details' (with the server's message
 * when the reply has one).
 */
import { Badge, Box, Button, Card, Flex, Heading, HStack, SimpleGrid, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '@generated/models';
import FiCheckCircle from '~icons/feather/check-circle';
import FiClock from '~icons/feather/clock';
import FiRefreshCw from '~icons/feather/refresh-cw';
import FiXCircle from '~icons/feather/x-circle';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { serverMessage } from '@/api/errors';
import { QueryState } from '@/components/feedback/QueryState';
import { describeFailure } from '@/components/feedback/States';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { TIMINGS } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatMoney, relativeTime } from '@/lib/format';
import { ADVERTISER_MESSAGES, isPolledStatus, transactionQueryOptions } from '../api';

export type StatusTone = 'completed' | 'failed' | 'pending';

/** Polls that may fail in a row before the page stops asking. */
export const MAX_FAILED_POLLS = 3;

/** completed → green, failed → red, anything else → pending (spec point 4). */
export function statusTone(statusName: string): StatusTone {
  const status = statusName.trim().toLowerCase();
  if (status === 'completed') return 'completed';
  if (status === 'failed') return 'failed';
  return 'pending';
}

const TONES = {
  completed: {
    palette: 'green',
    icon: FiCheckCircle,
    note: 'Payment received. Uploaded tasks are reviewed before they are published.',
  },
  failed: {
    palette: 'red',
    icon: FiXCircle,
    note: 'The payment did not go through. Upload the task again to get a new payment page.',
  },
  pending: { palette: 'orange', icon: FiClock, note: 'The payment provider is still processing this payment.' },
} as const;

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const statusLabel = (value: string) => {
  const text = value.trim().replace(/[_-]+/g, ' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown';
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontWeight="semibold" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

function TransactionDetails({
  transaction,
  transactionId,
  polling,
  refreshing,
  onRefresh,
}: {
  transaction: Transaction;
  transactionId: string;
  /** The page is still asking again every 10 seconds. */
  polling: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const tone = statusTone(transaction.status_name);
  const { palette, icon: Icon, note } = TONES[tone];

  return (
    <Card.Root borderRadius="2xl" variant="outline" bg="bg" overflow="hidden">
      <Box h="1.5" bg={`${palette}.solid`} aria-hidden="true" />
      <Card.Body p={{ base: '5', md: '8' }}>
        <Stack gap="6">
          <Flex
            justify="space-between"
            align={{ base: 'flex-start', sm: 'center' }}
            gap="4"
            direction={{ base: 'column', sm: 'row' }}
          >
            <Stack gap="1">
              <Text color="fg.muted" fontSize="sm">
                Amount
              </Text>
              <Heading as="h2" size="3xl" fontVariantNumeric="tabular-nums">
                {transaction.amount === undefined ? '—' : formatMoney(transaction.amount, undefined, transaction.symbol)}
              </Heading>
            </Stack>
            <Badge
              colorPalette={palette}
              variant="subtle"
              size="lg"
              px="3"
              py="1.5"
              borderRadius="full"
              data-testid="transaction-status"
              data-tone={tone}
              data-palette={palette}
            >
              <Icon aria-hidden="true" />
              {statusLabel(transaction.status_name)}
            </Badge>
          </Flex>

          <Box role="status" aria-live="polite" aria-atomic="true">
            {polling ? (
              <HStack gap="3" color="fg.muted" fontSize="sm">
                <Spinner size="sm" color={`${palette}.solid`} aria-hidden="true" />
                <Text>
                  Waiting for the payment to be confirmed. This page checks again every {TIMINGS.transactionPoll / 1000}{' '}
                  seconds.
                </Text>
              </HStack>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                {note}
              </Text>
            )}
          </Box>

          <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: 3 }} gap="5" borderTopWidth="1px" pt="6">
            <Detail label="Transaction">{transactionId}</Detail>
            <Detail label="Task">{transaction.task_key || '—'}</Detail>
            <Detail label="Created">
              {transaction.created_at ? (
                <>
                  <time dateTime={transaction.created_at}>{formatDate(transaction.created_at)}</time>
                  <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted">
                    {relativeTime(transaction.created_at)}
                  </Text>
                </>
              ) : (
                '—'
              )}
            </Detail>
          </SimpleGrid>

          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button variant="outline" onClick={onRefresh} loading={refreshing} loadingText="Checking...">
              <FiRefreshCw aria-hidden="true" />
              Check status now
            </Button>
            <Button asChild variant="ghost">
              <Link to={paths.advertiser.dashboard.stats.href()}>View task stats</Link>
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function TransactionPage() {
  const { transactionId = '' } = useParams();
  // Failed fetches since the last answer: errors counted from the last success (or from a Try again).
  const [since, setSince] = useState({ dataUpdatedAt: 0, errors: 0 });
  const failedInARow = (errors: number) => errors - since.errors;
  const transaction = useQuery({
    ...transactionQueryOptions(transactionId),
    refetchInterval: (query) =>
      isPolledStatus(query.state.data?.data.transactionDetails?.status_name) &&
      failedInARow(query.state.errorUpdateCount) < MAX_FAILED_POLLS
        ? TIMINGS.transactionPoll
        : false,
  });
  if (transaction.dataUpdatedAt !== since.dataUpdatedAt) {
    setSince({ dataUpdatedAt: transaction.dataUpdatedAt, errors: transaction.errorUpdateCount });
  }
  const reply = transaction.data?.data;
  const stopped = failedInARow(transaction.errorUpdateCount) >= MAX_FAILED_POLLS;
  const restart = () => {
    setSince({ dataUpdatedAt: transaction.dataUpdatedAt, errors: transaction.errorUpdateCount });
    void transaction.refetch();
  };

  // Polling goes on after a failed poll (the last answer stays, under a notice) until MAX_FAILED_POLLS in a row.
  const polled = isPolledStatus(reply?.transactionDetails?.status_name);
  const refreshNotice = (error: Error | null) =>
    stopped && polled
      ? {
          title: 'Stopped checking the payment status',
          message: `${describeFailure(error, 'refresh the status')} This page tried ${MAX_FAILED_POLLS} times in a row and stopped checking. The status below is the last one we received.`,
        }
      : { title: 'Showing the last known status', message: describeFailure(error, 'refresh the status') };

  return (
    <DashboardPage
      title="Transaction details"
      description="The status of a task payment, made through our card and bank payment provider."
    >
      <Text color="fg.muted" mt="-2">
        Task payments are made through our card and bank payment provider.
      </Text>
      <QueryState
        query={transaction}
        what="load this transaction"
        errorTitle={ADVERTISER_MESSAGES.transactionFailed}
        errorMessage={(error) => serverMessage(error) ?? describeFailure(error, 'load this transaction')}
        failure={({ data }) =>
          data.success === true && data.transactionDetails
            ? undefined
            : data.message?.trim() || 'Check the link to this transaction and try again.'
        }
        loadingLabel="Loading the transaction"
        skeleton={<Skeleton h="80" borderRadius="2xl" />}
        refreshNotice={refreshNotice}
        onRetry={restart}
      >
        {({ data }) =>
          data.transactionDetails ? (
            <TransactionDetails
              transaction={data.transactionDetails}
              transactionId={transactionId}
              polling={polled && !stopped}
              refreshing={transaction.isFetching}
              onRefresh={restart}
            />
          ) : null
        }
      </QueryState>
    </DashboardPage>
  );
}
