/**
 * The contact form (spec point 2). Nothing is sent anywhere: a valid submit shows the thank-you message for
 * TIMINGS.contactSuccess, then the form is reset. A failed submit keeps what was typed, shows every field's error
 * (linked to its control with aria-describedby and aria-errormessage) and moves focus to the first invalid field.
 */
import { Alert, Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import FiSend from '~icons/feather/send';
import { SelectField, TextAreaField, TextField } from '@/components/forms/fields';
import { useForm } from '@/components/forms/useForm';
import { TIMINGS } from '@/config/constants';
import { useTimeoutFlag } from '@/lib/timers';
import { useHydrated } from '@/lib/useHydrated';
import {
  CONTACT_FIELD_ORDER,
  CONTACT_INITIAL_VALUES,
  CONTACT_LIMITS,
  CONTACT_ROLES,
  CONTACT_SUCCESS_MESSAGE,
  contactSchema,
  type ContactValues,
} from './schema';

export function ContactForm() {
  const [sent, showSent] = useTimeoutFlag(TIMINGS.contactSuccess);
  // Prerendered: the fields and the button wait for React, so nothing typed before it takes over is lost and an
  // early click cannot send the form natively (see useHydrated.ts).
  const hydrated = useHydrated();

  const form = useForm<ContactValues>({
    id: 'contact',
    initialValues: CONTACT_INITIAL_VALUES,
    validationSchema: contactSchema,
    order: CONTACT_FIELD_ORDER,
    // Nothing is sent: the spec's contact form only acknowledges the message.
    onSubmit: () => showSent(),
  });
  const { resetForm } = form.formik;

  // When the thank-you message goes away, the form starts afresh.
  const wasSent = useRef(false);
  useEffect(() => {
    if (wasSent.current && !sent) resetForm();
    wasSent.current = sent;
  }, [sent, resetForm]);

  // What every field of the form has.
  const shared = { form, optionalText: '(optional)', disabled: !hydrated, size: 'lg' } as const;

  return (
    <form {...form.props}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            {...shared}
            name="fullName"
            label="Full name"
            required
            autoComplete="name"
            maxLength={CONTACT_LIMITS.fullName}
          />
          <TextField {...shared} name="email" label="Email" required kind="email" />
        </SimpleGrid>

        <SelectField {...shared} name="role" label="I am a" placeholder="Choose one" options={CONTACT_ROLES} />

        <TextField {...shared} name="subject" label="Subject" required maxLength={CONTACT_LIMITS.subject} />

        <TextAreaField
          {...shared}
          name="message"
          label="Message"
          required
          hint={`Up to ${CONTACT_LIMITS.message} characters.`}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          resize="vertical"
        />

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
