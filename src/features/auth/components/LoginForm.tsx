/**
 * The Cliquer login form (spec points 2, 4, 5, 8): user (username or e-mail) and password, both required ('Please
 * fill all fields'). While POST /api/u/login runs the button reads 'Signing in...' and is disabled. The call, its
 * outcomes' wording and the return to `from` (else /dashboard/overview) are the shared login's
 * (src/components/auth/useLogin.ts).
 */
import { Alert, Button, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FiLogIn } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES, useLogin } from '@/components/auth/useLogin';
import { FormField } from '@/components/forms/FormField';

const USER_ID = 'login-user';
const PASSWORD_ID = 'login-password';
const FORM_ERROR_ID = 'login-error';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin('user');
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const userRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.pending) return;
    const name = user.trim();
    if (name === '' || password === '') {
      setError(LOGIN_MESSAGES.fillAllFields);
      (name === '' ? userRef : passwordRef).current?.focus();
      return;
    }
    const outcome = await login.signIn({ user: name, password });
    if (outcome.signedIn) navigate(outcome.to);
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
          loading={login.pending}
          loadingText={LOGIN_MESSAGES.signingIn}
          spinnerPlacement="start"
        >
          <FiLogIn aria-hidden="true" />
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
