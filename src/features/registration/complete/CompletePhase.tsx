/**
 * Phase 4, Congratulations (spec points 4 and 7). GET /api/u/completedRegistration decides what shows:
 * prevStep sends the Cliquer back to phase 3 and login to the login page (each through the server's dialog, and
 * a button here in case the dialog is dismissed); extras.input asks for the e-mail confirmation token, which is
 * checked 1.5 s after typing stops (POST /api/u/checkConfirmationToken, one request at a time): 'Email confirmed'
 * / 'Your email ownership has been confirmed, kindly login' on success, the server's message 1 s after a failure.
 */
import { Alert, Box, Button, Card, Field, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FlowReply } from '@generated/models';
import { useCheckConfirmationToken, useGetCompletedRegistration } from '@generated/hooks/registration/registration';
import { useCallback, useEffect, useRef } from 'react';
import FiArrowLeft from '~icons/feather/arrow-left';
import FiLogIn from '~icons/feather/log-in';
import FiMail from '~icons/feather/mail';
import { useNavigate } from 'react-router-dom';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { QueryState } from '@/components/feedback/QueryState';
import { WEBMAIL_URL } from '@/config/constants';
import { paths } from '@/config/paths';
import { openExternal } from '@/lib/safe-url';
import { MESSAGES } from '../messages';
import { phaseTitle, type PhaseProps } from '../phase';
import { PhaseFrame } from '../components/PhaseFrame';
import { useConfirmationToken } from './useConfirmationToken';

const TOKEN_ID = 'reg-confirmation-token';

function TokenField({ placeholder, onConfirmed }: { placeholder: string; onConfirmed: (reply: FlowReply) => void }) {
  const checkToken = useCheckConfirmationToken();
  const { mutateAsync } = checkToken;
  const check = useCallback(async (token: string) => (await mutateAsync({ data: { token } })).data, [mutateAsync]);
  const { value, state, change } = useConfirmationToken({ check, onConfirmed });
  const failed = state.status === 'failed';
  const confirmed = state.status === 'confirmed';

  if (confirmed) {
    return (
      <Alert.Root status="success" role="alert" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{MESSAGES.emailConfirmedTitle}</Alert.Title>
          <Alert.Description>{MESSAGES.emailConfirmedMessage}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Field.Root id={TOKEN_ID} invalid={failed} ids={{ errorText: `${TOKEN_ID}-error`, helperText: `${TOKEN_ID}-hint` }}>
      <Field.Label fontWeight="semibold">Confirmation token</Field.Label>
      <Input
        value={value}
        onChange={(event) => change(event.target.value)}
        placeholder={placeholder}
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="none"
        size="lg"
        maxW="sm"
        aria-describedby={[`${TOKEN_ID}-hint`, failed ? `${TOKEN_ID}-error` : null].filter(Boolean).join(' ')}
      />
      <Field.HelperText color="fg.muted">It is checked as soon as you stop typing.</Field.HelperText>
      <Box role="status" aria-live="polite" minH="6">
        {state.status === 'checking' ? (
          <Flex align="center" gap="2" fontSize="sm" color="fg.muted">
            <Spinner size="xs" aria-hidden="true" />
            Checking your token…
          </Flex>
        ) : null}
      </Box>
      {failed ? (
        <Field.ErrorText fontWeight="medium" role="alert">
          {state.message}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/** What the completion reply asks of the user: go back, log in, or confirm the e-mail with its token. */
function CompletionCard({
  data,
  onBack,
  goToLogin,
  onConfirmed,
}: {
  data: FlowReply;
  onBack: () => void;
  goToLogin: () => void;
  onConfirmed: () => void;
}) {
  const title = data.sbj?.trim() || data.title?.trim() || '';
  const action = data.onClick;
  const asksToken = data.extras?.input === true;
  // The card's one button, unless it asks for the token: back (prevStep), else to the login page.
  const move =
    action === 'prevStep'
      ? { icon: FiArrowLeft, label: data.btnMsg?.trim() || 'Go back', onClick: onBack }
      : action === 'login'
        ? { icon: FiLogIn, label: data.btnMsg?.trim() || 'Login', onClick: goToLogin }
        : asksToken
          ? null
          : { icon: FiLogIn, label: 'Go to login', onClick: goToLogin };
  return (
    <Card.Root variant="subtle" borderRadius="l3">
      <Card.Body gap="5">
        <Stack gap="1">
          {title && title !== phaseTitle(4) ? (
            <Text fontWeight="bold" fontSize="lg">
              {title}
            </Text>
          ) : null}
          {data.msg ? <Text>{data.msg}</Text> : null}
        </Stack>
        {move ? (
          <Box>
            <Button colorPalette="brand" onClick={move.onClick}>
              <move.icon aria-hidden="true" />
              {move.label}
            </Button>
          </Box>
        ) : (
          <Stack gap="4">
            <Box>
              <Button variant="outline" colorPalette="brand" onClick={() => openExternal(WEBMAIL_URL)}>
                <FiMail aria-hidden="true" />
                {data.btnMsg?.trim() || 'Open mail'}
                <Text as="span" srOnly>
                  (opens in a new tab)
                </Text>
              </Button>
            </Box>
            <TokenField
              placeholder={data.extras?.placeholder?.trim() || 'Enter confirmation token'}
              onConfirmed={onConfirmed}
            />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function CompletePhase({ onBack, focusHeading }: Omit<PhaseProps, 'onAdvance'>) {
  const dialog = useReplyDialog();
  const navigate = useNavigate();
  const completion = useGetCompletedRegistration({
    query: { staleTime: 0, gcTime: 0, refetchOnWindowFocus: false },
  });
  const reply = completion.data?.data;
  const goToLogin = useCallback(() => navigate(paths.login.href()), [navigate]);

  // The server's prevStep and login are announced with its dialog, once per reply.
  const shownAt = useRef(0);
  useEffect(() => {
    if (!reply || shownAt.current === completion.dataUpdatedAt) return;
    shownAt.current = completion.dataUpdatedAt;
    if (reply.onClick === 'prevStep' || reply.onClick === 'login') {
      dialog.show(reply, {
        defaultTitle: MESSAGES.kindlyNote,
        defaultButton: 'Okay',
        actions: { prevStep: onBack, login: goToLogin },
      });
    }
  }, [reply, completion.dataUpdatedAt, dialog, onBack, goToLogin]);

  const onConfirmed = useCallback(() => {
    dialog.show(
      { sbj: MESSAGES.emailConfirmedTitle, msg: MESSAGES.emailConfirmedMessage, btnMsg: 'Login', onClick: 'login' },
      { defaultTitle: MESSAGES.emailConfirmedTitle, defaultButton: 'Login', actions: { login: goToLogin } },
    );
  }, [dialog, goToLogin]);

  return (
    <PhaseFrame
      phase={4}
      description="You are nearly there: confirm your email address to finish."
      focusHeading={focusHeading}
    >
      <QueryState query={completion} what="check your registration" loadingLabel="Checking your registration">
        {({ data }) => <CompletionCard data={data} onBack={onBack} goToLogin={goToLogin} onConfirmed={onConfirmed} />}
      </QueryState>
    </PhaseFrame>
  );
}
