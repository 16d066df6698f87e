/**
 * /cfadmin/login (spec points 2, 4, 7): POST /api/adm/login with username and password. While the call runs
 * the button reads 'Signing in...' and is disabled. Success shows the server's message and, after
 * TIMINGS.adminLoginRedirect (1 s), goes back to the admin page the guard or the session-ended dialog came from
 * (`from`), else to /cfadmin/dashboard; a refused login shows the server's msg (or a
 * default) in the reply dialog, and a failed call says whether the connection or the server failed.
 * A failed attempt keeps what was typed; an empty field is reported beside it and focused.
 */
import { Alert, Box, Button, Card, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import FiEye from '~icons/feather/eye';
import FiEyeOff from '~icons/feather/eye-off';
import FiLogIn from '~icons/feather/log-in';
import { useNavigate } from 'react-router-dom';
import type { AdminLoginBody } from '@generated/models';
import { LOGIN_MESSAGES, useLogin } from '@/components/auth/useLogin';
import { RouteNotice } from '@/components/feedback/States';
import { FormField } from '@/components/forms/FormField';
import { TextField } from '@/components/forms/fields';
import { useForm } from '@/components/forms/useForm';
import { PublicPage } from '@/components/layout/PublicPage';
import { TIMINGS } from '@/config/constants';
import { ADMIN_LOGIN_FIELDS, ADMIN_LOGIN_MESSAGES, adminLoginSchema } from './schema';

const FORM = 'admin-login';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  /** The success message and where to go, while the redirect is pending. */
  const [welcome, setWelcome] = useState<{ message: string; to: string } | null>(null);

  const focusPassword = () => document.getElementById(`${FORM}-password`)?.focus();
  // The busy button cannot keep focus: the password field takes it, and gets it back when the dialog closes.
  const login = useLogin('admin', { beforeDialog: focusPassword });

  const form = useForm<AdminLoginBody>({
    id: FORM,
    initialValues: { username: '', password: '' },
    validationSchema: adminLoginSchema,
    order: ADMIN_LOGIN_FIELDS,
    // Problems show from the first submit on (not on blur, which would move the button under the pointer).
    showErrors: 'submitted',
    onSubmit: async (values) => {
      const outcome = await login.signIn({ user: values.username, password: values.password });
      if (outcome.signedIn) setWelcome({ message: outcome.message ?? ADMIN_LOGIN_MESSAGES.success, to: outcome.to });
    },
  });

  // Spec point 4: success goes to /cfadmin/dashboard (or back to `from`) after 1 second.
  useEffect(() => {
    if (welcome === null) return undefined;
    const timer = setTimeout(() => navigate(welcome.to), TIMINGS.adminLoginRedirect);
    return () => clearTimeout(timer);
  }, [welcome, navigate]);

  const busy = form.isSubmitting || welcome !== null;
  // While the redirect is pending, what was typed stays as it is.
  const locked = { readOnly: welcome !== null, size: 'lg' } as const;

  return (
    <PublicPage
      title="Admin sign in"
      maxW="md"
      description="Sign in to the Cliq admin area."
      lead="Manage task types, users and advertisers."
    >
      <RouteNotice />
      <Card.Root variant="elevated">
        <Card.Body>
          <form {...form.props} aria-label="Admin sign in">
            <Stack gap="5">
              <TextField
                form={form}
                name="username"
                label="Username"
                required
                kind="username"
                autoCapitalize="none"
                {...locked}
              />

              <FormField id={form.controlId('password')} label="Password" required error={form.error('password')}>
                {(describedBy) => (
                  <InputGroup
                    endElement={
                      <IconButton
                        variant="ghost"
                        size="sm"
                        me="-2"
                        aria-label="Show password"
                        aria-pressed={showPassword}
                        aria-controls={form.controlId('password')}
                        onClick={() => setShowPassword((shown) => !shown)}
                      >
                        {showPassword ? <FiEyeOff aria-hidden="true" /> : <FiEye aria-hidden="true" />}
                      </IconButton>
                    }
                  >
                    <Input
                      {...form.field('password')}
                      {...locked}
                      type={showPassword ? 'text' : 'password'}
                      autoComplete="current-password"
                      aria-describedby={describedBy}
                    />
                  </InputGroup>
                )}
              </FormField>

              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={busy}
                loadingText={LOGIN_MESSAGES.signingIn}
              >
                <FiLogIn aria-hidden="true" /> Sign in
              </Button>

              <Box role="status" aria-live="polite" aria-atomic="true" minH="12">
                {welcome !== null ? (
                  <Alert.Root status="success" borderRadius="l2" size="sm" alignItems="center">
                    <Alert.Indicator />
                    <Stack gap="0">
                      <Alert.Title>{welcome.message}</Alert.Title>
                      <Alert.Description>Taking you to the dashboard…</Alert.Description>
                    </Stack>
                  </Alert.Root>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    This area is for Cliq administrators only.
                  </Text>
                )}
              </Box>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </PublicPage>
  );
}
