/**
 * The pages of each dashboard, once: the route pattern (src/config/paths.ts) and the name the area's module exports
 * it under. src/app/router.tsx loads each page lazily from these; the component tests' harnesses render the same
 * pages directly (tests/component/support/render.tsx, dashboardArea), so a page added here is in both.
 *
 * Only types are imported from the features: this module costs the public site nothing.
 */
import type * as AdminArea from '@/features/admin';
import type * as AdvertiserArea from '@/features/advertiser';
import type * as DashboardArea from '@/features/dashboard';
import { paths } from '@/config/paths';

/** An area's pages in order, the first being where its root goes: [route pattern, export of the area's module]. */
export type AreaPages<M> = readonly (readonly [path: string, page: keyof M])[];

const d = paths.dashboard;
const ad = paths.advertiser.dashboard;
const am = paths.admin.dashboard;

/** The Cliquer dashboard (features/dashboard). */
export const DASHBOARD_PAGES = [
  [d.overview.path, 'OverviewPage'],
  [d.tasks.path, 'TasksPage'],
  [d.ticket.path, 'TicketPage'],
  [d.learn.path, 'LearnPage'],
  [d.profile.path, 'ProfilePage'],
] as const satisfies AreaPages<typeof DashboardArea>;

/** The advertiser dashboard (features/advertiser). */
export const ADVERTISER_PAGES = [
  [ad.overview.path, 'AdvertiserOverviewPage'],
  [ad.taskUpload.path, 'TaskUploadPage'],
  [ad.ticket.path, 'AdvertiserTicketPage'],
  [ad.learn.path, 'AdvertiserLearnPage'],
  [ad.stats.path, 'StatsPage'],
  [ad.profile.path, 'AdvertiserProfilePage'],
  [ad.transaction.path, 'TransactionPage'],
] as const satisfies AreaPages<typeof AdvertiserArea>;

/** The admin dashboard (features/admin). */
export const ADMIN_PAGES = [
  [am.overview.path, 'AdminOverviewPage'],
  [am.taskTypes.path, 'TaskTypesPage'],
  [am.users.path, 'UsersPage'],
  [am.advertisers.path, 'AdvertisersPage'],
  [am.settings.path, 'SettingsPage'],
] as const satisfies AreaPages<typeof AdminArea>;
