/**
 * Secrets that arrive in a link's query string (the reset and confirmation tokens of /login, /register and
 * /advertiser/regCompletion; docs/architecture.md, "Tokens in links"): read once, then removed from the address bar
 * before any call is sent, so they stay out of the history, bookmarks, shared screenshots and Referer headers.
 *
 * `useLinkSecrets(['token', 'email'])` returns the values the link carried ('' when absent) and keeps them while
 * the page stays open. The removal runs in a layout effect, which React runs before any passive effect (where the
 * pages send their calls): first `history.replaceState` on the real address bar (at once, keeping the history
 * entry's state), then a replacing navigation so the router's own location agrees (same path, hash and state,
 * other query parameters kept). A reload afterwards shows the page without the link's values; another link with
 * new values, or any other navigation, replaces them.
 */
import { useCallback, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';

type Values<K extends string> = Record<K, string>;

interface Held<K extends string> {
  /** The router location the values belong to. */
  key: string;
  values: Values<K>;
  /** Where the removal navigates to: a location with these parts is the same page, without its secrets. */
  pathname: string;
  cleanSearch: string;
  hash: string;
}

function read<K extends string>(names: readonly K[], search: string): Values<K> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(names.map((name) => [name, params.get(name)?.trim() ?? ''])) as Values<K>;
}

/** `search` without the named parameters ('' or '?…'). */
export function withoutParams(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

const carries = (search: string, names: readonly string[]) => {
  const params = new URLSearchParams(search);
  return names.some((name) => params.has(name));
};

export function useLinkSecrets<K extends string>(names: readonly K[]): { values: Values<K>; forget: () => void } {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const hold = (values: Values<K>): Held<K> => ({
    key: location.key,
    values,
    pathname: location.pathname,
    cleanSearch: withoutParams(location.search, names),
    hash: location.hash,
  });
  const [held, setHeld] = useState<Held<K>>(() => hold(read(names, location.search)));

  if (held.key !== location.key) {
    // A new location: our own removal keeps the values; a new link brings its own; anything else has none.
    const ours =
      navigationType === 'REPLACE' &&
      location.pathname === held.pathname &&
      location.search === held.cleanSearch &&
      location.hash === held.hash;
    setHeld(hold(carries(location.search, names) || !ours ? read(names, location.search) : held.values));
  }

  const mustRemove = carries(location.search, names);
  useLayoutEffect(() => {
    if (!mustRemove) return;
    // The real address bar first, synchronously (a data router's navigation completes a little later).
    if (typeof window !== 'undefined' && carries(window.location.search, names)) {
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${withoutParams(search, names)}${hash}`);
    }
    // Then the router, once this commit is over: a router mounted in the same commit (a memory router in tests)
    // only listens to its history from its own layout effect, which runs after this one.
    const to = { pathname: location.pathname, search: withoutParams(location.search, names), hash: location.hash };
    const state = location.state as unknown;
    queueMicrotask(() => void navigate(to, { replace: true, state, preventScrollReset: true }));
    // names is a constant list per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mustRemove, location.key]);

  const forget = useCallback(() => {
    setHeld((current) => ({ ...current, values: read(names, '') }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values: held.values, forget };
}
