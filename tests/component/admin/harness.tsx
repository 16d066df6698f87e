/**
 * Test harness of the admin area: the real pages inside the app's providers and a memory data router laid
 * out like src/app/router.tsx (without the session guard), and a fetch stub that answers per operation
 * ('GET /api/adm/get_users'), records what the app sent, and can hold a reply back until the test releases it.
 * The generated hooks go through the real HTTP module.
 */
import { screen } from '@testing-library/react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import {
  AdminDashboardLayout,
  AdminDashboardNotFound,
  AdminLoginPage,
  AdminOverviewPage,
  AdvertisersPage,
  SettingsPage,
  TaskTypesPage,
  UsersPage,
} from '@/features/admin';
import { deferred as deferredValue, stubAnswers, type Answer } from '../support/api-stub';
import { allowSlowPages, renderRoutes } from '../support/render';

export { json, type Answer, type SentRequest } from '../support/api-stub';

allowSlowPages();

// ------------------------------------------------------------------------------------------------ fixtures
// The contract's default examples (openapi/cliq.yaml).

export const USERS = {
  success: true,
  users: [
    {
      id: 1042,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      socialHandles: { instagram: '@ada', twitter: '@ada_l' },
      status: 'approved',
      joinDate: '2026-03-02',
      lastActive: '2026-11-21T09:12:00Z',
    },
    {
      id: 1043,
      name: 'Bola Tinubu',
      email: 'bola@example.com',
      socialHandles: { tiktok: '@bola' },
      status: 'pending',
      joinDate: '2026-11-19',
      lastActive: '2026-11-20T18:40:00Z',
    },
    {
      id: 1044,
      name: 'Chen Wei',
      email: 'chen@example.com',
      socialHandles: {},
      status: 'rejected',
      joinDate: '2026-07-14',
      lastActive: '2026-08-01T07:05:00Z',
    },
  ],
};

export const ADVERTISERS = {
  success: true,
  advertisers: [
    {
      id: 7,
      name: 'Glow Beauty Ltd',
      email: 'ads@glowbeauty.example',
      status: 'active',
      activeTasks: 4,
      completedTasks: 12,
      totalSpent: 1250.5,
      symbol: '$',
      joinDate: '2026-02-11',
      lastActive: '2026-11-21T08:30:00Z',
    },
    {
      id: 8,
      name: 'Lagos Eats',
      email: 'hello@lagoseats.example',
      status: 'inactive',
      activeTasks: 0,
      completedTasks: 3,
      totalSpent: 90000,
      symbol: '₦',
      joinDate: '2026-05-30',
      lastActive: '2026-09-09T16:00:00Z',
    },
  ],
};

export const TASK_TYPES = {
  success: true,
  taskTypes: [
    {
      id: 1,
      media: 'instagram',
      action: 'follow',
      task_type: 'Instagram follow',
      amount: 0.5,
      status: 1,
      currencies: [
        { cur_code: 'USD', amount: 0.5 },
        { cur_code: 'NGN', amount: 750 },
      ],
    },
    {
      id: 2,
      media: 'x',
      action: 'like',
      task_type: 'X like',
      amount: 0.2,
      status: 2,
      currencies: [{ cur_code: 'USD', amount: 0.2 }],
    },
  ],
  currencies: [
    { cur_code: 'USD', name: 'US Dollar', symbol: '$' },
    { cur_code: 'NGN', name: 'Nigerian Naira', symbol: '₦' },
    { cur_code: 'GBP', name: 'Pound Sterling', symbol: '£' },
  ],
};

// ------------------------------------------------------------------------------------------------ fetch stub

export const DEFAULT_ANSWERS: Record<string, Answer> = {
  'GET /api/adm/get_users': USERS,
  'GET /api/adm/get_advertisers': ADVERTISERS,
  'GET /api/adm/queryTaskTypes': TASK_TYPES,
  'POST /api/adm/login': { success: true, msg: 'Login successful' },
  'POST /api/adm/add-task-type': { success: true, msg: 'Task type added' },
  'POST /api/adm/update-task-type': { success: true, msg: 'Task type updated' },
};

/** A reply the test releases when it wants (to see the page while a call runs). */
export function deferred() {
  const { promise, resolve } = deferredValue<unknown>();
  return { promise, release: resolve };
}

export function stubApi(overrides: Record<string, Answer> = {}) {
  const stub = stubAnswers(DEFAULT_ANSWERS, overrides);
  return {
    sent: stub.sent,
    /** The requests of one operation, e.g. 'POST /api/adm/add-task-type'. */
    calls: stub.callsTo,
    /** Every request that is not a GET. */
    writes: stub.writes,
  };
}

// ------------------------------------------------------------------------------------------------ rendering

function Where() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname}
    </div>
  );
}

/** Renders the admin routes at `path` and returns a user-event instance. */
export function renderAdmin(path: string, options: { advanceTimers?: (ms: number) => void } = {}) {
  const routes: RouteObject[] = [
    {
      path: '/cfadmin/login',
      element: (
        <>
          <AdminLoginPage />
          <Where />
        </>
      ),
    },
    {
      path: '/cfadmin/dashboard',
      element: (
        <>
          <AdminDashboardLayout />
          <Where />
        </>
      ),
      children: [
        { index: true, element: <Navigate to="overview" replace /> },
        { path: 'overview', element: <AdminOverviewPage /> },
        { path: 'task-types', element: <TaskTypesPage /> },
        { path: 'users', element: <UsersPage /> },
        { path: 'advertisers', element: <AdvertisersPage /> },
        { path: 'settings', element: <SettingsPage /> },
        { path: '*', element: <AdminDashboardNotFound /> },
      ],
    },
  ];
  // With a fake clock, user-event must not wait on timers of its own between keystrokes.
  return renderRoutes(routes, path, {
    user: options.advanceTimers ? { advanceTimers: options.advanceTimers, delay: null } : {},
  });
}

export const location = () => screen.getByTestId('location').textContent;

/** `count` generated users, e.g. for the 5,000-row checks. */
export function manyUsers(count: number) {
  const statuses = ['pending', 'approved', 'rejected'] as const;
  return {
    success: true,
    users: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      name: `User ${String(index + 1).padStart(4, '0')}`,
      email: `user${index + 1}@example.com`,
      socialHandles: { instagram: `@user${index + 1}` },
      status: statuses[index % 3],
      joinDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      lastActive: index % 10 === 0 ? null : '2026-11-20T10:00:00Z',
    })),
  };
}
