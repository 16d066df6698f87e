/**
 * How the admin area names and colours server values. The records are typed by the contract's enums, so a
 * status or platform added to openapi/cliq.yaml fails the build here until it has a label.
 */
import type { AdminAdvertiserRowStatus, AdminUserRowStatus, Platform, TaskAction, TaskType } from '@generated/models';
import { PLATFORM_LABELS, TASK_ACTION_LABELS } from '@/config/catalog';

export const USER_STATUSES: readonly AdminUserRowStatus[] = ['pending', 'approved', 'rejected'];

export const USER_STATUS_LABELS: Record<AdminUserRowStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const USER_STATUS_COLORS: Record<AdminUserRowStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

export const ADVERTISER_STATUSES: readonly AdminAdvertiserRowStatus[] = ['active', 'inactive'];

export const ADVERTISER_STATUS_LABELS: Record<AdminAdvertiserRowStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
};

export const ADVERTISER_STATUS_COLORS: Record<AdminAdvertiserRowStatus, string> = {
  active: 'green',
  inactive: 'gray',
};

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
