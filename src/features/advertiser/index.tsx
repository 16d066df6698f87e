import { FiBarChart2, FiBookOpen, FiGrid, FiLifeBuoy, FiUploadCloud, FiUser } from 'react-icons/fi';
import { useParams } from 'react-router-dom';
import { RouteNotice } from '@/components/feedback/States';
import { DashboardLayout, DashboardNotFound, DashboardPage } from '@/components/layout/DashboardLayout';
import { ComingSoon, PublicPage } from '@/components/layout/PublicPage';
import { paths } from '@/config/paths';

const dash = paths.advertiser.dashboard;
const NAV = [
  { label: 'Overview', to: dash.overview.href(), icon: FiGrid },
  { label: 'Task upload', to: dash.taskUpload.href(), icon: FiUploadCloud },
  { label: 'Ticket', to: dash.ticket.href(), icon: FiLifeBuoy },
  { label: 'Learn', to: dash.learn.href(), icon: FiBookOpen },
  { label: 'Stats', to: dash.stats.href(), icon: FiBarChart2 },
  { label: 'Profile', to: dash.profile.href(), icon: FiUser },
] as const;

export function AdvertiserRegisterPage() {
  return (
    <PublicPage title="Advertiser registration" heading="Advertise with Cliq" maxW="2xl" description="Create an advertiser account and reach real people on social media.">
      <ComingSoon />
    </PublicPage>
  );
}

export function AdvertiserRegCompletionPage() {
  return (
    <PublicPage title="Confirm your email" maxW="lg" description="Confirm your advertiser account's email address.">
      <ComingSoon />
    </PublicPage>
  );
}

export function AdvertiserLoginPage() {
  return (
    <PublicPage title="Advertiser sign in" maxW="md" description="Sign in to your Cliq advertiser account.">
      <RouteNotice />
      <ComingSoon />
    </PublicPage>
  );
}

export function AdvertiserDashboardLayout() {
  return <DashboardLayout area="Advertiser" homeHref={dash.overview.href()} nav={NAV} />;
}

export const AdvertiserDashboardNotFound = () => <DashboardNotFound homeHref={dash.overview.href()} />;

const page = (title: string) =>
  function Page() {
    return (
      <DashboardPage title={title}>
        <ComingSoon />
      </DashboardPage>
    );
  };

export const AdvertiserOverviewPage = page('Overview');
export const TaskUploadPage = page('Task upload');
export const AdvertiserTicketPage = page('Ticket');
export const AdvertiserLearnPage = page('Learn');
export const StatsPage = page('Stats');
export const AdvertiserProfilePage = page('Profile');

export function TransactionPage() {
  const { transactionId = '' } = useParams();
  return (
    <DashboardPage title={`Transaction ${transactionId}`}>
      <ComingSoon />
    </DashboardPage>
  );
}
