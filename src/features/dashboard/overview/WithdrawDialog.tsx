/**
 * Withdrawal (spec point 5): asks for the points and a confirmation that the payment info is correct, checks
 * the amount before any call, sends POST /u/withdraw and shows the server's message in the reply dialog. After any
 * answer, a refusal included (the server saying the page's bound is wrong), the points and recent activity are
 * fetched again. A failed call keeps the dialog open with what was typed and says what went wrong. When the outcome
 * is unknown (a timeout, the connection lost after sending, an unreadable reply) it says exactly that, refreshes the
 * points and recent activity, and only then lets the user try again; the retry of the same amount carries the same
 * Idempotency-Key (src/api/idempotency.ts), kept across navigation and reloads in this tab.
 */
import { Alert, Box, Button, Checkbox, Dialog, Field, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { BusyButton } from '@/components/BusyButton';
import { useQueryClient } from '@tanstack/react-query';
import type { FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { withdrawPoints } from '@generated/hooks/dashboard/dashboard';
import { isOffline, isUnknownOutcome, serverMessage } from '@/api/errors';
import { useIdempotentMutation } from '@/api/idempotency';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { DialogFrame } from '@/components/feedback/DialogFrame';
import { describeFailure } from '@/components/feedback/States';
import { TextField } from '@/components/forms/fields';
import { useForm } from '@/components/forms/useForm';
import { paymentMethodLabel } from '@/config/catalog';
import { paths } from '@/config/paths';
import { formatPoints } from '@/lib/format';
import { refreshPoints } from '../api';
import { parsePoints, withdrawSchema, type WithdrawValues } from './schema';

export interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Cliquer's points: the most that can be withdrawn. */
  available: number;
  /** The profile's payment method (an extensible enum: one the client does not know is named as it came). */
  paymentMethod: string | null | undefined;
  /** The Withdraw button (see DialogFrame's `opener`). */
  opener?: () => HTMLElement | null;
}

const INITIAL: WithdrawValues = { points: '', confirmed: false };

export const WITHDRAW_UNKNOWN = "We couldn't confirm whether your withdrawal went through.";

/** What the dialog says about a failed withdrawal: not sent, or unknown (it may have gone through). */
interface Failure {
  title: string;
  message: string;
}
const FIELD_ORDER = ['points', 'confirmed'] as const;

export function WithdrawDialog({ open, onOpenChange, available, paymentMethod, opener }: WithdrawDialogProps) {
  const queryClient = useQueryClient();
  const dialog = useReplyDialog();
  const withdraw = useIdempotentMutation('POST /api/u/withdraw', withdrawPoints);
  const [failure, setFailure] = useState<Failure | null>(null);
  // After an unknown outcome: refreshing the points and activity; no new try until that is done.
  const [checking, setChecking] = useState(false);
  const pointsRef = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => withdrawSchema(available), [available]);

  const submit = async (values: WithdrawValues, helpers: FormikHelpers<WithdrawValues>) => {
    setFailure(null);
    try {
      const { data } = await withdraw.mutateAsync({ points: parsePoints(values.points) });
      // Refused (success: false): the server's message shows over the dialog, which keeps the typed amount.
      if (data.success) {
        onOpenChange(false);
        helpers.resetForm();
      }
      dialog.notify(
        'Kindly note',
        data.message?.trim() || (data.success ? 'Your withdrawal was requested.' : 'Your withdrawal was not accepted.'),
      );
      // A refusal too: it is the server saying the points this page allows are not what it has.
      void refreshPoints(queryClient);
    } catch (error) {
      if (!isUnknownOutcome(error)) {
        setFailure({
          title: 'Your withdrawal was not sent',
          message: serverMessage(error) ?? describeFailure(error, 'send your withdrawal request'),
        });
        // The server answered (a refusal status): what it holds may differ from what the page shows.
        if (!isOffline(error)) void refreshPoints(queryClient);
        return;
      }
      setFailure({ title: WITHDRAW_UNKNOWN, message: 'Checking your points and recent activity…' });
      setChecking(true);
      try {
        await refreshPoints(queryClient);
      } finally {
        setChecking(false);
        setFailure({
          title: WITHDRAW_UNKNOWN,
          message:
            'Check Recent activity on your overview before trying again. Trying again with the same amount sends the same request again, not a new one.',
        });
      }
    }
  };

  const form = useForm<WithdrawValues>({
    id: 'withdraw',
    initialValues: INITIAL,
    validationSchema: schema,
    order: FIELD_ORDER,
    onSubmit: submit,
  });

  return (
    <DialogFrame
      opener={opener}
      open={open}
      onOpenChange={(next) => {
        if (!next) setFailure(null);
        onOpenChange(next);
      }}
      // However it closed (Cancel, Escape, a link, a successful withdrawal), the next opening starts afresh.
      onExitComplete={() => {
        setFailure(null);
        form.formik.resetForm();
      }}
      unmountOnExit
      initialFocusEl={() => pointsRef.current}
    >
      <form {...form.props}>
        <Dialog.Header>
          <Dialog.Title>Withdraw points</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            <Dialog.Description>
              You have <strong>{formatPoints(available)}</strong> points. Points are paid to your saved payment method
              {paymentMethod ? ` (${paymentMethodLabel(paymentMethod)})` : ''}.
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
            <TextField
              form={form}
              name="points"
              label="Points to withdraw"
              required
              ref={pointsRef}
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 500"
            />
            <Field.Root invalid={form.error('confirmed') !== undefined}>
              <Checkbox.Root
                name="confirmed"
                checked={form.values.confirmed}
                onCheckedChange={(details) => void form.setValue('confirmed', details.checked === true)}
                colorPalette="brand"
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">I confirm that my payment information is correct</Checkbox.Label>
              </Checkbox.Root>
              <Field.ErrorText>{form.error('confirmed')}</Field.ErrorText>
            </Field.Root>
            {failure ? (
              <Alert.Root status="error" role="alert" borderRadius="l2">
                <Alert.Indicator />
                <Box>
                  <Alert.Title>{failure.title}</Alert.Title>
                  <Alert.Description>{failure.message}</Alert.Description>
                </Box>
              </Alert.Root>
            ) : null}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <BusyButton
            type="submit"
            colorPalette="brand"
            busy={withdraw.isPending || checking}
            busyText={checking ? 'Checking' : 'Sending'}
          >
            Withdraw
          </BusyButton>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
