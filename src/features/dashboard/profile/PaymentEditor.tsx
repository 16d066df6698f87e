/**
 * The payment info editor (spec point 3): a payment method and its own fields, all required, sent with
 * POST /u/editPaymentMethod. A refused or failed save keeps what was typed and says so.
 */
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { getGetUserProfileQueryKey, useEditPaymentMethod } from '@generated/hooks/dashboard/dashboard';
import type { UserProfile } from '@generated/models';
import { serverMessage } from '@/api/errors';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { describeFailure } from '@/components/feedback/States';
import { DraftNotice } from '@/components/forms/DraftNotice';
import { OptionSelect } from '@/components/forms/OptionSelect';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { PAYMENT_METHODS } from '@/config/catalog';
import { DRAFT_KEYS } from '@/lib/drafts';
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
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // What was typed survives a reload or a session expiry until it is saved (or cancelled).
  const draft = useFormDraft(DRAFT_KEYS.payment, () => initialPaymentValues(user));

  const submit = async (values: PaymentValues) => {
    setFailure(null);
    try {
      const { data } = await save.mutateAsync({ data: toPaymentEdit(values) });
      if (data.success) {
        draft.clear();
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

  const form = useFormik<PaymentValues>({
    initialValues: draft.initialValues,
    validationSchema: paymentSchema,
    onSubmit: submit,
  });
  useFocusFirstError({
    form: formRef,
    order: PAYMENT_FIELD_ORDER,
    idOf: (name) => `payment-${name}`,
    errors: form.errors,
    submitCount: form.submitCount,
    isSubmitting: form.isSubmitting,
  });
  const { persist: persistDraft } = draft;
  useEffect(() => persistDraft(form.values), [persistDraft, form.values]);

  const cancel = () => {
    draft.clear();
    onDone();
  };
  const startOver = () => {
    draft.clear();
    form.resetForm({ values: draft.blank });
  };

  const fields = fieldsOf(form.values.payment_method);
  const showError = (name: keyof PaymentValues) => Boolean((form.submitCount > 0 || form.touched[name]) && form.errors[name]);
  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label="Edit payment info">
      <Stack gap="4">
        {draft.restored ? <DraftNotice onStartOver={startOver} /> : null}
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
          <Field.ErrorText>{form.errors.payment_method}</Field.ErrorText>
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
                <Field.ErrorText>{form.errors[field.key]}</Field.ErrorText>
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
          <Button type="button" variant="outline" size="sm" onClick={cancel} disabled={save.isPending}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
