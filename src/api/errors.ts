/**
 * The typed failures of every API call. Pages map `kind` (and, for 'http', `status`) to the spec's messages;
 * nothing else about a failure needs to be known.
 *   network  no reply at all (offline, DNS, refused, CORS)
 *   http     a reply whose status the contract does not declare for that call (e.g. 500, or 404 from a proxy)
 *   parse    a declared status whose body is not JSON (an HTML error page, an empty body)
 *   contract a declared status whose JSON body breaks the contract's schema for that operation and status (a
 *            required field missing, a wrong type, a value outside an enum); `operation` names the call and
 *            `violations` lists each break (see src/api/contract.ts)
 */
export type ApiErrorKind = 'network' | 'http' | 'parse' | 'contract';

/** One way a reply breaks the contract: where (a JSON pointer into the body), what was expected, what came. */
export interface ContractViolation {
  /** JSON pointer into the reply body ('/user/name'; '' is the body itself). */
  pointer: string;
  /** What the contract asks for there: 'a required property', 'string', 'one of "okay", "clear"'. */
  expected: string;
  /** What the reply had there: 'missing', 'null', 'array', 'number 3', 'string "abc"'. */
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

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: {
      status?: number;
      body?: unknown;
      cause?: unknown;
      operation?: string;
      violations?: readonly ContractViolation[];
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
    this.operation = options.operation;
    this.violations = options.violations ?? [];
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The `msg` or `message` a failed reply may carry (for the spec's 'server message, or default' rules). */
export function serverMessage(value: unknown): string | undefined {
  // A reply that broke the contract is not read at all, its message included.
  if (isApiError(value) && value.kind === 'contract') return undefined;
  const source = isApiError(value) ? value.body : value;
  if (source && typeof source === 'object') {
    const { msg, message } = source as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg.trim()) return msg;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}
