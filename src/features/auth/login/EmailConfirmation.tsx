/**
 * The confirmation link (spec point 2: /login?token=… without an email): POST /api/u/confirmEmail once, and its
 * msg shown (in the dialog, and kept above the sign-in form).
 */
import { Alert, Flex, Spinner, Text } from '@chakra-ui/react';
import { useConfirmUserEmail } from '@generated/hooks/auth/auth';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { useOncePerKey } from '@/lib/useOncePerKey';
import { AUTH_MESSAGES } from './messages';

export function EmailConfirmation({ token }: { token: string }) {
  const dialog = useReplyDialog();
  const confirm = useConfirmUserEmail();
  const { mutate } = confirm;

  useOncePerKey(token, (sent) =>
    mutate(
      { data: { token: sent } },
      {
        onSuccess: (reply) => {
          const fallback = reply.data.success ? 'Your email has been confirmed.' : 'Your email could not be confirmed.';
          dialog.notify(AUTH_MESSAGES.kindlyNote, reply.data.msg?.trim() || fallback);
        },
      },
    ),
  );

  if (confirm.isError) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We couldn't confirm your email</Alert.Title>
          <Alert.Description>{describeFailure(confirm.error, 'confirm your email')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (confirm.isSuccess) {
    const reply = confirm.data.data;
    return (
      <Alert.Root status={reply.success ? 'success' : 'error'} borderRadius="l2">
        <Alert.Indicator />
        <Alert.Title>
          {reply.msg?.trim() ||
            (reply.success ? 'Your email has been confirmed.' : 'Your email could not be confirmed.')}
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Flex role="status" align="center" gap="2" color="fg.muted">
      <Spinner size="sm" aria-hidden="true" />
      <Text>Confirming your email…</Text>
    </Flex>
  );
}
