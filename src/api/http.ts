/**
 * The one HTTP module of the client, and the only place in src/ that calls fetch.
 *
 * orval's generated functions call `http(url, init)` (the mutator). It sends the request through an
 * openapi-fetch client typed by the contract's `paths`, whose middleware is the one place for cross-cutting
 * concerns: the base address, cookies (`credentials: 'include'`), and turning failures into `ApiError`s.
 *
 * The reply rule comes from the contract: a status the operation declares (200, and for register also 201
 * and 409) is a reply, returned as `{ data, status, headers }` for the generated union to discriminate; any
 * other status is an `ApiError('http')`, no reply at all is an `ApiError('network')`, and a declared status
 * whose body is not JSON is an `ApiError('parse')`. Aborts (react-query cancelling) pass through untouched.
 *
 * Every reply is then checked against the contract's schema for its operation and status (src/api/contract.ts,
 * validators generated into generated/validators/ and loaded with their tag): one that breaks it is an
 * `ApiError('contract')` listing each violation, reported in the console and the dev panel in development.
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@generated/schema';
import { declaredStatuses } from '@generated/statuses';
import { getApiBase } from '@/config/env';
import { checkReply } from './contract';
import { reportContractViolation } from './contract-report';
import { ApiError } from './errors';

/** Orval types every hook's error with this (see codegen.config.ts): all failures are ApiErrors. */
export type ErrorType<_Body> = ApiError;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Undeclared statuses become ApiError('http'), carrying the body for messages such as `msg`. */
const statusRule: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const declared = declaredStatuses[`${request.method} ${schemaPath}`];
    if (declared?.includes(response.status)) return undefined;
    const text = await response.clone().text().catch(() => '');
    throw new ApiError('http', `${request.method} ${schemaPath} answered ${response.status}`, {
      status: response.status,
      body: parseJson(text) ?? text,
    });
  },
};

/** No reply at all becomes ApiError('network'); aborts stay aborts. */
const networkRule: Middleware = {
  onError({ error, request }) {
    if (isAbort(error) || error instanceof ApiError) return error instanceof Error ? error : undefined;
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

export async function http<T>(url: string, init?: RequestInit): Promise<T> {
  const method = (init?.method ?? 'GET').toLowerCase() as 'get';
  // orval hands over a path of the contract; the cast only bridges its string type to `paths`' keys.
  const result = await client.request(method, url as '/api/s/session', {
    baseUrl: baseUrl(),
    body: init?.body as never,
    headers: init?.headers as Record<string, string> | undefined,
    signal: init?.signal ?? null,
    parseAs: 'text',
  });
  const { response } = result;
  // 2xx bodies arrive as text; declared non-2xx bodies (register's 409) arrive already parsed when JSON.
  const raw: unknown = response.ok ? result.data : result.error;
  const data = typeof raw === 'string' || raw === undefined ? parseJson(raw ?? '') : raw;
  if (data === undefined || data === null || typeof data !== 'object') {
    throw new ApiError('parse', `${method.toUpperCase()} ${url} answered ${response.status} without a JSON body`, {
      status: response.status,
      body: raw,
    });
  }
  const operation = `${method.toUpperCase()} ${url.split('?')[0]}`;
  const violations = await checkReply(operation, response.status, data);
  // The check may have loaded a module: a call cancelled meanwhile stays cancelled.
  init?.signal?.throwIfAborted();
  if (violations && violations.length > 0) {
    if (import.meta.env.DEV) {
      reportContractViolation({ operation, status: response.status, violations, body: data, at: Date.now() });
    }
    throw new ApiError('contract', `${operation} answered ${response.status} with a reply the contract does not allow`, {
      status: response.status,
      body: data,
      operation,
      violations,
    });
  }
  return { data, status: response.status, headers: response.headers } as T;
}
