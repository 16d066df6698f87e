/**
 * A new password, typed twice: the two fields of the registration forms (Cliquer phase 1, advertiser), side by side
 * on wide screens, wired to the shared form (useForm). The rules and messages are each form's schema's.
 */
import { SimpleGrid } from '@chakra-ui/react';
import type { FormikValues } from 'formik';
import { TextField } from './fields';
import type { Form } from './useForm';

interface PasswordValues extends FormikValues {
  password: string;
  confirm_password: string;
}

export function NewPasswordFields<Values extends PasswordValues>({
  form,
  hint,
}: {
  form: Form<Values>;
  /** Under the first field: what a password must hold. */
  hint?: string;
}) {
  const field = (name: 'password' | 'confirm_password', label: string, fieldHint?: string) => (
    <TextField
      form={form}
      name={name}
      label={label}
      required
      hint={fieldHint}
      type="password"
      autoComplete="new-password"
    />
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {field('password', 'Password', hint)}
      {field('confirm_password', 'Confirm password')}
    </SimpleGrid>
  );
}
