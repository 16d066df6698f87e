/**
 * The fetch stub of the component harnesses: a `vi.fn` installed as the global fetch that names each request by its
 * operation ('POST /api/u/register'), records what the app sent and leaves the reply to the harness. `stubAnswers`
 * is the usual reply policy: one answer per operation (a JSON body, a Response, 'abort', a promise, or a function of
 * the call count), unknown operations answer 404.
 */
import { vi } from 'vitest';

export interface SentRequest {
  operation: string;
  /** Parsed JSON when the content type says JSON, else the raw text (e.g. a multipart body); undefined when empty. */
  body: unknown;
  /** Only recorded when the stub is asked to (`recordContentType`). */
  contentType?: string;
}

/** What an operation answers: a JSON body (status 200), a Response, 'abort' (no reply), a pending promise, or a function of the call count. */
export type Answer =
  | unknown
  | Response
  | 'abort'
  | Promise<unknown>
  | ((call: number) => unknown | Response | 'abort' | Promise<unknown>);

export interface StubOptions {
  /** Record each request's content type in `sent`. */
  recordContentType?: boolean;
}

/** Replies `body` as JSON with `status`. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What fetch throws when the network fails. */
export const networkError = () => new TypeError('Failed to fetch');

/** A value the test hands over when it wants (to hold a reply in flight). */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Installs the stub; `respond` gets each recorded request and how many times its operation has been called. */
export function stubFetch(
  respond: (request: SentRequest, call: number) => Response | Promise<Response>,
  { recordContentType = false }: StubOptions = {},
) {
  const sent: SentRequest[] = [];
  const callsTo = (operation: string) => sent.filter((request) => request.operation === operation);
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const operation = `${request.method} ${new URL(request.url).pathname}`;
    const contentType = request.headers.get('content-type') ?? '';
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const body = text && contentType.includes('json') ? (JSON.parse(text) as unknown) : text || undefined;
    const entry: SentRequest = recordContentType ? { operation, body, contentType } : { operation, body };
    sent.push(entry);
    return respond(entry, callsTo(operation).length);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    sent,
    fetch: fetchStub,
    /** The requests of one operation, in order. */
    callsTo,
    countOf: (operation: string) => callsTo(operation).length,
    /** Every request that is not a GET. */
    writes: () => sent.filter((request) => !request.operation.startsWith('GET ')),
  };
}

/** Installs the stub answering each operation from `defaults` merged with `overrides`; `set` changes one later. */
export function stubAnswers(
  defaults: Record<string, Answer>,
  overrides: Record<string, Answer> = {},
  options: StubOptions = {},
) {
  const answers: Record<string, Answer> = { ...defaults, ...overrides };
  const stub = stubFetch(async ({ operation }, call) => {
    if (!(operation in answers)) return json({ message: `No stub for ${operation}` }, 404);
    const configured = answers[operation];
    const answer: unknown = await (typeof configured === 'function'
      ? (configured as (call: number) => unknown)(call)
      : configured);
    if (answer === 'abort') throw networkError();
    return answer instanceof Response ? answer : json(answer);
  }, options);
  return {
    ...stub,
    set(operation: string, answer: Answer) {
      answers[operation] = answer;
    },
  };
}
