/**
 * Overview (spec point 2): counts of users, advertisers and task types from the three admin lists, and
 * revenue, which is shown as 0. Each count loads and fails on its own, with its own retry; the counts include
 * the decisions the admin made locally (approvals, status toggles).
 */
import {
  Button,
  Card,
  Heading,
  HStack,
  Icon,
  Link as ChakraLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FiArrowRight, FiBriefcase, FiDollarSign, FiTag, FiUsers } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import type { ApiError } from '@/api/errors';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { formatCount } from '@/components/table/format-count';
import { paths } from '@/config/paths';
import { useAdminLocalState } from '../shared/local-state';
import { useAdminAdvertisers, useAdminTaskTypes, useAdminUsers } from '../shared/queries';
import { taskTypeEntries, userEntries } from '../shared/rows';

const dash = paths.admin.dashboard;

interface StatCardProps {
  label: string;
  icon: IconType;
  /** The value, or undefined while it loads or when it failed. */
  value: string | undefined;
  help?: string;
  failed?: boolean;
  onRetry?: () => void;
  link?: { to: string; label: string };
}

function StatCard({ label, icon: IconComponent, value, help, failed = false, onRetry, link }: StatCardProps) {
  let body: ReactNode;
  if (failed) {
    body = (
      <Stack gap="2" role="alert">
        <Text color="red.fg" fontWeight="medium">
          {`We couldn't load the ${label.toLowerCase()}.`}
        </Text>
        {onRetry ? (
          <div>
            <Button size="xs" variant="outline" onClick={onRetry}>
              Try again <VisuallyHidden>loading {label.toLowerCase()}</VisuallyHidden>
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  } else if (value === undefined) {
    body = (
      <Stack gap="2" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton height="9" width="24" />
        <Skeleton height="4" width="32" />
      </Stack>
    );
  } else {
    body = (
      <>
        <Text fontSize="3xl" fontWeight="semibold" lineHeight="short" fontVariantNumeric="tabular-nums">
          {value}
        </Text>
        {help ? (
          <Text fontSize="sm" color="fg.muted">
            {help}
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <Card.Root variant="elevated">
      <Card.Body gap="4">
        <Stack gap="2">
          <HStack justify="space-between">
            <Heading as="h2" size="sm" fontWeight="medium" color="fg.muted">
              {label}
            </Heading>
            <Icon size="md" color="brand.fg" bg="brand.subtle" p="2" boxSize="9" borderRadius="l2" aria-hidden="true">
              <IconComponent />
            </Icon>
          </HStack>
          {body}
        </Stack>
        {link ? (
          <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.fg" mt="auto">
            <Link to={link.to}>
              {link.label} <FiArrowRight aria-hidden="true" />
            </Link>
          </ChakraLink>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** Count, or undefined while loading; `failed` when the call failed or the server said success: false. */
function countState<T extends { success?: boolean }>(query: UseQueryResult<T, ApiError>, count: (data: T) => number) {
  const data = query.data;
  const failed = (query.isError && data === undefined && !query.isFetching) || data?.success === false;
  return { value: data && data.success !== false ? count(data) : undefined, failed, retry: () => void query.refetch() };
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

export function AdminOverviewPage() {
  const users = useAdminUsers();
  const advertisers = useAdminAdvertisers();
  const taskTypes = useAdminTaskTypes();
  const { userStatus, taskTypeStatus } = useAdminLocalState();

  const userRows = useMemo(
    () => (users.data ? userEntries(users.data.users, userStatus) : []),
    [users.data, userStatus],
  );
  const taskTypeRows = useMemo(
    () => (taskTypes.data ? taskTypeEntries(taskTypes.data.taskTypes, taskTypeStatus) : []),
    [taskTypes.data, taskTypeStatus],
  );

  const usersCount = countState(users, (data) => data.users.length);
  const advertisersCount = countState(advertisers, (data) => data.advertisers.length);
  const taskTypesCount = countState(taskTypes, (data) => data.taskTypes.length);

  const pending = userRows.filter((row) => row.status === 'pending').length;
  const activeAdvertisers = advertisers.data?.advertisers.filter((row) => row.status === 'active').length ?? 0;
  const activeTaskTypes = taskTypeRows.filter((row) => row.status === 1).length;

  return (
    <DashboardPage title="Overview" description="Users, advertisers, task types and revenue at a glance.">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="5">
        <StatCard
          label="Users"
          icon={FiUsers}
          value={usersCount.value === undefined ? undefined : formatCount(usersCount.value)}
          help={`${plural(pending, 'user', 'users')} pending approval`}
          failed={usersCount.failed}
          onRetry={usersCount.retry}
          link={{ to: dash.users.href(), label: 'View users' }}
        />
        <StatCard
          label="Advertisers"
          icon={FiBriefcase}
          value={advertisersCount.value === undefined ? undefined : formatCount(advertisersCount.value)}
          help={`${formatCount(activeAdvertisers)} active`}
          failed={advertisersCount.failed}
          onRetry={advertisersCount.retry}
          link={{ to: dash.advertisers.href(), label: 'View advertisers' }}
        />
        <StatCard
          label="Task types"
          icon={FiTag}
          value={taskTypesCount.value === undefined ? undefined : formatCount(taskTypesCount.value)}
          help={`${formatCount(activeTaskTypes)} active`}
          failed={taskTypesCount.failed}
          onRetry={taskTypesCount.retry}
          link={{ to: dash.taskTypes.href(), label: 'View task types' }}
        />
        <StatCard label="Revenue" icon={FiDollarSign} value="0" help="Revenue reporting is not available yet" />
      </SimpleGrid>
    </DashboardPage>
  );
}
