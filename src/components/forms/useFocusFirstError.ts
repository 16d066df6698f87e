/**
 * After a submit that failed validation, moves focus to the first invalid field (once per attempt), so keyboard
 * and screen-reader users land on the problem. The one way every form does this.
 *
 * Most forms give `order` (the field names in screen order) with their `errors`: the element focused is the one
 * with `idOf(name)`, or failing that the first control named `name` inside `form`. A form whose problems are not
 * one per field (the task type form's currency rows) gives `firstInvalid` instead: it answers the id of the
 * control to focus, or undefined.
 */
import { useEffect, useRef, type RefObject } from 'react';

type Target<Name extends string> =
  | {
      order: readonly Name[];
      idOf?: (name: Name) => string;
      errors: Partial<Record<Name, unknown>>;
      firstInvalid?: never;
    }
  | { firstInvalid: () => string | undefined; order?: never; idOf?: never; errors?: never };

export type FocusFirstErrorOptions<Name extends string> = Target<Name> & {
  form: RefObject<HTMLFormElement | null>;
  submitCount: number;
  isSubmitting: boolean;
};

export function useFocusFirstError<Name extends string>(options: FocusFirstErrorOptions<Name>): void {
  const { form, submitCount, isSubmitting } = options;
  const handled = useRef(0);
  // Runs after every render (options is new each time) but acts once per failed submit.
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const root = form.current;
    if (!root) return;
    if (options.firstInvalid) {
      const id = options.firstInvalid();
      if (id) root.ownerDocument.getElementById(id)?.focus();
      return;
    }
    const { order, idOf, errors } = options;
    const first = order.find((name) => Boolean(errors[name]));
    if (!first) return;
    const byId = idOf ? root.ownerDocument.getElementById(idOf(first)) : null;
    const target = byId ?? root.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  }, [form, submitCount, isSubmitting, options]);
}
