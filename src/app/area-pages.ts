/**
 * The pages of each dashboard, once: the route pattern (src/config/paths.ts), the name the area's module exports it
 * under, and the page's own module. src/app/router.tsx loads each page lazily from its own module, so a route
 * downloads its page and what that page imports, not the area's other pages; the component tests' harnesses render
 * the same pages from the area's module (tests/component/support/render.tsx, dashboardArea), so a page added here is
 * in both.
 *
 * Only types are imported statically from the features: this module costs the public site nothing but the loaders.
 */
import type * as AdminArea from '@/features/admin';
import type * as AdvertiserArea from '@/features/advertiser';
import type * as DashboardArea from '@/features/dashboard';
import { paths } from '@/config/paths';

/** One page: [route pattern, export of the area's module, the page's own module (exporting it by the same name)]. */
export type AreaPage<M> = {
  [K in keyof M]: readonly [path: string, page: K, load: () => Promise<Pick<M, K>>];
}[keyof M];

/** An area's pages in order, the first being where its root goes. */
export type AreaPages<M> = readonly AreaPage<M>[];

const d = paths.dashboard;
const ad = paths.advertiser.dashboard;
const am = paths.admin.dashboard;

/** The Cliquer dashboard (features/dashboard). */
export const DASHBOARD_PAGES = [
  [d.overview.path, 'OverviewPage', () => import('@/features/dashboard/overview/OverviewPage')],
  [d.tasks.path, 'TasksPage', () => import('@/features/dashboard/tasks/TasksPage')],
  [d.ticket.path, 'TicketPage', () => import('@/features/dashboard/ticket/TicketPage')],
  [d.learn.path, 'LearnPage', () => import('@/features/dashboard/learn/LearnPage')],
  [d.profile.path, 'ProfilePage', () => import('@/features/dashboard/profile/ProfilePage')],
] as const satisfies AreaPages<typeof DashboardArea>;

/** The advertiser dashboard (features/advertiser). */
export const ADVERTISER_PAGES = [
  [ad.overview.path, 'AdvertiserOverviewPage', () => import('@/features/advertiser/overview/OverviewPage')],
  [ad.taskUpload.path, 'TaskUploadPage', () => import('@/features/advertiser/task-upload/TaskUploadPage')],
  [ad.ticket.path, 'AdvertiserTicketPage', () => import('@/features/advertiser/ticket/TicketPage')],
  [ad.learn.path, 'AdvertiserLearnPage', () => import('@/features/advertiser/learn/LearnPage')],
  [ad.stats.path, 'StatsPage', () => import('@/features/advertiser/stats/StatsPage')],
  [ad.profile.path, 'AdvertiserProfilePage', () => import('@/features/advertiser/profile/ProfilePage')],
  [ad.transaction.path, 'TransactionPage', () => import('@/features/advertiser/transaction/TransactionPage')],
] as const satisfies AreaPages<typeof AdvertiserArea>;

/** The admin dashboard (features/admin). */
export const ADMIN_PAGES = [
  [am.overview.path, 'AdminOverviewPage', () => import('@/features/admin/overview/AdminOverviewPage')],
  [am.taskTypes.path, 'TaskTypesPage', () => import('@/features/admin/task-types/TaskTypesPage')],
  [am.users.path, 'UsersPage', () => import('@/features/admin/users/UsersPage')],
  [am.advertisers.path, 'AdvertisersPage', () => import('@/features/admin/advertisers/AdvertisersPage')],
  [am.settings.path, 'SettingsPage', () => import('@/features/admin/settings/SettingsPage')],
] as const satisfies AreaPages<typeof AdminArea>;
