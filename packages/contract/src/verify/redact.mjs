// What verify shows of a server's replies, in the console, the JUnit and the Markdown report: redacted by default, so
// a run against a staging server with real accounts keeps no one's personal data in CI artifacts. `--show-replies`
// turns it off, for local use.
//
// A JSON body is shown with the value under any personal key replaced by <redacted>: the keys the contract marks
// personal (`x-cliq-personal: true` on a schema property) and the usual suspects whatever the contract says (e-mails,
// names, phone numbers, addresses, passwords, tokens, sessions, payment and bank details), since a server may send
// fields the contract does not declare. Every other string, and a body that is not JSON, has what looks like an
// e-mail, a phone number, a card number or a token replaced by <email>, <phone>, <card> or <token>. Cookie values a
// reply sets are never shown.

/** The contract's mark of a personal property. */
export const PERSONAL_MARKER = 'x-cliq-personal';

/** Keys whose values are personal or secret, whatever the contract says. */
const PERSONAL_KEY =
  /e-?mail|phone|mobile|msisdn|password|passw|secret|token|session|cookie|api[-_]?key|authori[sz]ation|account|iban|swift|bic|card|cvv|cvc|bank|wallet|address|birth|\bdob\b|ssn|national[-_]?id|passport|^(?:user[-_]?)?name$|full[-_]?name|first[-_]?name|last[-_]?name|surname|display[-_]?name|user[-_]?name/i;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// International numbers (+44 20 7946 0958), North American ones ((202) 555-0101), national ones (08035550101).
const PHONE =
  /(?<![\w+])\+\d[\d\s().-]{6,}\d|(?<!\d)\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}(?!\d)|(?<![\w.-])0\d{9,10}(?!\d)/g;
const CARD = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// A long opaque string with letters and digits (a session id, an API key, a reset token).
const OPAQUE = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{24,}(?![\w-])/g;

/** @param {string} digits */
function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Free text with what looks personal or secret replaced.
 * @param {string} text
 */
export function redactText(text) {
  return text
    .replace(JWT, '<token>')
    .replace(BEARER, '$1 <token>')
    .replace(EMAIL, '<email>')
    .replace(CARD, (match) => (luhn(match.replace(/\D/g, '')) ? '<card>' : match))
    .replace(PHONE, '<phone>')
    .replace(OPAQUE, '<token>');
}

/**
 * The names of the properties the contract marks personal (`x-cliq-personal: true`), wherever they are.
 * @param {unknown} doc
 * @returns {Set<string>}
 */
export function personalKeys(doc) {
  /** @type {Set<string>} */
  const keys = new Set();
  /** @param {unknown} node */
  const visit = (node) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const properties = /** @type {Record<string, unknown>} */ (node).properties;
    if (typeof properties === 'object' && properties !== null) {
      for (const [name, schema] of Object.entries(properties)) {
        if (
          typeof schema === 'object' &&
          schema !== null &&
          /** @type {Record<string, unknown>} */ (schema)[PERSONAL_MARKER] === true
        ) {
          keys.add(name);
        }
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(doc);
  return keys;
}

/**
 * @typedef {object} Redactor
 * @property {boolean} shown whether replies are shown in full (--show-replies)
 * @property {(text: string) => string} body a reply body as shown
 * @property {(text: string) => string} text a server's free text (a message quoted in a line)
 * @property {(headers: Headers) => string} headers a reply's headers as shown ('content-type: application/json, ...')
 */

/** Headers that say nothing about the reply itself. */
const QUIET_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * The redactor of a run.
 * @param {{ doc: unknown }} model the contract (for its personal marks)
 * @param {{ showReplies?: boolean }} [options]
 * @returns {Redactor}
 */
export function createRedactor(model, { showReplies = false } = {}) {
  const marked = personalKeys(model.doc);
  /** @param {string} key */
  const personal = (key) => marked.has(key) || PERSONAL_KEY.test(key);
  /** @type {(value: unknown) => unknown} */
  const redactValue = (value) => {
    if (typeof value === 'string') return redactText(value);
    if (Array.isArray(value)) return value.map(redactValue);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        personal(key) && item !== null && item !== '' ? '<redacted>' : redactValue(item),
      ]),
    );
  };
  /** @param {string} text */
  const body = (text) => {
    if (showReplies) return text;
    try {
      return JSON.stringify(redactValue(JSON.parse(text)));
    } catch {
      return redactText(text);
    }
  };
  return {
    shown: showReplies,
    body,
    text: (text) => (showReplies ? text : redactText(text)),
    headers(headers) {
      /** @type {string[]} */
      const shown = [];
      headers.forEach((value, name) => {
        if (QUIET_HEADERS.has(name)) return;
        if (name === 'set-cookie') return; // listed one by one below
        shown.push(`${name}: ${showReplies ? value : redactText(value)}`);
      });
      for (const line of headers.getSetCookie?.() ?? []) {
        const [pair = '', ...attributes] = line.split(';');
        const name = pair.slice(0, Math.max(0, pair.indexOf('='))).trim();
        shown.push(`set-cookie: ${[`${name}=<value>`, ...attributes.map((a) => a.trim())].join('; ')}`);
      }
      return shown.join(', ');
    },
  };
}
