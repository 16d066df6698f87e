/**
 * The answer field a reply can ask for (extras.input), shared by the reply dialog and its fallback: what was typed,
 * the field's ref (focus goes there first) and the props that make the field (a one-time code may be offered).
 */
import { useRef, useState, type ChangeEvent } from 'react';

export function useReplyInput() {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  const fieldProps = (id: string, placeholder: string) => ({
    id,
    ref,
    value,
    placeholder,
    autoComplete: 'one-time-code',
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
  });
  return { value, setValue, ref, fieldProps };
}
