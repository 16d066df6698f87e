import { RouteNotice } from '@/components/feedback/States';
import { ComingSoon, PublicPage } from '@/components/layout/PublicPage';

export function LoginPage() {
  return (
    <PublicPage title="Sign in" maxW="md" description="Sign in to your Cliq account to complete tasks and earn points.">
      <RouteNotice />
      <ComingSoon />
    </PublicPage>
  );
}
