// verify --fuzz N: per operation, N generated requests the contract accepts (bodies, path and query
// parameters, multipart fields) and N that break the request schema on purpose, each reply checked (checks.mjs).
// fast-check generates them from the run's seed and shrinks each failure to a small failing request; the shrunk
// request is reported as a curl command. One property per operation and kind of request; after a failure the same
// property runs again (same seed) ignoring the checks already found, so two bugs of one operation are both reported.
import fc from 'fast-check';
import { NEGATIVE_CHECKS, POSITIVE_CHECKS, negativeChecks, positiveChecks } from './checks.mjs';
import { encodeBody, requestMedia, requiredHeaders } from './contract.mjs';
import { send } from './http.mjs';
import { toCurl } from './show.mjs';

/** How many distinct failures one property may report (each needs another run of its N requests). */
const MAX_ROUNDS = 3;

/** A 32-bit seed per operation and kind of request, from the run's seed: --only keeps an operation's requests. */
export function seedFor(seed, operationId, kind) {
  let hash = 0x811c9dc5;
  for (const char of `${operationId} ${kind}`) {
    hash ^= char.codePointAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ seed) | 0;
}

/** A new random seed for a run (printed, so the run can be repeated with --seed). */
export const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** An arbitrary of the operation's path and query parameters and its optional headers (by 'in:name'), or null. */
function parametersArbitrary(generators, operation) {
  const shape = {};
  const requiredKeys = [];
  for (const parameter of operation.parameters) {
    const generated = ['path', 'query'].includes(parameter.in) || (parameter.in === 'header' && !parameter.required);
    if (!generated) continue;
    const key = `${parameter.in}:${parameter.name}`;
    shape[key] = generators.valid(parameter.schema ?? {}, `${parameter.pointer}/schema`);
    if (parameter.required || parameter.in === 'path') requiredKeys.push(key);
  }
  return Object.keys(shape).length ? fc.record(shape, { requiredKeys }) : null;
}

/** The request of one generated input ({ params, body }): path, query, headers and the encoded body. */
function toRequest(model, operation, media, input) {
  let path = operation.path;
  const query = {};
  const headers = requiredHeaders(model, operation);
  for (const [key, value] of Object.entries(input.params ?? {})) {
    const at = key.indexOf(':');
    const [where, name] = [key.slice(0, at), key.slice(at + 1)];
    const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
    if (where === 'path') path = path.replace(`{${name}}`, encodeURIComponent(text));
    else if (where === 'query') query[name] = Array.isArray(value) ? value.join(',') : text;
    else headers[name] = text;
  }
  if (!media || input.body === undefined) return { path, query, headers };
  const encoded = encodeBody(model, media, input.body);
  return { path, query, headers: { ...headers, ...encoded.headers }, body: encoded.body, shown: encoded.shown };
}

/**
 * Runs one property until it holds or MAX_ROUNDS failures were found. `evaluate(input)` sends the request and
 * returns { reply, failures }. Returns { runs, failures: [{ input, reply, failures, shrinks }] }.
 */
async function explore(arbitrary, seed, numRuns, evaluate) {
  const found = [];
  const ignored = new Set();
  let runs = 0;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
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
    found.push({ ...last, shrinks: details.numShrinks });
    for (const failure of last.failures) ignored.add(failure.check);
  }
  return { runs, failures: found };
}

/**
 * Fuzzes one operation. `context`: { model, validator, generators, target, runs, seed, timeoutMs, maxResponseTimeMs,
 * origin, log, sessionCookies }. Returns { outcome: 'pass' | 'fail' | 'skip', reason?, coverage, failures } where
 * each failure is { kind: 'valid' | 'invalid', check, messages, broken?, curl, shrinks }.
 */
export async function fuzzOperation(context, operation, jar) {
  const { model, validator, generators, target, runs, seed } = context;
  const media = requestMedia(operation);
  const params = parametersArbitrary(generators, operation);
  const body = media ? generators.valid(media.schema, media.schemaPointer) : null;
  const coverage = { valid: 0, invalid: 0, requests: 0, statuses: new Map(), checks: new Set() };
  if (!params && !body) {
    return {
      outcome: 'skip',
      reason: 'nothing to generate (no body or parameters): the example call covers it',
      coverage,
      failures: [],
    };
  }
  if (operation.requestBody && !media) {
    return { outcome: 'skip', reason: 'cannot generate its body type', coverage, failures: [] };
  }

  const exchange = async (input) => {
    const request = toRequest(model, operation, media, input);
    const reply = await send(target, {
      method: operation.method,
      ...request,
      jar,
      timeoutMs: context.timeoutMs,
      origin: context.origin,
      log: context.log,
    });
    coverage.requests += 1;
    const status = reply.error ? 'no reply' : String(reply.status);
    coverage.statuses.set(status, (coverage.statuses.get(status) ?? 0) + 1);
    return reply;
  };
  const limits = { maxResponseTimeMs: context.maxResponseTimeMs };
  const failures = [];
  const report = (kind, found) => {
    for (const { reply, failures: list, shrinks, input } of found) {
      const byCheck = new Map();
      for (const failure of list) byCheck.set(failure.check, [...(byCheck.get(failure.check) ?? []), failure.message]);
      for (const [check, messages] of byCheck) {
        failures.push({
          kind,
          check,
          messages,
          broken: input.broken,
          curl: toCurl(reply.request, context.sessionCookies),
          shrinks,
        });
      }
    }
  };

  // Requests the contract accepts.
  const valid = fc.record({ ...(params ? { params } : {}), ...(body ? { body } : {}) });
  POSITIVE_CHECKS.forEach((check) => coverage.checks.add(check));
  const positive = await explore(valid, seedFor(seed, operation.id, 'valid'), runs, async (input) => {
    const reply = await exchange(input);
    return { reply, failures: positiveChecks(model, validator, operation, reply, limits) };
  });
  coverage.valid = positive.runs;
  report('valid', positive.failures);

  // Requests that break the request schema.
  const breaking = media
    ? generators.invalid(media.schema, media.schemaPointer, { wrongTypes: media.json, seed })
    : null;
  if (breaking) {
    const noBody = operation.requestBody?.required
      ? [fc.constant({ value: undefined, broken: 'no body (the body is required)' })]
      : [];
    const invalid = fc.record({
      ...(params ? { params } : {}),
      bad: fc.oneof({ arbitrary: breaking, weight: 9 }, ...noBody.map((arbitrary) => ({ arbitrary, weight: 1 }))),
    });
    NEGATIVE_CHECKS.forEach((check) => coverage.checks.add(check));
    const negative = await explore(
      invalid,
      seedFor(seed, operation.id, 'invalid'),
      runs,
      async ({ params: p, bad }) => {
        const reply = await exchange({ params: p, body: bad.value });
        return { reply, failures: negativeChecks(reply, bad.broken, limits) };
      },
    );
    coverage.invalid = negative.runs;
    report(
      'invalid',
      negative.failures.map((failure) => ({ ...failure, input: { broken: failure.input.bad.broken } })),
    );
  }
  return { outcome: failures.length ? 'fail' : 'pass', coverage, failures };
}
