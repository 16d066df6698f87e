// The only code of verify that sends anything: one request to the target, never anywhere else. Redirects are not
// followed (a Location elsewhere is reported, not visited), and every URL is checked to be on the target's origin
// before it is sent.
//
// A server that rate-limits (429) is respected: the gate waits out a 429's Retry-After once per operation and sends
// the request again; at the next 429 of that operation (or one without Retry-After, or longer than the run may wait)
// the rest of that operation's requests are not sent, with the reason. Nothing about a 429 fails a run.

/**
 * A reply, or what stood for one: `error` when there was none (refused, timed out), `limited` when the request was
 * not sent (or was answered 429) because the server rate-limits.
 * @typedef {object} Reply
 * @property {import('./show.mjs').SentRequest} request what was sent
 * @property {number} [status]
 * @property {Headers} [headers]
 * @property {string} [text]
 * @property {string[]} [setCookies]
 * @property {number} [ms]
 * @property {string} [error]
 * @property {string} [limited]
 */

/** @typedef {{ origin: string, base: string, text: string }} Target */

/** Cookies of one account kind: what its login set (and later replies updated), plus any --cookie seeds. */
export class CookieJar {
  /**
   * @param {string[]} [seeds] 'name=value' pairs (from --cookie)
   * @param {string} [variable] the shell variable a replayed curl reads this jar's session cookie from
   */
  constructor(seeds = [], variable = 'CLIQ_SESSION') {
    /** @type {Map<string, string>} */
    this.cookies = new Map();
    this.variable = variable;
    for (const seed of seeds) {
      for (const part of seed.split(';')) {
        const at = part.indexOf('=');
        if (at > 0) this.cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
      }
    }
  }

  /** @param {string} name */
  has(name) {
    return this.cookies.has(name);
  }

  get size() {
    return this.cookies.size;
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * Applies the Set-Cookie headers of a reply; returns the names it set.
   * @param {string[]} setCookies
   * @returns {string[]}
   */
  store(setCookies) {
    const set = [];
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((s) => s.trim());
        if (/^max-age$/i.test(key)) return Number(raw) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(raw) < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else {
        this.cookies.set(name, value);
        set.push(name);
      }
    }
    return set;
  }
}

/**
 * The target's base URL: its origin plus any base path, without a trailing '/api' (the paths start with it).
 * @param {string} text
 * @returns {Target}
 */
export function parseTarget(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`--target must be a URL such as http://127.0.0.1:8080, got '${text}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--target must be an http(s) URL, got '${text}'`);
  }
  if (url.search || url.hash) throw new Error(`--target takes no query or fragment, got '${text}'`);
  const base = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  return { origin: url.origin, base, text: `${url.origin}${base}` };
}

/**
 * @param {unknown} error
 * @param {number} timeoutMs
 */
function describeNetworkError(error, timeoutMs) {
  const failure =
    /** @type {{ name?: string, message?: string, cause?: { code?: string, address?: string, port?: number, message?: string } }} */ (
      error
    );
  if (failure?.name === 'TimeoutError' || failure?.name === 'AbortError') return `no reply within ${timeoutMs} ms`;
  const cause =
    failure?.cause ?? /** @type {{ code?: string, address?: string, port?: number, message?: string }} */ (failure);
  const code = cause?.code;
  /** @type {Record<string, string>} */
  const known = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host not found (DNS)',
    ETIMEDOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    UND_ERR_SOCKET: 'the connection closed before a reply',
  };
  const where = cause?.address ? ` ${cause.address}${cause.port ? `:${cause.port}` : ''}` : '';
  if (code && known[code]) return `${known[code]} (${code}${where})`;
  return cause?.message ?? String(error);
}

/**
 * @typedef {object} SendOptions
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} [query]
 * @property {Record<string, string>} [headers]
 * @property {string | FormData} [body]
 * @property {import('./show.mjs').Shown} [shown] the body, described for logs and curl
 * @property {CookieJar} [jar] the session to send
 * @property {number} [timeoutMs]
 * @property {string} [origin] sent as the Origin header when given
 * @property {(request: import('./show.mjs').SentRequest, reply: Reply) => void} [log] after each exchange (--verbose)
 */

/**
 * Sends one request to `target` + `path`. Resolves with the reply, or with `error` when there was none; never
 * rejects. A server that follows the web client's security notes refuses a state-changing call without an Origin.
 * @param {Target} target
 * @param {SendOptions} options
 * @returns {Promise<Reply>}
 */
export async function send(target, options) {
  const { method, path, query, headers = {}, body, shown, jar, timeoutMs = 10_000, origin, log } = options;
  const url = new URL(`${target.base}${path}`, target.origin);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.append(name, String(value));
  /** @type {Record<string, string>} */
  const sent = { accept: 'application/json', 'user-agent': 'cliq-contract-verify', ...headers };
  if (origin) sent.origin = origin;
  if (jar?.size) sent.cookie = jar.header();
  /** @type {import('./show.mjs').SentRequest} */
  const request = { method, url: url.href, headers: sent, ...(shown ? { shown } : {}) };
  if (jar?.size) request.sessionVariable = jar.variable;
  if (url.origin !== target.origin)
    return { error: `refused to send ${method} ${url.href}: not on the target`, request };
  const started = performance.now();
  /** @type {Reply} */
  let reply;
  try {
    const response = await fetch(url, {
      method,
      headers: sent,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie?.() ?? [];
    reply = {
      request,
      status: response.status,
      headers: response.headers,
      text,
      setCookies,
      ms: performance.now() - started,
    };
  } catch (error) {
    reply = { request, error: `no reply: ${describeNetworkError(error, timeoutMs)}`, ms: performance.now() - started };
  }
  log?.(request, reply);
  return reply;
}

/**
 * How long a Retry-After asks to wait (ms), or undefined when it says nothing usable.
 * @param {string | null | undefined} value delay-seconds or an HTTP date
 */
export function retryAfterMs(value, now = Date.now()) {
  if (!value) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * @typedef {object} Gate
 * @property {(key: string, target: Target, options: SendOptions) => Promise<Reply>} send `send`, for the requests of
 *   the operation `key`, honouring the server's rate limit
 * @property {(key: string) => string | undefined} stopped why the rest of an operation's requests are not sent
 */

/**
 * The gate every request of a run goes through (see the file comment).
 * @param {{ maxWaitMs?: number, sleep?: (ms: number) => Promise<void> }} [options] maxWaitMs: the longest
 *   Retry-After waited for (--max-wait)
 * @returns {Gate}
 */
export function createGate({
  maxWaitMs = 60_000,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
} = {}) {
  /** @type {Map<string, { waited: boolean, stopped?: string }>} */
  const state = new Map();
  return {
    async send(key, target, options) {
      const entry = state.get(key) ?? { waited: false };
      state.set(key, entry);
      const method = options.method;
      if (entry.stopped) {
        return {
          request: { method, url: `${target.text}${options.path}`, headers: options.headers ?? {} },
          limited: entry.stopped,
        };
      }
      let reply = await send(target, options);
      if (reply.status !== 429) return reply;
      const header = reply.headers?.get('retry-after');
      const wait = retryAfterMs(header);
      if (!entry.waited && wait !== undefined && wait <= maxWaitMs) {
        entry.waited = true;
        await sleep(wait);
        reply = await send(target, options);
        if (reply.status !== 429) return reply;
      }
      const asked = wait === undefined ? 'without a Retry-After' : `with Retry-After ${header?.trim()}`;
      entry.stopped = entry.waited
        ? `rate limited: answered 429 ${asked} after the wait of its first Retry-After; the rest of its requests were not sent`
        : wait === undefined
          ? `rate limited: answered 429 ${asked}; the rest of its requests were not sent`
          : `rate limited: answered 429 ${asked}, longer than --max-wait ${maxWaitMs / 1000} s; the rest of its requests were not sent`;
      return { ...reply, limited: entry.stopped };
    },
    stopped: (key) => state.get(key)?.stopped,
  };
}
