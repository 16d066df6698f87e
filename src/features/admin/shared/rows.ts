/**
 * The admin tables' rows: server rows with a stable key and the local decisions applied, plus what each
 * column sorts and searches by. Module-level functions, so the table hooks' memos stay valid across renders.
 */
import {
  AdminUserRowStatus,
  isKnown,
  type KnownAdminUserRowStatus,
  type KnownTaskTypeStatus,
} from '@generated/known-values';
import type { AdminAdvertiserRow, AdminUserRow, TaskType } from '@generated/models';
import type { SortValue } from '@/components/table/table-model';
import { dateSortValue } from './format';

export interface UserEntry extends AdminUserRow {
  key: string;
}

export interface AdvertiserEntry extends AdminAdvertiserRow {
  key: string;
}

/** A row's identity: its id, else its e-mail (with its position, in case two rows share one). */
export function rowKey(row: { id?: number | string; email: string }, index: number): string {
  return row.id !== undefined && row.id !== null && String(row.id) !== ''
    ? `id:${row.id}`
    : `email:${row.email}#${index}`;
}

/** The users with the admin's local approve/reject decisions applied. */
export function userEntries(
  users: readonly AdminUserRow[],
  decisions: ReadonlyMap<string, KnownAdminUserRowStatus>,
): UserEntry[] {
  return users.map((user, index) => {
    const key = rowKey(user, index);
    return { ...user, key, status: decisions.get(key) ?? user.status };
  });
}

export function advertiserEntries(advertisers: readonly AdminAdvertiserRow[]): AdvertiserEntry[] {
  return advertisers.map((advertiser, index) => ({ ...advertiser, key: rowKey(advertiser, index) }));
}

/** The task types with the admin's local status toggles applied. */
export function taskTypeEntries(
  taskTypes: readonly TaskType[],
  toggles: ReadonlyMap<number, KnownTaskTypeStatus>,
): TaskType[] {
  return taskTypes.map((taskType) => {
    const status = toggles.get(taskType.id);
    return status === undefined ? taskType : { ...taskType, status };
  });
}

const USER_STATUS_ORDER: Record<KnownAdminUserRowStatus, number> = { pending: 0, approved: 1, rejected: 2 };
/** A status the client does not know sorts after the known ones. */
const userStatusOrder = (status: string): number =>
  isKnown(AdminUserRowStatus, status) ? USER_STATUS_ORDER[status] : AdminUserRowStatus.length;

export type UserSortKey = 'name' | 'email' | 'status' | 'joinDate' | 'lastActive';

export const USER_SORT: Record<UserSortKey, (row: UserEntry) => SortValue> = {
  name: (row) => row.name,
  email: (row) => row.email,
  status: (row) => userStatusOrder(row.status),
  joinDate: (row) => dateSortValue(row.joinDate),
  lastActive: (row) => dateSortValue(row.lastActive),
};

export const userSearchText = (row: UserEntry): string =>
  [row.name ?? '', row.email, ...Object.values(row.socialHandles ?? {})].join(' ');

export const userStatusOf = (row: UserEntry): string => row.status;

export type AdvertiserSortKey =
  'name' | 'email' | 'status' | 'activeTasks' | 'completedTasks' | 'totalSpent' | 'joinDate' | 'lastActive';

export const ADVERTISER_SORT: Record<AdvertiserSortKey, (row: AdvertiserEntry) => SortValue> = {
  name: (row) => row.name,
  email: (row) => row.email,
  status: (row) => (row.status === 'active' ? 0 : row.status === 'inactive' ? 1 : 2),
  activeTasks: (row) => row.activeTasks,
  completedTasks: (row) => row.completedTasks,
  totalSpent: (row) => row.totalSpent,
  joinDate: (row) => dateSortValue(row.joinDate),
  lastActive: (row) => dateSortValue(row.lastActive),
};

export const advertiserSearchText = (row: AdvertiserEntry): string => `${row.name ?? ''} ${row.email}`;

export const advertiserStatusOf = (row: AdvertiserEntry): AdvertiserEntry['status'] => row.status;
