/**
 * /advertiser/regCompletion (spec points 2 and 7).
 *
 * With ?token=… in the address it posts the token to POST /api/a/confirmEmail once per token and shows the reply's
 * msg (the token is removed from the address bar first).
 * Without one it asks the advertiser to confirm their e-mail from their mail (showing the registration's msg
 * when they just registered). Either way it counts down 10 seconds visibly, then goes to /advertiser/login.
 */
import { Alert, Box, Button, Circle, HStack, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import FiLogIn from '~icons/feather/log-in';
import FiMail from '~icons/feather/mail';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useConfirmAdvertiserEmail } from '@generated/hooks/advertiser/advertiser';
import { describeFailure } from '@/components/feedback/States';
import { serverMessage } from '@/api/errors';
import { PublicPage } from '@/components/layout/PublicPage';
import { TIMINGS, WEBMAIL_URL } from '@/config/constants';
import { paths } from '@/config/paths';
import { useLinkSecrets } from '@/lib/link-secrets';
import { useCountdown } from '@/lib/timers';
import { useOncePerKey } from '@/lib/useOncePerKey';
import type { RegisteredState } from '../register/RegisterPage';
import { AccountCard } from '../components/AccountCard';

export const CONFIRM_FROM_MAIL =
  'Kindly confirm your email address by clicking the link we sent to your mail, then sign in.';

function ConfirmationResult({ token }: { token: string }) {
  const confirm = useConfirmAdvertiserEmail();
  const { mutate } = confirm;
  useOncePerKey(token, (sent) => mutate({ data: { token: sent } }));

  if (confirm.isIdle || confirm.isPending) {
    return (
      <HStack role="status" gap="3" color="fg.muted">
        <Spinner size="sm" color="brand.solid" aria-hidden="true" />
        <Text>Confirming your email…</Text>
      </HStack>
    );
  }
  if (confirm.isError) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Title>
          {serverMessage(confirm.error) ?? describeFailure(confirm.error, 'confirm your email')}
        </Alert.Title>
      </Alert.Root>
    );
  }
  const reply = confirm.data.data;
  const ok = reply.success !== false;
  const message =
    reply.msg?.trim() || (ok ? 'Your email has been confirmed.' : 'We could not confirm your email with this link.');
  return (
    <Alert.Root status={ok ? 'success' : 'error'} role={ok ? 'status' : 'alert'} borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

const LINK_PARAMS = ['token'] as const;

export function AdvertiserRegCompletionPage() {
  // The token leaves the address bar before it is posted (useLinkSecrets); the page keeps the value.
  const { token } = useLinkSecrets(LINK_PARAMS).values;
  const { state } = useLocation() as { state: RegisteredState | null };
  const navigate = useNavigate();
  const loginHref = paths.advertiser.login.href();
  const seconds = useCountdown(TIMINGS.advertiserCountdownSeconds, () => navigate(loginHref, { replace: true }));

  return (
    <PublicPage
      title={token ? 'Email confirmation' : 'Confirm your email'}
      heading={token ? 'Email confirmation' : 'Check your mail'}
      maxW="xl"
      description="Confirm your advertiser account's email address, then sign in."
    >
      <AccountCard>
        <Stack gap="6" align="stretch">
          <Circle size="14" bg="brand.subtle" color="brand.fg" alignSelf="flex-start">
            <FiMail width="26" height="26" aria-hidden="true" />
          </Circle>
          {token ? (
            <ConfirmationResult token={token} />
          ) : (
            <Stack gap="4">
              {state?.registeredMessage ? (
                <Alert.Root status="success" role="status" borderRadius="l2">
                  <Alert.Indicator />
                  <Alert.Title>{state.registeredMessage}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Text fontSize="lg">{CONFIRM_FROM_MAIL}</Text>
              <Text color="fg.muted" fontSize="sm">
                Can’t find it? Look in your spam or promotions folder.
              </Text>
            </Stack>
          )}

          <Box borderTopWidth="1px" pt="5">
            <Text role="timer" aria-live="off" aria-atomic="true" color="fg.muted">
              Taking you to the sign-in page in{' '}
              <Text as="span" fontWeight="bold" color="fg" fontVariantNumeric="tabular-nums" data-testid="countdown">
                {seconds}
              </Text>{' '}
              {seconds === 1 ? 'second' : 'seconds'}…
            </Text>
          </Box>

          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="brand">
              <Link to={loginHref} replace>
                <FiLogIn aria-hidden="true" />
                Sign in now
              </Link>
            </Button>
            {token ? null : (
              <Button asChild variant="outline">
                <ChakraLink href={WEBMAIL_URL} target="_blank" rel="noopener noreferrer" textDecoration="none">
                  <FiMail aria-hidden="true" />
                  Open mail
                </ChakraLink>
              </Button>
            )}
          </Stack>
        </Stack>
      </AccountCard>
    </PublicPage>
  );
}
