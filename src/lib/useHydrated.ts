/**
 * False while React renders on the server (the prerendered public pages) and while it hydrates that markup; true
 * afterwards, and at once in a page rendered on the client. A prerendered form uses it to keep its submit button
 * disabled until React handles the submit: before that, a click (or Enter) would send the form natively, putting
 * what was typed into the address bar and reloading the page.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
