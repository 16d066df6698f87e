/**
 * /login (spec point 2). The query decides what shows: token and email → set a new password; token alone →
 * e-mail confirmation, then the sign-in form; nothing → the sign-in form with 'Forgot password?'. The guards'
 * 'Kindly login' notice (RouteNotice) stays at the top. Links lead to Sign Up and to the advertiser login.
 * The link's token and email are removed from the address bar before any call (useLinkSecrets); the page keeps
 * what it read, so a reload shows the plain sign-in form.
 */
import { Card, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { AccountLink } from '@/components/auth/AccountLink';
import { RouteNotice } from '@/components/feedback/States';
import { PublicPage } from '@/components/layout/PublicPage';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { useLinkSecrets } from '@/lib/link-secrets';
import { EmailConfirmation } from './EmailConfirmation';
import { ForgotPassword } from './ForgotPassword';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';

const LINK_PARAMS = ['token', 'email'] as const;

export function LoginPage() {
  const link = useLinkSecrets(LINK_PARAMS);
  const { token, email } = link.values;
  const resetting = token !== '' && email !== '';

  return (
    <PublicPage
      title={resetting ? 'Set a new password' : 'Sign in'}
      heading={resetting ? 'Set a new password' : 'Welcome back'}
      maxW="md"
      description={`Sign in to your ${PRODUCT_NAME} account to complete tasks and earn points.`}
      lead={resetting ? undefined : `Sign in to your ${PRODUCT_NAME} account to complete tasks and earn points.`}
    >
      <Stack gap="6">
        <RouteNotice />
        {!resetting && token !== '' ? <EmailConfirmation token={token} /> : null}
        <Card.Root variant="outline" borderRadius="l3" boxShadow="sm">
          <Card.Body gap="4" p={{ base: '5', md: '8' }}>
            {resetting ? (
              <ResetPasswordForm token={token} email={email} onDone={link.forget} />
            ) : (
              <>
                <LoginForm />
                <ForgotPassword />
              </>
            )}
          </Card.Body>
        </Card.Root>
        <Stack gap="3" fontSize="sm" textAlign="center">
          <AccountLink color="fg.muted" question={`New to ${PRODUCT_NAME}?`} to={paths.register.href()}>
            Sign Up
          </AccountLink>
          <Flex align="center" gap="3" color="fg.muted">
            <Separator flex="1" />
            <Text fontSize="xs">or</Text>
            <Separator flex="1" />
          </Flex>
          <AccountLink color="fg.muted" question="Advertising with us?" to={paths.advertiser.login.href()}>
            Advertiser login
          </AccountLink>
        </Stack>
      </Stack>
    </PublicPage>
  );
}
