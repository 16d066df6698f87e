/**
 * The payment info editor (spec point 3): a payment method and its own fields, all required, sent with
 * POST /u/editPaymentMethod. A refused or failed save keeps what was typed and says so.
 */
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Formik } from 'formik';
import { useRef, useState } from 'react';
import { getGetUserProfileQueryKey, useEditPaymentMethod } from '@generated/hooks/dashboard/dashboard';
import type { UserProfile } from '@generated/models';
import { serverMessage } from '@/api/errors';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { OptionSelect } from '@/components/forms/OptionSelect';
import { PAYMENT_METHODS } from '@/config/catalog';
import {
  fieldsOf,
  initialPaymentValues,
  PAYMENT_FIELD_ORDER,
  paymentSchema,
  toPaymentEdit,
  type PaymentValues,
} from '../payment';
import { FocusFirstError } from './FocusFirstError';

export const PAYMENT_REJECTED = 'Your payment details were not saved. Please check them and try again.';

export function PaymentEditor({ user, onDone }: { user: UserProfile; onDone: () => void }) {
  const queryClient = useQueryClient();
  const dialog = useReplyDialog();
  const save = useEditPaymentMethod();
  const formRef = useRef<HTMLFormElement>(null);
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

  return (
    <Formik<PaymentValues> initialValues={initialPaymentValues(user)} validationSchema={paymentSchema} onSubmit={submit}>
      {(form) => {
        const fields = fieldsOf(form.values.payment_method);
        const showError = (name: keyof PaymentValues) =>
          Boolean((form.submitCount > 0 || form.touched[name]) && form.errors[name]);
        return (
          <form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Edit payment info">
            <FocusFirstError order={PAYMENT_FIELD_ORDER} form={formRef} />
            <Stack gap="4">
              <Field.Root invalid={showError('payment_method')} required>
                <Field.Label>
                  Payment method
                  <Field.RequiredIndicator />
                </Field.Label>
                <OptionSelect
                  name="payment_method"
                  value={form.values.payment_method}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  placeholder="Choose a method"
                  options={PAYMENT_METHODS}
                />
                <Field.ErrorText color="red.700">{form.errors.payment_method}</Field.ErrorText>
              </Field.Root>
              {fields.length > 0 ? (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  {fields.map((field) => (
                    <Field.Root key={field.key} invalid={showError(field.key)} required>
                      <Field.Label>
                        {field.label}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        name={field.key}
                        value={form.values[field.key]}
                        onChange={form.handleChange}
                        onBlur={form.handleBlur}
                        autoComplete="off"
                        inputMode={field.key === 'account_number' ? 'numeric' : field.key === 'phone_number' ? 'tel' : undefined}
                      />
                      <Field.ErrorText color="red.700">{form.errors[field.key]}</Field.ErrorText>
                    </Field.Root>
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
                <Button type="submit" colorPalette="brand" size="sm" loading={save.isPending} loadingText="Saving">
                  Save payment info
                </Button>
                <Button type="button" variant="outline" size="sm" onClick={onDone} disabled={save.isPending}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </form>
        );
      }}
    </Formik>
  );
}
