/**
 * The admin area's three lists, as thin wrappers of the generated hooks that hand pages the reply body.
 * Every tab (and the overview's counts) reads them through these, so a list fetched on one tab is shown at
 * once on another while react-query refreshes it.
 */
import { useGetAdminAdvertisers, useGetAdminUsers, useQueryTaskTypes } from '@generated/hooks/admin/admin';
import type { AdminAdvertisersReply, AdminTaskTypesReply, AdminUsersReply } from '@generated/models';

const body = <T>(reply: { data: T }): T => reply.data;

export const useAdminUsers = () => useGetAdminUsers<AdminUsersReply>({ query: { select: body } });

export const useAdminAdvertisers = () => useGetAdminAdvertisers<AdminAdvertisersReply>({ query: { select: body } });

export const useAdminTaskTypes = () => useQueryTaskTypes<AdminTaskTypesReply>({ query: { select: body } });
