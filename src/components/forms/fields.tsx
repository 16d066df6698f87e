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
 *
 * Typing in a field re-renders its form; the other fields then get equal props and do not render again (BoundField
 * is memoised, and useForm hands each field the same handlers on every render). A label or hint written as JSX is a
 * new element on each render, so such a field renders with its form: pass strings where you can.
 */
import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { FormikValues } from 'formik';
import { memo, type ComponentType, type ReactNode, type Ref } from 'react';
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

/** The controls a field can bind. */
const CONTROLS = { input: Input, textarea: Textarea, select: OptionSelect } as const;

interface BoundFieldProps {
  control: keyof typeof CONTROLS;
  fieldId: string;
  label: ReactNode;
  hint: ReactNode;
  required: boolean | undefined;
  optionalText: string | undefined;
  /** The field's own message (unused when `formMessage` is given). */
  error: string | undefined;
  formMessage: FormMessage | undefined;
  /** The control's props: its own, then the field's name, value and handlers (useForm's `field`). */
  props: Record<string, unknown>;
}

/** Same props: the same values, `props` and `formMessage` compared entry by entry (they are made on each render). */
function sameField(before: BoundFieldProps, after: BoundFieldProps): boolean {
  const shallow = (a: object | undefined, b: object | undefined) => {
    if (a === b) return true;
    if (!a || !b) return false;
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
    );
  };
  return (
    before.control === after.control &&
    before.fieldId === after.fieldId &&
    Object.is(before.label, after.label) &&
    Object.is(before.hint, after.hint) &&
    before.required === after.required &&
    before.optionalText === after.optionalText &&
    before.error === after.error &&
    shallow(before.formMessage, after.formMessage) &&
    shallow(before.props, after.props)
  );
}

/**
 * A FormField and its control. Memoised: typing in one field of a form re-renders the form, and every other field
 * is then handed equal props (useForm's handlers are the same functions on every render), so only the field typed
 * in renders again.
 */
const BoundField = memo(function BoundField({
  control,
  fieldId,
  label,
  hint,
  required,
  optionalText,
  error,
  formMessage,
  props,
}: BoundFieldProps) {
  // Each control takes the props its field was given for it (see the typed wrappers below).
  const Control = CONTROLS[control] as ComponentType<Record<string, unknown>>;
  return (
    <FormField
      id={fieldId}
      label={label}
      hint={hint}
      required={required}
      optionalText={optionalText}
      error={formMessage ? undefined : error}
    >
      {(describedBy) =>
        formMessage ? (
          <Control
            {...props}
            aria-invalid={formMessage.invalid || undefined}
            aria-describedby={[describedBy, formMessage.id].filter(Boolean).join(' ') || undefined}
          />
        ) : (
          <Control {...props} aria-describedby={describedBy} />
        )
      }
    </FormField>
  );
}, sameField);

/** The BoundField of `props.name`, its control `control` given `controlProps` and the field's wiring. */
function bound<Values extends FormikValues>(
  binding: BindingProps<Values>,
  control: keyof typeof CONTROLS,
  controlProps: object,
) {
  const { form, name, label, hint, required, optionalText, formMessage } = binding;
  return (
    <BoundField
      control={control}
      fieldId={form.controlId(name)}
      label={label}
      hint={hint}
      required={required}
      optionalText={optionalText}
      error={form.error(name)}
      formMessage={formMessage}
      props={{ ...controlProps, ...form.field(name) }}
    />
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
  const { form, name, label, hint, required, optionalText, formMessage, kind, ...input } = props;
  return bound({ form, name, label, hint, required, optionalText, formMessage }, 'input', {
    ...(kind ? INPUT_KINDS[kind] : null),
    ...input,
  });
}

type TextareaControl = Omit<TextareaProps, Wired>;

export type TextAreaFieldProps<Values extends FormikValues> = BindingProps<Values> & TextareaControl;

/** A labelled textarea bound to `form`'s field `name`. */
export function TextAreaField<Values extends FormikValues>(props: TextAreaFieldProps<Values>) {
  const { form, name, label, hint, required, optionalText, formMessage, ...textarea } = props;
  return bound({ form, name, label, hint, required, optionalText, formMessage }, 'textarea', textarea);
}

type SelectControl = Omit<OptionSelectProps, Wired>;

export type SelectFieldProps<Values extends FormikValues> = BindingProps<Values> & SelectControl;

/** A labelled native select of `options`, bound to `form`'s field `name`. */
export function SelectField<Values extends FormikValues>(props: SelectFieldProps<Values>) {
  const { form, name, label, hint, required, optionalText, formMessage, ...select } = props;
  return bound({ form, name, label, hint, required, optionalText, formMessage }, 'select', select);
}
