/**
 * The Cliquer login form (spec points 2, 4, 5, 8): user (username or e-mail) and password, both required ('Please
 * fill all fields'). While POST /api/u/login runs the button reads 'Signing in...' and is disabled. The form, its
 * fields and message are the shared sign-in form's (src/components/auth/CredentialsFields.tsx); the call, its
 * outcomes' wording and the return to `from` (else /dashboard/overview) the shared login's (useLogin).
 */
import { Button, Stack } from '@chakra-ui/react';
import FiLogIn from '~icons/feather/log-in';
import { useNavigate } from 'react-router-dom';
import { CredentialsError, CredentialsFields, useCredentialsForm } from '@/components/auth/CredentialsFields';
import { LOGIN_MESSAGES } from '@/components/auth/useLogin';

export function LoginForm() {
  const navigate = useNavigate();
  const form = useCredentialsForm('user', (to) => navigate(to));

  return (
    <form {...form.props} aria-label="Sign in">
      <Stack gap="5">
        <CredentialsFields form={form} size="lg" />
        <CredentialsError form={form} size="sm" />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          w="full"
          loading={form.isSubmitting}
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
