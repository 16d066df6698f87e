// How verify shows a request: as a curl command one can paste to replay it (the session cookie elided), and
// as --verbose lines beside the reply (the session cookie and passwords elided).
import { snippet } from './checks.mjs';

/** The shell variable a replayed curl reads the session cookie from. */
export const SESSION_VARIABLE = 'CLIQ_SESSION';

const SECRET_FIELD = /pass(?:word)?|secret/i;
const HIDDEN_HEADERS = new Set(['accept', 'user-agent']);

/** A word quoted for a POSIX shell. */
export const shellQuote = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

/** The Cookie header with every value elided: a session cookie as $CLIQ_SESSION, any other as <elided>. */
function elidedCookie(header, sessionCookies) {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const name = pair.slice(0, pair.indexOf('=')).trim();
      return `${name}=${sessionCookies.includes(name) ? `$${SESSION_VARIABLE}` : '<elided>'}`;
    })
    .join('; ');
}

/**
 * A curl command that sends `request` again ({ method, url, headers, shown } as http.send returns it). The session
 * cookie is not printed: the command reads it from $CLIQ_SESSION.
 */
export function toCurl(request, sessionCookies = []) {
  const words = ['curl', '-X', request.method, shellQuote(request.url)];
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (HIDDEN_HEADERS.has(name.toLowerCase())) continue;
    if (name.toLowerCase() === 'cookie') words.push('-H', `"Cookie: ${elidedCookie(value, sessionCookies)}"`);
    else words.push('-H', shellQuote(`${name}: ${value}`));
  }
  const shown = request.shown;
  if (shown && 'json' in shown) words.push('--data-raw', shellQuote(JSON.stringify(shown.json)));
  for (const part of shown?.parts ?? []) {
    if (part.file) words.push('-F', shellQuote(`${part.name}=@${part.file.name};type=${part.file.type}`));
    else words.push('--form-string', shellQuote(`${part.name}=${part.value}`));
  }
  return words.join(' ');
}

function redact(value) {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_FIELD.test(key) ? '<elided>' : redact(item)]),
  );
}

/** The body of a request as --verbose shows it: JSON or multipart parts, with passwords elided. */
export function shownBody(shown) {
  if (!shown) return '';
  if ('json' in shown) return JSON.stringify(redact(shown.json));
  return (shown.parts ?? [])
    .map((part) =>
      part.file
        ? `${part.name}=<${part.file.name}, ${part.file.type}>`
        : `${part.name}=${SECRET_FIELD.test(part.name) ? '<elided>' : JSON.stringify(part.value)}`,
    )
    .join(' ');
}

/** --verbose lines of one exchange: the request sent (cookie and passwords elided) and the reply. */
export function exchangeLines(request, reply, sessionCookies = []) {
  const headers = Object.entries(request.headers ?? {})
    .filter(([name]) => !HIDDEN_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) =>
      name.toLowerCase() === 'cookie'
        ? `cookie: ${elidedCookie(value, sessionCookies).replaceAll(`$${SESSION_VARIABLE}`, '<session>')}`
        : `${name}: ${value}`,
    );
  const lines = [`→ ${request.method} ${request.url}${headers.length ? `  (${headers.join(', ')})` : ''}`];
  const body = shownBody(request.shown);
  if (body) lines.push(`  ${snippet(body, 400)}`);
  if (reply.error) lines.push(`← ${reply.error}`);
  else {
    const type = (reply.headers.get('content-type') ?? '-').split(';')[0];
    lines.push(`← ${reply.status} ${type} ${Math.round(reply.ms ?? 0)} ms  ${snippet(reply.text, 400)}`);
  }
  return lines;
}
