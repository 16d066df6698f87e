/**
 * The admin area's three lists, as the generated hooks return them (the reply, with the items the contract check
 * left out, for the pages to count). Every tab (and the overview's counts) reads them through these, so a list
 * fetched on one tab is shown at once on another while react-query refreshes it.
 */
import { useGetAdminAdvertisers, useGetAdminUsers, useQueryTaskTypes } from '@generated/hooks/admin/admin';
import type { ShownList } from '@/components/feedback/States';

export const useAdminUsers = () => useGetAdminUsers();

export const useAdminAdvertisers = () => useGetAdminAdvertisers();

export const useAdminTaskTypes = () => useQueryTaskTypes();

/** The lists each admin reply shows, for the count of what it could not show. */
export const USER_LIST: ShownList = { list: '/users/*', one: 'user', other: 'users' };
export const ADVERTISER_LIST: ShownList = { list: '/advertisers/*', one: 'advertiser', other: 'advertisers' };
export const TASK_TYPE_LISTS: readonly ShownList[] = [
  { list: '/taskTypes/*', one: 'task type', other: 'task types' },
  { list: '/taskTypes/*/currencies/*', one: 'task type price', other: 'task type prices' },
  { list: '/currencies/*', one: 'currency', other: 'currencies' },
];
