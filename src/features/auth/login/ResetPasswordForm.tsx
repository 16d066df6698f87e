/**
 * The reset link's form (spec point 2: /login?token=…&email=…): a new password, typed twice, sent with the token
 * and e-mail to POST /api/u/changePassword; its msg is shown. After a change, the page returns to the sign-in form.
 */
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useChangePassword } from '@generated/hooks/auth/auth';
import FiKey from '~icons/feather/key';
import { useNavigate } from 'react-router-dom';
import { object, ref, string } from 'yup';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { TextField } from '@/components/forms/fields';
import { useForm } from '@/components/forms/useForm';
import { paths } from '@/config/paths';
import { COMMON_MESSAGES } from '@/config/messages';
import { AUTH_MESSAGES } from './messages';

const FORM = 'reset';
const ERROR_ID = `${FORM}-error`;

const emailShape = string().email().required();

/** Both fields are required ('Please fill all fields'), and the second must repeat the first. */
const resetSchema = object({
  password: string().required(COMMON_MESSAGES.fillAllFields),
  confirm: string()
    .required(COMMON_MESSAGES.fillAllFields)
    .oneOf([ref('password')], AUTH_MESSAGES.passwordsDoNotMatch),
});

export function ResetPasswordForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  /** Back to the sign-in form (the link's values are no longer in the address bar: the page forgets them). */
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const dialog = useReplyDialog();
  const change = useChangePassword();
  const form = useForm({
    id: FORM,
    initialValues: { password: '', confirm: '' },
    validationSchema: resetSchema,
    order: ['password', 'confirm'],
    showErrors: 'submitted',
    onSubmit: async ({ password }) => {
      try {
        const reply = (await change.mutateAsync({ data: { token, email, password } })).data;
        dialog.notify(
          AUTH_MESSAGES.kindlyNote,
          reply.msg?.trim() ||
            (reply.success ? 'Your password has been changed.' : 'Your password could not be changed.'),
        );
        if (reply.success) {
          onDone();
          void navigate(paths.login.href(), { replace: true });
        }
      } catch (failure) {
        dialog.notify(AUTH_MESSAGES.kindlyNote, describeFailure(failure, 'change your password'));
      }
    },
  });

  if (!emailShape.isValidSync(email)) {
    return (
      <Stack gap="4">
        <Alert.Root status="error" role="alert" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This password reset link is not valid</Alert.Title>
            <Alert.Description>Request a new link with "Forgot password?" on the sign-in form.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button
          variant="outline"
          onClick={() => {
            onDone();
            void navigate(paths.login.href(), { replace: true });
          }}
        >
          Back to sign in
        </Button>
      </Stack>
    );
  }

  // One message for the form, shown by a submit until anything is typed: an empty field first, else the mismatch.
  const errors = form.formik.errors;
  const message = !form.formError
    ? undefined
    : errors.password === COMMON_MESSAGES.fillAllFields || errors.confirm === COMMON_MESSAGES.fillAllFields
      ? COMMON_MESSAGES.fillAllFields
      : errors.confirm;
  const describedBy = message ? ERROR_ID : undefined;
  const field = (name: 'password' | 'confirm', label: string) => (
    <TextField
      form={form}
      name={name}
      label={label}
      required
      formMessage={{ invalid: form.error(name) !== undefined, id: describedBy }}
      type="password"
      autoComplete="new-password"
      size="lg"
    />
  );

  return (
    <form {...form.props} aria-label="Set a new password">
      <Stack gap="5">
        <Text color="fg.muted">
          Choose a new password for <strong>{email}</strong>.
        </Text>
        {field('password', 'New password')}
        {field('confirm', 'Confirm new password')}
        {message ? (
          <Alert.Root id={ERROR_ID} status="error" role="alert" size="sm" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={form.isSubmitting} loadingText="Saving…">
          <FiKey aria-hidden="true" />
          Change password
        </Button>
      </Stack>
    </form>
  );
}
