/**
 * The fetch stub of the component harnesses: a `vi.fn` installed as the global fetch that names each request by its
 * operation ('POST /api/u/register'), records what the app sent and leaves the reply to the harness. `stubAnswers`
 * is the usual reply policy: one answer per operation (a JSON body, a Response, 'abort', a promise, or a function of
 * the call count and the request), unknown operations answer 404; with `strict`, a call to an unknown operation also
 * fails the running test.
 */
import { expect, onTestFinished, vi } from 'vitest';

export interface SentRequest {
  operation: string;
  /** Parsed JSON when the content type says JSON, else the raw text (e.g. a multipart body); undefined when empty. */
  body: unknown;
  /** Only recorded when the stub is asked to (`recordContentType`). */
  contentType?: string;
}

/**
 * What an operation answers: a JSON body (status 200), a Response, 'abort' (no reply), a pending promise, or a
 * function of the call count (1 for the first call) and the request.
 */
export type Answer =
  | unknown
  | Response
  | 'abort'
  | Promise<unknown>
  | ((call: number, request: SentRequest) => unknown | Response | 'abort' | Promise<unknown>);

export interface StubOptions {
  /** Record each request's content type in `sent`. */
  recordContentType?: boolean;
  /**
   * Fail the running test when the app called an operation the stub has no answer for (it still answers 404): for
   * tests that name every call the page may make.
   */
  strict?: boolean;
}

/** Replies `body` as it is (e.g. a malformed JSON body, an HTML page) with `status` and `contentType`. */
export const raw = (body: string, status = 200, contentType = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': contentType } });

/** Replies `body` as JSON with `status`. */
export const json = (body: unknown, status = 200) => raw(JSON.stringify(body), status);

/** Answers the calls of an operation in turn; the last answer repeats. */
export const inTurn =
  (...answers: Answer[]) =>
  (call: number): unknown => {
    if (answers.length === 0) throw new Error('inTurn needs at least one answer');
    return answers[Math.min(call, answers.length) - 1];
  };

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
    /** The bodies sent to one operation, in order. */
    bodiesOf: (operation: string) => callsTo(operation).map((request) => request.body),
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
  const unanswered: SentRequest[] = [];
  const stub = stubFetch(async (request, call) => {
    if (!(request.operation in answers)) {
      unanswered.push(request);
      return json({ message: `No stub for ${request.operation}` }, 404);
    }
    const configured = answers[request.operation];
    const answer: unknown = await (typeof configured === 'function'
      ? (configured as (call: number, request: SentRequest) => unknown)(call, request)
      : configured);
    if (answer === 'abort') throw networkError();
    // A copy, so that an answer given as one Response can serve every call.
    return answer instanceof Response ? answer.clone() : json(answer);
  }, options);
  if (options.strict) {
    onTestFinished(() => {
      expect(
        unanswered.map((request) => request.operation),
        'calls the stub has no answer for',
      ).toEqual([]);
    });
  }
  return {
    ...stub,
    /** The requests of operations the stub has no answer for (each answered 404). */
    unanswered,
    set(operation: string, answer: Answer) {
      answers[operation] = answer;
    },
  };
}
