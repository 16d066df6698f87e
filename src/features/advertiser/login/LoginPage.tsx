/**
 * /advertiser/login (spec points 2, 5, 7, 8). Both fields are required ('Please fill all fields'). While the
 * call runs the button reads 'Signing in...' and is disabled. The call, its outcomes' wording and the return to
 * `from` (else /advertiser/dashboard/overview) are the shared login's (src/components/auth/useLogin.ts).
 * The notice a guard sent along ('Kindly login') shows at the top.
 */
import { Alert, Button, Card, Field, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { FiLogIn } from 'react-icons/fi';
import { Link, useNavigate } from 'react-router-dom';
import { LOGIN_MESSAGES, useLogin } from '@/components/auth/useLogin';
import { RouteNotice } from '@/components/feedback/States';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { PublicPage } from '@/components/layout/PublicPage';
import { PRODUCT_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { FILL_ALL_FIELDS, LOGIN_FIELD_ORDER, LOGIN_INITIAL_VALUES, loginSchema, type LoginValues } from './schema';

const FORM = 'advertiser-login';
const FORM_ERROR_ID = `${FORM}-error`;
const controlId = (name: keyof LoginValues) => `${FORM}-${name}`;

export function AdvertiserLoginPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const login = useLogin('advertiser');

  const formik = useFormik<LoginValues>({
    initialValues: LOGIN_INITIAL_VALUES,
    validationSchema: loginSchema,
    // The one message is about the whole form: it is checked on submit, and cleared as fields are filled.
    validateOnBlur: false,
    onSubmit: async (values) => {
      const outcome = await login.signIn(values);
      if (outcome.signedIn) navigate(outcome.to, { replace: true });
    },
  });
  const { values, errors, submitCount, isSubmitting, handleChange, handleBlur } = formik;
  useFocusFirstError({ form: formRef, order: LOGIN_FIELD_ORDER, idOf: controlId, errors, submitCount, isSubmitting });

  const showErrors = submitCount > 0;
  const invalid = (name: keyof LoginValues) => showErrors && Boolean(errors[name]);
  const formError = showErrors && (errors.user || errors.password) ? FILL_ALL_FIELDS : undefined;

  return (
    <PublicPage
      title="Advertiser sign in"
      heading="Advertiser sign in"
      maxW="md"
      description={`Sign in to your ${PRODUCT_NAME} advertiser account.`}
    >
      <RouteNotice />
      <Card.Root variant="outline" borderRadius="2xl" boxShadow="sm">
        <Card.Body p={{ base: '5', md: '8' }}>
          <form ref={formRef} noValidate onSubmit={formik.handleSubmit} aria-label="Advertiser sign in">
            <Stack gap="5">
              {formError ? (
                <Alert.Root status="error" role="alert" id={FORM_ERROR_ID} borderRadius="l2">
                  <Alert.Indicator />
                  <Alert.Title>{formError}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Field.Root id={controlId('user')} required invalid={invalid('user')}>
                <Field.Label fontWeight="semibold">
                  Username or email
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="user"
                  value={values.user}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  autoComplete="username"
                  spellCheck={false}
                  aria-describedby={invalid('user') ? FORM_ERROR_ID : undefined}
                />
              </Field.Root>
              <Field.Root id={controlId('password')} required invalid={invalid('password')}>
                <Field.Label fontWeight="semibold">
                  Password
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="password"
                  type="password"
                  value={values.password}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  autoComplete="current-password"
                  aria-describedby={invalid('password') ? FORM_ERROR_ID : undefined}
                />
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" disabled={isSubmitting}>
                <FiLogIn aria-hidden="true" />
                {isSubmitting ? LOGIN_MESSAGES.signingIn : 'Sign in'}
              </Button>
              <Stack gap="2" fontSize="sm" color="fg.muted" textAlign="center">
                <Text>
                  New to {PRODUCT_NAME}?{' '}
                  <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                    <Link to={paths.advertiser.register.href()}>Create an advertiser account</Link>
                  </ChakraLink>
                </Text>
                <Text>
                  Completing tasks for points?{' '}
                  <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                    <Link to={paths.login.href()}>Cliquer sign in</Link>
                  </ChakraLink>
                </Text>
              </Stack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </PublicPage>
  );
}
