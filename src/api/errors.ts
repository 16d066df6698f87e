/**
 * The typed failures of every API call. Pages map `kind` (and, for 'http', `status`) to the spec's messages;
 * nothing else about a failure needs to be known.
 *   network  no reply at all (offline, DNS, refused, CORS)
 *   http     a reply whose status the contract does not declare for that call (e.g. 500, or 404 from a proxy)
 *   parse    a declared status whose body is not JSON (an HTML error page, an empty body)
 */
export type ApiErrorKind = 'network' | 'http' | 'parse';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.body = options.body;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The `msg` or `message` a failed reply may carry (for the spec's 'server message, or default' rules). */
export function serverMessage(value: unknown): string | undefined {
  const source = isApiError(value) ? value.body : value;
  if (source && typeof source === 'object') {
    const { msg, message } = source as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string' && msg.trim()) return msg;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}
