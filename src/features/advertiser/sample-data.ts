/**
 * Sample figures for the advertiser overview and stats pages. The contract has no call for campaign figures
 * yet (spec point 2: 'mostly hard-coded sample numbers', 'task performance with sample data'), so these pages
 * label everything they show from here as a sample. Replace with the server's data when the contract has it.
 */
import type { Platform, TaskAction } from '@generated/models';

export type SampleTaskState = 'active' | 'completed' | 'scheduled';

export interface SampleTask {
  id: string;
  title: string;
  platform: Platform;
  action: TaskAction;
  state: SampleTaskState;
  /** ISO date the task started (or starts, when scheduled). */
  startDate: string;
  targetCount: number;
  /** Engagements delivered so far. */
  delivered: number;
  likes: number;
  comments: number;
  shares: number;
  clicks: number;
  impressions: number;
  budget: number;
  spent: number;
  currency: string;
}

export const SAMPLE_TASKS: readonly SampleTask[] = [
  {
    id: 'sample-1',
    title: 'Spring glow serum launch',
    platform: 'instagram',
    action: 'like',
    state: 'active',
    startDate: '2026-03-02',
    targetCount: 2000,
    delivered: 1340,
    likes: 1340,
    comments: 212,
    shares: 96,
    clicks: 418,
    impressions: 18_400,
    budget: 400,
    spent: 268,
    currency: 'USD',
  },
  {
    id: 'sample-2',
    title: 'Behind the scenes: our lab',
    platform: 'youtube',
    action: 'comment',
    state: 'active',
    startDate: '2026-02-20',
    targetCount: 300,
    delivered: 122,
    likes: 486,
    comments: 122,
    shares: 41,
    clicks: 233,
    impressions: 7_950,
    budget: 300,
    spent: 122,
    currency: 'USD',
  },
  {
    id: 'sample-3',
    title: 'Follow @glowbeauty',
    platform: 'tiktok',
    action: 'follow',
    state: 'completed',
    startDate: '2026-01-10',
    targetCount: 1000,
    delivered: 1000,
    likes: 2210,
    comments: 318,
    shares: 205,
    clicks: 964,
    impressions: 26_300,
    budget: 500,
    spent: 500,
    currency: 'USD',
  },
  {
    id: 'sample-4',
    title: 'Holiday gift set teaser',
    platform: 'x',
    action: 'like',
    state: 'completed',
    startDate: '2025-12-01',
    targetCount: 1500,
    delivered: 1500,
    likes: 1500,
    comments: 87,
    shares: 143,
    clicks: 372,
    impressions: 14_100,
    budget: 300,
    spent: 300,
    currency: 'USD',
  },
  {
    id: 'sample-5',
    title: 'Summer collection preview',
    platform: 'facebook',
    action: 'follow',
    state: 'scheduled',
    startDate: '2026-06-01',
    targetCount: 800,
    delivered: 0,
    likes: 0,
    comments: 0,
    shares: 0,
    clicks: 0,
    impressions: 0,
    budget: 400,
    spent: 0,
    currency: 'USD',
  },
];

/** Engagements (likes, comments, shares, clicks) per 100 impressions, to one decimal; 0 without impressions. */
export function engagementRate(task: Pick<SampleTask, 'likes' | 'comments' | 'shares' | 'clicks' | 'impressions'>) {
  if (task.impressions <= 0) return 0;
  const engagements = task.likes + task.comments + task.shares + task.clicks;
  return Math.round((engagements / task.impressions) * 1000) / 10;
}

/** Share of the budget spent, in percent (0–100). */
export function budgetUtilization(task: Pick<SampleTask, 'budget' | 'spent'>) {
  if (task.budget <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((task.spent / task.budget) * 100)));
}

/** Overview figures, derived from the sample tasks so the two pages agree. */
export function sampleOverview(tasks: readonly SampleTask[] = SAMPLE_TASKS) {
  const sum = (pick: (task: SampleTask) => number) => tasks.reduce((total, task) => total + pick(task), 0);
  const live = tasks.filter((task) => task.state !== 'scheduled');
  const engagements = sum((task) => task.likes + task.comments + task.shares + task.clicks);
  const impressions = sum((task) => task.impressions);
  return {
    activeTasks: tasks.filter((task) => task.state === 'active').length,
    completedTasks: tasks.filter((task) => task.state === 'completed').length,
    scheduledTasks: tasks.filter((task) => task.state === 'scheduled').length,
    engagements,
    impressions,
    spent: sum((task) => task.spent),
    engagementRate: impressions > 0 ? Math.round((engagements / impressions) * 1000) / 10 : 0,
    liveTasks: live.length,
  };
}

/** Sample weekly engagements for the overview's bar chart (oldest first). */
export const SAMPLE_WEEKLY_ENGAGEMENTS: readonly { label: string; value: number }[] = [
  { label: 'Mon', value: 420 },
  { label: 'Tue', value: 515 },
  { label: 'Wed', value: 468 },
  { label: 'Thu', value: 602 },
  { label: 'Fri', value: 711 },
  { label: 'Sat', value: 839 },
  { label: 'Sun', value: 655 },
];
