/**
 * A long form's draft (src/lib/drafts.ts): the values to start from (what was typed before a reload, a session
 * expiry or a crash, laid over the form's defaults), whether they came from a draft, `persist` to call whenever
 * the values change, and `clear` for a successful submit or a deliberate "Start over".
 *
 *   const draft = useFormDraft(DRAFT_KEYS.socials, () => EMPTY_SOCIALS);
 *   const [values, setValues] = useState(draft.initialValues);   // or useFormik({ initialValues: ... })
 *   const { persist } = draft;
 *   useEffect(() => persist(values), [persist, values]);
 *
 * `secret` names fields never stored (passwords are never stored in any case). Without a key (a form that keeps
 * no draft: useForm calls this for every form) nothing is read or stored.
 */
import { useCallback, useMemo, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';

export interface FormDraft<T> {
  initialValues: T;
  /** The form's defaults (what "Start over" resets to): the same object for the form's whole life. */
  blank: T;
  /** Whether `initialValues` came from a stored draft, until it is cleared (the form's notice shows meanwhile). */
  restored: boolean;
  /** Stable for the form's life: effects depend on it, not on the draft object (which changes with `restored`). */
  persist: (values: T) => void;
  /** Forgets the draft (a successful submit, Start over, Cancel); `restored` turns false. */
  clear: () => void;
}

export function useFormDraft<T extends object>(
  key: string | undefined,
  defaults: () => T,
  options: { secret?: readonly (keyof T & string)[] } = {},
): FormDraft<T> {
  const [start] = useState(() => {
    const empty = defaults();
    const stored = key === undefined ? null : readDraft(key, empty);
    return { empty, values: stored ?? empty, restored: stored !== null };
  });
  const [restored, setRestored] = useState(start.restored);
  // A form's secret fields are fixed: read once.
  const [secret] = useState(() => options.secret ?? []);
  const persist = useCallback(
    (values: T) => {
      if (key !== undefined) writeDraft(key, values, { secret, empty: start.empty });
    },
    [key, secret, start.empty],
  );
  const clear = useCallback(() => {
    if (key !== undefined) clearDraft(key);
    setRestored(false);
  }, [key]);
  return useMemo(
    () => ({ initialValues: start.values, blank: start.empty, restored, persist, clear }),
    [start, restored, persist, clear],
  );
}
