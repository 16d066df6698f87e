/**
 * A labelled form field: Chakra's Field with the control's id, its hint and its error wired together.
 * The control is rendered by `children`, which receives the ids its aria-describedby must name (Ark's Field
 * only sets aria-errormessage, which several screen readers ignore, so the error is also a description).
 *
 *   <FormField id="reg-email" label="Email" required error={errors.email}>
 *     {(describedBy) => <Input type="email" aria-describedby={describedBy} ... />}
 *   </FormField>
 */
import { Field, Text, useFieldStyles } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const errorIdOf = (controlId: string): string => `${controlId}-error`;
export const hintIdOf = (controlId: string): string => `${controlId}-hint`;

/** The aria-describedby value for a control with an optional hint and error (undefined when neither shows). */
export function describedByOf(controlId: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? hintIdOf(controlId) : null, hasError ? errorIdOf(controlId) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export interface FormFieldProps {
  /** The control's id (the label points at it). */
  id: string;
  label: ReactNode;
  /** The message to show, or undefined while the field is valid. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Shown after the label of a field that is not required. */
  optionalText?: string;
  /**
   * The message element stays in the markup while the field is valid (hidden and empty), for a form whose messages
   * a script writes rather than React (the contact form's behaviour module, which also runs on the prerendered page).
   */
  scriptedError?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  optionalText,
  scriptedError = false,
  children,
}: FormFieldProps) {
  const describedBy = describedByOf(id, Boolean(hint), Boolean(error));
  return (
    <Field.Root id={id} ids={{ errorText: errorIdOf(id), helperText: hintIdOf(id) }} required={required} invalid={Boolean(error)}>
      <Field.Label fontWeight="semibold">
        {label}
        <Field.RequiredIndicator
          fallback={
            optionalText ? (
              <Text as="span" fontWeight="normal" color="fg.muted">
                {optionalText}
              </Text>
            ) : null
          }
        />
      </Field.Label>
      {children(describedBy)}
      {hint ? <Field.HelperText color="fg.muted">{hint}</Field.HelperText> : null}
      {scriptedError ? (
        <ScriptedError id={errorIdOf(id)} error={error} />
      ) : error ? (
        <Field.ErrorText fontWeight="medium">{error}</Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/** A message element a script fills: styled as Field.ErrorText, which renders only while React says it is invalid. */
function ScriptedError({ id, error }: { id: string; error: string | undefined }) {
  const styles = useFieldStyles();
  return (
    <Text id={id} css={styles.errorText} fontWeight="medium" hidden={!error}>
      {error}
    </Text>
  );
}
