/**
 * The Cliquer dashboard shell: the shared DashboardLayout with the Cliquer sidebar (Overview, Tasks, Ticket,
 * Learn, Profile, Logout: DELETE /api/u/logout, then /login), a task search, notifications, a settings link to the profile and the avatar.
 * It loads the profile once for every page and sends the visitor to /login when the server says success false
 * (a failed call keeps the page: see useProfileGate).
 */
import FiBookOpen from '~icons/feather/book-open';
import FiCheckSquare from '~icons/feather/check-square';
import FiGrid from '~icons/feather/grid';
import FiLifeBuoy from '~icons/feather/life-buoy';
import FiUser from '~icons/feather/user';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DashboardLayout, DashboardNotFound, type DashboardNotifications } from '@/components/layout/DashboardLayout';
import { dashboardPageByLastSegment, paths } from '@/config/paths';
import { useProfileGate } from './api';

const NAV = [
  { label: 'Overview', to: paths.dashboard.overview.href(), icon: FiGrid },
  { label: 'Tasks', to: paths.dashboard.tasks.href(), icon: FiCheckSquare },
  { label: 'Ticket', to: paths.dashboard.ticket.href(), icon: FiLifeBuoy },
  { label: 'Learn', to: paths.dashboard.learn.href(), icon: FiBookOpen },
  { label: 'Profile', to: paths.dashboard.profile.href(), icon: FiUser },
] as const;

/**
 * No call sends notifications (the spec's entries are hidden samples): the menu says there are none, and promises
 * nothing the server has not been said to do.
 */
const NOTIFICATIONS: DashboardNotifications = {
  items: [],
  emptyText: 'There are no notifications to show.',
};

/** The task search's query parameter on the tasks page. */
export const SEARCH_PARAM = 'q';

export function UserDashboardLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const profile = useProfileGate();

  const reply = profile.data?.data;
  const user = reply?.success ? reply.user : undefined;
  const firstName = user?.name?.trim().split(/\s+/)[0];
  const onTasks = pathname === paths.dashboard.tasks.href();

  const search = (query: string) => {
    const params = new URLSearchParams(onTasks ? searchParams : undefined);
    if (query) params.set(SEARCH_PARAM, query);
    else params.delete(SEARCH_PARAM);
    const text = params.toString();
    navigate({ pathname: paths.dashboard.tasks.href(), search: text ? `?${text}` : '' });
  };

  return (
    <DashboardLayout
      kind="user"
      area="Dashboard"
      homeHref={paths.dashboard.overview.href()}
      nav={NAV}
      title={firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
      account={user ? { name: user.name || user.username || 'Cliquer', rank: reply?.cliqInfo?.rank } : undefined}
      accountLoading={profile.isPending}
      search={{
        label: 'Search tasks',
        placeholder: 'Search tasks by account or caption',
        value: onTasks ? (searchParams.get(SEARCH_PARAM) ?? '') : '',
        onSearch: search,
      }}
      notifications={NOTIFICATIONS}
      settingsHref={paths.dashboard.profile.href()}
    />
  );
}

/**
 * A path no page of the dashboard has: its last segment chooses the page when it names one (spec point 2:
 * /dashboard/x/tasks is Tasks, shown at its own address); otherwise 'Page Not Found'.
 */
export function UserDashboardNotFound() {
  const { pathname, search, hash } = useLocation();
  const page = dashboardPageByLastSegment(pathname);
  if (page) return <Navigate to={{ pathname: page, search, hash }} replace />;
  return <DashboardNotFound homeHref={paths.dashboard.overview.href()} />;
}
