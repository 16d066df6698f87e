/**
 * A long form's draft (src/lib/drafts.ts): the values to start from (what was typed before a reload, a session
 * expiry or a crash, laid over the form's defaults), whether they came from a draft, `persist` to call whenever
 * the values change, and `clear` for a successful submit or a deliberate "Start over".
 *
 *   const draft = useFormDraft(DRAFT_KEYS.socials, () => EMPTY_SOCIALS);
 *   const [values, setValues] = useState(draft.initialValues);   // or useFormik({ initialValues: ... })
 *   useEffect(() => draft.persist(values), [draft, values]);
 *
 * `secret` names fields never stored (passwords are never stored in any case).
 */
import { useCallback, useMemo, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from '@/lib/drafts';

export interface FormDraft<T> {
  initialValues: T;
  /** The form's defaults (what "Start over" resets to): the same object for the form's whole life. */
  blank: T;
  /** Whether `initialValues` came from a stored draft. */
  restored: boolean;
  persist: (values: T) => void;
  clear: () => void;
}

export function useFormDraft<T extends object>(
  key: string,
  defaults: () => T,
  options: { secret?: readonly (keyof T & string)[] } = {},
): FormDraft<T> {
  const [start] = useState(() => {
    const empty = defaults();
    const stored = readDraft(key, empty);
    return { empty, values: stored ?? empty, restored: stored !== null };
  });
  const secretList = options.secret?.join('\n') ?? '';
  const persist = useCallback(
    (values: T) => writeDraft(key, values, { secret: secretList ? secretList.split('\n') : [], empty: start.empty }),
    [key, secretList, start.empty],
  );
  const clear = useCallback(() => clearDraft(key), [key]);
  return useMemo(
    () => ({ initialValues: start.values, blank: start.empty, restored: start.restored, persist, clear }),
    [start, persist, clear],
  );
}
