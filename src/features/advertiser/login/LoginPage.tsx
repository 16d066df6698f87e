/**
 * /advertiser/login (spec points 2, 5, 7, 8). Both fields are required ('Please fill all fields'). While the
 * call runs the button reads 'Signing in...' and is disabled. The call, its outcomes' wording and the return to
 * `from` (else /advertiser/dashboard/overview) are the shared login's (src/components/auth/useLogin.ts), the form,
 * its fields and message the shared sign-in form's (src/components/auth/CredentialsFields.tsx).
 * The notice a guard sent along ('Kindly login') shows at the top.
 */
import { Button, Stack } from '@chakra-ui/react';
import FiLogIn from '~icons/feather/log-in';
import { useNavigate } from 'react-router-dom';
import { AccountLink } from '@/components/auth/AccountLink';
import { CredentialsError, CredentialsFields, useCredentialsForm } from '@/components/auth/CredentialsFields';
import { LOGIN_MESSAGES } from '@/components/auth/useLogin';
import { RouteNotice } from '@/components/feedback/States';
import { PublicPage } from '@/components/layout/PublicPage';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { AccountCard } from '../components/AccountCard';

export function AdvertiserLoginPage() {
  const navigate = useNavigate();
  const form = useCredentialsForm('advertiser', (to) => navigate(to, { replace: true }));

  return (
    <PublicPage
      title="Advertiser sign in"
      heading="Advertiser sign in"
      maxW="md"
      description={`Sign in to your ${PRODUCT_NAME} advertiser account.`}
    >
      <RouteNotice />
      <AccountCard>
        <form {...form.props} aria-label="Advertiser sign in">
          <Stack gap="5">
            <CredentialsError form={form} />
            <CredentialsFields form={form} />
            <Button type="submit" colorPalette="brand" size="lg" disabled={form.isSubmitting}>
              <FiLogIn aria-hidden="true" />
              {form.isSubmitting ? LOGIN_MESSAGES.signingIn : 'Sign in'}
            </Button>
            <Stack gap="2" fontSize="sm" color="fg.muted" textAlign="center">
              <AccountLink question={`New to ${PRODUCT_NAME}?`} to={paths.advertiser.register.href()}>
                Create an advertiser account
              </AccountLink>
              <AccountLink question="Completing tasks for points?" to={paths.login.href()}>
                Cliquer sign in
              </AccountLink>
            </Stack>
          </Stack>
        </form>
      </AccountCard>
    </PublicPage>
  );
}
