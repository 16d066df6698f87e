/**
 * Where each admin list sits in its reply, for the count of the items the contract check left out. The pages (and
 * the overview's counts) read the lists with the generated hooks themselves (useGetAdminUsers,
 * useGetAdminAdvertisers, useQueryTaskTypes), so a list fetched on one tab is shown at once on another while
 * react-query refreshes it.
 */
import type { ShownList } from '@/components/feedback/States';

export const USER_LIST: ShownList = { list: '/users/*', one: 'user', other: 'users' };
export const ADVERTISER_LIST: ShownList = { list: '/advertisers/*', one: 'advertiser', other: 'advertisers' };
export const TASK_TYPE_LISTS: readonly ShownList[] = [
  { list: '/taskTypes/*', one: 'task type', other: 'task types' },
  { list: '/taskTypes/*/currencies/*', one: 'task type price', other: 'task type prices' },
  { list: '/currencies/*', one: 'currency', other: 'currencies' },
];
