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
import type { Platform, TaskAction, TaskType } from '@generated/models';
import { PLATFORM_LABELS, TASK_ACTION_LABELS } from '@/config/catalog';

/** The colour of a status the client does not know: the badges' neutral one. */
const UNKNOWN_COLOR = 'gray';

export const USER_STATUSES: readonly KnownAdminUserRowStatus[] = AdminUserRowStatus;

const USER_STATUS_LABELS: Record<KnownAdminUserRowStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const USER_STATUS_COLORS: Record<KnownAdminUserRowStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** A user's status in words: its label, or the status as it came when the client does not know it. */
export const userStatusLabel = (status: string): string =>
  isKnown(AdminUserRowStatus, status) ? USER_STATUS_LABELS[status] : status;

export const userStatusColor = (status: string): string =>
  isKnown(AdminUserRowStatus, status) ? USER_STATUS_COLORS[status] : UNKNOWN_COLOR;

export const ADVERTISER_STATUSES: readonly KnownAdminAdvertiserRowStatus[] = AdminAdvertiserRowStatus;

const ADVERTISER_STATUS_LABELS: Record<KnownAdminAdvertiserRowStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
};

const ADVERTISER_STATUS_COLORS: Record<KnownAdminAdvertiserRowStatus, string> = {
  active: 'green',
  inactive: 'gray',
};

/** An advertiser's status in words: its label, or the status as it came when the client does not know it. */
export const advertiserStatusLabel = (status: string): string =>
  isKnown(AdminAdvertiserRowStatus, status) ? ADVERTISER_STATUS_LABELS[status] : status;

export const advertiserStatusColor = (status: string): string =>
  isKnown(AdminAdvertiserRowStatus, status) ? ADVERTISER_STATUS_COLORS[status] : UNKNOWN_COLOR;

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

export const actionLabel = (action: string): string =>
  ACTION_OPTIONS.find((option) => option.value === action)?.label ?? action;

/** A task type's readable name: the server's task_type, or its media and action. */
export function taskTypeName(taskType: Pick<TaskType, 'task_type' | 'media' | 'action'>): string {
  const name = taskType.task_type?.trim();
  return name ? name : `${mediaLabel(taskType.media)} ${actionLabel(taskType.action).toLowerCase()}`;
}
