/**
 * Overview (spec point 2): available tasks with View All, overall points (2 decimals) with Withdraw, current
 * rank, points to next rank with a clamped progress bar, and recent activity with relative time labels.
 */
import { Box, Button, Card, Heading, HStack, List, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import FiArrowRight from '~icons/feather/arrow-right';
import FiAward from '~icons/feather/award';
import FiCheckSquare from '~icons/feather/check-square';
import FiStar from '~icons/feather/star';
import FiTrendingUp from '~icons/feather/trending-up';
import { Link } from 'react-router-dom';
import { useGetRecentActivities, useGetUserProfile, useGetUserTasks } from '@generated/hooks/dashboard/dashboard';
import type { RankInfo } from '@generated/models';
import { QueryState } from '@/components/feedback/QueryState';
import { EmptyMessage } from '@/components/feedback/States';
import { RankProgress } from '@/components/dashboard/RankProgress';
import { StatCard } from '@/components/dashboard/StatCard';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { paths } from '@/config/paths';
import { formatPoints } from '@/lib/format';
import { downloaded, loadOnce } from '@/lib/load-once';
import { useOnDemand } from '@/lib/useOnDemand';
import { ActivityList } from './ActivityList';
import { countAvailable, nextRankLabel, pointsToNextRank } from '../model';
import { useNow } from '../useNow';

function ActivitySkeleton() {
  return (
    <Stack gap="4" py="2">
      {[0, 1, 2].map((row) => (
        <HStack key={row} gap="3">
          <Skeleton boxSize="8" borderRadius="full" />
          <Stack flex="1" gap="1.5">
            <Skeleton h="3.5" w="40%" />
            <Skeleton h="3" w="65%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

function ActivityCard() {
  const activities = useGetRecentActivities();
  const now = useNow();
  return (
    <Card.Root variant="outline" bg="bg" borderRadius="l3" gridColumn={{ lg: 'span 2' }}>
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          Recent activity
        </Heading>
      </Card.Header>
      <Card.Body>
        <QueryState
          query={activities}
          what="load your recent activity"
          variant="inline"
          skeleton={<ActivitySkeleton />}
          lists={[{ list: '/activities/*', one: 'activity', other: 'activities' }]}
          isEmpty={({ data }) => data.activities.length === 0}
          empty={
            <EmptyMessage title="No activity yet">
              Your engagements, withdrawals and referrals will be listed here.
            </EmptyMessage>
          }
        >
          {({ data }) => <ActivityList activities={data.activities} now={now} />}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}

function HowToEarnCard() {
  return (
    <Card.Root variant="subtle" colorPalette="brand" bg="brand.subtle" borderRadius="l3">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          How to earn points
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <List.Root as="ol" gap="2" ps="5" fontSize="sm">
          <List.Item>Open a task and press Go to platform.</List.Item>
          <List.Item>Follow, like or comment as the task asks.</List.Item>
          <List.Item>Come back and mark it as completed.</List.Item>
        </List.Root>
        <Box>
          <Button asChild size="sm" variant="outline" colorPalette="brand" bg="bg">
            <Link to={paths.dashboard.learn.href()}>
              Learn more <FiArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

const PROFILE_FAILED = "We couldn't load your points.";

/** The withdrawal dialog and its form (WithdrawDialog.tsx, with the form library): downloaded when first asked for. */
const loadWithdraw = loadOnce(async () => downloaded(await import('./WithdrawDialog'), 'The withdrawal form'));
const WithdrawDialog = lazy(() => loadWithdraw().then((module) => ({ default: module.WithdrawDialog })));

export function OverviewPage() {
  const profile = useGetUserProfile();
  const tasks = useGetUserTasks();
  const [withdrawOpen, setWithdrawOpen] = useState(false);
  const withdraw = useOnDemand(loadWithdraw);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const withdrawOpener = useCallback(() => withdrawButton.current, []);

  const reply = profile.data?.data;
  const rank = reply?.success ? reply.cliqInfo : undefined;
  const user = reply?.success ? reply.user : undefined;
  const points = rank?.points ?? 0;

  /** One of the profile's figures, through QueryState: only the points card reports a failure (once, for all three). */
  const profileValue = (what: string, show: (info: RankInfo) => ReactNode, reports = false) => (
    <QueryState
      query={profile}
      what={what}
      variant="inline"
      skeleton={<Skeleton h="8" w="28" my="0.5" />}
      failure={({ data }) => (data.success ? undefined : PROFILE_FAILED)}
      reportedElsewhere={reports ? undefined : '—'}
    >
      {({ data }) => (data.cliqInfo ? show(data.cliqInfo) : '—')}
    </QueryState>
  );

  const tasksValue = tasks.data ? countAvailable(tasks.data.data.tasks) : null;

  return (
    <DashboardPage title="Overview" lead="Your points, rank and latest activity at a glance.">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <StatCard
          label="Available tasks"
          icon={FiCheckSquare}
          colorPalette="blue"
          value={
            <QueryState
              query={tasks}
              what="load your tasks"
              variant="inline"
              skeleton={<Skeleton h="8" w="28" my="0.5" />}
            >
              {({ data }) => countAvailable(data.tasks)}
            </QueryState>
          }
          help={tasksValue === null ? undefined : tasksValue === 1 ? 'task waiting for you' : 'tasks waiting for you'}
          action={
            <Button asChild size="sm" variant="outline">
              <Link to={paths.dashboard.tasks.href()}>
                View All <FiArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />

        <StatCard
          label="Overall points"
          icon={FiStar}
          colorPalette="orange"
          value={profileValue('load your points', (info) => formatPoints(info.points), true)}
          help={rank?.credits !== undefined ? `${formatPoints(rank.credits)} credits` : undefined}
          action={
            <Button
              ref={withdrawButton}
              size="sm"
              colorPalette="brand"
              onPointerEnter={withdraw.prefetch}
              onFocus={withdraw.prefetch}
              onClick={() => void withdraw.want().then((arrived) => arrived && setWithdrawOpen(true))}
              disabled={!rank}
              aria-label={withdraw.failed ? 'Withdraw (the form could not be downloaded: try again)' : undefined}
            >
              Withdraw
            </Button>
          }
        />

        <StatCard
          label="Current rank"
          icon={FiAward}
          colorPalette="purple"
          value={profileValue('load your rank', (info) => info.rank || '—')}
          help={rank?.next_rank ? `Next rank: ${rank.next_rank}` : undefined}
        />

        <StatCard
          label="Points to next rank"
          icon={FiTrendingUp}
          colorPalette="green"
          value={profileValue('load your points to the next rank', (info) => {
            const left = pointsToNextRank(info);
            return left === undefined ? '—' : formatPoints(left);
          })}
          help={rank ? nextRankLabel(rank, formatPoints) : undefined}
        >
          {rank ? (
            <RankProgress
              label={rank.next_rank ? `Progress to ${rank.next_rank}` : 'Progress to next rank'}
              value={rank.ptnl}
            />
          ) : profile.isPending ? (
            <Skeleton h="2" borderRadius="full" />
          ) : null}
        </StatCard>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <ActivityCard />
        <HowToEarnCard />
      </SimpleGrid>

      {rank && withdraw.wanted ? (
        <Suspense fallback={null}>
          <WithdrawDialog
            open={withdrawOpen}
            onOpenChange={setWithdrawOpen}
            available={points}
            paymentMethod={user?.payment_method}
            opener={withdrawOpener}
          />
        </Suspense>
      ) : null}
    </DashboardPage>
  );
}
