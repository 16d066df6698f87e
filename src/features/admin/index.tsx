import { FiDollarSign, FiGrid, FiSettings, FiTag, FiUsers } from 'react-icons/fi';
import { DashboardLayout, DashboardNotFound, DashboardPage } from '@/components/layout/DashboardLayout';
import { ComingSoon, PublicPage } from '@/components/layout/PublicPage';
import { paths } from '@/config/paths';

const dash = paths.admin.dashboard;
const NAV = [
  { label: 'Overview', to: dash.overview.href(), icon: FiGrid },
  { label: 'Task types', to: dash.taskTypes.href(), icon: FiTag },
  { label: 'Users', to: dash.users.href(), icon: FiUsers },
  { label: 'Advertisers', to: dash.advertisers.href(), icon: FiDollarSign },
  { label: 'Settings', to: dash.settings.href(), icon: FiSettings },
] as const;

export function AdminLoginPage() {
  return (
    <PublicPage title="Admin sign in" maxW="md" description="Sign in to the Cliq admin area.">
      <ComingSoon />
    </PublicPage>
  );
}

export function AdminDashboardLayout() {
  return <DashboardLayout area="Admin" homeHref={dash.overview.href()} nav={NAV} />;
}

export const AdminDashboardNotFound = () => <DashboardNotFound homeHref={dash.overview.href()} />;

const page = (title: string) =>
  function Page() {
    return (
      <DashboardPage title={title}>
        <ComingSoon />
      </DashboardPage>
    );
  };

export const AdminOverviewPage = page('Overview');
export const TaskTypesPage = page('Task types');
export const UsersPage = page('Users');
export const AdvertisersPage = page('Advertisers');
export const SettingsPage = page('Settings');
