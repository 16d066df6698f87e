/**
 * A form's labelled controls, bound to the shared form (useForm) by a field's name: `TextField` (an Input),
 * `TextAreaField` (a Textarea) and `SelectField` (an OptionSelect). Each is a FormField whose id is
 * `form.controlId(name)` and whose message is `form.error(name)`; its control gets the field's name, value and
 * handlers (`form.field(name)`) and is described by the hint and the message. Every other prop goes to the control.
 *
 *   <TextField form={form} name="email" label="Email" required kind="email" />
 *   <SelectField form={form} name="country" label="Country" required options={COUNTRIES} />
 *
 * A form whose one message is about all its fields (useForm's `formError`) gives each field `formMessage` instead:
 * the field then shows no message of its own, is marked invalid as `formMessage` says, and is described by the
 * form's message (besides its hint).
 */
import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { FormikValues } from 'formik';
import type { ReactNode, Ref } from 'react';
import { FormField } from './FormField';
import { OptionSelect, type OptionSelectProps } from './OptionSelect';
import type { FieldName, Form } from './useForm';

/** How a field stands towards its form's one message (see the module comment). */
export interface FormMessage {
  /** Whether the field is one the message is about (aria-invalid). */
  invalid: boolean;
  /** The message's id while it describes the field, else undefined. */
  id: string | undefined;
}

interface BindingProps<Values extends FormikValues> {
  form: Form<Values>;
  name: FieldName<Values>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Shown after the label of a field that is not required. */
  optionalText?: string;
  formMessage?: FormMessage;
}

/** The props a bound field sets on its control itself. */
type Wired = 'form' | 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'required' | 'aria-describedby';

type Wiring<Values extends FormikValues> = ReturnType<Form<Values>['field']> & {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/**
 * The FormField of `props.name`, its control rendered by `render` with the wiring to spread on it and the props
 * that are not the binding's (the control's own).
 */
function bound<Values extends FormikValues, Control>(
  props: BindingProps<Values> & Control,
  render: (wiring: Wiring<Values>, control: Control) => ReactNode,
) {
  const { form, name, label, hint, required, optionalText, formMessage, ...control } = props;
  const wire = (describedBy: string | undefined): Wiring<Values> =>
    formMessage
      ? {
          ...form.field(name),
          'aria-invalid': formMessage.invalid || undefined,
          'aria-describedby': [describedBy, formMessage.id].filter(Boolean).join(' ') || undefined,
        }
      : { ...form.field(name), 'aria-describedby': describedBy };
  return (
    <FormField
      id={form.controlId(name)}
      label={label}
      hint={hint}
      required={required}
      optionalText={optionalText}
      error={formMessage ? undefined : form.error(name)}
    >
      {(describedBy) => render(wire(describedBy), control as Control)}
    </FormField>
  );
}

/** What a kind of text input always is: its type, keyboard, autofill and spelling. */
const INPUT_KINDS = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  /** An account's username (or, to sign in, its e-mail): no spell check. */
  username: { autoComplete: 'username', spellCheck: false },
} as const satisfies Record<string, InputProps>;

type InputControl = Omit<InputProps, Wired> & {
  /** An e-mail address, a phone number or a username: the input's type, keyboard, autofill and spelling. */
  kind?: keyof typeof INPUT_KINDS;
  ref?: Ref<HTMLInputElement>;
};

export type TextFieldProps<Values extends FormikValues> = BindingProps<Values> & InputControl;

/** A labelled text input bound to `form`'s field `name`. */
export function TextField<Values extends FormikValues>(props: TextFieldProps<Values>) {
  return bound<Values, InputControl>(props, (wiring, { kind, ...input }) => (
    <Input {...(kind ? INPUT_KINDS[kind] : null)} {...input} {...wiring} />
  ));
}

type TextareaControl = Omit<TextareaProps, Wired>;

export type TextAreaFieldProps<Values extends FormikValues> = BindingProps<Values> & TextareaControl;

/** A labelled textarea bound to `form`'s field `name`. */
export function TextAreaField<Values extends FormikValues>(props: TextAreaFieldProps<Values>) {
  return bound<Values, TextareaControl>(props, (wiring, textarea) => <Textarea {...textarea} {...wiring} />);
}

type SelectControl = Omit<OptionSelectProps, Wired>;

export type SelectFieldProps<Values extends FormikValues> = BindingProps<Values> & SelectControl;

/** A labelled native select of `options`, bound to `form`'s field `name`. */
export function SelectField<Values extends FormikValues>(props: SelectFieldProps<Values>) {
  return bound<Values, SelectControl>(props, (wiring, select) => <OptionSelect {...select} {...wiring} />);
}
