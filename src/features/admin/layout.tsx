/**
 * The admin area's frame: the shared dashboard shell with the admin sidebar (spec point 2: overview,
 * task-types, users, advertisers, settings; and Logout: DELETE /api/adm/logout) and the area's not-found page. The frame also holds the
 * decisions the admin makes locally (see shared/local-state.tsx), so they survive moving between tabs.
 */
import FiBriefcase from '~icons/feather/briefcase';
import FiGrid from '~icons/feather/grid';
import FiSettings from '~icons/feather/settings';
import FiTag from '~icons/feather/tag';
import FiUsers from '~icons/feather/users';
import { DashboardLayout, DashboardNotFound, type DashboardNavItem } from '@/components/layout/DashboardLayout';
import { paths } from '@/config/paths';
import { AdminLocalStateProvider } from './shared/local-state';

const dash = paths.admin.dashboard;

export const ADMIN_NAV: readonly DashboardNavItem[] = [
  { label: 'Overview', to: dash.overview.href(), icon: FiGrid },
  { label: 'Task types', to: dash.taskTypes.href(), icon: FiTag },
  { label: 'Users', to: dash.users.href(), icon: FiUsers },
  { label: 'Advertisers', to: dash.advertisers.href(), icon: FiBriefcase },
  { label: 'Settings', to: dash.settings.href(), icon: FiSettings },
];

/** No call names the signed-in admin, so the header shows the role. */
const ACCOUNT = { name: 'Admin', rank: 'Administrator' };

export function AdminDashboardLayout() {
  return (
    <AdminLocalStateProvider>
      <DashboardLayout kind="admin" area="Admin" homeHref={dash.overview.href()} nav={ADMIN_NAV} account={ACCOUNT} />
    </AdminLocalStateProvider>
  );
}

export function AdminDashboardNotFound() {
  return <DashboardNotFound homeHref={dash.overview.href()} />;
}
