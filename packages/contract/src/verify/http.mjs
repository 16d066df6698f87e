// The only code of verify that sends anything: one request to the target, never anywhere else.
// Redirects are not followed (a Location elsewhere is reported, not visited), and every URL is checked to be on
// the target's origin before it is sent.

/** Cookies of one account kind: what its login set (and later replies updated), plus any --cookie seeds. */
export class CookieJar {
  constructor(seeds = []) {
    this.cookies = new Map();
    for (const seed of seeds) {
      for (const part of seed.split(';')) {
        const at = part.indexOf('=');
        if (at > 0) this.cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
      }
    }
  }

  has(name) {
    return this.cookies.has(name);
  }

  get size() {
    return this.cookies.size;
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Applies the Set-Cookie headers of a reply; returns the names it set. */
  store(setCookies) {
    const set = [];
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw = ''] = attribute.split('=').map((s) => s.trim());
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

/** The target's base URL: its origin plus any base path, without a trailing '/api' (the paths start with it). */
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

function describeNetworkError(error, timeoutMs) {
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return `no reply within ${timeoutMs} ms`;
  const cause = error?.cause ?? error;
  const code = cause?.code;
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
 * Sends one request to `target` + `path` (+ `query`, an object of parameters). `origin` is sent as the Origin header
 * when given (a server that follows docs/security.md refuses a state-changing call without one). `shown` describes
 * the body for logs and curl ({ json } or { parts }). Resolves with the reply ({ status, headers, text, setCookies,
 * ms, request }) or with { error, ms, request } when there was none; never rejects. `request` is what was sent:
 * { method, url, headers, shown }. `log(request, reply)` is called after each exchange (--verbose).
 */
export async function send(target, options) {
  const { method, path, query, headers = {}, body, shown, jar, timeoutMs = 10_000, origin, log } = options;
  const url = new URL(`${target.base}${path}`, target.origin);
  for (const [name, value] of Object.entries(query ?? {})) url.searchParams.append(name, String(value));
  const sent = { accept: 'application/json', 'user-agent': 'cliq-contract-verify', ...headers };
  if (origin) sent.origin = origin;
  if (jar?.size) sent.cookie = jar.header();
  const request = { method, url: url.href, headers: sent, shown };
  if (url.origin !== target.origin)
    return { error: `refused to send ${method} ${url.href}: not on the target`, request };
  const started = performance.now();
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
    reply = { status: response.status, headers: response.headers, text, setCookies, ms: performance.now() - started };
  } catch (error) {
    reply = { error: `no reply: ${describeNetworkError(error, timeoutMs)}`, ms: performance.now() - started };
  }
  reply.request = request;
  log?.(request, reply);
  return reply;
}
