/**
 * After a submit that failed validation, moves focus to the first invalid field (once per attempt), so keyboard
 * and screen-reader users land on the problem. `order` lists the field names in screen order; the element
 * focused is the one with `idOf(name)`, or failing that the first control named `name` inside `form`.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusFirstError<Name extends string>({
  form,
  order,
  idOf,
  errors,
  submitCount,
  isSubmitting,
}: {
  form: RefObject<HTMLFormElement | null>;
  order: readonly Name[];
  idOf: (name: Name) => string;
  errors: Partial<Record<Name, unknown>>;
  submitCount: number;
  isSubmitting: boolean;
}): void {
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = order.find((name) => Boolean(errors[name]));
    if (!first || !form.current) return;
    const byId = form.current.ownerDocument.getElementById(idOf(first));
    const target = byId ?? form.current.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  }, [form, order, idOf, errors, submitCount, isSubmitting]);
}
