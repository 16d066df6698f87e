/**
 * The Cliquer login (spec points 2, 4, 5, 8): user (username or e-mail) and password, both required ('Please fill
 * all fields'). While POST /api/u/login runs the button reads 'Signing in...' and is disabled. Success goes back to
 * the dashboard page the guard or the session-ended dialog came from (`from`), else to /dashboard/overview; a non-success reply shows the 'Error' dialog with its msg (or 'Login failed. Please try
 * again.'); no reply at all shows 'Connection error. Please try again later.'
 */
import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { useLoginUser } from '@generated/hooks/auth/auth';
import { getGetUserSessionQueryKey } from '@generated/hooks/session/session';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { FiLogIn } from 'react-icons/fi';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, serverMessage, withOfflineNote } from '@/api/errors';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { returnPathAfterLogin } from '@/components/feedback/session-area';
import { FormField } from '@/components/forms/FormField';
import { AUTH_MESSAGES } from '../messages';

const USER_ID = 'login-user';
const PASSWORD_ID = 'login-password';
const FORM_ERROR_ID = 'login-error';

/** The message for a login that threw: no reply is a connection error; a broken reply says what it can. */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return withOfflineNote(AUTH_MESSAGES.connectionError, error);
  return serverMessage(error) ?? AUTH_MESSAGES.loginFailed;
}

export function LoginForm() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const dialog = useReplyDialog();
  const login = useLoginUser();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const userRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const name = user.trim();
    if (name === '' || password === '') {
      setError(AUTH_MESSAGES.fillAllFields);
      (name === '' ? userRef : passwordRef).current?.focus();
      return;
    }
    try {
      const reply = await login.mutateAsync({ data: { user: name, password } });
      if (reply.data.success) {
        await queryClient.invalidateQueries({ queryKey: getGetUserSessionQueryKey() });
        navigate(returnPathAfterLogin('user', state));
        return;
      }
      dialog.notify(AUTH_MESSAGES.errorTitle, reply.data.msg?.trim() || AUTH_MESSAGES.loginFailed);
    } catch (failure) {
      dialog.notify(AUTH_MESSAGES.errorTitle, loginFailureMessage(failure));
    }
  };

  const describe = (hasError: boolean) => (hasError ? FORM_ERROR_ID : undefined);
  const userMissing = error !== null && user.trim() === '';
  const passwordMissing = error !== null && password === '';

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
      <Stack gap="5">
        <FormField id={USER_ID} label="Username or email" required>
          {() => (
            <Input
              ref={userRef}
              name="user"
              autoComplete="username"
              spellCheck={false}
              autoCapitalize="none"
              size="lg"
              value={user}
              aria-invalid={userMissing || undefined}
              aria-describedby={describe(userMissing)}
              onChange={(event) => {
                setUser(event.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        <FormField id={PASSWORD_ID} label="Password" required>
          {() => (
            <Input
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              size="lg"
              value={password}
              aria-invalid={passwordMissing || undefined}
              aria-describedby={describe(passwordMissing)}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        {error ? (
          <Alert.Root id={FORM_ERROR_ID} status="error" role="alert" size="sm" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          w="full"
          loading={login.isPending}
          loadingText={AUTH_MESSAGES.signingIn}
          spinnerPlacement="start"
        >
          <FiLogIn aria-hidden="true" />
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
