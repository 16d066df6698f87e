/**
 * Test harness of the Cliquer dashboard: the real feature inside the app's providers and a memory data router
 * laid out like src/app/router.tsx (without the session guard), plus a fetch stub that answers per operation
 * ('GET /api/u/profile-info') and records what the app sent. The generated hooks go through the real HTTP module.
 */
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RouteNotice } from '@/components/feedback/States';
import {
  LearnPage,
  OverviewPage,
  ProfilePage,
  TasksPage,
  TicketPage,
  UserDashboardLayout,
  UserDashboardNotFound,
} from '@/features/dashboard';
import { stubAnswers, type Answer } from '../support/api-stub';
import { allowSlowPages, renderRoutes } from '../support/render';

export { json, type Answer, type SentRequest } from '../support/api-stub';

allowSlowPages();

// ------------------------------------------------------------------------------------------------ fixtures

export const PROFILE = {
  success: true,
  user: {
    name: 'Ada Lovelace Byron',
    username: 'ada',
    email: 'ada@example.com',
    phone_number: '+234 803 555 0101',
    country: 'NG',
    address: '12 Marina Road, Lagos',
    status_name: 'active',
    niches: ['tech', 'books', 'true_crime'],
    payment_method: 'bank_transfer',
    payment_details: { bank_transfer: { bank_name: 'First Bank', account_number: '0123456789', account_name: 'Ada Lovelace' } },
    ref_code: 'ADA1042',
  },
  cliqInfo: { rank: 'Silver', credits: 12.5, points: 1240.5, ptnl: 62, next_rank: 'Gold', next_rank_points: 2000 },
};

export const TASKS = {
  tasks: [
    {
      key: 'tsk_1001',
      media: 'instagram',
      action: 'follow',
      username: '@glowbeauty',
      points: 5,
      engagement: '',
      media_url: 'https://instagram.com/glowbeauty',
      image_path: 'sample-instagram.png',
      write_up: 'Follow Glow Beauty for daily skincare tips.',
    },
    {
      key: 'tsk_1002',
      media: 'x',
      action: 'like',
      username: '@technews',
      points: 2.5,
      engagement: '',
      media_url: 'https://x.com/technews/status/1800000000000000000',
      image_path: 'sample-x.png',
      write_up: 'Like our launch post.',
    },
    {
      key: 'tsk_1003',
      media: 'youtube',
      action: 'comment',
      username: '@cookwithtolu',
      points: 7.25,
      engagement: 'completed',
      media_url: 'https://youtube.com/watch?v=dQw4w9WgXcQ',
      image_path: null,
      write_up: 'Tell Tolu which recipe to try next.',
    },
  ],
};

export const ACTIVITIES = {
  activities: [
    { type: 'engagement', status: 2, action: 'follow', username: '@glowbeauty', media: 'instagram', points: 5, server_time: '2026-11-21T10:15:00Z' },
    { type: 'withdrawal', status: 1, action: null, username: 'ada', media: null, points: 500, server_time: '2026-11-20T08:00:00Z' },
    { type: 'referral', status: 2, action: null, username: 'bola', media: null, points: 20, server_time: '2026-10-02T12:30:00Z' },
  ],
};

// ------------------------------------------------------------------------------------------------ fetch stub

export const DEFAULT_ANSWERS: Record<string, Answer> = {
  'GET /api/u/profile-info': PROFILE,
  'GET /api/u/getTasks': TASKS,
  'GET /api/u/getRecentActivities': ACTIVITIES,
  'DELETE /api/u/logout': { success: true },
};

export function stubApi(overrides: Record<string, Answer> = {}) {
  const { sent, set, callsTo, fetch } = stubAnswers(DEFAULT_ANSWERS, overrides);
  return { sent, set, callsTo, fetch };
}

// ------------------------------------------------------------------------------------------------ render

function LoginProbe() {
  const location = useLocation();
  return (
    <main>
      <h1>Login page</h1>
      <RouteNotice />
      <p data-testid="login-path">{location.pathname}</p>
    </main>
  );
}

export const dashboardRoutes: RouteObject[] = [
  { path: '/login', element: <LoginProbe /> },
  {
    path: '/dashboard',
    children: [
      {
        element: <UserDashboardLayout />,
        children: [
          { index: true, element: <Navigate to="overview" replace /> },
          { path: 'overview', element: <OverviewPage /> },
          { path: 'tasks', element: <TasksPage /> },
          { path: 'ticket', element: <TicketPage /> },
          { path: 'learn', element: <LearnPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: '*', element: <UserDashboardNotFound /> },
        ],
      },
    ],
  },
];

export function renderDashboard(
  path: string,
  options: { queryClient?: QueryClient; advanceTimers?: (ms: number) => unknown } = {},
) {
  return renderRoutes(dashboardRoutes, path, {
    queryClient: options.queryClient,
    user: options.advanceTimers ? { advanceTimers: options.advanceTimers } : {},
  });
}

/** The reply dialog (an alertdialog) with this title, once it shows. */
export const findReplyDialog = (title: string) => screen.findByRole('alertdialog', { name: title });
