/**
 * /cfadmin/login (spec points 2, 4, 7): POST /api/adm/login with username and password. While the call runs
 * the button reads 'Signing in...' and is disabled. Success shows the server's message and, after
 * TIMINGS.adminLoginRedirect (1 s), goes back to the admin page the guard or the session-ended dialog came from
 * (`from`), else to /cfadmin/dashboard; a refused login shows the server's msg (or a
 * default) in the reply dialog, and a failed call says whether the connection or the server failed.
 * A failed attempt keeps what was typed; an empty field is reported beside it and focused.
 */
import { Alert, Box, Button, Card, Field, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FiEye, FiEyeOff, FiLogIn } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import type { AdminLoginBody } from '@generated/models';
import { LOGIN_MESSAGES, useLogin } from '@/components/auth/useLogin';
import { RouteNotice } from '@/components/feedback/States';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { PublicPage } from '@/components/layout/PublicPage';
import { TIMINGS } from '@/config/constants';
import { ADMIN_LOGIN_FIELDS, ADMIN_LOGIN_MESSAGES, adminLoginSchema } from './login-schema';

type FieldName = keyof AdminLoginBody;

const controlId = (name: FieldName) => `admin-login-${name}`;
const errorId = (name: FieldName) => `admin-login-${name}-error`;

export function AdminLoginPage() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [showPassword, setShowPassword] = useState(false);
  /** The success message and where to go, while the redirect is pending. */
  const [welcome, setWelcome] = useState<{ message: string; to: string } | null>(null);

  const focusPassword = () => formRef.current?.querySelector<HTMLElement>(`#${controlId('password')}`)?.focus();
  // The busy button cannot keep focus: the password field takes it, and gets it back when the dialog closes.
  const login = useLogin('admin', { beforeDialog: focusPassword });

  const formik = useFormik<AdminLoginBody>({
    initialValues: { username: '', password: '' },
    validationSchema: adminLoginSchema,
    onSubmit: async (values) => {
      const outcome = await login.signIn({ user: values.username, password: values.password });
      if (outcome.signedIn) setWelcome({ message: outcome.message ?? ADMIN_LOGIN_MESSAGES.success, to: outcome.to });
    },
  });
  const { values, errors, submitCount, isSubmitting, handleChange, handleBlur } = formik;

  // Spec point 4: success goes to /cfadmin/dashboard (or back to `from`) after 1 second.
  useEffect(() => {
    if (welcome === null) return undefined;
    const timer = setTimeout(() => navigate(welcome.to), TIMINGS.adminLoginRedirect);
    return () => clearTimeout(timer);
  }, [welcome, navigate]);

  // After a submit that failed validation, focus the first empty field (once per attempt).
  useFocusFirstError({ form: formRef, order: ADMIN_LOGIN_FIELDS, idOf: controlId, errors, submitCount, isSubmitting });

  // Problems show from the first submit on (not on blur, which would move the button under the pointer).
  const errorOf = (name: FieldName) => (submitCount > 0 ? errors[name] : undefined);
  const busy = isSubmitting || welcome !== null;

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
    'aria-describedby': errorOf(name) ? errorId(name) : undefined,
    readOnly: welcome !== null,
    size: 'lg' as const,
  });

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
          <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
            <Stack gap="5">
              <Field.Root
                id={controlId('username')}
                required
                invalid={Boolean(errorOf('username'))}
                ids={{ errorText: errorId('username') }}
              >
                <Field.Label>
                  Username <Field.RequiredIndicator />
                </Field.Label>
                <Input {...field('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
                <Field.ErrorText color="fg.error">{errorOf('username')}</Field.ErrorText>
              </Field.Root>

              <Field.Root
                id={controlId('password')}
                required
                invalid={Boolean(errorOf('password'))}
                ids={{ errorText: errorId('password') }}
              >
                <Field.Label>
                  Password <Field.RequiredIndicator />
                </Field.Label>
                <InputGroup
                  endElement={
                    <IconButton
                      variant="ghost"
                      size="sm"
                      me="-2"
                      aria-label="Show password"
                      aria-pressed={showPassword}
                      aria-controls={controlId('password')}
                      onClick={() => setShowPassword((shown) => !shown)}
                    >
                      {showPassword ? <FiEyeOff aria-hidden="true" /> : <FiEye aria-hidden="true" />}
                    </IconButton>
                  }
                >
                  <Input
                    {...field('password')}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                  />
                </InputGroup>
                <Field.ErrorText color="fg.error">{errorOf('password')}</Field.ErrorText>
              </Field.Root>

              <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={LOGIN_MESSAGES.signingIn}>
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
