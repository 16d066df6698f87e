import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit that failed validation, moves focus to the first invalid field (in `order`, by name), so
 * keyboard and screen reader users land on the message.
 */
export function FocusFirstError({ order, form }: { order: readonly string[]; form: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid, errors } = useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);

  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    const first = order.find((name) => name in errors);
    if (!first) return;
    const field = form.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`);
    field?.focus();
  }, [submitCount, isSubmitting, isValid, errors, order, form]);

  return null;
}
