/**
 * Forgot password (spec points 2, 5, 8): a disclosure with one input (username or e-mail). Empty: 'Empty input
 * field'. POST /api/u/forgetPassword: the result shows in a dialog titled 'Mail sent' or 'Failed to send mail'
 * with the server's msg.
 */
import { Box, Button, Flex, Stack, chakra } from '@chakra-ui/react';
import { useRequestPasswordReset } from '@generated/hooks/auth/auth';
import { useEffect, useId, useState } from 'react';
import { object, string } from 'yup';
import FiChevronDown from '~icons/feather/chevron-down';
import FiSend from '~icons/feather/send';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { TextField } from '@/components/forms/fields';
import { useForm } from '@/components/forms/useForm';
import { AUTH_MESSAGES } from './messages';

const schema = object({ user: string().trim().required(AUTH_MESSAGES.emptyInput) });

export function ForgotPassword() {
  const dialog = useReplyDialog();
  const reset = useRequestPasswordReset();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const form = useForm({
    id: 'forgot',
    initialValues: { user: '' },
    validationSchema: schema,
    order: ['user'],
    showErrors: 'submitted',
    onSubmit: async (values) => {
      try {
        const reply = (await reset.mutateAsync({ data: { user: values.user.trim() } })).data;
        if (reply.success) {
          dialog.notify(
            AUTH_MESSAGES.mailSent,
            reply.msg?.trim() || 'Check your email for a link to reset your password.',
          );
        } else {
          dialog.notify(AUTH_MESSAGES.mailFailed, reply.msg?.trim() || 'We could not send the mail. Please try again.');
        }
      } catch (failure) {
        dialog.notify(AUTH_MESSAGES.mailFailed, describeFailure(failure, 'send the mail'));
      }
    },
  });

  // Opening the form takes the user straight to its input.
  const inputId = form.controlId('user');
  useEffect(() => {
    if (open) document.getElementById(inputId)?.focus();
  }, [open, inputId]);

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
          <Box
            as="span"
            transform={open ? 'rotate(180deg)' : undefined}
            transition="transform 0.2s"
            display="inline-flex"
          >
            <FiChevronDown aria-hidden="true" />
          </Box>
        </Button>
      </Flex>
      <Box id={regionId}>
        {open ? (
          <chakra.form
            {...form.props}
            aria-label="Reset your password"
            mt="2"
            p="4"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.subtle"
          >
            <Stack gap="3">
              <TextField
                form={form}
                name="user"
                label="Username or email"
                hint="We will send you a link to set a new password."
                kind="username"
                autoCapitalize="none"
                bg="bg"
              />
              <Box>
                <Button
                  type="submit"
                  variant="outline"
                  colorPalette="brand"
                  loading={form.isSubmitting}
                  loadingText="Sending…"
                >
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
