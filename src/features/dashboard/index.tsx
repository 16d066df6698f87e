import { FiBookOpen, FiCheckSquare, FiGrid, FiLifeBuoy, FiUser } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { useLogoutUser } from '@generated/hooks/auth/auth';
import { DashboardLayout, DashboardNotFound, DashboardPage } from '@/components/layout/DashboardLayout';
import { ComingSoon } from '@/components/layout/PublicPage';
import { paths } from '@/config/paths';

const NAV = [
  { label: 'Overview', to: paths.dashboard.overview.href(), icon: FiGrid },
  { label: 'Tasks', to: paths.dashboard.tasks.href(), icon: FiCheckSquare },
  { label: 'Ticket', to: paths.dashboard.ticket.href(), icon: FiLifeBuoy },
  { label: 'Learn', to: paths.dashboard.learn.href(), icon: FiBookOpen },
  { label: 'Profile', to: paths.dashboard.profile.href(), icon: FiUser },
] as const;

export function UserDashboardLayout() {
  const navigate = useNavigate();
  // DELETE /api/u/logout, then /login whatever the reply (the reply is not read).
  const logout = useLogoutUser({ mutation: { onSettled: () => navigate(paths.login.href()) } });
  return (
    <DashboardLayout
      area="Dashboard"
      homeHref={paths.dashboard.overview.href()}
      nav={NAV}
      onLogout={() => logout.mutate()}
      logoutPending={logout.isPending}
    />
  );
}

export const UserDashboardNotFound = () => <DashboardNotFound homeHref={paths.dashboard.overview.href()} />;

const page = (title: string) =>
  function Page() {
    return (
      <DashboardPage title={title}>
        <ComingSoon />
      </DashboardPage>
    );
  };

export const OverviewPage = page('Overview');
export const TasksPage = page('Tasks');
export const TicketPage = page('Ticket');
export const LearnPage = page('Learn');
export const ProfilePage = page('Profile');
