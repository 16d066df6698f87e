/**
 * A ref that always holds the latest `value`, for a callback made once (a handler, a timer, a listener) that must
 * read what the component rendered last rather than what it held when the callback was made. It is updated in a
 * layout effect, so an event or an effect after the commit never reads the value of an earlier render.
 *
 *   const onDoneRef = useLatest(onDone);
 *   useEffect(() => { const timer = setTimeout(() => onDoneRef.current(), ms); ... }, [ms]);
 */
import { useLayoutEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
