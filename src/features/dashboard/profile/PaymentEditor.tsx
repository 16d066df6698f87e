/**
 * The payment info editor (spec point 3): a payment method and its own fields, all required, sent with
 * POST /u/editPaymentMethod. A refused or failed save keeps what was typed and says so.
 */
import { Alert, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetUserProfileQueryKey, useEditPaymentMethod } from '@generated/hooks/dashboard/dashboard';
import type { UserProfile } from '@generated/models';
import { serverMessage } from '@/api/errors';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { SelectField, TextField } from '@/components/forms/fields';
import { useForm } from '@/components/forms/useForm';
import { PAYMENT_METHODS } from '@/config/catalog';
import {
  fieldsOf,
  initialPaymentValues,
  PAYMENT_FIELD_ORDER,
  paymentSchema,
  toPaymentEdit,
  type PaymentValues,
} from './schema';

export const PAYMENT_REJECTED = 'Your payment details were not saved. Please check them and try again.';

export function PaymentEditor({ user, onDone }: { user: UserProfile; onDone: () => void }) {
  const queryClient = useQueryClient();
  const dialog = useReplyDialog();
  const save = useEditPaymentMethod();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: PaymentValues) => {
    setFailure(null);
    try {
      const { data } = await save.mutateAsync({ data: toPaymentEdit(values) });
      if (data.success) {
        onDone();
        dialog.notify('Kindly note', 'Your payment details have been saved.');
        void queryClient.invalidateQueries({ queryKey: getGetUserProfileQueryKey() });
      } else {
        setFailure(PAYMENT_REJECTED);
      }
    } catch (error) {
      setFailure(serverMessage(error) ?? describeFailure(error, 'save your payment details'));
    }
  };

  const form = useForm<PaymentValues>({
    id: 'payment',
    initialValues: initialPaymentValues(user),
    validationSchema: paymentSchema,
    order: PAYMENT_FIELD_ORDER,
    // No draft: payment details are never written to storage (a reload forgets them; docs/security.md).
    onSubmit: submit,
  });

  const cancel = onDone;

  const fields = fieldsOf(form.values.payment_method);
  return (
    <form {...form.props} aria-label="Edit payment info">
      <Stack gap="4">
        <SelectField
          form={form}
          name="payment_method"
          label="Payment method"
          required
          placeholder="Choose a method"
          options={PAYMENT_METHODS}
        />
        {fields.length > 0 ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {fields.map((field) => (
              <TextField
                key={field.key}
                form={form}
                name={field.key}
                label={field.label}
                required
                autoComplete="off"
                inputMode={
                  field.key === 'account_number' ? 'numeric' : field.key === 'phone_number' ? 'tel' : undefined
                }
              />
            ))}
          </SimpleGrid>
        ) : null}
        {failure ? (
          <Alert.Root status="error" role="alert" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Root>
        ) : null}
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" size="sm" loading={form.isSubmitting} loadingText="Saving">
            Save payment info
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={cancel} disabled={form.isSubmitting}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
