/**
 * A download shared by every caller: the first call starts it, later calls get the same promise, and a failed one
 * is forgotten, so the next call tries again (only when called: never in a loop). Used for the app's lazily
 * downloaded parts outside the router (the reply dialog's view, the phone menu's drawer, the design system's
 * second half); route chunks go through src/app/lazy-route.tsx.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}

/**
 * The module a dynamic import resolved to, or an error: Vite resolves a failed import to undefined when a
 * vite:preloadError listener handled it (src/app/chunk-reload.ts).
 */
export function downloaded<M>(module: M | undefined, what: string): M {
  if (module == null) throw new Error(`${what} could not be downloaded.`);
  return module;
}
