/**
 * The sign-in form of Cliquers and advertisers (spec point 5): user (username or e-mail) and password, both
 * required, with one message for whichever is empty ('Please fill all fields'), shown by a submit and gone as soon
 * as anything is typed. `useCredentialsForm(kind, onSignedIn)` is the form (the shared useForm over the shared
 * useLogin), `CredentialsFields` its two fields, and `CredentialsError` its message; each login page lays them out
 * in its own look. The admin login names its fields differently and says which one is missing
 * (src/features/admin/login).
 */
import { Alert } from '@chakra-ui/react';
import { object, string, type ObjectSchema } from 'yup';
import { TextField, type FormMessage } from '../forms/fields';
import { useForm, type Form } from '../forms/useForm';
import type { AccountKind } from '../feedback/session-area';
import { LOGIN_MESSAGES, useLogin, type Credentials } from './useLogin';

const credentialsSchema: ObjectSchema<Credentials> = object({
  user: string().trim().required(LOGIN_MESSAGES.fillAllFields),
  password: string().required(LOGIN_MESSAGES.fillAllFields),
});

type CredentialsForm = Form<Credentials>;

/** The form of `kind`'s login; `onSignedIn(to)` runs after a successful sign-in with where to go. */
export function useCredentialsForm(
  kind: Exclude<AccountKind, 'admin'>,
  onSignedIn: (to: string) => void,
): CredentialsForm {
  const login = useLogin(kind);
  return useForm<Credentials>({
    id: `${kind === 'user' ? '' : `${kind}-`}login`,
    initialValues: { user: '', password: '' },
    validationSchema: credentialsSchema,
    order: ['user', 'password'],
    // The one message is about the whole form: no message on blur, which would move the button under the pointer.
    showErrors: 'submitted',
    onSubmit: async (values) => {
      const outcome = await login.signIn(values);
      if (outcome.signedIn) onSignedIn(outcome.to);
    },
  });
}

const errorIdOf = (form: CredentialsForm) => `${form.id}-error`;

/** The two fields; each empty one is marked invalid and described by the form's message. */
export function CredentialsFields({ form, size }: { form: CredentialsForm; size?: 'md' | 'lg' }) {
  const formMessage = (name: keyof Credentials): FormMessage => {
    const invalid = form.error(name) !== undefined;
    return { invalid, id: invalid && form.formError ? errorIdOf(form) : undefined };
  };
  return (
    <>
      <TextField
        form={form}
        name="user"
        label="Username or email"
        required
        formMessage={formMessage('user')}
        kind="username"
        autoCapitalize="none"
        size={size}
      />
      <TextField
        form={form}
        name="password"
        label="Password"
        required
        formMessage={formMessage('password')}
        type="password"
        autoComplete="current-password"
        size={size}
      />
    </>
  );
}

/** 'Please fill all fields' while a field is empty after a submit (nothing otherwise). */
export function CredentialsError({ form, size }: { form: CredentialsForm; size?: 'sm' | 'md' }) {
  if (!form.formError) return null;
  return (
    <Alert.Root id={errorIdOf(form)} status="error" role="alert" size={size} borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title>{LOGIN_MESSAGES.fillAllFields}</Alert.Title>
    </Alert.Root>
  );
}
