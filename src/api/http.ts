/**
 * The one HTTP module of the client, and the only place in src/ that calls fetch (for the API, and for
 * `canDownload`, which asks whether one of the app's own files can be downloaded now: src/app/lazy-route.tsx).
 *
 * orval's generated functions call `http(url, init)` (the mutator). It sends the request through an
 * openapi-fetch client typed by the contract's `paths`, whose middleware is the one place for cross-cutting
 * concerns: the base address, cookies (`credentials: 'include'`), and turning failures into `ApiError`s.
 *
 * Before and around the request (decided here, once, for every call):
 * - offline: when the browser says it is offline the call fails at once, unsent, with ApiError('network',
 *   offline: true) whose message is OFFLINE_MESSAGE;
 * - CSRF: every state-changing call (POST, DELETE, and GET /api/u/logout) carries `X-Requested-With: cliq-web`
 *   (the contract's RequestedWith parameter; docs/security.md);
 * - time limit: 20 s for JSON, 120 s for the multipart upload, merged with the caller's signal; running out is
 *   an ApiError('timeout'), while the caller's own cancel passes through as an AbortError.
 *
 * The status rule, in this order:
 * 1. A 401, from any call, is an `ApiError('session')` ("session ended"), and so is a 403 that is the contract's
 *    declared session denial (the shared Forbidden error reply: `code: 'wrong_account'`); any other 403 (the CSRF
 *    checks' `code: 'csrf_rejected'`, a framework's JSON without a code, a firewall's page that is not JSON) is an
 *    `ApiError('refused')`, which does not ask the visitor to sign in again.
 * 2. A reply status of the operation (generated/statuses.ts `replyStatuses`: 200, and for register also 201 and
 *    409) is a reply, returned as `{ data, status, headers }` for the generated union to discriminate.
 * 3. Any other status is an `ApiError('http')` carrying the body (for its `msg`/`message`): undeclared ones (500,
 *    a proxy's 404) and any other error reply the contract declares (`failureStatuses`) alike. A declared error
 *    reply documents what a server sends; it never reaches a page as data, so orval's reply types leave it out
 *    (openapi/model.mjs holds the one rule, used by the codegen).
 * No reply at all is an `ApiError('network')`, and a reply status whose body is not JSON is an
 * `ApiError('parse')`. Aborts (react-query cancelling) pass through untouched.
 *
 * Every reply is then read against the contract's schema for its operation and status, in layers
 * (src/api/contract.ts, validators generated into generated/validators/ and loaded with their tag): a break of the
 * envelope is an `ApiError('contract')` listing each violation; an item of a list that breaks its schema is left
 * out, and the reply returned carries `dropped` (the items left out) for the page to say how many; a value of an
 * extensible enum the client does not know is kept. Every finding is reported (src/api/contract-report.ts).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@generated/schema';
import { failureStatuses, replyStatuses } from '@generated/statuses';
import { getApiBase } from '@/config/env';
import { browserOffline } from '@/lib/online';
import { checkReply } from './contract';
import { reportContract } from './contract-report';
import { ApiError, OFFLINE_MESSAGE } from './errors';
import { TIMEOUT_MS, withTimeout } from './timeout';

/** Orval types every hook's error with this (see codegen.config.ts): all failures are ApiErrors. */
export type ErrorType<_Body> = ApiError;

// By name: a DOMException from another realm (a test environment, a worker's fetch) is still an abort.
const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** The custom header of every state-changing call (CSRF defence; the contract's RequestedWith parameter). */
export const CSRF_HEADER = { name: 'X-Requested-With', value: 'cliq-web' } as const;

/** The GETs that change state: the registration page's logout. */
const STATE_CHANGING_GETS = new Set(['/api/u/logout']);

/** Whether a call changes state on the server and so must carry the CSRF header. */
export function changesState(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  if (upper === 'GET' || upper === 'HEAD' || upper === 'OPTIONS') return STATE_CHANGING_GETS.has(path.split('?')[0] ?? '');
  return true;
}

/** The statuses that end the session, from any call, before the contract's reply statuses are looked at. */
export const SESSION_STATUSES: readonly number[] = [401, 403];

/** The ErrorReply `code` of a 403 from the server's CSRF checks (the contract's CsrfRejected). */
export const CSRF_REJECTED = 'csrf_rejected';

/** The ErrorReply `code` of the contract's one 403 session denial (Forbidden: another account kind's session). */
export const WRONG_ACCOUNT = 'wrong_account';

/**
 * Whether a 403 is a refused request rather than an ended session: anything but the contract's declared session
 * denial (a JSON ErrorReply whose `code` is 'wrong_account'). So the server's CSRF checks ('csrf_rejected'), a
 * framework's own 403 JSON without that code (Spring's CSRF filter), and a page that is not JSON (a firewall's) are
 * all refusals: signing in again would not help, and would send the visitor round in a loop.
 */
function refused(status: number, body: unknown): boolean {
  if (status !== 403) return false;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return true;
  return (body as { code?: unknown }).code !== WRONG_ACCOUNT;
}

/**
 * 401 and 403 become ApiError('session') (a 403 that is a refused request, ApiError('refused')); a reply status
 * passes; anything else (undeclared, or an error reply the contract declares) becomes ApiError('http'). The errors
 * carry the body, for `msg`.
 */
const statusRule: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const operation = `${request.method} ${schemaPath}`;
    const session = SESSION_STATUSES.includes(response.status);
    if (!session && replyStatuses[operation]?.includes(response.status)) return undefined;
    const text = await response.clone().text().catch(() => '');
    const body = parseJson(text) ?? text;
    const declared = failureStatuses[operation]?.includes(response.status) ? ' (an error reply it declares)' : '';
    const kind = refused(response.status, body) ? 'refused' : session ? 'session' : 'http';
    throw new ApiError(kind, `${operation} answered ${response.status}${declared}`, { status: response.status, body });
  },
};

/** No reply at all becomes ApiError('network'); aborts stay aborts. */
const networkRule: Middleware = {
  onError({ error, request }) {
    // Returning nothing rethrows the error as it is.
    if (isAbort(error) || error instanceof ApiError) return undefined;
    return new ApiError('network', `${request.method} ${new URL(request.url).pathname} got no reply`, { cause: error });
  },
};

const client = createClient<paths>({
  credentials: 'include',
  // Looked up per call, so a replaced global fetch (tests, service workers) is honoured.
  fetch: (request) => globalThis.fetch(request),
  // orval has already serialised the body (a JSON string or FormData).
  bodySerializer: (body: unknown) => body,
});
client.use(statusRule, networkRule);

/** Adds middleware to every call (e.g. the dev-only mock-scenario header). Returns a function that removes it. */
export function useHttpMiddleware(middleware: Middleware): () => void {
  client.use(middleware);
  return () => client.eject(middleware);
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The base address every call goes to; the same origin when none is set. */
function baseUrl(): string {
  return getApiBase() || globalThis.location?.origin || '';
}

/** The request's headers: the caller's, plus the CSRF header on a state-changing call. */
function headersOf(method: string, url: string, given: HeadersInit | undefined): Record<string, string> {
  const headers = Object.fromEntries(new Headers(given).entries());
  if (changesState(method, url)) headers[CSRF_HEADER.name] = CSRF_HEADER.value;
  return headers;
}

/** Sends the request within its time limit; running out of time is ApiError('timeout'). */
async function send(method: 'get', url: string, init: RequestInit | undefined) {
  const limit = init?.body instanceof FormData ? TIMEOUT_MS.upload : TIMEOUT_MS.json;
  const timed = withTimeout(init?.signal, limit);
  try {
    // orval hands over a path of the contract; the cast only bridges its string type to `paths`' keys.
    return await client.request(method, url as '/api/s/session', {
      baseUrl: baseUrl(),
      body: init?.body as never,
      headers: headersOf(method, url, init?.headers),
      signal: timed.signal,
      parseAs: 'text',
    });
  } catch (error) {
    if (timed.timedOut()) {
      throw new ApiError('timeout', `${method.toUpperCase()} ${url} got no reply within ${limit / 1000} s`, {
        cause: error,
      });
    }
    throw error;
  } finally {
    timed.dispose();
  }
}

/** Whether `url` (one of the app's own files) downloads now: a HEAD request, never from a cache, within the JSON
 * time limit; any network failure or error status is a no. */
export async function canDownload(url: string): Promise<boolean> {
  const timed = withTimeout(undefined, TIMEOUT_MS.json);
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store', signal: timed.signal });
    return response.ok;
  } catch {
    return false;
  } finally {
    timed.dispose();
  }
}

export async function http<T>(url: string, init?: RequestInit): Promise<T> {
  const method = (init?.method ?? 'GET').toLowerCase() as 'get';
  // Offline, nothing is sent (and nothing is queued to be sent later): the call fails at once.
  if (browserOffline()) throw new ApiError('network', OFFLINE_MESSAGE, { offline: true });
  const result = await send(method, url, init);
  const { response } = result;
  // 2xx bodies arrive as text; non-2xx reply bodies (register's 409) arrive already parsed when JSON.
  const raw: unknown = response.ok ? result.data : result.error;
  const data = typeof raw === 'string' || raw === undefined ? parseJson(raw ?? '') : raw;
  if (data === undefined || data === null || typeof data !== 'object') {
    throw new ApiError('parse', `${method.toUpperCase()} ${url} answered ${response.status} without a JSON body`, {
      status: response.status,
      body: raw,
    });
  }
  const operation = `${method.toUpperCase()} ${url.split('?')[0]}`;
  const check = await checkReply(operation, response.status, data);
  // The check may have loaded a module: a call cancelled meanwhile stays cancelled.
  init?.signal?.throwIfAborted();
  if (!check) return { data, status: response.status, headers: response.headers, dropped: [] } as T;
  const { violations, dropped, unknown } = check;
  if (violations.length > 0 || dropped.length > 0 || unknown.length > 0) {
    reportContract({ operation, status: response.status, violations, dropped, unknown, body: data, at: Date.now() });
  }
  if (violations.length > 0) {
    throw new ApiError('contract', `${operation} answered ${response.status} with a reply the contract does not allow`, {
      status: response.status,
      body: data,
      operation,
      violations,
    });
  }
  return { data: check.data, status: response.status, headers: response.headers, dropped } as T;
}
