/**
 * The typed failures of every API call. Pages map `kind` (and, for 'http', `status`) to the spec's messages;
 * nothing else about a failure needs to be known (docs/api-layer.md has the table).
 *   network  no reply at all (DNS, refused, CORS, connection lost). `offline` is set when the browser said it
 *            was offline and the call was never sent (its message is OFFLINE_MESSAGE, for the user as is)
 *   timeout  no reply within the call's time limit (20 s for JSON, 120 s for the multipart upload); the request
 *            may have reached the server
 *   session  a 401 from any call, or the contract's 403 session denial (its ErrorReply's `code` is
 *            'wrong_account': another account kind's session): the session has ended (or never was). Decided
 *            before anything else: the contract declares both as error replies (SessionEnded, Forbidden), never as
 *            replies
 *   refused  any other 403: the request failed the server's CSRF checks (`code` 'csrf_rejected'), a framework's own
 *            403 JSON without the code (Spring's CSRF filter), or a firewall's page that is not JSON. Signing in
 *            again would not help (and would loop), so it has a message of its own
 *   http     a status that is not a reply of that call: one the contract does not declare (e.g. 500, or 404 from
 *            a proxy), or an error reply it declares other than 401/403 (none today); the body is kept for `msg`
 *   parse    a reply status whose body is not JSON (an HTML error page, an empty body)
 *   contract a reply status whose JSON body breaks the contract's schema for that operation and status (a
 *            required field missing, a wrong type, a value outside an enum); `operation` names the call and
 *            `violations` lists each break (see src/api/contract.ts)
 */
export type ApiErrorKind = 'network' | 'timeout' | 'session' | 'refused' | 'http' | 'parse' | 'contract';

/** What a 429 says (the web server's rate limit on logins and token checks) when its body carries no message. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts, wait a minute.';

/** What a call that failed at once because the browser is offline says to the user (and the offline banner). */
export const OFFLINE_MESSAGE = "You're offline. Check your connection and try again.";

/** One way a reply breaks the contract: where (a JSON pointer into the body), what was expected, what came. */
export interface ContractViolation {
  /** JSON pointer into the reply body ('/user/name'; '' is the body itself). */
  pointer: string;
  /** What the contract asks for there: 'a required property', 'string', 'one of "okay", "clear"'. */
  expected: string;
  /** What the reply had there: 'missing', 'null', 'array', 'number 3', 'string "abc"'. */
  got: string;
}

/** An item of a list left out of a reply because it breaks its schema (src/api/contract.ts). */
export interface DroppedItem {
  /** The item in the reply as it came ('/tasks/3'). */
  pointer: string;
  /** Its list's template: '/tasks/*', or each task type's currencies for a nested list. */
  list: string;
  /** How it breaks its schema. */
  violations: ContractViolation[];
}

/** A value of an extensible enum the client does not know, kept in the reply (src/api/contract.ts). */
export interface UnknownValue {
  /** Where it is ('/tasks/1/media'). */
  pointer: string;
  /** The enum's place in the schema (a template, '*' for any item). */
  path: string;
  /** What came, described (development only: reports never carry it). */
  got: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;
  /** The call, as 'METHOD /path' of the contract ('GET /api/u/profile-info'); set for 'contract'. */
  readonly operation: string | undefined;
  /** Each way the reply breaks the contract; empty unless kind is 'contract'. */
  readonly violations: readonly ContractViolation[];
  /** Set on a 'network' error when the browser was offline: the call was never sent. */
  readonly offline: boolean;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: {
      status?: number;
      body?: unknown;
      cause?: unknown;
      operation?: string;
      violations?: readonly ContractViolation[];
      offline?: boolean;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
    this.operation = options.operation;
    this.violations = options.violations ?? [];
    this.offline = options.offline ?? false;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** True when the call failed at once because the browser is offline (nothing was sent). */
export const isOffline = (value: unknown): boolean => isApiError(value) && value.offline;

/**
 * Appends the offline sentence to a message of the spec (e.g. 'Connection error. Please try again later.') when
 * the call failed because the browser is offline; otherwise returns the message as it is.
 */
export function withOfflineNote(message: string, error: unknown): string {
  return isOffline(error) ? `${message} ${OFFLINE_MESSAGE}` : message;
}

/** Statuses after which a call may have been carried out: a timeout (408), still processing (409), any 5xx. */
const MAYBE_DONE = (status: number | undefined) => status === 408 || status === 409 || (status ?? 0) >= 500;

/**
 * True when an irreversible call may or may not have been carried out, so a retry must carry the same
 * Idempotency-Key and the page must not say it was not done: the request may have reached the server and no
 * definite answer came back. That is a timeout or the connection lost after sending, a body that is not JSON, a
 * reply that breaks the contract (a 2xx the page cannot read), a 5xx (the server's own, or a proxy's 502/503/504
 * that may have passed the request on), a 408 or a 409 ("still processing"). An offline failure is not unknown
 * (nothing was sent), nor is a refusal: any other 4xx, a refused or ended session, or a reply with success: false.
 */
export function isUnknownOutcome(value: unknown): boolean {
  if (!isApiError(value)) return false;
  if (value.kind === 'network') return !value.offline;
  if (value.kind === 'http') return MAYBE_DONE(value.status);
  return value.kind === 'timeout' || value.kind === 'parse' || value.kind === 'contract';
}

/**
 * True when the server answered with a success status (2xx) that the client could not read as the contract says: a
 * body that is not JSON (a text body, an empty 204, a page a redirect led to) or JSON of another shape. For a call
 * whose reply the page does not read (a logout), that is still a success: the server did what was asked.
 */
export function answeredSuccess(value: unknown): boolean {
  if (!isApiError(value) || value.status === undefined) return false;
  if (!['parse', 'contract', 'http'].includes(value.kind)) return false;
  return value.status >= 200 && value.status < 300;
}

/**
 * The `msg` or `message` a failed reply may carry (for the spec's 'server message, or default' rules). A 429 without
 * one (the web server's rate limit answers with its own page) reads TOO_MANY_ATTEMPTS.
 */
export function serverMessage(value: unknown): string | undefined {
  // A reply that broke the contract is not read at all, its message included.
  if (isApiError(value) && value.kind === 'contract') return undefined;
  const source = isApiError(value) ? value.body : value;
  if (source && typeof source === 'object') {
    const { msg, message } = source as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg.trim()) return msg;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (isApiError(value) && value.kind === 'http' && value.status === 429) return TOO_MANY_ATTEMPTS;
  return undefined;
}
