/**
 * The Cliquer dashboard's display model (spec point 3): server tasks become display tasks once per reply, so
 * switching filters or searching only walks a ready array (5,000 tasks stay well under 100 ms, see
 * scripts/bench-tasks.mjs). Pure functions only.
 */
import { ActivityType as ActivityTypes, isKnown, type KnownActivityType } from '@generated/known-values';
import type { Activity, ServerTask } from '@generated/models';
import { isPlatform, platformLabel, TASK_ACTION_LABELS, isTaskAction, taskActionColor } from '@/config/catalog';
import { taskImageUrl } from '@/config/env';
import { safeExternalUrl } from '@/lib/safe-url';

export type TaskStatus = 'available' | 'completed';

export const TASK_FILTERS = ['all', 'available', 'completed'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export const TASK_FILTER_LABELS: Record<TaskFilter, string> = {
  all: 'All',
  available: 'Available',
  completed: 'Completed',
};

export const isTaskFilter = (value: unknown): value is TaskFilter =>
  typeof value === 'string' && (TASK_FILTERS as readonly string[]).includes(value);

/** A task as the dashboard shows it (spec point 3: id, platform, type, account, points, status, link, bgImage, caption). */
export interface DisplayTask {
  id: string;
  /** The platform's key, lower case (instagram, x, ...). */
  platform: string;
  platformName: string;
  /** follow, like or comment (or whatever else the server sends). */
  type: string;
  typeLabel: string;
  typeColor: string;
  account: string;
  points: number;
  status: TaskStatus;
  /** The task's link when it is a safe http(s) URL, else null (then it cannot be opened). */
  link: string | null;
  /** The task image URL, or null when the task has none. */
  bgImage: string | null;
  caption: string;
  /** Lower-cased account and caption, for search. */
  searchText: string;
}

const humanise = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : value);

export function toDisplayTask(task: ServerTask): DisplayTask {
  const platform = String(task.media ?? '').trim().toLowerCase();
  const type = String(task.action ?? '').trim().toLowerCase();
  const account = String(task.username ?? '').trim();
  const caption = String(task.write_up ?? '').trim();
  const image = typeof task.image_path === 'string' ? task.image_path.trim() : '';
  return {
    id: String(task.key),
    platform,
    platformName: isPlatform(platform) ? platformLabel(platform) : platformLabel(platform || 'unknown'),
    type,
    typeLabel: isTaskAction(type) ? TASK_ACTION_LABELS[type] : humanise(type),
    typeColor: taskActionColor(type),
    account,
    points: Number.isFinite(task.points) ? task.points : 0,
    status: task.engagement === 'completed' ? 'completed' : 'available',
    link: safeExternalUrl(task.media_url),
    bgImage: image ? taskImageUrl(image) : null,
    caption,
    searchText: `${account}\n${caption}`.toLowerCase(),
  };
}

export const toDisplayTasks = (tasks: readonly ServerTask[]): DisplayTask[] => tasks.map(toDisplayTask);

/** Normalises a search query: trimmed, lower case, inner spaces collapsed. */
export const normaliseQuery = (query: string | null | undefined): string =>
  (query ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The tasks of one filter whose account or caption contains the (normalised) query. */
export function filterTasks(tasks: readonly DisplayTask[], filter: TaskFilter, query = ''): DisplayTask[] {
  const needle = normaliseQuery(query);
  const result: DisplayTask[] = [];
  for (const task of tasks) {
    if (filter !== 'all' && task.status !== filter) continue;
    if (needle && !task.searchText.includes(needle)) continue;
    result.push(task);
  }
  return result;
}

/** How many tasks each filter holds (after the search query). */
export function countTasks(tasks: readonly DisplayTask[], query = ''): Record<TaskFilter, number> {
  const needle = normaliseQuery(query);
  const counts = { all: 0, available: 0, completed: 0 };
  for (const task of tasks) {
    if (needle && !task.searchText.includes(needle)) continue;
    counts.all += 1;
    counts[task.status] += 1;
  }
  return counts;
}

/** Available tasks in a raw server reply (the overview's count). */
export const countAvailable = (tasks: readonly ServerTask[]): number =>
  tasks.reduce((count, task) => (task.engagement === 'completed' ? count : count + 1), 0);

// ------------------------------------------------------------------------------------------------ activities

export type ActivityStatus = 'pending' | 'completed';

/** Spec point 4: status 1 is pending, anything else completed. */
export const activityStatus = (activity: Pick<Activity, 'status'>): ActivityStatus =>
  activity.status === 1 ? 'pending' : 'completed';

export const ACTIVITY_TYPE_LABELS: Record<KnownActivityType, string> = {
  engagement: 'Engagement',
  withdrawal: 'Withdrawal',
  referral: 'Referral',
};

/** An activity type in words; one the client does not know yet (an extensible enum) as it came, made readable. */
export const activityTypeLabel = (type: string): string =>
  isKnown(ActivityTypes, type) ? ACTIVITY_TYPE_LABELS[type] : humanise(type);

/** One line saying what happened, from the fields the activity carries. */
export function activityDetail(activity: Activity): string {
  const username = activity.username?.trim() ?? '';
  const media = activity.media?.trim() ?? '';
  const action = activity.action?.trim().toLowerCase() ?? '';
  switch (activity.type) {
    case 'engagement': {
      const verb = isTaskAction(action) ? TASK_ACTION_LABELS[action] : humanise(action) || 'Task';
      const where = media ? ` on ${platformLabel(media)}` : '';
      return username ? `${verb} ${username}${where}` : `${verb}${where}`;
    }
    case 'withdrawal':
      return 'Points withdrawal';
    case 'referral':
      return username ? `Referred ${username}` : 'Referral bonus';
    default:
      return username;
  }
}

/** A rank reply's fields the next-rank display reads (the contract's RankInfo). */
export interface NextRankInfo {
  points: number;
  next_rank?: string | undefined;
  next_rank_points?: number | undefined;
}

/**
 * The points still needed for the next rank: `next_rank_points` is the threshold the next rank starts at (the
 * contract's RankInfo), so what is left is the threshold less the points, never below 0. Undefined without a
 * threshold.
 */
export function pointsToNextRank(info: NextRankInfo): number | undefined {
  if (info.next_rank_points === undefined || !Number.isFinite(info.next_rank_points)) return undefined;
  return Math.max(0, info.next_rank_points - info.points);
}

/** The next rank and where it starts, e.g. 'Gold at 2,000.00 points'; undefined when the reply names neither. */
export function nextRankLabel(info: NextRankInfo, format: (points: number) => string): string | undefined {
  const { next_rank: name, next_rank_points: threshold } = info;
  if (name && threshold !== undefined) return `${name} at ${format(threshold)} points`;
  if (name) return name;
  return threshold === undefined ? undefined : `Next rank at ${format(threshold)} points`;
}
