/**
 * The server's base address: one global setting.
 *
 * Resolution order, first non-empty wins:
 *   1. `window.__CLIQ_CONFIG__.apiBase`, set by public/config.js, which a deployment may replace without
 *      rebuilding (served as-is next to index.html and loaded before the app);
 *   2. `VITE_API_BASE` at build time;
 *   3. '' (the same origin as the web client).
 * API calls go to `{base}/api/...` and task images come from `{base}/uploads/tasks/...`.
 *
 * Only two kinds of value are accepted (docs/architecture.md, "API base"): '' (same origin), or an absolute https URL
 * (http only for localhost, 127.0.0.1 and [::1]), without credentials, query or fragment. Anything else is a
 * configuration mistake: the app does not start (src/app/main.tsx shows `apiBaseProblem()` instead), and
 * `getApiBase()` throws, so no call is ever sent to a wrong server.
 */
declare global {
  interface Window {
    __CLIQ_CONFIG__?: { apiBase?: unknown; reportUrl?: unknown; vitalsSampleRate?: unknown };
  }
}

/** The configured API base is not one the app may use. */
export class ApiBaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiBaseError';
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const RULE =
  "Use '' for the same origin as the web client, or an absolute https:// address (http:// only for localhost, 127.0.0.1 or [::1]).";

/**
 * Checks one configured value and returns the base calls are built on ('' or an origin with an optional path, no
 * trailing slash). `source` names where the value came from, for the message. Throws ApiBaseError.
 */
export function parseApiBase(value: unknown, source = 'apiBase'): string {
  if (typeof value !== 'string') {
    throw new ApiBaseError(
      `The API base address (${source}) must be a string, not ${value === null ? 'null' : typeof value}. ${RULE}`,
    );
  }
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const problem = (why: string) =>
    new ApiBaseError(`The API base address (${source}) "${trimmed}" is not allowed: ${why}. ${RULE}`);

  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw problem('it is not an absolute address');
  }
  if (url.protocol === 'http:') {
    if (!LOCAL_HOSTS.has(url.hostname)) throw problem('plain http is only allowed for localhost');
  } else if (url.protocol !== 'https:') {
    throw problem(`the scheme ${url.protocol} is not https`);
  }
  if (url.username || url.password) throw problem('it must not carry a user name or password');
  if (url.search || url.hash || trimmed.includes('?') || trimmed.includes('#')) {
    throw problem('it must not carry a query or fragment');
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

type Resolved = { base: string; problem: null } | { base: null; problem: string };

function resolve(): Resolved {
  const config = typeof window === 'undefined' ? undefined : window.__CLIQ_CONFIG__;
  const runtime: unknown = config && typeof config === 'object' ? config.apiBase : undefined;
  const built = import.meta.env.VITE_API_BASE as unknown;
  try {
    if (runtime !== undefined && !(typeof runtime === 'string' && runtime.trim() === '')) {
      return { base: parseApiBase(runtime, 'apiBase in config.js'), problem: null };
    }
    if (typeof built === 'string' && built.trim() !== '') {
      return { base: parseApiBase(built, 'VITE_API_BASE'), problem: null };
    }
    return { base: '', problem: null };
  } catch (error) {
    return { base: null, problem: error instanceof Error ? error.message : String(error) };
  }
}

let resolved: Resolved = resolve();

/** Why the configured API base cannot be used, or null when it can. Read once at start-up (src/app/main.tsx). */
export const apiBaseProblem = (): string | null => resolved.problem;

/** The base address every call is built on. Throws ApiBaseError when the configured one is not allowed. */
export function getApiBase(): string {
  if (resolved.base === null) throw new ApiBaseError(resolved.problem);
  return resolved.base;
}

/** Changes the base address at run time (tests, or a deployment that learns it late); the same rules apply. */
export function setApiBase(base: string): void {
  resolved = { base: parseApiBase(base, 'setApiBase'), problem: null };
}

/** Reads the configuration again (tests that change window.__CLIQ_CONFIG__). */
export function reloadApiBase(): void {
  resolved = resolve();
}

/** The URL of a task image the server stored under uploads/tasks. */
export function taskImageUrl(fileName: string): string {
  return `${getApiBase()}/uploads/tasks/${encodeURIComponent(fileName)}`;
}

// ------------------------------------------------------------------------------------------------ reports

/**
 * Where the app sends its reports (docs/operations.md): `reportUrl` in config.js, '' (or absent) for none. An
 * absolute https:// address (http:// only for localhost), or a path on the app's own origin ('/reports'); without a
 * user name, password or fragment. A value that breaks these rules turns reporting off and says why in the console
 * (reports are never worth stopping the app for).
 */
export function parseReportUrl(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new Error(`reportUrl in config.js must be a string, not ${typeof value}`);
  const trimmed = value.trim();
  if (trimmed === '') return '';
  // A browser reads a backslash as a slash in an address, and drops tabs and line breaks: '/\evil.example' and
  // '/<tab>/evil.example' are '//evil.example', another site.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new Error(`reportUrl in config.js "${trimmed}" must not hold a backslash or a control character`);
  }
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    if (trimmed.includes('#')) throw new Error('reportUrl in config.js must not carry a fragment');
    return trimmed;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`reportUrl in config.js "${trimmed}" is neither an absolute address nor a path of this site`);
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new Error(`reportUrl in config.js "${trimmed}" must be https:// (http:// only for localhost)`);
  }
  if (url.username || url.password || url.hash) {
    throw new Error(`reportUrl in config.js "${trimmed}" must not carry a user name, password or fragment`);
  }
  return url.href;
}

/** The share of page loads whose web vitals are reported: `vitalsSampleRate` in config.js, 0 to 1 (default 0.1). */
export function parseVitalsSampleRate(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0.1;
  const rate = Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 0.1;
}

/** The report settings of this page load: where reports go ('' = nowhere) and the web vitals' sample rate. */
export function reportSettings(): { url: string; vitalsSampleRate: number } {
  const config = typeof window === 'undefined' ? undefined : window.__CLIQ_CONFIG__;
  const given = config && typeof config === 'object' ? config : {};
  let url = '';
  try {
    url = parseReportUrl(given.reportUrl);
  } catch (error) {
    console.warn(`Reports are off: ${(error as Error).message}.`);
  }
  return { url, vitalsSampleRate: parseVitalsSampleRate(given.vitalsSampleRate) };
}
