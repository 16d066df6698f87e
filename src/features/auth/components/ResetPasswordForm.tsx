/**
 * The reset link's form (spec point 2: /login?token=…&email=…): a new password, typed twice, sent with the token
 * and e-mail to POST /api/u/changePassword; its msg is shown. After a change, the page returns to the sign-in form.
 */
import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useChangePassword } from '@generated/hooks/auth/auth';
import { useRef, useState, type FormEvent } from 'react';
import { FiKey } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { string } from 'yup';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { FormField } from '@/components/forms/FormField';
import { paths } from '@/config/paths';
import { COMMON_MESSAGES } from '@/config/messages';
import { AUTH_MESSAGES } from '../messages';

const PASSWORD_ID = 'reset-password';
const CONFIRM_ID = 'reset-confirm';
const ERROR_ID = 'reset-error';

const emailShape = string().email().required();

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    if (password === '' || confirm === '') {
      setError(COMMON_MESSAGES.fillAllFields);
      (password === '' ? passwordRef : confirmRef).current?.focus();
      return;
    }
    if (password !== confirm) {
      setError(AUTH_MESSAGES.passwordsDoNotMatch);
      confirmRef.current?.focus();
      return;
    }
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
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };
  const describedBy = error ? ERROR_ID : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Set a new password">
      <Stack gap="5">
        <Text color="fg.muted">
          Choose a new password for <strong>{email}</strong>.
        </Text>
        <FormField id={PASSWORD_ID} label="New password" required>
          {() => (
            <Input
              ref={passwordRef}
              type="password"
              name="password"
              autoComplete="new-password"
              size="lg"
              value={password}
              aria-invalid={error === COMMON_MESSAGES.fillAllFields && password === '' ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => edit(setPassword)(event.target.value)}
            />
          )}
        </FormField>
        <FormField id={CONFIRM_ID} label="Confirm new password" required>
          {() => (
            <Input
              ref={confirmRef}
              type="password"
              name="confirm_password"
              autoComplete="new-password"
              size="lg"
              value={confirm}
              aria-invalid={
                (error === COMMON_MESSAGES.fillAllFields && confirm === '') || error === AUTH_MESSAGES.passwordsDoNotMatch
                  ? true
                  : undefined
              }
              aria-describedby={describedBy}
              onChange={(event) => edit(setConfirm)(event.target.value)}
            />
          )}
        </FormField>
        {error ? (
          <Alert.Root id={ERROR_ID} status="error" role="alert" size="sm" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={change.isPending} loadingText="Saving…">
          <FiKey aria-hidden="true" />
          Change password
        </Button>
      </Stack>
    </form>
  );
}
