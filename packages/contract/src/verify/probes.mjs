// The auth and CSRF probes every verify run sends after the example calls (with or without --fuzz), named as
// Schemathesis names them:
//   ignored_auth             each signed-in operation (every security requirement needs a session) is sent its
//                            example request without a session, then with the session of each other account kind
//                            the run signed in as: each must get the contract's declared denial (401 or 403);
//   missing_required_header  each operation with a required header (the CSRF header X-Requested-With) is sent its
//                            example request, with its own session, without that header: it must be refused.
// An operation that changes data is probed only with --allow-writes (a server with the bug would do the write).
// The other-kind probe needs sessions that differ: where every account uses the same --cookie session (the Prism
// mock, which sets none and only checks that a cookie is there) it cannot tell one kind from another, and the
// report says so without passing or failing it.
import { authChecks, CHECKS, missingHeaderChecks } from './checks.mjs';
import { requestFor } from './contract.mjs';

/**
 * A session the run holds: its jar, and how it got it ('login': the run signed in; 'cookie': a --cookie session).
 * @typedef {{ jar: import('./http.mjs').CookieJar, source: 'login' | 'cookie' }} Session
 */

/**
 * @typedef {object} ProbeContext
 * @property {import('../model.mjs').ContractModel} model
 * @property {import('../validator.mjs').ContractValidator} validator
 * @property {import('./http.mjs').Target} target
 * @property {import('./http.mjs').Gate} gate
 * @property {number} timeoutMs
 * @property {string} [origin]
 * @property {string} [uploadPath]
 * @property {boolean} allowWrites
 * @property {Record<string, Session>} sessions by account kind
 * @property {{ kind: string, scheme: string }[]} accounts the account kinds and their security schemes
 * @property {(request: import('./show.mjs').SentRequest, reply: import('./http.mjs').Reply) => void} [log]
 */

/** Why a write is not probed without --allow-writes. */
export const PROBE_WRITE_SKIP = 'changes data: probed only with --allow-writes';

/**
 * Whether every security requirement of an operation needs a session (a public or optional one is not signed in).
 * @param {import('../model.mjs').Operation} operation
 */
export const signedIn = (operation) =>
  operation.security.length > 0 && operation.security.every((requirement) => Object.keys(requirement).length > 0);

/**
 * Sends the probes of one operation; returns its result line ({ group: 'probe' }).
 * @param {ProbeContext} context
 * @param {import('../model.mjs').Operation} operation
 * @returns {Promise<import('./run.mjs').Result>}
 */
export async function probeOperation(context, operation) {
  const { model, validator } = context;
  /** @type {import('./run.mjs').Result} */
  const result = {
    group: 'probe',
    id: operation.id,
    name: `${operation.id} (${operation.label})`,
    label: operation.label,
    tag: operation.tag,
    outcome: 'skip',
    failures: [],
    probes: [],
  };
  const headers = operation.parameters.filter((p) => p.in === 'header' && p.required).map((p) => p.name);
  const auth = signedIn(operation);
  if (!auth && headers.length === 0) {
    result.reason = 'public, and no required header: nothing to probe';
    return result;
  }
  if (operation.writes && !context.allowWrites) {
    result.reason = PROBE_WRITE_SKIP;
    return result;
  }
  const request = requestFor(model, operation, context.uploadPath ? { uploadPath: context.uploadPath } : {});
  if ('unsupported' in request) {
    result.reason = `cannot build ${request.unsupported}`;
    return result;
  }
  const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
  const own = context.accounts.filter((account) => schemes.includes(account.scheme)).map((account) => account.kind);
  /**
   * @param {Record<string, string>} headersSent
   * @param {import('./http.mjs').CookieJar | undefined} jar
   */
  const sendWith = (headersSent, jar) =>
    context.gate.send(operation.id, context.target, {
      method: operation.method,
      path: operation.path,
      headers: headersSent,
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.shown ? { shown: request.shown } : {}),
      ...(jar ? { jar } : {}),
      timeoutMs: context.timeoutMs,
      ...(context.origin ? { origin: context.origin } : {}),
      ...(context.log ? { log: context.log } : {}),
    });
  /**
   * @param {string} check
   * @param {string} probe
   * @param {import('./http.mjs').Reply} reply
   * @param {import('./checks.mjs').Finding[]} found
   */
  const record = (check, probe, reply, found) => {
    if (reply.limited) {
      result.probes?.push(`${probe}: not sent (${reply.limited})`);
      return;
    }
    result.probes?.push(`${probe} → ${reply.error ? 'no reply' : reply.status}`);
    for (const finding of found) {
      result.failures.push({
        kind: 'probe',
        check: finding.check,
        messages: [finding.message],
        case: `${check}: ${probe}`,
        reply,
      });
    }
  };

  if (auth) {
    const reply = await sendWith(request.headers, undefined);
    record(
      CHECKS.auth,
      'without a session',
      reply,
      authChecks(model, validator, operation, reply, 'without a session'),
    );
    const ownJar = own.map((kind) => context.sessions[kind]?.jar).find(Boolean);
    /** @type {string[]} */
    const notCheckable = [];
    for (const account of context.accounts) {
      if (own.includes(account.kind)) continue;
      const session = context.sessions[account.kind];
      if (!session) {
        notCheckable.push(`${account.kind}: not signed in`);
        continue;
      }
      if (session.source !== 'login' || (ownJar && ownJar.header() === session.jar.header())) {
        notCheckable.push(`${account.kind}: every account has the same --cookie session`);
        continue;
      }
      const how = `as ${account.kind}`;
      const other = await sendWith(request.headers, session.jar);
      record(CHECKS.auth, how, other, authChecks(model, validator, operation, other, how));
    }
    if (notCheckable.length) {
      const reasons = [...new Set(notCheckable.map((text) => text.replace(/^\w+: /, '')))];
      const kinds = notCheckable.map((text) => text.split(':')[0]).join(', ');
      result.probes?.push(`as ${kinds}: not checkable (${reasons.join('; ')})`);
    }
  }

  const ownSession = own.map((kind) => context.sessions[kind]).find(Boolean);
  for (const header of headers) {
    if (auth && !ownSession) {
      result.probes?.push(`without ${header}: not sent (needs the ${own.join(' or ')} session)`);
      continue;
    }
    const without = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== header.toLowerCase()),
    );
    const reply = await sendWith(without, ownSession?.jar);
    record(CHECKS.header, `without ${header}`, reply, missingHeaderChecks(model, validator, operation, reply, header));
  }

  const sent = result.probes?.some((probe) => probe.includes('→'));
  result.outcome = result.failures.length ? 'fail' : sent ? 'pass' : 'skip';
  if (result.outcome === 'skip') result.reason = result.probes?.join('; ') ?? 'nothing sent';
  else result.note = result.probes?.join('; ');
  return result;
}
