// verify --fuzz N: per operation, first the deterministic cases (cases.mjs: every field's bounds, enums, formats,
// types and required-ness, text in other scripts), then N random requests the contract accepts (bodies, path and
// query parameters, optional headers, multipart fields) and N that break the request schema on purpose, each reply
// checked (checks.mjs). fast-check generates the random ones from the run's seed and shrinks each failure to a small
// failing request. One property per operation and kind of request; after a failure the same property runs again
// (same seed) ignoring the checks already found, so two bugs of one operation are both reported. A failure is kept
// with its reply (shown redacted) and its request (shown as a curl that replays it).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { deterministicCases } from './cases.mjs';
import { edgeChecks, NEGATIVE_CHECKS, POSITIVE_CHECKS, negativeChecks, positiveChecks } from './checks.mjs';
import { encodeBody, requestMedia, requiredHeaders } from './contract.mjs';

/** How many distinct failures one property may report (each needs another run of its N requests). */
const MAX_ROUNDS = 3;
/** How many other cases failing the same check a failure names. */
const MAX_ALSO = 5;

/**
 * One failure of a check: what it says, the request's kind and what it changed or broke, the exchange.
 * @typedef {object} Failure
 * @property {string} check
 * @property {string[]} messages
 * @property {'example' | 'valid' | 'invalid' | 'probe'} kind
 * @property {string} [case] what the request changed (a deterministic case), broke (an invalid one) or probed
 * @property {import('./http.mjs').Reply} [reply] the exchange (its request is what the curl replays)
 * @property {number} [shrinks] how many steps fast-check shrank it in
 * @property {string[]} [also] other cases that failed the same check
 */

/**
 * @typedef {object} Coverage
 * @property {number} cases deterministic cases sent
 * @property {number} valid random requests the contract accepts
 * @property {number} invalid random requests that break it
 * @property {number} requests
 * @property {Map<string, number>} statuses
 * @property {Set<string>} checks
 */

/**
 * What a run needs to send and check an operation's requests.
 * @typedef {object} FuzzContext
 * @property {import('../model.mjs').ContractModel} model
 * @property {import('../validator.mjs').ContractValidator} validator
 * @property {import('./generate.mjs').Generators} generators
 * @property {import('./http.mjs').Target} target
 * @property {import('./http.mjs').Gate} gate
 * @property {number} runs
 * @property {number} seed
 * @property {number} timeoutMs
 * @property {number} maxResponseTimeMs
 * @property {string} [origin]
 * @property {string} [uploadPath]
 * @property {(request: import('./show.mjs').SentRequest, reply: import('./http.mjs').Reply) => void} [log]
 * @property {(operation: import('../model.mjs').Operation, reply: import('./http.mjs').Reply) => void} [count] counts
 *   a checked reply to a request the contract accepts (success, refusal...)
 */

/**
 * A 32-bit seed per operation and kind of request, from the run's seed: --only keeps an operation's requests.
 * @param {number} seed
 * @param {string} operationId
 * @param {string} kind
 */
export function seedFor(seed, operationId, kind) {
  let hash = 0x811c9dc5;
  for (const char of `${operationId} ${kind}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ seed) | 0;
}

/** A new random seed for a run (printed, so the run can be repeated with --seed). */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** The header that makes a retry safe (IETF's Idempotency-Key): one new key per attempt, never generated twice. */
const IDEMPOTENCY_KEY = /^idempotency-key$/i;

/**
 * An arbitrary of the operation's path and query parameters and its optional headers (by 'in:name'), or null. An
 * Idempotency-Key is not among them: every random request gets a new UUID (toRequest), since a key sent again with
 * another request is a server's cue to answer with the first one's reply (a real server may refuse it instead).
 * @param {import('./generate.mjs').Generators} generators
 * @param {import('../model.mjs').Operation} operation
 */
function parametersArbitrary(generators, operation) {
  /** @type {Record<string, import('fast-check').Arbitrary<unknown>>} */
  const shape = {};
  const requiredKeys = [];
  for (const parameter of operation.parameters) {
    const header = parameter.in === 'header';
    const generated = ['path', 'query'].includes(parameter.in) || (header && !parameter.required);
    if (!generated || (header && IDEMPOTENCY_KEY.test(parameter.name))) continue;
    const key = `${parameter.in}:${parameter.name}`;
    shape[key] = generators.valid(parameter.schema ?? {}, `${parameter.pointer}/schema`, { header });
    if (parameter.required || parameter.in === 'path') requiredKeys.push(key);
  }
  return Object.keys(shape).length ? fc.record(shape, { requiredKeys }) : null;
}

/**
 * The request of one input ({ params, body }): path, query, headers and the encoded body. `freshKey`: send a new
 * Idempotency-Key when the operation takes one (the random requests; a deterministic case sends its own or none).
 * @param {FuzzContext} context
 * @param {import('../model.mjs').Operation} operation
 * @param {import('../model.mjs').MediaType | undefined} media
 * @param {{ params?: Record<string, unknown>, body?: unknown }} input
 */
function toRequest(context, operation, media, input, freshKey = false) {
  let path = operation.path;
  /** @type {Record<string, string>} */
  const query = {};
  const headers = requiredHeaders(context.model, operation);
  const key = freshKey
    ? operation.parameters.find((p) => p.in === 'header' && IDEMPOTENCY_KEY.test(p.name))
    : undefined;
  if (key) headers[key.name] = randomUUID();
  for (const [key, value] of Object.entries(input.params ?? {})) {
    if (value === undefined) continue;
    const at = key.indexOf(':');
    const [where, name] = [key.slice(0, at), key.slice(at + 1)];
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(text));
    else if (where === 'query') query[name] = Array.isArray(value) ? value.join(',') : text;
    else headers[name] = text;
  }
  if (!media || input.body === undefined) return { path, query, headers };
  const encoded = encodeBody(context.model, media, input.body, context.uploadPath);
  return { path, query, headers: { ...headers, ...encoded.headers }, body: encoded.body, shown: encoded.shown };
}

/**
 * Runs one property until it holds or MAX_ROUNDS failures were found. `evaluate(input)` sends the request and
 * returns { reply, failures }; the checks in `known` (found already, by the deterministic cases) are not looked for.
 * @template T
 * @param {import('fast-check').Arbitrary<T>} arbitrary
 * @param {number} seed
 * @param {number} numRuns
 * @param {(input: T) => Promise<{ reply: import('./http.mjs').Reply, failures: import('./checks.mjs').Finding[] }>} evaluate
 * @param {Iterable<string>} known
 */
async function explore(arbitrary, seed, numRuns, evaluate, known) {
  /** @type {{ input: T, reply: import('./http.mjs').Reply, failures: import('./checks.mjs').Finding[], shrinks: number }[]} */
  const found = [];
  const ignored = new Set(known);
  let runs = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    /** @type {{ input: T, reply: import('./http.mjs').Reply, failures: import('./checks.mjs').Finding[] } | undefined} */
    let last;
    const property = fc.asyncProperty(arbitrary, async (input) => {
      const outcome = await evaluate(input);
      const fresh = outcome.failures.filter((failure) => !ignored.has(failure.check));
      if (fresh.length === 0) return true;
      last = { input, reply: outcome.reply, failures: fresh };
      return false;
    });
    const details = await fc.check(property, { seed, numRuns });
    // Cases generated: the first failure stops a round, and the next round (the known checks ignored) goes on.
    runs = Math.max(runs, details.numRuns);
    if (!details.failed || !last) break;
    const failed =
      /** @type {{ input: T, reply: import('./http.mjs').Reply, failures: import('./checks.mjs').Finding[] }} */ (last);
    found.push({ ...failed, shrinks: details.numShrinks });
    for (const failure of failed.failures) ignored.add(failure.check);
  }
  return { runs, failures: found };
}

/**
 * Fuzzes one operation: its deterministic cases, then its random requests.
 * @param {FuzzContext} context
 * @param {import('../model.mjs').Operation} operation
 * @param {import('./http.mjs').CookieJar} [jar]
 * @returns {Promise<{ outcome: 'pass' | 'fail' | 'skip', reason?: string, note?: string, coverage: Coverage, failures: Failure[] }>}
 */
export async function fuzzOperation(context, operation, jar) {
  const { model, validator, generators, runs, seed } = context;
  const media = requestMedia(operation);
  const params = parametersArbitrary(generators, operation);
  const body = media ? generators.valid(media.schema, media.schemaPointer) : null;
  /** @type {Coverage} */
  const coverage = { cases: 0, valid: 0, invalid: 0, requests: 0, statuses: new Map(), checks: new Set() };
  if (!params && !body) {
    return {
      outcome: 'skip',
      reason: 'nothing to generate (no body or parameters): the example call covers it',
      coverage,
      failures: [],
    };
  }
  if (operation.requestBody && !media)
    return { outcome: 'skip', reason: 'cannot generate its body type', coverage, failures: [] };

  /**
   * @param {{ params?: Record<string, unknown>, body?: unknown }} input
   * @param {boolean} [freshKey]
   */
  const exchange = async (input, freshKey = false) => {
    const request = toRequest(context, operation, media, input, freshKey);
    const reply = await context.gate.send(operation.id, context.target, {
      method: operation.method,
      ...request,
      ...(jar ? { jar } : {}),
      timeoutMs: context.timeoutMs,
      ...(context.origin ? { origin: context.origin } : {}),
      ...(context.log ? { log: context.log } : {}),
    });
    if (reply.limited) return reply;
    coverage.requests += 1;
    const status = reply.error ? 'no reply' : String(reply.status);
    coverage.statuses.set(status, (coverage.statuses.get(status) ?? 0) + 1);
    return reply;
  };
  const limits = { maxResponseTimeMs: context.maxResponseTimeMs };
  /** @param {import('./http.mjs').Reply} reply */
  const positive = (reply) => {
    if (reply.limited) return [];
    context.count?.(operation, reply);
    return positiveChecks(model, validator, operation, reply, limits);
  };
  /** @param {import('./http.mjs').Reply} reply @param {string} broken */
  const negative = (reply, broken) => (reply.limited ? [] : negativeChecks(reply, broken, limits));

  /** @type {Failure[]} */
  const failures = [];
  /**
   * @param {'valid' | 'invalid'} kind
   * @param {{ reply: import('./http.mjs').Reply, failures: import('./checks.mjs').Finding[], shrinks?: number, label?: string }} found
   */
  const report = (kind, { reply, failures: list, shrinks, label }) => {
    /** @type {Map<string, string[]>} */
    const byCheck = new Map();
    for (const failure of list) byCheck.set(failure.check, [...(byCheck.get(failure.check) ?? []), failure.message]);
    for (const [check, messages] of byCheck) {
      const known = failures.find(
        (f) => f.check === check && f.kind === kind && f.shrinks === undefined && shrinks === undefined,
      );
      if (known) {
        if (label && (known.also ??= []).length < MAX_ALSO) known.also.push(label);
        continue;
      }
      failures.push({
        kind,
        check,
        messages,
        reply,
        ...(label ? { case: label } : {}),
        ...(shrinks === undefined ? {} : { shrinks }),
      });
    }
  };

  // The deterministic cases.
  POSITIVE_CHECKS.forEach((check) => coverage.checks.add(check));
  for (const item of deterministicCases(model, generators, operation)) {
    const reply = await exchange(item.input);
    if (reply.limited) break;
    coverage.cases += 1;
    const found =
      item.kind === 'valid'
        ? positive(reply)
        : item.kind === 'edge'
          ? edgeChecks(model, validator, operation, reply, limits)
          : negative(reply, item.label);
    if (item.kind === 'invalid') NEGATIVE_CHECKS.forEach((check) => coverage.checks.add(check));
    if (found.length)
      report(item.kind === 'valid' ? 'valid' : 'invalid', { reply, failures: found, label: item.label });
  }

  // Random requests the contract accepts.
  if (!context.gate.stopped(operation.id)) {
    const valid = fc.record({ ...(params ? { params } : {}), ...(body ? { body } : {}) });
    const positiveRun = await explore(
      valid,
      seedFor(seed, operation.id, 'valid'),
      runs,
      async (input) => {
        const reply = await exchange(input, true);
        return { reply, failures: positive(reply) };
      },
      failures.filter((f) => f.kind === 'valid').map((f) => f.check),
    );
    coverage.valid = positiveRun.runs;
    for (const found of positiveRun.failures) report('valid', found);
  }

  // Random requests that break the request schema.
  const breaking = media
    ? generators.invalid(media.schema, media.schemaPointer, { wrongTypes: media.json, seed })
    : null;
  if (breaking && !context.gate.stopped(operation.id)) {
    const noBody = operation.requestBody?.required
      ? [fc.constant({ value: undefined, broken: 'no body (the body is required)' })]
      : [];
    const invalid = fc.record({
      ...(params ? { params } : {}),
      bad: fc.oneof({ arbitrary: breaking, weight: 9 }, ...noBody.map((arbitrary) => ({ arbitrary, weight: 1 }))),
    });
    NEGATIVE_CHECKS.forEach((check) => coverage.checks.add(check));
    const negativeRun = await explore(
      invalid,
      seedFor(seed, operation.id, 'invalid'),
      runs,
      async ({ params: p, bad }) => {
        const reply = await exchange({ ...(p ? { params: p } : {}), body: bad.value }, true);
        return { reply, failures: negative(reply, bad.broken) };
      },
      failures.filter((f) => f.kind === 'invalid').map((f) => f.check),
    );
    coverage.invalid = negativeRun.runs;
    for (const found of negativeRun.failures) report('invalid', { ...found, label: found.input.bad.broken });
  }
  const limited = context.gate.stopped(operation.id);
  if (failures.length) return { outcome: 'fail', coverage, failures, ...(limited ? { note: limited } : {}) };
  if (limited && coverage.requests === 0) return { outcome: 'skip', reason: limited, coverage, failures };
  return { outcome: 'pass', coverage, failures, ...(limited ? { note: limited } : {}) };
}
