/**
 * The fetch stub of the component harnesses: a `vi.fn` installed as the global fetch that names each request by its
 * operation ('POST /api/u/register'), records what the app sent and leaves the reply to the harness. `stubAnswers`
 * is the usual reply policy: one answer per operation (a JSON body, a Response, 'abort', a promise, or a function of
 * the call count and the request), unknown operations answer 404; with `strict`, a call to an unknown operation also
 * fails the running test.
 *
 * Typed from the contract (generated/schema.d.ts, openapi-typescript's `paths`): an operation is named as the
 * contract has it ('GET /api/u/getTasks'), so a renamed or removed operation fails the typecheck, and a JSON answer
 * must have the shape of one of that operation's replies (a deliberately broken reply is sent as a Response, with
 * `json(...)` or `raw(...)`).
 */
import { expect, onTestFinished, vi } from 'vitest';
import type { paths } from '@generated/schema';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options' | 'trace';
type MethodsOf<P extends keyof paths> = {
  [M in Method & keyof paths[P]]: [Exclude<paths[P][M], undefined>] extends [never] ? never : M;
}[Method & keyof paths[P]];

/** Every operation of the contract, as the stub names it: 'POST /api/u/login'. */
export type OperationKey = { [P in keyof paths & string]: `${Uppercase<MethodsOf<P>>} ${P}` }[keyof paths & string];

type OperationOf<K extends OperationKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends keyof paths[P]
      ? Exclude<paths[P][Lowercase<M>], undefined>
      : never
    : never
  : never;
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type Responses<K extends OperationKey> = OperationOf<K> extends { responses: infer R } ? R : never;
/** The statuses a page gets as data (401 and 403 are always "session ended", never a reply). */
type ReplyStatus<K extends OperationKey> = Exclude<keyof Responses<K>, 401 | 403 | 'default'>;

/** The JSON body of any of the operation's replies (of any operation's, for a union of operations). */
export type ReplyBody<K extends OperationKey> = K extends OperationKey ? JsonOf<Responses<K>[ReplyStatus<K>]> : never;

export interface SentRequest {
  operation: string;
  /** Parsed JSON when the content type says JSON, else the raw text (e.g. a multipart body); undefined when empty. */
  body: unknown;
  /** Only recorded when the stub is asked to (`recordContentType`). */
  contentType?: string;
}

export type Immediate<K extends OperationKey = OperationKey> = ReplyBody<K> | Response | 'abort';

/**
 * What an operation answers: a JSON body (status 200) of the shape of one of its replies, a Response, 'abort' (no
 * reply), a pending promise, or a function of the call count (1 for the first call) and the request.
 */
export type Answer<K extends OperationKey = OperationKey> =
  | Immediate<K>
  | Promise<Immediate<K>>
  | ((call: number, request: SentRequest) => Immediate<K> | Promise<Immediate<K>>);

/** One answer per operation, each typed by its operation. */
export type Answers = { [K in OperationKey]?: Answer<K> };

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
  <T extends Immediate[]>(...answers: T) =>
  (call: number): T[number] => {
    if (answers.length === 0) throw new Error('inTurn needs at least one answer');
    return answers[Math.min(call, answers.length) - 1] as T[number];
  };

/** What fetch throws when the network fails. */
export const networkError = () => new TypeError('Failed to fetch');

/**
 * A value the test hands over when it wants (to hold a reply in flight); name the operation's reply type to answer
 * with it: `deferred<ReplyBody<'POST /api/u/login'>>()`.
 */
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
  const callsTo = (operation: OperationKey | string) => sent.filter((request) => request.operation === operation);
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
    callsTo: (operation: OperationKey) => callsTo(operation),
    countOf: (operation: OperationKey) => callsTo(operation).length,
    /** The bodies sent to one operation, in order. */
    bodiesOf: (operation: OperationKey) => callsTo(operation).map((request) => request.body),
    /** Every request that is not a GET. */
    writes: () => sent.filter((request) => !request.operation.startsWith('GET ')),
  };
}

/** Installs the stub answering each operation from `defaults` merged with `overrides`; `set` changes one later. */
export function stubAnswers(defaults: Answers, overrides: Answers = {}, options: StubOptions = {}) {
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
    set<K extends OperationKey>(operation: K, answer: Answer<K>) {
      answers[operation] = answer as Answer;
    },
  };
}
