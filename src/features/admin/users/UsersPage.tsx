/**
 * Users (GET /api/adm/get_users): name, email, social handles, status, join date and last activity, with
 * search, a status filter, sortable columns and pages (so 5,000 rows stay quick: only one page is rendered).
 * Approve and reject on pending rows change the status in the browser only: no call is made (spec point 4).
 */
import { Button, HStack, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { KnownAdminUserRowStatus } from '@generated/known-values';
import type { AdminUserRow } from '@generated/models';
import { useGetAdminUsers } from '@generated/hooks/admin/admin';
import { useCallback, useEffect, useMemo, useState } from 'react';
import FiCheck from '~icons/feather/check';
import FiX from '~icons/feather/x';
import { EmptyMessage } from '@/components/feedback/States';
import type { DataColumn } from '@/components/table/DataTable';
import { useTableView } from '@/components/table/useTableView';
import { platformLabel } from '@/config/catalog';
import { DayCell, Missing, MomentCell, NameCell, StatusBadge } from '../shared/cells';
import { useAdminLocalState } from '../shared/local-state';
import { USERS } from '../shared/lists';
import { QueryPage } from '../shared/QueryView';
import { ViewTable, ViewToolbar } from '../shared/ViewTable';
import { USER_STATUSES, userStatusColor, userStatusLabel } from '../shared/labels';
import { USER_SORT, userEntries, userSearchText, userStatusOf, type UserEntry, type UserSortKey } from '../shared/rows';

const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: userStatusLabel(value) }));

const statusBadgeId = (key: string) => `user-status-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

function SocialHandles({ handles }: { handles: AdminUserRow['socialHandles'] }) {
  const entries = Object.entries(handles ?? {}).flatMap(([platform, handle]) =>
    typeof handle === 'string' && handle.trim() !== '' ? [[platform, handle] as const] : [],
  );
  if (entries.length === 0) return <Missing />;
  return (
    <ul className="admin-list">
      {entries.map(([platform, handle]) => (
        <li key={platform}>
          <span className="admin-muted">{platformLabel(platform)}:</span> {handle}
        </li>
      ))}
    </ul>
  );
}

interface Decision {
  key: string;
  name: string;
  status: KnownAdminUserRowStatus;
}

function UsersTable({ users }: { users: readonly AdminUserRow[] }) {
  const { userStatus, setUserStatus } = useAdminLocalState();
  const rows = useMemo(() => userEntries(users, userStatus), [users, userStatus]);
  const view = useTableView({
    rows,
    searchText: userSearchText,
    sort: USER_SORT,
    statuses: USER_STATUSES,
    statusOf: userStatusOf,
  });
  const [decision, setDecision] = useState<Decision | null>(null);
  const now = useMemo(() => new Date(), []);

  const decide = useCallback(
    (row: UserEntry, status: KnownAdminUserRowStatus) => {
      setUserStatus(row.key, status);
      setDecision({ key: row.key, name: row.name || row.email, status });
    },
    [setUserStatus],
  );

  // The buttons of a decided row go away: keep the keyboard user on that row (its new status), or on the
  // status filter when the filter now hides the row.
  useEffect(() => {
    if (!decision) return;
    const badge = document.getElementById(statusBadgeId(decision.key));
    if (badge) badge.focus();
    else document.getElementById('users-status')?.focus();
  }, [decision]);

  const columns = useMemo<DataColumn<UserEntry, UserSortKey>[]>(
    () => [
      { id: 'name', header: 'User', sortKey: 'name', cell: (row) => <NameCell name={row.name || row.email} email={row.name ? row.email : undefined} /> },
      { id: 'handles', header: 'Social handles', cell: (row) => <SocialHandles handles={row.socialHandles} /> },
      {
        id: 'status',
        header: 'Status',
        sortKey: 'status',
        cell: (row) => (
          <StatusBadge
            id={statusBadgeId(row.key)}
            label={userStatusLabel(row.status)}
            color={userStatusColor(row.status)}
          />
        ),
      },
      { id: 'joined', header: 'Joined', sortKey: 'joinDate', cell: (row) => <DayCell value={row.joinDate} /> },
      {
        id: 'lastActive',
        header: 'Last active',
        sortKey: 'lastActive',
        cell: (row) => <MomentCell value={row.lastActive} now={now} />,
      },
      {
        id: 'actions',
        header: <VisuallyHidden>Actions</VisuallyHidden>,
        cell: (row) =>
          row.status === 'pending' ? (
            <HStack gap="2">
              <Button size="xs" variant="outline" colorPalette="green" onClick={() => decide(row, 'approved')}>
                <FiCheck aria-hidden="true" /> Approve <VisuallyHidden>{row.name || row.email}</VisuallyHidden>
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => decide(row, 'rejected')}>
                <FiX aria-hidden="true" /> Reject <VisuallyHidden>{row.name || row.email}</VisuallyHidden>
              </Button>
            </HStack>
          ) : null,
      },
    ],
    [decide, now],
  );

  if (users.length === 0) {
    return <EmptyMessage title="No users yet">Cliquers appear here once they register.</EmptyMessage>;
  }

  return (
    <Stack gap="4">
      <ViewToolbar view={view} noun="users" searchPlaceholder="Name, email or handle" statusOptions={STATUS_OPTIONS} />
      <VisuallyHidden role="status" aria-live="polite">
        {decision ? `${decision.name} ${userStatusLabel(decision.status).toLowerCase()}.` : ''}
      </VisuallyHidden>
      <ViewTable view={view} noun="users" caption="Users" columns={columns} />
    </Stack>
  );
}

export function UsersPage() {
  const list = useGetAdminUsers();
  return (
    <QueryPage page={USERS} query={list}>
      {(data) => <UsersTable users={data.users} />}
    </QueryPage>
  );
}
