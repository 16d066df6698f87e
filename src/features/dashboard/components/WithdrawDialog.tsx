/**
 * Withdrawal (spec point 5): asks for the points and a confirmation that the payment info is correct, checks
 * the amount before any call, sends POST /u/withdraw and shows the server's message in the reply dialog.
 * A failed call keeps the dialog open with what was typed and says what went wrong.
 */
import { Alert, Box, Button, Checkbox, CloseButton, Dialog, Field, Input, Link as ChakraLink, Portal, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useWithdrawPoints } from '@generated/hooks/dashboard/dashboard';
import type { PaymentMethod } from '@generated/models';
import { serverMessage } from '@/api/errors';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { paymentMethodLabel } from '@/config/catalog';
import { paths } from '@/config/paths';
import { formatPoints } from '@/lib/format';
import { refreshPoints } from '../api';
import { parsePoints, withdrawSchema, type WithdrawValues } from '../withdraw';
import { FocusFirstError } from './FocusFirstError';

export interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Cliquer's points: the most that can be withdrawn. */
  available: number;
  paymentMethod: PaymentMethod | null | undefined;
}

const INITIAL: WithdrawValues = { points: '', confirmed: false };
const FIELD_ORDER = ['points', 'confirmed'] as const;

export function WithdrawDialog({ open, onOpenChange, available, paymentMethod }: WithdrawDialogProps) {
  const queryClient = useQueryClient();
  const dialog = useReplyDialog();
  const withdraw = useWithdrawPoints();
  const [failure, setFailure] = useState<string | null>(null);
  const pointsRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useMemo(() => withdrawSchema(available), [available]);

  const submit = async (values: WithdrawValues, helpers: FormikHelpers<WithdrawValues>) => {
    setFailure(null);
    try {
      const { data } = await withdraw.mutateAsync({ data: { points: parsePoints(values.points) } });
      onOpenChange(false);
      helpers.resetForm();
      dialog.notify('Kindly note', data.message?.trim() || (data.success ? 'Your withdrawal was requested.' : 'Your withdrawal was not accepted.'));
      if (data.success) void refreshPoints(queryClient);
    } catch (error) {
      setFailure(serverMessage(error) ?? describeFailure(error, 'send your withdrawal request'));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) setFailure(null);
        onOpenChange(details.open);
      }}
      placement="center"
      lazyMount
      unmountOnExit
      initialFocusEl={() => pointsRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Formik<WithdrawValues> initialValues={INITIAL} validationSchema={schema} onSubmit={submit}>
              {(form) => (
                <form ref={formRef} noValidate onSubmit={form.handleSubmit}>
                  <FocusFirstError order={FIELD_ORDER} form={formRef} />
                  <Dialog.Header>
                    <Dialog.Title>Withdraw points</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="5">
                      <Dialog.Description>
                        You have <strong>{formatPoints(available)}</strong> points. Points are paid to your saved payment
                        method{paymentMethod ? ` (${paymentMethodLabel(paymentMethod)})` : ''}.
                      </Dialog.Description>
                      {!paymentMethod ? (
                        <Alert.Root status="warning" borderRadius="l2">
                          <Alert.Indicator />
                          <Alert.Description>
                            You have no payment method yet.{' '}
                            <ChakraLink asChild fontWeight="semibold" textDecoration="underline">
                              <Link to={paths.dashboard.profile.href()} onClick={() => onOpenChange(false)}>
                                Add one in your profile
                              </Link>
                            </ChakraLink>{' '}
                            before withdrawing.
                          </Alert.Description>
                        </Alert.Root>
                      ) : null}
                      <Field.Root invalid={Boolean(form.submitCount > 0 || form.touched.points) && Boolean(form.errors.points)} required>
                        <Field.Label>
                          Points to withdraw
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Input
                          ref={pointsRef}
                          name="points"
                          inputMode="decimal"
                          autoComplete="off"
                          placeholder="e.g. 500"
                          value={form.values.points}
                          onChange={form.handleChange}
                          onBlur={form.handleBlur}
                        />
                        <Field.ErrorText color="red.700">{form.errors.points}</Field.ErrorText>
                      </Field.Root>
                      <Field.Root invalid={form.submitCount > 0 && Boolean(form.errors.confirmed)}>
                        <Checkbox.Root
                          name="confirmed"
                          checked={form.values.confirmed}
                          onCheckedChange={(details) => void form.setFieldValue('confirmed', details.checked === true)}
                          colorPalette="brand"
                          alignItems="flex-start"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control mt="0.5" />
                          <Checkbox.Label fontWeight="normal">I confirm that my payment information is correct</Checkbox.Label>
                        </Checkbox.Root>
                        <Field.ErrorText color="red.700">{form.errors.confirmed}</Field.ErrorText>
                      </Field.Root>
                      {failure ? (
                        <Alert.Root status="error" role="alert" borderRadius="l2">
                          <Alert.Indicator />
                          <Box>
                            <Alert.Title>Your withdrawal was not sent</Alert.Title>
                            <Alert.Description>{failure}</Alert.Description>
                          </Box>
                        </Alert.Root>
                      ) : null}
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">Cancel</Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" colorPalette="brand" loading={withdraw.isPending} loadingText="Sending">
                      Withdraw
                    </Button>
                  </Dialog.Footer>
                </form>
              )}
            </Formik>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
