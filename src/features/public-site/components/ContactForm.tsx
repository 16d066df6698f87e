/**
 * The contact form (spec point 2). Nothing is sent anywhere: a valid submit shows the thank-you message for
 * TIMINGS.contactSuccess, then the form is reset. A failed submit keeps what was typed, shows every field's error
 * (linked to its control with aria-describedby and aria-errormessage) and moves focus to the first invalid field.
 */
import { Alert, Box, Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { FiSend } from 'react-icons/fi';
import { OptionSelect } from '@/components/forms/OptionSelect';
import { useFocusFirstError } from '@/components/forms/useFocusFirstError';
import { TIMINGS } from '@/config/constants';
import { useTimeoutFlag } from '@/lib/timers';
import { useHydrated } from '@/lib/use-hydrated';
import {
  CONTACT_FIELD_ORDER,
  CONTACT_INITIAL_VALUES,
  CONTACT_LIMITS,
  CONTACT_ROLES,
  CONTACT_SUCCESS_MESSAGE,
  contactSchema,
  type ContactValues,
} from '../contact-schema';

type FieldName = keyof ContactValues;

const controlId = (name: FieldName) => `contact-${name}`;
const errorId = (name: FieldName) => `contact-${name}-error`;
const hintId = (name: FieldName) => `contact-${name}-hint`;

interface ContactFieldProps {
  name: FieldName;
  label: string;
  required?: boolean;
  hint?: string;
  /** The message to show, or undefined while the field is valid or untouched. */
  error: string | undefined;
  /** The control, given the ids it must reference in aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

function ContactField({ name, label, required = false, hint, error, children }: ContactFieldProps) {
  const describedBy = [hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root
      id={controlId(name)}
      ids={{ errorText: errorId(name), helperText: hintId(name) }}
      required={required}
      invalid={Boolean(error)}
    >
      <Field.Label fontWeight="semibold">
        {label}
        <Field.RequiredIndicator
          fallback={
            <Text as="span" fontWeight="normal" color="fg.muted">
              (optional)
            </Text>
          }
        />
      </Field.Label>
      {children(describedBy)}
      {hint ? <Field.HelperText color="fg.muted">{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText fontWeight="medium">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, showSent] = useTimeoutFlag(TIMINGS.contactSuccess);
  // Prerendered: the fields and the button wait for React, so nothing typed before it takes over is lost and an
  // early click cannot send the form natively (see use-hydrated.ts).
  const hydrated = useHydrated();

  const formik = useFormik<ContactValues>({
    initialValues: CONTACT_INITIAL_VALUES,
    validationSchema: contactSchema,
    // Nothing is sent: the spec's contact form only acknowledges the message.
    onSubmit: () => showSent(),
  });
  const { values, errors, touched, submitCount, isSubmitting, resetForm, handleChange, handleBlur } = formik;

  // When the thank-you message goes away, the form starts afresh.
  const wasSent = useRef(false);
  useEffect(() => {
    if (wasSent.current && !sent) resetForm();
    wasSent.current = sent;
  }, [sent, resetForm]);

  useFocusFirstError({ form: formRef, order: CONTACT_FIELD_ORDER, idOf: controlId, errors, submitCount, isSubmitting });

  const errorOf = (name: FieldName) => (touched[name] ? errors[name] : undefined);
  const common = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
    disabled: !hydrated,
  });

  return (
    <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ContactField name="fullName" label="Full name" required error={errorOf('fullName')}>
            {(describedBy) => (
              <Input
                {...common('fullName')}
                autoComplete="name"
                maxLength={CONTACT_LIMITS.fullName}
                aria-describedby={describedBy}
                size="lg"
              />
            )}
          </ContactField>
          <ContactField name="email" label="Email" required error={errorOf('email')}>
            {(describedBy) => (
              <Input
                {...common('email')}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                aria-describedby={describedBy}
                size="lg"
              />
            )}
          </ContactField>
        </SimpleGrid>

        <ContactField name="role" label="I am a" error={errorOf('role')}>
          {(describedBy) => (
            <OptionSelect
              {...common('role')}
              size="lg"
              placeholder="Choose one"
              options={CONTACT_ROLES}
              aria-describedby={describedBy}
            />
          )}
        </ContactField>

        <ContactField name="subject" label="Subject" required error={errorOf('subject')}>
          {(describedBy) => (
            <Input {...common('subject')} maxLength={CONTACT_LIMITS.subject} aria-describedby={describedBy} size="lg" />
          )}
        </ContactField>

        <ContactField
          name="message"
          label="Message"
          required
          hint={`Up to ${CONTACT_LIMITS.message} characters.`}
          error={errorOf('message')}
        >
          {(describedBy) => (
            <Textarea
              {...common('message')}
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              aria-describedby={describedBy}
              size="lg"
              resize="vertical"
            />
          )}
        </ContactField>

        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="4">
          <Button type="submit" colorPalette="brand" size="lg" flexShrink={0} disabled={!hydrated}>
            Send message
            <FiSend aria-hidden="true" />
          </Button>
          {/* A live region that is always present, so the message is announced when it appears. Its space is
              reserved, so neither its arrival nor its departure moves the page. */}
          <Box
            role="status"
            aria-live="polite"
            aria-atomic="true"
            flex="1"
            minH={{ base: '4.5rem', sm: '16' }}
            display="flex"
            alignItems="center"
          >
            {sent ? (
              <Alert.Root status="success" variant="subtle" size="sm" borderRadius="l3" alignItems="center">
                <Alert.Indicator />
                <Alert.Title fontWeight="semibold" fontSize="sm">
                  {CONTACT_SUCCESS_MESSAGE}
                </Alert.Title>
              </Alert.Root>
            ) : null}
          </Box>
        </Stack>
      </Stack>
    </form>
  );
}
