/**
 * Test harness of the admin area: the real pages inside the app's providers and a memory data router laid
 * out like src/app/router.tsx (without the session guard, support/render.tsx), and a fetch stub that answers per operation
 * ('GET /api/adm/get_users'), records what the app sent, and can hold a reply back until the test releases it.
 * The generated hooks go through the real HTTP module.
 */
import { screen, within } from '@testing-library/react';
import { examples } from '@generated/examples';
import type { AdminUsersReply } from '@generated/models';
import { Outlet, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ADMIN_PAGES } from '@/app/area-pages';
import * as adminModule from '@/features/admin';
import { AdminDashboardLayout, AdminDashboardNotFound, AdminLoginPage } from '@/features/admin';
import { deferred as deferredValue, stubAnswers, type Answers } from '../support/api-stub';
import {
  dashboardArea,
  location,
  LocationProbe,
  renderRoutes,
  type RenderOptions,
} from '../support/render';

export { json, type Answer, type ReplyBody, type SentRequest } from '../support/api-stub';

// ------------------------------------------------------------------------------------------------ fixtures
// The contract's own named examples (generated/examples.ts, typed by the generated models).

// Typed as its model (the codegen checked it with `satisfies`): as a literal, a row without a tiktok handle has
// `tiktok?: undefined`, which the model's map of handles does not accept.
export const USERS = examples.getAdminUsers[200].users as AdminUsersReply;
export const ADVERTISERS = examples.getAdminAdvertisers[200].advertisers;
export const TASK_TYPES = examples.queryTaskTypes[200].taskTypes;

// ------------------------------------------------------------------------------------------------ fetch stub

export const DEFAULT_ANSWERS: Answers = {
  'GET /api/adm/get_users': USERS,
  'GET /api/adm/get_advertisers': ADVERTISERS,
  'GET /api/adm/queryTaskTypes': TASK_TYPES,
  'POST /api/adm/login': { success: true, msg: 'Login successful' },
  'POST /api/adm/add-task-type': { success: true, msg: 'Task type added' },
  'POST /api/adm/update-task-type': { success: true, msg: 'Task type updated' },
};

/** A reply the test releases when it wants (to see the page while a call runs). */
export function deferred<T>() {
  const { promise, resolve } = deferredValue<T>();
  return { promise, release: resolve };
}

/** The shared stub (support/api-stub.ts) answering the admin calls with the contract's examples. */
export function stubApi(overrides: Answers = {}) {
  return stubAnswers(DEFAULT_ANSWERS, overrides);
}

// ------------------------------------------------------------------------------------------------ rendering

const am = paths.admin.dashboard;

/** The admin routes of src/app/router.tsx, without the session guard, with a location probe. */
export const adminRoutes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <LocationProbe />
      </>
    ),
    children: [
      { path: paths.admin.login.path, element: <AdminLoginPage /> },
      dashboardArea(am.root.path, <AdminDashboardLayout />, ADMIN_PAGES, adminModule, <AdminDashboardNotFound />),
    ],
  },
];

/** Renders the admin routes at `path` and returns a user-event instance. */
export const renderAdmin = (path: string, options?: RenderOptions) => renderRoutes(adminRoutes, path, options);

export { location };

/** Queries on the admin table named `name`: its row headers in order, the row of a row header, a row's cells. */
export function tableQueries(name: string) {
  const table = () => screen.getByRole('table', { name });
  return {
    table,
    names: () =>
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent ?? ''),
    rowOf: (header: string) =>
      within(table())
        .getByRole('rowheader', { name: new RegExp(header) })
        .closest('tr') as HTMLElement,
    cells: (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
  };
}

/** `count` generated users, e.g. for the 5,000-row checks. */
export function manyUsers(count: number): AdminUsersReply {
  const statuses = ['pending', 'approved', 'rejected'] as const;
  return {
    success: true,
    users: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      name: `User ${String(index + 1).padStart(4, '0')}`,
      email: `user${index + 1}@example.com`,
      socialHandles: { instagram: `@user${index + 1}` },
      status: statuses[index % 3]!,
      joinDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      lastActive: index % 10 === 0 ? null : '2026-11-20T10:00:00Z',
    })),
  };
}
