import { ComingSoon, PublicPage } from '@/components/layout/PublicPage';

export function RegisterPage() {
  return (
    <PublicPage title="Register" heading="Become a Cliquer" maxW="3xl" description="Join Cliq in four steps and start earning points for social media tasks.">
      <ComingSoon />
    </PublicPage>
  );
}
