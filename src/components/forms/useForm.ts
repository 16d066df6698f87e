/**
 * The one way a form is built (docs/architecture.md, "Forms"): Formik and yup underneath, and around them what
 * every form of the app needs, so that no form wires it by hand:
 *
 * - field wiring: `controlId(name)` is the id of a field's control (`<form id>-<name>`, the id its FormField
 *   labels), `field(name)` gives a text control its name, value and handlers, `error(name)` the message to show;
 * - errors: shown once a field has been left (not for the form's submit button, whose click must land: the submit
 *   shows them) or the form submitted (`showErrors: 'touched'`, the default), or only
 *   from the first submit on (`'submitted'`: short forms, where a message appearing on blur would move the button
 *   under the pointer); they clear on typing: a field's message hides while it is being typed in, until it is
 *   left ('touched') or the form is submitted again. `formError` is for a form whose one message is about all its
 *   fields: it shows after a submit that failed validation, until anything is typed. A picker set with
 *   `setValue` (no typing) shows its message as its value changes;
 * - focus: after a submit that failed validation, focus moves to the first invalid field in `order`
 *   (useFocusFirstError; `firstInvalid` for a form whose problems are not one per field);
 * - one submit at a time: a second submit while the first runs is ignored, and `isSubmitting` is true meanwhile;
 * - nothing typed is lost: a failed submit keeps the values (only `resetForm` or `startOver` empties the form);
 * - drafts: with `draft`, what is typed is kept in sessionStorage (useFormDraft: never a password, nor the fields
 *   named `secret`) until `onSubmit` calls `clearDraft()` after a success; `restored` and `startOver()` drive the
 *   form's DraftNotice.
 *
 *   const form = useForm({ id: 'advertiser-login', initialValues, validationSchema, order: ['user', 'password'],
 *     onSubmit: async (values, { clearDraft }) => { ... } });
 *   <form {...form.props} aria-label="...">
 *     <FormField id={form.controlId('user')} label="..." error={form.error('user')}>
 *       {(describedBy) => <Input {...form.field('user')} aria-describedby={describedBy} />}
 *     </FormField>
 *     <TextField form={form} name="user" label="..." />  (the same field, bound by name: fields.tsx)
 */
import { useFormik, type FormikConfig, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import { draftFile, keepDraftFile } from '@/lib/drafts';
import { useLatest } from '@/lib/useLatest';
import { useFocusFirstError } from './useFocusFirstError';
import { useFormDraft } from './useFormDraft';

/** A field's name: a key of the form's values. */
export type FieldName<Values> = keyof Values & string;

const NOTHING_EDITED: ReadonlySet<string> = new Set();

/** A text control's handlers: the same functions for a field on every render of its form. */
interface FieldHandlers {
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface FormOptions<Values extends FormikValues> {
  /** The form's id: its controls' ids are `<id>-<field name>`. */
  id: string;
  initialValues: Values;
  validationSchema?: FormikConfig<Values>['validationSchema'];
  validate?: FormikConfig<Values>['validate'];
  /** A field's control id, when the form's ids are not `<id>-<field name>`. */
  idOf?: (name: FieldName<Values>) => string;
  /**
   * Whether values are checked as they change (default). A long form whose checks are costly checks them on
   * submit only: a message then goes when its field is typed in, and comes back, if still due, on the next submit.
   */
  validateWhileTyping?: boolean;
  /** The fields in screen order: the first invalid one takes focus after a failed submit. */
  order?: readonly FieldName<Values>[];
  /** For a form whose problems are not one per field: the id of the control to focus, or undefined. */
  firstInvalid?: (errors: FormikErrors<Values>, values: Values) => string | undefined;
  /** When a field's message shows: once it has been left or the form submitted (default), or from the first submit. */
  showErrors?: 'touched' | 'submitted';
  /**
   * Keeps what is typed in sessionStorage under `key` until `clearDraft()`; `secret` fields are never kept. `file`
   * names a File field kept in memory only (src/lib/drafts.ts): it survives a re-login, not a reload.
   */
  draft?: { key: string; secret?: readonly FieldName<Values>[]; file?: FieldName<Values> };
  onSubmit: (values: Values, helpers: FormikHelpers<Values> & { clearDraft: () => void }) => void | Promise<unknown>;
}

export function useForm<Values extends FormikValues>(options: FormOptions<Values>) {
  const {
    id,
    idOf,
    order,
    firstInvalid,
    showErrors = 'touched',
    validateWhileTyping = true,
    draft: draftOptions,
  } = options;
  const ref = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(draftOptions?.key, () => options.initialValues, { secret: draftOptions?.secret ?? [] });
  const submitHandler = useLatest(options.onSubmit);

  // The draft's values, with the file it kept in memory (if any).
  const [initialValues] = useState(() => {
    const file = draftOptions?.file;
    const kept = draftOptions && file ? draftFile(draftOptions.key) : null;
    return kept && file ? { ...draft.initialValues, [file]: kept } : draft.initialValues;
  });

  const formik = useFormik<Values>({
    initialValues,
    validationSchema: options.validationSchema,
    validate: options.validate,
    // Short forms check on submit and as fields change, never on blur (nothing to show before the first submit).
    validateOnChange: validateWhileTyping,
    validateOnBlur: showErrors === 'touched' && validateWhileTyping,
    onSubmit: (values, helpers) => submitHandler.current(values, { ...helpers, clearDraft: draft.clear }),
  });
  const { values, errors, touched, submitCount, isSubmitting } = formik;

  const controlId = useCallback((name: FieldName<Values>) => (idOf ? idOf(name) : `${id}-${name}`), [id, idOf]);
  useFocusFirstError(
    firstInvalid
      ? { form: ref, firstInvalid: () => firstInvalid(errors, values), submitCount, isSubmitting }
      : { form: ref, order: order ?? [], idOf: controlId, errors, submitCount, isSubmitting },
  );

  // Each change of the values is kept (only then: after clearDraft, the same values are not written back).
  const { persist } = draft;
  const draftKey = draftOptions?.key;
  const fileField = draftOptions?.file;
  useEffect(() => {
    if (draftKey === undefined) return;
    persist(values);
    if (fileField) {
      const file: unknown = values[fileField];
      keepDraftFile(draftKey, file instanceof File ? file : null);
    }
  }, [draftKey, fileField, persist, values]);

  // The fields typed in since the last submit (or, with 'touched', since they were left): their messages hide.
  const [edited, setEdited] = useState(NOTHING_EDITED);
  const markEdited = useCallback(
    (name: string) => setEdited((current) => (current.has(name) ? current : new Set(current).add(name))),
    [],
  );
  const unmarkEdited = useCallback(
    (name: string) =>
      setEdited((current) => {
        if (!current.has(name)) return current;
        const next = new Set(current);
        next.delete(name);
        return next;
      }),
    [],
  );

  // One submit at a time, even two in the same tick (before isSubmitting has rendered).
  const running = useRef(false);
  const { submitForm } = formik;
  const onSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (running.current) return;
      running.current = true;
      setEdited(NOTHING_EDITED);
      submitForm()
        .catch((reason: unknown) => console.error('A form submit failed unexpectedly', reason))
        .finally(() => {
          running.current = false;
        });
    },
    [submitForm],
  );

  // Each field's handlers, made once per name and reading the latest state through a ref: a field whose value,
  // message and props did not change is handed the same props, so a memoised field (fields.tsx) skips the render
  // when another field is typed in. (markEdited and unmarkEdited are the same functions on every render.)
  const latest = useLatest({ handleChange: formik.handleChange, handleBlur: formik.handleBlur, showErrors });
  const handlers = useRef(new Map<string, FieldHandlers>());
  const handlersOf = (name: string): FieldHandlers => {
    let made = handlers.current.get(name);
    if (!made) {
      made = {
        onChange: (event) => {
          markEdited(name);
          latest.current.handleChange(event);
        },
        onBlur: (event) => {
          // Left for the form's own submit button: the submit shows every message anyway. Showing this one now would
          // move the button between the press and the release of the mouse, and the click would be lost.
          const next = event.relatedTarget;
          if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === ref.current) return;
          if (latest.current.showErrors === 'touched') unmarkEdited(name);
          latest.current.handleBlur(event);
        },
      };
      handlers.current.set(name, made);
    }
    return made;
  };

  /** Whether `name`'s message shows now. */
  const shows = (name: FieldName<Values>) =>
    !edited.has(name) && (submitCount > 0 || (showErrors === 'touched' && Boolean(touched[name])));
  /** The message to show for `name`, or undefined (valid, or not to be shown yet). */
  const error = (name: FieldName<Values>): string | undefined => {
    const message = errors[name];
    return shows(name) && typeof message === 'string' ? message : undefined;
  };

  return {
    formik,
    /** The form's id (its controls' ids start with it). */
    id,
    values,
    isSubmitting,
    submitCount,
    /** Spread on the <form>: its ref, noValidate (the app shows its own messages) and the guarded submit. */
    props: { ref, noValidate: true, onSubmit },
    controlId,
    error,
    /** Whether the form's one message shows: a submit failed validation and nothing has been typed since. */
    formError: submitCount > 0 && edited.size === 0 && Object.keys(errors).length > 0,
    /** A text control's name, value and handlers. */
    field: <Name extends FieldName<Values>>(name: Name) => ({
      name,
      value: values[name] as Values[Name],
      // The same two functions on every render (see handlersOf).
      ...handlersOf(name),
    }),
    /** Sets a field that is not a text control (a picker, a checkbox group), checking it as typing would. */
    setValue: formik.setFieldValue,
    draft: {
      restored: draft.restored,
      /** Forgets the draft and empties the form (the DraftNotice's Start over). */
      startOver: () => {
        draft.clear();
        formik.resetForm({ values: draft.blank });
      },
      clear: draft.clear,
    },
  };
}

export type Form<Values extends FormikValues> = ReturnType<typeof useForm<Values>>;
