/**
 * The dashboard's display rules (spec point 9) and its pure helpers: task mapping/filtering, activity status,
 * withdrawal and payment rules. Relative time labels, points to 2 decimals, clamped progress and initials are
 * tests/unit/lib/format.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Activity, ServerTask } from '@generated/models';
import {
  nextRankLabel,
  pointsToNextRank,
  activityDetail,
  activityStatus,
  countAvailable,
  countTasks,
  filterTasks,
  toDisplayTask,
  toDisplayTasks,
} from '@/features/dashboard/model';
import { completionFailureMessage } from '@/features/dashboard/tasks/TasksPage';
import { parsePoints, withdrawSchema, WITHDRAW_MESSAGES } from '@/features/dashboard/overview/schema';
import { initialPaymentValues, paymentSchema, toPaymentEdit } from '@/features/dashboard/profile/schema';

const task = (overrides: Partial<ServerTask>): ServerTask => ({
  key: 'k',
  media: 'instagram',
  action: 'follow',
  username: '@a',
  points: 1,
  engagement: '',
  media_url: 'https://instagram.com/a',
  image_path: 'a.png',
  write_up: 'Caption',
  ...overrides,
});

describe('tasks', () => {
  it('maps a server task to what a card shows', () => {
    expect(
      toDisplayTask(task({ key: 't1', media: 'x', action: 'like', engagement: 'completed', image_path: 'b c.png' })),
    ).toMatchObject({
      id: 't1',
      platform: 'x',
      platformName: 'X (Twitter)',
      type: 'like',
      typeLabel: 'Like',
      typeColor: 'pink',
      status: 'completed',
      link: 'https://instagram.com/a',
      bgImage: '/uploads/tasks/b%20c.png',
    });
  });

  it('never keeps a link that is not http(s), and has no image without image_path', () => {
    const unsafe = toDisplayTask(task({ media_url: 'javascript:alert(1)', image_path: null }));
    expect(unsafe.link).toBeNull();
    expect(unsafe.bgImage).toBeNull();
  });

  it('filters by status and searches account or caption, case-insensitively', () => {
    const tasks = toDisplayTasks([
      task({ key: '1', username: '@glow', write_up: 'Skincare tips' }),
      task({ key: '2', username: '@tech', write_up: 'Launch post', engagement: 'completed' }),
      task({ key: '3', username: '@food', write_up: 'Tasty LAUNCH' }),
    ]);
    expect(filterTasks(tasks, 'all').map((t) => t.id)).toEqual(['1', '2', '3']);
    expect(filterTasks(tasks, 'available').map((t) => t.id)).toEqual(['1', '3']);
    expect(filterTasks(tasks, 'completed').map((t) => t.id)).toEqual(['2']);
    expect(filterTasks(tasks, 'all', '  launch ').map((t) => t.id)).toEqual(['2', '3']);
    expect(filterTasks(tasks, 'available', 'GLOW').map((t) => t.id)).toEqual(['1']);
    expect(countTasks(tasks, 'launch')).toEqual({ all: 2, available: 1, completed: 1 });
    expect(countAvailable([task({}), task({ engagement: 'completed' })])).toBe(1);
  });

  it('asks for a screenshot quoting the task key and error code only when err_code is present', () => {
    expect(completionFailureMessage({ success: false, message: 'Nope.' }, 'tsk_1')).toBe('Nope.');
    const withCode = completionFailureMessage(
      { success: false, message: 'Verification failed.', err_code: 'VRF_403' },
      'tsk_1',
    );
    expect(withCode).toMatch(/^Verification failed\. Please take a screenshot/);
    expect(withCode).toContain('task key tsk_1');
    expect(withCode).toContain('error code VRF_403');
  });
});

describe('activities', () => {
  const activity = (overrides: Partial<Activity>): Activity => ({
    type: 'engagement',
    status: 2,
    points: 5,
    server_time: '2026-11-21T10:00:00Z',
    ...overrides,
  });

  it('reads status 1 as pending and anything else as completed', () => {
    expect(activityStatus({ status: 1 })).toBe('pending');
    expect(activityStatus({ status: 2 })).toBe('completed');
    expect(activityStatus({ status: 0 })).toBe('completed');
  });

  it('describes each kind', () => {
    expect(activityDetail(activity({ action: 'like', username: '@tech', media: 'x' }))).toBe(
      'Like @tech on X (Twitter)',
    );
    expect(activityDetail(activity({ type: 'withdrawal' }))).toBe('Points withdrawal');
    expect(activityDetail(activity({ type: 'referral', username: 'bola' }))).toBe('Referred bola');
  });
});

describe('the next rank', () => {
  const format = (points: number) => points.toFixed(2);
  it('counts the points still needed from the threshold the next rank starts at, never below 0', () => {
    expect(pointsToNextRank({ points: 1240.5, next_rank_points: 2000 })).toBe(759.5);
    expect(pointsToNextRank({ points: 1000, next_rank_points: 2000 })).toBe(1000);
    expect(pointsToNextRank({ points: 2500, next_rank_points: 2000 })).toBe(0);
    expect(pointsToNextRank({ points: 10 })).toBeUndefined();
  });

  it('names the next rank with where it starts', () => {
    expect(nextRankLabel({ points: 0, next_rank: 'Gold', next_rank_points: 2000 }, format)).toBe('Gold at 2000.00 points');
    expect(nextRankLabel({ points: 0, next_rank: 'Gold' }, format)).toBe('Gold');
    expect(nextRankLabel({ points: 0, next_rank_points: 500 }, format)).toBe('Next rank at 500.00 points');
    expect(nextRankLabel({ points: 0 }, format)).toBeUndefined();
  });
});

describe('withdrawal rules', () => {
  const check = (points: string, available = 100) => {
    try {
      withdrawSchema(available).validateSyncAt('points', { points, confirmed: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses empty, non-numeric, zero, negative and too large amounts', () => {
    expect(check('')).toBe(WITHDRAW_MESSAGES.required);
    expect(check('   ')).toBe(WITHDRAW_MESSAGES.required);
    expect(check('ten')).toBe(WITHDRAW_MESSAGES.numeric);
    expect(check('1e3')).toBe(WITHDRAW_MESSAGES.numeric);
    expect(check('0')).toBe(WITHDRAW_MESSAGES.positive);
    expect(check('-1')).toBe(WITHDRAW_MESSAGES.positive);
    expect(check('100.01')).toBe('You can withdraw at most 100.00 points');
    expect(check('100')).toBeNull();
    expect(check('0.5')).toBeNull();
  });

  it('reads thousands separators', () => {
    expect(parsePoints('1,240.50')).toBe(1240.5);
    expect(parsePoints('1,2')).toBeNaN();
  });
});

describe('payment rules', () => {
  it('prefills from the profile and sends only the chosen method fields', () => {
    const values = initialPaymentValues({
      payment_method: 'crypto_currency',
      payment_details: { crypto_currency: { wallet_address: '0xabc', currency: 'USDT' } },
    });
    expect(values).toMatchObject({
      payment_method: 'crypto_currency',
      wallet_address: '0xabc',
      currency: 'USDT',
      bank_name: '',
    });
    expect(toPaymentEdit(values)).toEqual({
      payment_method: 'crypto_currency',
      wallet_address: '0xabc',
      currency: 'USDT',
    });
  });

  it('requires the fields of the chosen method only', () => {
    const values = {
      ...initialPaymentValues(undefined),
      payment_method: 'bank_transfer' as const,
      bank_name: 'First Bank',
    };
    const errors = (() => {
      try {
        paymentSchema.validateSync(values, { abortEarly: false });
        return [];
      } catch (error) {
        return (error as { errors: string[] }).errors;
      }
    })();
    expect(errors).toEqual(['Account number is required', 'Account name is required']);
  });
});
