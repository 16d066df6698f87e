/**
 * Forgot password (spec points 2, 5, 8): a disclosure with one input (username or e-mail). Empty: 'Empty input
 * field'. POST /api/u/forgetPassword: the result shows in a dialog titled 'Mail sent' or 'Failed to send mail'
 * with the server's msg.
 */
import { Box, Button, Flex, Input, Stack, chakra } from '@chakra-ui/react';
import { useRequestPasswordReset } from '@generated/hooks/auth/auth';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FiChevronDown, FiSend } from 'react-icons/fi';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { FormField } from '@/components/forms/FormField';
import { AUTH_MESSAGES } from '../messages';

const FIELD_ID = 'forgot-user';

export function ForgotPassword() {
  const dialog = useReplyDialog();
  const reset = useRequestPasswordReset();
  const [open, setOpen] = useState(false);
  const [user, setUser] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const regionId = useId();

  // Opening the form takes the user straight to its input.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const value = user.trim();
    if (value === '') {
      setError(AUTH_MESSAGES.emptyInput);
      inputRef.current?.focus();
      return;
    }
    try {
      const reply = (await reset.mutateAsync({ data: { user: value } })).data;
      if (reply.success) {
        dialog.notify(AUTH_MESSAGES.mailSent, reply.msg?.trim() || 'Check your email for a link to reset your password.');
      } else {
        dialog.notify(AUTH_MESSAGES.mailFailed, reply.msg?.trim() || 'We could not send the mail. Please try again.');
      }
    } catch (failure) {
      dialog.notify(AUTH_MESSAGES.mailFailed, describeFailure(failure, 'send the mail'));
    }
  };

  return (
    <Box>
      <Flex justify="flex-end">
        <Button
          variant="plain"
          size="sm"
          px="0"
          color="brand.fg"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => {
            setOpen((current) => !current);
          }}
        >
          Forgot password?
          <Box as="span" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" display="inline-flex">
            <FiChevronDown aria-hidden="true" />
          </Box>
        </Button>
      </Flex>
      <Box id={regionId}>
        {open ? (
          <chakra.form
            noValidate
            onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
            aria-label="Reset your password"
            mt="2"
            p="4"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.subtle"
          >
            <Stack gap="3">
              <FormField
                id={FIELD_ID}
                label="Username or email"
                hint="We will send you a link to set a new password."
                error={error}
              >
                {(describedBy) => (
                  <Input
                    ref={inputRef}
                    name="forgot-user"
                    autoComplete="username"
                    spellCheck={false}
                    autoCapitalize="none"
                    bg="bg"
                    value={user}
                    aria-describedby={describedBy}
                    onChange={(event) => {
                      setUser(event.target.value);
                      setError(undefined);
                    }}
                  />
                )}
              </FormField>
              <Box>
                <Button type="submit" variant="outline" colorPalette="brand" loading={reset.isPending} loadingText="Sending…">
                  <FiSend aria-hidden="true" />
                  Send reset link
                </Button>
              </Box>
            </Stack>
          </chakra.form>
        ) : null}
      </Box>
    </Box>
  );
}
