// How verify shows an exchange: the request as a curl command one can paste to replay it, and the reply as its status,
// headers and (redacted, redact.mjs) body; --verbose prints both for every request.
//
// The curl sends what fetch sent: header values as fetch normalised them (leading and trailing whitespace trimmed), an
// empty one written `-H 'Name;'` (curl drops `-H 'Name:'`), a file part from the file on disk that was sent (written
// beside the reports). Secrets stay out: the session cookie is read from a shell variable ($CLIQ_USER_SESSION for the
// Cliquer's login, $CLIQ_SESSION for a --cookie session...), a real account's password from the variable it came from
// ($CLIQ_VERIFY_USER_PASSWORD).

/**
 * A text part of a multipart body, or a file part (sent from `path`).
 * @typedef {{ name: string, value: string } | { name: string, file: { name: string, type: string, path?: string } }} Part
 */

/**
 * What a request's body was, for curl and --verbose: JSON (with `variables`: top-level keys whose value comes from an
 * environment variable, e.g. a real password) or multipart parts.
 * @typedef {{ json: unknown, variables?: Record<string, string> } | { parts: Part[] }} Shown
 */

/**
 * A request as sent.
 * @typedef {object} SentRequest
 * @property {string} method
 * @property {string} url
 * @property {Record<string, string>} headers
 * @property {Shown} [shown]
 * @property {string} [sessionVariable] the shell variable the session cookie is read from, when one was sent
 */

/** Headers a replay does not need (curl sends its own). */
const HIDDEN_HEADERS = new Set(['accept', 'user-agent']);
const SECRET_FIELD = /pass(?:word)?|secret/i;

/**
 * A word quoted for a POSIX shell.
 * @param {string} text
 */
export const shellQuote = (text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

/**
 * A header value as fetch sends it: HTTP whitespace at either end removed.
 * @param {string} value
 */
export const sentValue = (value) => value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');

/**
 * A body cut to `max` characters, on one line.
 * @param {unknown} text
 */
export const snippet = (text, max = 160) => {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * The Cookie header with every value elided: a session cookie as $VARIABLE, any other as <elided>.
 * @param {string} header
 * @param {string[]} sessionCookies
 * @param {string} variable
 */
function elidedCookie(header, sessionCookies, variable) {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const name = pair.slice(0, pair.indexOf('=')).trim();
      return `${name}=${sessionCookies.includes(name) ? `$${variable}` : '<elided>'}`;
    })
    .join('; ');
}

/**
 * JSON for curl's --data-raw, its variables spliced in from the shell ('{"password":"'"$NAME"'"}').
 * @param {unknown} json
 * @param {Record<string, string>} [variables]
 */
function jsonWord(json, variables = {}) {
  const names = Object.keys(variables);
  if (names.length === 0 || typeof json !== 'object' || json === null) return shellQuote(JSON.stringify(json));
  /** @type {Record<string, unknown>} */
  const value = { ...json };
  names.forEach((key, index) => {
    if (key in value) value[key] = `@@cliq-variable-${index}@@`;
  });
  let word = shellQuote(JSON.stringify(value));
  names.forEach((key, index) => {
    word = word.replace(`@@cliq-variable-${index}@@`, `'"$${variables[key]}"'`);
  });
  return word;
}

/**
 * A curl command that sends `request` again (`sessionCookies`: the names of the contract's session cookies).
 * @param {SentRequest} request
 * @param {string[]} [sessionCookies]
 */
export function toCurl(request, sessionCookies = []) {
  const words = ['curl', '-X', request.method, shellQuote(request.url)];
  for (const [name, raw] of Object.entries(request.headers ?? {})) {
    if (HIDDEN_HEADERS.has(name.toLowerCase())) continue;
    const value = sentValue(raw);
    if (name.toLowerCase() === 'cookie') {
      words.push('-H', `"Cookie: ${elidedCookie(value, sessionCookies, request.sessionVariable ?? 'CLIQ_SESSION')}"`);
    } else if (value === '') words.push('-H', shellQuote(`${name};`));
    else words.push('-H', shellQuote(`${name}: ${value}`));
  }
  const shown = request.shown;
  if (shown && 'json' in shown) words.push('--data-raw', jsonWord(shown.json, shown.variables));
  if (shown && 'parts' in shown) {
    for (const part of shown.parts) {
      if ('file' in part)
        words.push('-F', shellQuote(`${part.name}=@${part.file.path ?? part.file.name};type=${part.file.type}`));
      else words.push('--form-string', shellQuote(`${part.name}=${part.value}`));
    }
  }
  return words.join(' ');
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function elideSecrets(value) {
  if (Array.isArray(value)) return value.map(elideSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_FIELD.test(key) ? '<elided>' : elideSecrets(item)]),
  );
}

/**
 * The body of a request as --verbose shows it: JSON or multipart parts, with passwords elided.
 * @param {Shown | undefined} shown
 */
export function shownBody(shown) {
  if (!shown) return '';
  if ('json' in shown) return JSON.stringify(elideSecrets(shown.json));
  return shown.parts
    .map((part) =>
      'file' in part
        ? `${part.name}=<${part.file.name}, ${part.file.type}>`
        : `${part.name}=${SECRET_FIELD.test(part.name) ? '<elided>' : JSON.stringify(part.value)}`,
    )
    .join(' ');
}

/**
 * The reply as the reports show it: status, headers and body (redacted unless --show-replies).
 * @param {import('./http.mjs').Reply} reply
 * @param {import('./redact.mjs').Redactor} redactor
 * @param {number} [max] the longest body shown
 * @returns {string[]} one or two lines: '500 (content-type: ...)' and the body
 */
export function replyLines(reply, redactor, max = 300) {
  if (reply.error) return [reply.error];
  const headers = reply.headers ? redactor.headers(reply.headers) : '';
  const lines = [`${reply.status}${headers ? ` (${headers})` : ''}`];
  const body = snippet(redactor.body(reply.text ?? ''), max);
  if (body) lines.push(body);
  return lines;
}

/**
 * --verbose lines of one exchange: the request sent (cookie and passwords elided) and the reply (redacted).
 * @param {SentRequest} request
 * @param {import('./http.mjs').Reply} reply
 * @param {import('./redact.mjs').Redactor} redactor
 * @param {string[]} [sessionCookies]
 */
export function exchangeLines(request, reply, redactor, sessionCookies = []) {
  const headers = Object.entries(request.headers ?? {})
    .filter(([name]) => !HIDDEN_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) =>
      name.toLowerCase() === 'cookie'
        ? `cookie: ${elidedCookie(value, sessionCookies, 'session').replaceAll('$session', '<session>')}`
        : `${name}: ${sentValue(value)}`,
    );
  const lines = [`→ ${request.method} ${request.url}${headers.length ? `  (${headers.join(', ')})` : ''}`];
  const body = shownBody(request.shown);
  if (body) lines.push(`  ${snippet(body, 400)}`);
  if (reply.error) lines.push(`← ${reply.error}`);
  else {
    const type = (reply.headers?.get('content-type') ?? '-').split(';')[0];
    lines.push(
      `← ${reply.status} ${type} ${Math.round(reply.ms ?? 0)} ms  ${snippet(redactor.body(reply.text ?? ''), 400)}`,
    );
  }
  return lines;
}
