/**
 * The advertiser dashboard shell (spec point 2): the shared DashboardLayout with the advertiser's sidebar
 * (overview, Task upload, ticket, learn, stats, profile, and Logout: DELETE /api/a/logout), the name and initials
 * from GET /api/a/profile-info and the rank text 'Advertiser'.
 *
 * When the profile answers success false, the advertiser is sent to /advertiser/login with its message (or
 * 'Kindly login') as the login page's alert, and `from`. A failed call is not such an answer: a 401/403 opens the
 * session-ended dialog (held by the guard), anything else keeps the page (the pages that show the profile say
 * so). The session itself is checked before this shell renders, by the app's advertiser guard.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import FiBarChart2 from '~icons/feather/bar-chart-2';
import FiBookOpen from '~icons/feather/book-open';
import FiGrid from '~icons/feather/grid';
import FiLifeBuoy from '~icons/feather/life-buoy';
import FiUploadCloud from '~icons/feather/upload-cloud';
import FiUser from '~icons/feather/user';
import { Navigate, useLocation } from 'react-router-dom';
import { getGetAdvertiserProfileQueryKey, useGetAdvertiserProfile } from '@generated/hooks/advertiser/advertiser';
import type { AdvertiserProfileReply } from '@generated/models';
import type { FromState } from '@/components/feedback/session-area';
import type { NoticeState } from '@/components/feedback/States';
import { DashboardLayout, DashboardNotFound, type DashboardNavItem } from '@/components/layout/DashboardLayout';
import { paths } from '@/config/paths';
import { COMMON_MESSAGES } from '@/config/messages';

const dash = paths.advertiser.dashboard;

export const ADVERTISER_NAV: readonly DashboardNavItem[] = [
  { label: 'Overview', to: dash.overview.href(), icon: FiGrid },
  { label: 'Task upload', to: dash.taskUpload.href(), icon: FiUploadCloud },
  { label: 'Ticket', to: dash.ticket.href(), icon: FiLifeBuoy },
  { label: 'Learn', to: dash.learn.href(), icon: FiBookOpen },
  { label: 'Stats', to: dash.stats.href(), icon: FiBarChart2 },
  { label: 'Profile', to: dash.profile.href(), icon: FiUser },
];

export const ADVERTISER_RANK = 'Advertiser';

/** The notice to show on the login page when the server says the profile cannot be shown, or null. */
export function profileFailureNotice(reply: AdvertiserProfileReply | undefined): string | null {
  if (reply && reply.success !== true) return reply.message?.trim() || COMMON_MESSAGES.kindlyLogin;
  return null;
}

export function AdvertiserDashboardLayout() {
  const queryClient = useQueryClient();
  const profile = useGetAdvertiserProfile();
  const notice = profileFailureNotice(profile.data?.data);
  const { pathname, search, hash } = useLocation();

  // The failed answer is not kept: the next visit after signing in asks again.
  useEffect(() => {
    if (notice !== null) queryClient.removeQueries({ queryKey: getGetAdvertiserProfileQueryKey() });
  }, [notice, queryClient]);

  if (notice !== null) {
    const state: NoticeState & FromState = { notice, from: `${pathname}${search}${hash}` };
    return <Navigate to={paths.advertiser.login.href()} replace state={state} />;
  }

  const user = profile.data?.data.user;
  return (
    <DashboardLayout
      kind="advertiser"
      area="Advertiser"
      homeHref={dash.overview.href()}
      nav={ADVERTISER_NAV}
      title="Advertiser dashboard"
      account={user ? { name: user.name || user.username || user.email || 'Advertiser', rank: ADVERTISER_RANK } : undefined}
      accountLoading={profile.isPending}
      settingsHref={dash.profile.href()}
    />
  );
}

export function AdvertiserDashboardNotFound() {
  return <DashboardNotFound homeHref={dash.overview.href()} />;
}
