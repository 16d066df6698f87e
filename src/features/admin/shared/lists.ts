/**
 * The admin area's three lists, each described once: its page's title and description, what it lists (for the
 * messages: 'load the users') and where its items sit in the reply (for the count of those the contract check left
 * out). The pages (and the overview's counts) read the lists with the generated hooks themselves (useGetAdminUsers,
 * useGetAdminAdvertisers, useQueryTaskTypes), so a list fetched on one tab is shown at once on another while
 * react-query refreshes it.
 */
import type { ShownList } from '@/components/feedback/States';

export interface AdminList {
  title: string;
  description: string;
  /** What is listed, plural: 'users', 'task types'. */
  noun: string;
  /** The lists of the reply the page shows, the main one first (see QueryState's `lists`). */
  lists: readonly [ShownList, ...ShownList[]];
}

export const USERS: AdminList = {
  title: 'Users',
  description: 'Cliquers registered on Cliq: review and approve new accounts.',
  noun: 'users',
  lists: [{ list: '/users/*', one: 'user', other: 'users' }],
};

export const ADVERTISERS: AdminList = {
  title: 'Advertisers',
  description: 'Advertisers on Cliq, their tasks and their spending.',
  noun: 'advertisers',
  lists: [{ list: '/advertisers/*', one: 'advertiser', other: 'advertisers' }],
};

export const TASK_TYPES: AdminList = {
  title: 'Task types',
  description: 'Task types, their prices per currency and their status.',
  noun: 'task types',
  lists: [
    { list: '/taskTypes/*', one: 'task type', other: 'task types' },
    { list: '/taskTypes/*/currencies/*', one: 'task type price', other: 'task type prices' },
    { list: '/currencies/*', one: 'currency', other: 'currencies' },
  ],
};
