/**
 * The contact form (spec point 2), as progressive enhancement: React renders the markup (here and in the
 * prerendered /contact), and one small module (form-behaviour.ts) gives it its behaviour, attached here in an
 * effect and, on the prerendered page, by the page's own script. Nothing is sent anywhere: a valid submit shows the
 * thank-you message for TIMINGS.contactSuccess, then the form is reset. A failed submit keeps what was typed, shows
 * every field's message (linked to its control with aria-describedby and aria-errormessage) and moves focus to the
 * first invalid field. Without JavaScript the browser's own checks (`required`, `type="email"`) keep it from being
 * sent empty, and `method="dialog"` (outside a dialog) makes a valid submit go nowhere.
 */
import { Alert, Box, Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import FiSend from '~icons/feather/send';
import { FormField } from '@/components/forms/FormField';
import { OptionSelect } from '@/components/forms/OptionSelect';
import { enhanceContactForm } from './form-behaviour';
import {
  CONTACT_FORM_ID,
  CONTACT_LIMITS,
  CONTACT_ROLES,
  CONTACT_SUCCESS_MESSAGE,
  type ContactField,
} from './schema';

const controlId = (name: ContactField) => `${CONTACT_FORM_ID}-${name}`;

/** A labelled field whose message the behaviour module writes. */
function Field({
  name,
  label,
  required = false,
  hint,
  children,
}: {
  name: ContactField;
  label: string;
  required?: boolean;
  hint?: string;
  children: (control: { id: string; name: ContactField; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = controlId(name);
  return (
    <FormField id={id} label={label} hint={hint} required={required} optionalText="(optional)" scriptedError>
      {(describedBy) => children({ id, name, 'aria-describedby': describedBy })}
    </FormField>
  );
}

export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => (form.current ? enhanceContactForm(form.current) : undefined), []);

  return (
    <form ref={form} id={CONTACT_FORM_ID} method="dialog">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field name="fullName" label="Full name" required>
            {(control) => <Input {...control} size="lg" autoComplete="name" maxLength={CONTACT_LIMITS.fullName} />}
          </Field>
          <Field name="email" label="Email" required>
            {(control) => (
              <Input {...control} size="lg" type="email" inputMode="email" autoComplete="email" spellCheck={false} />
            )}
          </Field>
        </SimpleGrid>

        <Field name="role" label="I am a">
          {(control) => <OptionSelect {...control} size="lg" placeholder="Choose one" options={CONTACT_ROLES} />}
        </Field>

        <Field name="subject" label="Subject" required>
          {(control) => <Input {...control} size="lg" maxLength={CONTACT_LIMITS.subject} />}
        </Field>

        <Field name="message" label="Message" required hint={`Up to ${CONTACT_LIMITS.message} characters.`}>
          {(control) => <Textarea {...control} size="lg" rows={6} maxLength={CONTACT_LIMITS.message} resize="vertical" />}
        </Field>

        <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="4">
          <Button type="submit" colorPalette="brand" size="lg" flexShrink={0}>
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
            <Alert.Root
              data-thank-you=""
              hidden
              status="success"
              variant="subtle"
              size="sm"
              borderRadius="l3"
              alignItems="center"
            >
              <Alert.Indicator />
              <Alert.Title fontWeight="semibold" fontSize="sm">
                {CONTACT_SUCCESS_MESSAGE}
              </Alert.Title>
            </Alert.Root>
          </Box>
        </Stack>
      </Stack>
    </form>
  );
}
