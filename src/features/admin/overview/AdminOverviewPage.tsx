/**
 * Overview (spec point 2): counts of users, advertisers and task types from the three admin lists, and
 * revenue, which is shown as 0. Each count loads and fails on its own, with its own retry; the counts include
 * the decisions the admin made locally (approvals, status toggles).
 */
import {
  Card,
  Heading,
  HStack,
  Icon,
  Link as ChakraLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useGetAdminAdvertisers, useGetAdminUsers, useQueryTaskTypes } from '@generated/hooks/admin/admin';
import { useMemo, type ReactNode } from 'react';
import type { IconType } from '@/components/icon';
import FiArrowRight from '~icons/feather/arrow-right';
import FiBriefcase from '~icons/feather/briefcase';
import FiDollarSign from '~icons/feather/dollar-sign';
import FiTag from '~icons/feather/tag';
import FiUsers from '~icons/feather/users';
import { Link } from 'react-router-dom';
import type { ApiError } from '@/api/errors';
import { QueryState } from '@/components/feedback/QueryState';
import type { ShownList } from '@/components/feedback/States';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { formatCount } from '@/components/table/format-count';
import { paths } from '@/config/paths';
import { useAdminLocalState } from '../shared/local-state';
import { ADVERTISERS, TASK_TYPES, USERS } from '../shared/lists';
import { taskTypeEntries, userEntries } from '../shared/rows';

const dash = paths.admin.dashboard;

interface StatCardProps {
  label: string;
  icon: IconType;
  /** The figure and its help line (a CountState while the count loads or when it failed). */
  children: ReactNode;
  link?: { to: string; label: string };
}

function StatCard({ label, icon: IconComponent, children, link }: StatCardProps) {
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
          {children}
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

function Figure({ value, help }: { value: string; help?: string }) {
  return (
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

/**
 * A count from one admin list: skeleton, a short error with a retry (also on success: false), or the figure (what
 * the list shows, after how many items the reply left out, if any).
 */
function CountState<T extends { success?: boolean }>({
  query,
  noun,
  count,
  help,
  list,
}: {
  query: UseQueryResult<{ data: T }, ApiError>;
  noun: string;
  count: (data: T) => number;
  help: string;
  list: ShownList;
}) {
  return (
    <QueryState
      query={query}
      what={`load the ${noun}`}
      variant="inline"
      skeleton={
        <Stack gap="2">
          <Skeleton height="9" width="24" />
          <Skeleton height="4" width="32" />
        </Stack>
      }
      failure={(reply) => (reply.data.success === false ? `We couldn't load the ${noun}.` : undefined)}
      lists={[list]}
    >
      {(reply) => <Figure value={formatCount(count(reply.data))} help={help} />}
    </QueryState>
  );
}

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

export function AdminOverviewPage() {
  const users = useGetAdminUsers();
  const advertisers = useGetAdminAdvertisers();
  const taskTypes = useQueryTaskTypes();
  const { userStatus, taskTypeStatus } = useAdminLocalState();

  const userRows = useMemo(
    () => (users.data ? userEntries(users.data.data.users, userStatus) : []),
    [users.data, userStatus],
  );
  const taskTypeRows = useMemo(
    () => (taskTypes.data ? taskTypeEntries(taskTypes.data.data.taskTypes, taskTypeStatus) : []),
    [taskTypes.data, taskTypeStatus],
  );

  const pending = userRows.filter((row) => row.status === 'pending').length;
  const activeAdvertisers = advertisers.data?.data.advertisers.filter((row) => row.status === 'active').length ?? 0;
  const activeTaskTypes = taskTypeRows.filter((row) => row.status === 1).length;

  return (
    <DashboardPage title="Overview" description="Users, advertisers, task types and revenue at a glance.">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="5">
        <StatCard label="Users" icon={FiUsers} link={{ to: dash.users.href(), label: 'View users' }}>
          <CountState query={users} noun={USERS.noun} list={USERS.lists[0]} count={(data) => data.users.length} help={`${plural(pending, 'user', 'users')} pending approval`} />
        </StatCard>
        <StatCard label="Advertisers" icon={FiBriefcase} link={{ to: dash.advertisers.href(), label: 'View advertisers' }}>
          <CountState query={advertisers} noun={ADVERTISERS.noun} list={ADVERTISERS.lists[0]} count={(data) => data.advertisers.length} help={`${formatCount(activeAdvertisers)} active`} />
        </StatCard>
        <StatCard label="Task types" icon={FiTag} link={{ to: dash.taskTypes.href(), label: 'View task types' }}>
          <CountState query={taskTypes} noun={TASK_TYPES.noun} list={TASK_TYPES.lists[0]} count={(data) => data.taskTypes.length} help={`${formatCount(activeTaskTypes)} active`} />
        </StatCard>
        <StatCard label="Revenue" icon={FiDollarSign}>
          <Figure value="0" help="No call reports revenue to this dashboard" />
        </StatCard>
      </SimpleGrid>
    </DashboardPage>
  );
}
