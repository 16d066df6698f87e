/**
 * A failed chunk load after a deploy reloads the page once.
 *
 * When a tab opened before a deploy asks for a route chunk that the deploy removed, Vite's preload helper
 * dispatches `vite:preloadError` on window. If that happens while a route is loading (the first load, or a
 * navigation), the page reloads to fetch the new index.html and its chunks, unless it already reloaded for this
 * reason in the last RELOAD_WINDOW_MS (a sessionStorage marker with a timestamp): then the error goes on to the
 * route's error element, so a chunk that is really gone never reloads in a loop.
 *
 * A failure outside a navigation (the reply dialog's view, an idle preload) never reloads: the page may hold what
 * the user typed, and those callers have their own fallbacks.
 */

/** The sessionStorage key of the last reload's timestamp (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'cliq:chunk-reload-at';
/** A second failure within this many ms of the last reload is not reloaded again. */
export const RELOAD_WINDOW_MS = 30_000;

export type MarkerStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides whether the page may reload for a failed chunk now and, if so, records the reload. Pure apart from the
 * given storage. Without a working storage it answers false: a reload that cannot be recorded could loop.
 */
export function claimChunkReload(
  storage: MarkerStorage | null,
  now: number,
  windowMs: number = RELOAD_WINDOW_MS,
): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    const elapsed = now - last;
    if (Number.isFinite(last) && last > 0 && elapsed >= 0 && elapsed < windowMs) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** sessionStorage, or null where reading it throws (storage disabled, sandboxed frames). */
export function sessionMarkerStorage(): MarkerStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface ChunkReloadOptions {
  /** True while a route is loading (first load or navigation): only then does a failed chunk reload the page. */
  isLoadingRoute: () => boolean;
  storage?: MarkerStorage | null;
  now?: () => number;
  reload?: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

let reloading = false;

/** True once a reload for a failed chunk has started: the failed import's callers can wait instead of erroring. */
export function isChunkReloadPending(): boolean {
  return reloading;
}

/** Listens to `vite:preloadError` (see the file's comment); returns a function that stops listening. */
export function installChunkReload({
  isLoadingRoute,
  storage = sessionMarkerStorage(),
  now = Date.now,
  reload = () => window.location.reload(),
  target = window,
}: ChunkReloadOptions): () => void {
  const onPreloadError = (event: Event) => {
    if (reloading) {
      event.preventDefault();
      return;
    }
    if (!isLoadingRoute() || !claimChunkReload(storage, now())) return;
    // Handled: Vite's import then resolves to undefined instead of throwing (see importChunk in lazy-route.tsx).
    event.preventDefault();
    reloading = true;
    reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

/** Reloads the page for a chunk the browser will not download again (lazy-route.tsx); later failures wait for it. */
export function reloadForChunk(): void {
  reloading = true;
  window.location.reload();
}

/** For tests: forgets a reload started by an earlier test. */
export function resetChunkReloadForTests(): void {
  reloading = false;
}
