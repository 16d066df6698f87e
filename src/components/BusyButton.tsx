/**
 * A button whose call is running: a spinner and `busyText` in place of its label, announced as busy, and unavailable
 * (aria-disabled, a press or a submit ignored). Not `disabled`, as Chakra's `loading` makes it: a disabled button drops
 * the keyboard focus to the page's body (the HTML focus fixup rule), and a keyboard or screen-reader user would have
 * to start again from the top (WCAG 2.4.3). `unavailable` makes it unavailable without the spinner (another call of
 * the same part runs).
 */
import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent, Ref } from 'react';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading' | 'loadingText'> {
  /** Its call is running: the spinner and `busyText` show. */
  busy: boolean;
  busyText: string;
  /** Unavailable for another reason (another call runs), without the spinner. */
  unavailable?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function BusyButton({ busy, busyText, unavailable = false, onClick, children, ...rest }: BusyButtonProps) {
  const off = busy || unavailable;
  return (
    <Button
      aria-disabled={off || undefined}
      aria-busy={busy || undefined}
      data-loading={busy ? '' : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // A submit button's press would send the form again: nothing happens while it is unavailable.
        if (off) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {busy ? (
        <>
          <Spinner size="sm" aria-hidden="true" /> {busyText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
