/**
 * How the admin area names and colours server values. The records are typed by the values the contract's
 * extensible enums have today (generated/known-values.ts), so a value added to openapi/cliq.yaml fails the build
 * here until it has a label; a value the contract does not list yet is shown as it came, with the default colour.
 */
import {
  AdminAdvertiserRowStatus,
  AdminUserRowStatus,
  isKnown,
  type KnownAdminAdvertiserRowStatus,
  type KnownAdminUserRowStatus,
} from '@generated/known-values';
import type { Platform, TaskAction } from '@generated/models';
import { PLATFORM_LABELS, TASK_ACTION_LABELS } from '@/config/catalog';

/**
 * How the statuses of one extensible enum read: a known status by its label and colour, one the client does not
 * know as it came, with the badges' neutral colour.
 */
function statusWords<K extends string>(known: readonly K[], words: Record<K, { label: string; color: string }>) {
  return {
    label: (status: string): string => (isKnown(known, status) ? words[status].label : status),
    color: (status: string): string => (isKnown(known, status) ? words[status].color : 'gray'),
  };
}

export const USER_STATUSES: readonly KnownAdminUserRowStatus[] = AdminUserRowStatus;

const userStatus = statusWords(USER_STATUSES, {
  pending: { label: 'Pending', color: 'orange' },
  approved: { label: 'Approved', color: 'green' },
  rejected: { label: 'Rejected', color: 'red' },
});

/** A user's status in words: its label, or the status as it came when the client does not know it. */
export const userStatusLabel = userStatus.label;
export const userStatusColor = userStatus.color;

export const ADVERTISER_STATUSES: readonly KnownAdminAdvertiserRowStatus[] = AdminAdvertiserRowStatus;

const advertiserStatus = statusWords(ADVERTISER_STATUSES, {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Inactive', color: 'gray' },
});

/** An advertiser's status in words: its label, or the status as it came when the client does not know it. */
export const advertiserStatusLabel = advertiserStatus.label;
export const advertiserStatusColor = advertiserStatus.color;

/**
 * Media a task type can be priced for, in this order. The catalogue calls both x and twitter 'X (Twitter)'; an
 * admin choosing between the two needs them told apart.
 */
const MEDIA_LABELS: Record<Platform, string> = {
  instagram: PLATFORM_LABELS.instagram,
  facebook: PLATFORM_LABELS.facebook,
  youtube: PLATFORM_LABELS.youtube,
  x: 'X',
  twitter: 'Twitter',
  tiktok: PLATFORM_LABELS.tiktok,
};

export const MEDIA_OPTIONS: readonly { value: Platform; label: string }[] = (
  Object.entries(MEDIA_LABELS) as [Platform, string][]
).map(([value, label]) => ({ value, label }));

export const mediaLabel = (media: string): string =>
  MEDIA_OPTIONS.find((option) => option.value === media)?.label ?? media;

export const ACTION_OPTIONS: readonly { value: TaskAction; label: string }[] = (
  Object.entries(TASK_ACTION_LABELS) as [TaskAction, string][]
).map(([value, label]) => ({ value, label }));
