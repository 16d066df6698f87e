/**
 * Advertisers (GET /api/adm/get_advertisers): name, email, status, active and completed tasks, total spent
 * with its symbol, join date and last activity; searchable, filterable by status, sortable and paged.
 */
import { Stack } from '@chakra-ui/react';
import type { AdminAdvertiserRow } from '@generated/models';
import { useGetAdminAdvertisers } from '@generated/hooks/admin/admin';
import { useMemo } from 'react';
import { EmptyMessage } from '@/components/feedback/States';
import type { DataColumn } from '@/components/table/DataTable';
import { formatCount } from '@/components/table/format-count';
import { useTableView } from '@/components/table/useTableView';
import { formatMoney } from '@/lib/format';
import { DayCell, Missing, MomentCell, NameCell, StatusBadge } from '../shared/cells';
import { ADVERTISERS } from '../shared/lists';
import { QueryPage } from '../shared/QueryView';
import { ViewTable, ViewToolbar } from '../shared/ViewTable';
import { ADVERTISER_STATUSES, advertiserStatusColor, advertiserStatusLabel } from '../shared/labels';
import {
  ADVERTISER_SORT,
  advertiserEntries,
  advertiserSearchText,
  advertiserStatusOf,
  type AdvertiserEntry,
  type AdvertiserSortKey,
} from '../shared/rows';

const STATUS_OPTIONS = ADVERTISER_STATUSES.map((value) => ({ value, label: advertiserStatusLabel(value) }));

const count = (value: number | undefined) =>
  value === undefined ? <Missing /> : <span className="admin-num">{formatCount(value)}</span>;

/** The amount spent with the advertiser's currency symbol: $1,250.50, ₦90,000.00. */
export const totalSpentText = (row: Pick<AdminAdvertiserRow, 'totalSpent' | 'symbol'>): string =>
  formatMoney(row.totalSpent ?? 0, undefined, row.symbol ?? '');

function AdvertisersTable({ advertisers }: { advertisers: readonly AdminAdvertiserRow[] }) {
  const rows = useMemo(() => advertiserEntries(advertisers), [advertisers]);
  const view = useTableView({
    rows,
    searchText: advertiserSearchText,
    sort: ADVERTISER_SORT,
    statuses: ADVERTISER_STATUSES,
    statusOf: advertiserStatusOf,
  });
  const now = useMemo(() => new Date(), []);

  const columns = useMemo<DataColumn<AdvertiserEntry, AdvertiserSortKey>[]>(
    () => [
      {
        id: 'name',
        header: 'Advertiser',
        sortKey: 'name',
        cell: (row) => <NameCell name={row.name || row.email} email={row.name ? row.email : undefined} avatar={false} />,
      },
      {
        id: 'status',
        header: 'Status',
        sortKey: 'status',
        cell: (row) => (
          <StatusBadge label={advertiserStatusLabel(row.status)} color={advertiserStatusColor(row.status)} />
        ),
      },
      {
        id: 'active',
        header: 'Active tasks',
        sortKey: 'activeTasks',
        align: 'end',
        cell: (row) => count(row.activeTasks),
      },
      {
        id: 'completed',
        header: 'Completed tasks',
        sortKey: 'completedTasks',
        align: 'end',
        cell: (row) => count(row.completedTasks),
      },
      {
        id: 'spent',
        header: 'Total spent',
        sortKey: 'totalSpent',
        align: 'end',
        cell: (row) => <span className="admin-num">{totalSpentText(row)}</span>,
      },
      { id: 'joined', header: 'Joined', sortKey: 'joinDate', cell: (row) => <DayCell value={row.joinDate} /> },
      {
        id: 'lastActive',
        header: 'Last active',
        sortKey: 'lastActive',
        cell: (row) => <MomentCell value={row.lastActive} now={now} />,
      },
    ],
    [now],
  );

  if (advertisers.length === 0) {
    return <EmptyMessage title="No advertisers yet">Advertisers appear here once they register.</EmptyMessage>;
  }

  return (
    <Stack gap="4">
      <ViewToolbar view={view} noun="advertisers" searchPlaceholder="Name or email" statusOptions={STATUS_OPTIONS} />
      <ViewTable view={view} noun="advertisers" caption="Advertisers" columns={columns} />
    </Stack>
  );
}

export function AdvertisersPage() {
  const list = useGetAdminAdvertisers();
  return (
    <QueryPage page={ADVERTISERS} query={list}>
      {(data) => <AdvertisersTable advertisers={data.advertisers} />}
    </QueryPage>
  );
}
