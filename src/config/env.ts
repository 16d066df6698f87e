/**
 * The server's base address: one global setting.
 *
 * Resolution order, first non-empty wins:
 *   1. `window.__CLIQ_CONFIG__.apiBase`, set by public/config.js, which a deployment may replace without
 *      rebuilding (served as-is next to index.html and loaded before the app);
 *   2. `VITE_API_BASE` at build time;
 *   3. '' (the same origin as the web client).
 * API calls go to `{base}/api/...` and task images come from `{base}/uploads/tasks/...`.
 */
declare global {
  interface Window {
    __CLIQ_CONFIG__?: { apiBase?: string };
  }
}

const trimSlash = (value: string) => value.trim().replace(/\/+$/, '');

function initialBase(): string {
  const runtime = typeof window === 'undefined' ? undefined : window.__CLIQ_CONFIG__?.apiBase;
  if (runtime && runtime.trim()) return trimSlash(runtime);
  const built = import.meta.env.VITE_API_BASE as string | undefined;
  if (built && built.trim()) return trimSlash(built);
  return '';
}

let apiBase = initialBase();

export const getApiBase = (): string => apiBase;

/** Changes the base address at run time (tests, or a deployment that learns it late). */
export function setApiBase(base: string): void {
  apiBase = trimSlash(base);
}

/** The URL of a task image the server stored under uploads/tasks. */
export function taskImageUrl(fileName: string): string {
  return `${apiBase}/uploads/tasks/${encodeURIComponent(fileName)}`;
}
