/**
 * Test harness of the Cliquer dashboard: the real feature inside the app's providers and a memory data router
 * laid out like src/app/router.tsx (without the session guard, support/render.tsx), plus a fetch stub that answers per operation
 * ('GET /api/u/profile-info') and records what the app sent. The generated hooks go through the real HTTP module.
 */
import { examples } from '@generated/examples';
import type { TasksReply, UserProfileReply } from '@generated/models';
import { screen } from '@testing-library/react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { RouteNotice } from '@/components/feedback/States';
import { paths } from '@/config/paths';
import { DASHBOARD_PAGES } from '@/app/area-pages';
import * as dashboardModule from '@/features/dashboard';
import { UserDashboardLayout, UserDashboardNotFound } from '@/features/dashboard';
import { stubAnswers, type Answers } from '../support/api-stub';
import { dashboardArea, renderRoutes, type RenderOptions } from '../support/render';

export { json, type Answer, type SentRequest } from '../support/api-stub';

// ------------------------------------------------------------------------------------------------ fixtures

// The contract's own named examples (generated/examples.ts, typed by the generated models), varied where a test
// needs it.
const profile = examples.getUserProfile[200].profile;
/** The contract's profile, with a niche whose name has an underscore (shown as 'True crime'). */
export const PROFILE = {
  ...profile,
  user: { ...profile.user, niches: ['tech', 'books', 'true_crime'] },
} satisfies UserProfileReply;

/** The contract's mixed task list without its last task (two to do, one completed). */
export const TASKS = {
  ...examples.getUserTasks[200].mixed,
  tasks: examples.getUserTasks[200].mixed.tasks.slice(0, 3),
} satisfies TasksReply;

export const ACTIVITIES = examples.getRecentActivities[200].recent;

export const DEFAULT_ANSWERS: Answers = {
  'GET /api/u/profile-info': PROFILE,
  'GET /api/u/getTasks': TASKS,
  'GET /api/u/getRecentActivities': ACTIVITIES,
  'DELETE /api/u/logout': { success: true },
};

export function stubApi(overrides: Answers = {}) {
  return stubAnswers(DEFAULT_ANSWERS, overrides);
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

const d = paths.dashboard;

/** The Cliquer dashboard's routes of src/app/router.tsx, without the session guard, and a stand-in login page. */
export const dashboardRoutes: RouteObject[] = [
  { path: paths.login.path, element: <LoginProbe /> },
  dashboardArea(d.root.path, <UserDashboardLayout />, DASHBOARD_PAGES, dashboardModule, <UserDashboardNotFound />),
];

export const renderDashboard = (path: string, options?: RenderOptions) => renderRoutes(dashboardRoutes, path, options);

/** The reply dialog (an alertdialog) with this title, once it shows. */
export const findReplyDialog = (title: string) => screen.findByRole('alertdialog', { name: title });
