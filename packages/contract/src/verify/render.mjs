// A result's failures as the console, the JUnit report and the Markdown report show them, one way for all three:
// each failure's check and message, what the request changed or broke, then the reply (status, headers, body,
// redacted unless --show-replies) and a curl command that sends the request again.
import { replyLines, toCurl } from './show.mjs';

/** What kind of request a failure came from, in words. */
const KINDS = {
  valid: 'a request the contract accepts',
  invalid: 'a request that breaks the request schema',
  probe: 'a probe',
  example: "the contract's example",
};

/**
 * @typedef {object} RenderOptions
 * @property {import('./redact.mjs').Redactor} redactor
 * @property {string[]} sessionCookies the names of the contract's session cookies (shown as shell variables)
 * @property {number} [maxBody] the longest body shown
 * @property {(text: string) => string} [mark] how the ✗ is drawn (a colour in a terminal)
 */

/**
 * The lines of a result's failures (not indented: each caller indents them).
 * @param {import('./run.mjs').Result} result
 * @param {RenderOptions} options
 * @returns {string[]}
 */
export function failureLines(result, { redactor, sessionCookies, maxBody = 300, mark = (text) => text }) {
  /** @type {string[]} */
  const lines = [];
  /** @param {import('./http.mjs').Reply} reply @param {number} [shrinks] */
  const exchange = (reply, shrinks) => {
    const [status, body] = replyLines(reply, redactor, maxBody);
    lines.push(`  reply: ${status}`);
    if (body) lines.push(`         ${body}`);
    const how = shrinks === undefined ? 'replay' : `replay (shrunk in ${shrinks} steps)`;
    lines.push(`  ${how}: ${toCurl(reply.request, sessionCookies)}`);
  };
  result.failures.forEach((failure, index) => {
    const [first = '', ...more] = failure.messages.map((message) => redactor.text(message));
    if (failure.kind === 'example') lines.push(`${mark('✗')} ${first}`);
    else lines.push(`${mark('✗')} ${failure.check} (${KINDS[failure.kind]}): ${first}`);
    for (const message of more) lines.push(`  ${message}`);
    if (failure.case && failure.kind !== 'example') {
      lines.push(
        `  ${failure.kind === 'invalid' ? 'broken on purpose' : failure.kind === 'probe' ? 'probe' : 'case'}: ${failure.case}`,
      );
    }
    if (failure.also?.length) lines.push(`  also failed: ${failure.also.join('; ')}`);
    // Checks that failed on one reply show it once, after the last of them.
    if (failure.reply && result.failures[index + 1]?.reply !== failure.reply) exchange(failure.reply, failure.shrinks);
  });
  return lines;
}
