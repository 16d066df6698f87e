// verify's run, in order:
//   1. log in per account kind (each in its own cookie jar);
//   2. call every selected operation once with the contract's own request example, and check each reply (status
//      declared, content type declared, body valid against the schema with Ajv); operations that change data only
//      with `allowWrites`, the logouts last;
//   3. the auth and CSRF probes (probes.mjs), on every run;
//   4. with `fuzz`, the deterministic cases and the random requests of each operation (fuzz.mjs);
//   5. the logouts' probes and the logout calls; with `workflows`, the contract's journeys (workflows.mjs);
//   6. sign out of every session the run signed in to (not of a --cookie session, which is not the run's).
// Every request goes through one gate that honours a server's rate limit (http.mjs). Every reply to a request the
// contract accepts is counted as a success, a refusal or a denial, per operation. Results are reported one by one
// through `onResult` and returned.
import { writeFileSync } from 'node:fs';
import { createValidator } from '../validator.mjs';
import { conformance, outcomeOf } from './checks.mjs';
import { operations as contractOperations, isLogout, requestFor, UPLOAD_FILE, uploadBytes } from './contract.mjs';
import { fuzzOperation } from './fuzz.mjs';
import { createGenerators } from './generate.mjs';
import { CookieJar, createGate } from './http.mjs';
import { ACCOUNTS } from './accounts.mjs';
import { probeOperation } from './probes.mjs';
import { runWorkflows } from './workflows.mjs';
import { SESSION_STATUSES } from '../model.mjs';

/** @typedef {import('../model.mjs').Operation} Operation */

/**
 * One line of a run: a login step, an operation's example call, its probes, its generated requests, a workflow step,
 * a sign-out.
 * @typedef {object} Result
 * @property {'login' | 'operation' | 'probe' | 'fuzz' | 'workflow' | 'signout'} group
 * @property {string} id
 * @property {string} name
 * @property {string} [label] 'GET /api/s/session'
 * @property {string} [tag]
 * @property {'pass' | 'fail' | 'skip' | 'error-reply'} outcome 'error-reply': a declared 401/403 only
 * @property {string} [reason] why it was skipped
 * @property {string} [note]
 * @property {number} [status]
 * @property {string} [contentType]
 * @property {number} [ms]
 * @property {import('./fuzz.mjs').Failure[]} failures
 * @property {import('./fuzz.mjs').Coverage} [coverage] generated requests: what was sent
 * @property {string[]} [probes] probes: what each sent and got
 */

/**
 * Checked replies to requests the contract accepts, per operation id.
 * @typedef {Map<string, { success: number, refusal: number, denial: number, error: number }>} Tally
 */

export { ACCOUNTS };

const NAME_FIELDS = ['user', 'username', 'email', 'login'];

/** Why a write is skipped without --allow-writes. */
export const WRITE_SKIP = 'changes data: called only with --allow-writes';

/**
 * Selects operations by tag, operationId or 'METHOD /path'; throws on a name that matches nothing.
 * @param {Operation[]} all
 * @param {string[] | undefined} only
 */
export function selectOperations(all, only) {
  if (!only?.length) return all;
  const wanted = only
    .flatMap((text) => text.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  /** @param {string} name */
  const label = (name) => {
    const match = /^([A-Za-z]+)\s+(\/\S*)$/.exec(name);
    return match ? `${String(match[1]).toUpperCase()} ${match[2]}` : undefined;
  };
  /** @param {Operation} o @param {string} name */
  const matches = (o, name) =>
    o.id === name || o.label === label(name) || o.tags.some((t) => t.toLowerCase() === name.toLowerCase());
  const unknown = wanted.filter((name) => !all.some((o) => matches(o, name)));
  if (unknown.length > 0) {
    const tags = [...new Set(all.flatMap((o) => o.tags))].join(', ');
    throw new Error(
      `--only: no tag, operationId or 'METHOD /path' '${unknown.join("', '")}' in the contract (tags: ${tags}).`,
    );
  }
  return all.filter((o) => wanted.some((name) => matches(o, name)));
}

/**
 * What to say of a reply whose status is an error reply the contract declares (a 401 or 403 with its shape
 * conforms, yet the operation itself was not exercised); undefined for a reply status or an undeclared one.
 * @param {import('../model.mjs').ContractModel} model
 * @param {Operation} operation
 * @param {import('./http.mjs').Reply} reply
 */
export function errorReplyNote(model, operation, reply) {
  if (reply.error || reply.status === undefined) return undefined;
  const declared = model.responseFor(operation, reply.status);
  if (!declared || declared.reply) return undefined;
  const session = SESSION_STATUSES.includes(reply.status) ? ', which the client reads as "session ended"' : '';
  return `${reply.status} is an error reply the contract declares${session}: the operation's own reply was not checked`;
}

/**
 * The login request's body: the example's, with the account's name and password (the password spliced into a
 * replayed curl from the environment variable it comes from).
 * @param {import('../model.mjs').ContractModel} model
 * @param {Operation} operation
 * @param {{ name: string, password: string }} credentials
 * @param {string} passwordVariable
 */
function loginBody(model, operation, { name, password }, passwordVariable) {
  const request = requestFor(model, operation);
  const shown = 'unsupported' in request ? undefined : request.shown;
  const value = shown && 'json' in shown && typeof shown.json === 'object' && shown.json !== null ? shown.json : {};
  const nameField = NAME_FIELDS.find((field) => field in value);
  if (!nameField || !('password' in value)) {
    throw new Error(`${operation.id}'s request example has no user name and password fields to fill in`);
  }
  return { json: { ...value, [nameField]: name, password }, variables: { password: passwordVariable } };
}

/**
 * @typedef {object} VerifyOptions
 * @property {import('../model.mjs').ContractModel} model
 * @property {import('./http.mjs').Target} target
 * @property {string[]} [only]
 * @property {Record<string, { name: string, password: string }>} [credentials] by account kind
 * @property {string[]} [cookies] 'name=value' seeds (--cookie)
 * @property {number} [timeoutMs]
 * @property {boolean} [allowWrites]
 * @property {string} [origin] the Origin header (none when undefined)
 * @property {(request: import('./show.mjs').SentRequest, reply: import('./http.mjs').Reply) => void} [log]
 * @property {{ runs: number, seed: number, maxResponseTimeMs: number }} [fuzz]
 * @property {{ stateless: boolean, file: string, runId?: string }} [workflows]
 * @property {string} [filesDir] where the files a request sends are written (for a failure's curl)
 * @property {number} [maxWaitMs] the longest Retry-After waited for
 * @property {Tally} [tally] filled with the checked replies per operation
 */

/**
 * Runs the verification (see the file comment). Returns every result.
 * @param {VerifyOptions} options
 * @param {(result: Result) => void} [onResult]
 * @returns {Promise<Result[]>}
 */
export async function verify(options, onResult = () => {}) {
  const { model, target, only, credentials = {}, cookies = [], timeoutMs = 10_000 } = options;
  const { allowWrites = false, origin, log, fuzz, workflows } = options;
  const validator = createValidator(model);
  const gate = createGate(options.maxWaitMs === undefined ? {} : { maxWaitMs: options.maxWaitMs });
  const schemes = model.cookieSchemes();
  const all = contractOperations(model);
  const selected = selectOperations(all, only);
  /** @type {Tally} */
  const tally = options.tally ?? new Map();
  /** @type {Result[]} */
  const results = [];
  /** @param {Result} result */
  const report = (result) => {
    results.push(result);
    onResult(result);
  };
  /** @param {Operation} operation @param {import('./http.mjs').Reply} reply */
  const count = (operation, reply) => {
    if (reply.limited) return;
    const entry = tally.get(operation.id) ?? { success: 0, refusal: 0, denial: 0, error: 0 };
    entry[outcomeOf(model, operation, reply)] += 1;
    tally.set(operation.id, entry);
  };

  // The file a multipart request sends, on disk for the curl that replays a failure.
  let uploadPath;
  if (
    options.filesDir &&
    selected.some((o) => o.requestBody?.content.some((media) => media.type === 'multipart/form-data'))
  ) {
    uploadPath = `${options.filesDir}/${UPLOAD_FILE.name}`;
    writeFileSync(uploadPath, uploadBytes());
  }
  const withUpload = uploadPath ? { uploadPath } : {};

  /**
   * @param {Operation} operation
   * @param {Partial<Result> & { outcome: Result['outcome'] }} fields
   * @returns {Result}
   */
  const operationResult = (operation, fields) => ({
    group: 'operation',
    tag: operation.tag,
    name: `${operation.id} (${operation.label})`,
    id: operation.id,
    label: operation.label,
    failures: [],
    ...fields,
  });

  /**
   * Sends an operation's example request (or `override`, a login's body) with `jar`.
   * @param {Operation} operation
   * @param {CookieJar | undefined} jar
   * @param {import('./show.mjs').Shown & { json: unknown }} [override]
   */
  const exchange = async (operation, jar, override) => {
    const request = requestFor(model, operation, withUpload);
    if ('unsupported' in request) return { skip: `cannot build ${request.unsupported}` };
    const shown = override ?? request.shown;
    const reply = await gate.send(operation.id, target, {
      method: operation.method,
      path: operation.path,
      headers: request.headers,
      ...(override
        ? { body: JSON.stringify(override.json) }
        : request.body === undefined
          ? {}
          : { body: request.body }),
      ...(shown ? { shown } : {}),
      ...(jar ? { jar } : {}),
      timeoutMs,
      ...(origin ? { origin } : {}),
      ...(log ? { log } : {}),
    });
    if (reply.limited) return { skip: reply.limited };
    const findings = conformance(model, validator, operation, reply);
    const notes = [override ? undefined : request.note, errorReplyNote(model, operation, reply)].filter(Boolean);
    return { reply, findings, note: notes.length ? notes.join('; ') : undefined };
  };

  /** @param {import('./http.mjs').Reply} reply */
  const describeReply = (reply) => ({
    ...(reply.status === undefined ? {} : { status: reply.status }),
    contentType: reply.headers?.get('content-type') ?? '',
    ...(reply.ms === undefined ? {} : { ms: reply.ms }),
  });

  /**
   * The failures of an example call: one per finding, the last with the exchange.
   * @param {import('./http.mjs').Reply} reply
   * @param {import('./checks.mjs').Finding[]} findings
   * @returns {import('./fuzz.mjs').Failure[]}
   */
  const exampleFailures = (reply, findings) =>
    findings.map((finding, index) => ({
      kind: 'example',
      check: finding.check,
      messages: [finding.message],
      ...(index === findings.length - 1 ? { reply } : {}),
    }));

  // ---------------------------------------------------------------------------------------------- logins
  const neededSchemes = new Set(selected.flatMap((o) => o.security.flatMap((req) => Object.keys(req))));
  /** @type {Record<string, import('./probes.mjs').Session>} */
  const sessions = {};
  /** @type {Record<string, string>} */
  const missing = {};
  /** @type {Map<string, { reply: import('./http.mjs').Reply, findings: import('./checks.mjs').Finding[] }>} */
  const checkedByLogin = new Map();

  for (const account of ACCOUNTS) {
    const loginOp = all.find((o) => o.id === account.login);
    const loginSelected = selected.some((o) => o.id === account.login);
    if (!neededSchemes.has(account.scheme) && !loginSelected) continue;
    const creds = credentials[account.kind];
    /** @type {Result} */
    const step = {
      group: 'login',
      name: `${account.kind} login`,
      id: `login:${account.kind}`,
      outcome: 'skip',
      failures: [],
    };
    const cookieName = schemes[account.scheme];

    if (!loginOp || !cookieName) {
      missing[account.kind] = `the contract has no ${account.login} operation or ${account.scheme} cookie scheme`;
      report({ ...step, reason: missing[account.kind] });
      continue;
    }
    if (!creds?.name || !creds.password) {
      const how = `--${account.flag} and --${account.flag}-password, or ${account.env} and ${account.env}_PASSWORD`;
      if (cookies.length > 0) {
        sessions[account.kind] = { jar: new CookieJar(cookies), source: 'cookie' };
        report({ ...step, reason: `no ${account.kind} credentials (${how}): using the --cookie session` });
      } else {
        missing[account.kind] = `no ${account.kind} credentials (${how})`;
        report({ ...step, reason: missing[account.kind] });
      }
      continue;
    }

    const jar = new CookieJar(cookies, account.variable);
    let done;
    try {
      done = await exchange(loginOp, jar, loginBody(model, loginOp, creds, `${account.env}_PASSWORD`));
    } catch (error) {
      missing[account.kind] = `the ${account.kind} login could not be built: ${/** @type {Error} */ (error).message}`;
      report({
        ...step,
        outcome: 'fail',
        failures: [{ kind: 'example', check: 'login', messages: [missing[account.kind] ?? ''] }],
      });
      continue;
    }
    const named = `${step.name} as '${creds.name}'`;
    if ('skip' in done) {
      missing[account.kind] = `the ${account.kind} login was not sent: ${done.skip}`;
      report({ ...step, name: named, reason: done.skip ?? '' });
      continue;
    }
    const { reply, findings } = done;
    checkedByLogin.set(loginOp.id, { reply, findings });
    /** @param {string} problem @param {string[]} [extra] */
    const fail = (problem, extra = []) => {
      missing[account.kind] = `the ${account.kind} login failed`;
      report({
        ...step,
        ...describeReply(reply),
        name: named,
        outcome: 'fail',
        failures: [{ kind: 'example', check: 'login', messages: [problem, ...extra], reply }],
      });
    };
    if (reply.error) {
      fail(reply.error);
      continue;
    }
    if (findings.length > 0) {
      fail(
        `${loginOp.label} broke the contract:`,
        findings.map((f) => `  ${f.message}`),
      );
      continue;
    }
    const body = JSON.parse(reply.text ?? '{}');
    if (body?.success !== true) {
      fail(
        `the server refused the login${typeof (body?.msg ?? body?.message) === 'string' ? `: ${body.msg ?? body.message}` : ''}`,
      );
      continue;
    }
    const set = jar.store(reply.setCookies ?? []);
    if (set.includes(cookieName)) {
      sessions[account.kind] = { jar, source: 'login' };
      report({ ...step, ...describeReply(reply), name: named, outcome: 'pass', note: `session cookie ${cookieName}` });
    } else if (cookies.length > 0) {
      sessions[account.kind] = { jar, source: 'cookie' };
      report({
        ...step,
        ...describeReply(reply),
        name: named,
        outcome: 'pass',
        note: `the reply set no ${cookieName} cookie: using the --cookie session`,
      });
    } else {
      fail(`the login succeeded but set no ${cookieName} cookie (the contract's ${account.scheme} scheme)`);
    }
  }

  // ---------------------------------------------------------------------------------------------- operations
  /** @param {string} scheme */
  const accountOf = (scheme) => ACCOUNTS.find((a) => a.scheme === scheme);
  /**
   * 'pass', 'fail', or 'error-reply' (a conforming error reply the contract declares: the call was not checked).
   * @param {Operation} operation
   * @param {import('./http.mjs').Reply} reply
   * @param {unknown[]} findings
   * @returns {Result['outcome']}
   */
  const outcomeFor = (operation, reply, findings) =>
    findings.length ? 'fail' : errorReplyNote(model, operation, reply) ? 'error-reply' : 'pass';

  /**
   * The session an operation can be called with: { jar } (none for a public call), or { skip } saying why not.
   * @param {Operation} operation
   * @returns {{ jar?: CookieJar, skip?: string }}
   */
  const sessionFor = (operation) => {
    /** @type {CookieJar | undefined} */
    let jar;
    let publicAllowed = operation.security.length === 0;
    /** @type {string | undefined} */
    let blocked;
    for (const requirement of operation.security) {
      const names = Object.keys(requirement);
      if (names.length === 0) {
        publicAllowed = true;
        continue;
      }
      const kinds = names.map((name) => accountOf(name)?.kind);
      const usable = kinds.every((kind) => kind && sessions[kind]);
      if (usable && !jar) jar = sessions[/** @type {string} */ (kinds[0])]?.jar;
      if (!usable && !blocked) {
        const kind = kinds.find((k) => !k || !sessions[k]);
        blocked = kind
          ? `needs the ${kind} session: ${missing[kind] ?? 'not signed in'}`
          : `needs the ${names.join(' + ')} scheme, which verify cannot sign in to`;
      }
    }
    if (!jar && !publicAllowed) return { skip: blocked ?? 'no usable security requirement' };
    return jar ? { jar } : {};
  };

  /** @type {Set<string>} */
  const signedOut = new Set();
  /**
   * Counts an operation's checked reply and reports it with its outcome and failures.
   * @param {Operation} operation
   * @param {Parameters<typeof describeReply>[0]} reply
   * @param {Parameters<typeof exampleFailures>[1]} findings
   * @param {string | undefined} note
   */
  const reportReply = (operation, reply, findings, note) => {
    count(operation, reply);
    report(
      operationResult(operation, {
        ...describeReply(reply),
        outcome: outcomeFor(operation, reply, findings),
        failures: exampleFailures(reply, findings),
        ...(note ? { note } : {}),
      }),
    );
  };
  /** @param {Operation} operation */
  const callOnce = async (operation) => {
    const byLogin = checkedByLogin.get(operation.id);
    if (byLogin) {
      reportReply(operation, byLogin.reply, byLogin.findings, 'checked by the login step');
      return;
    }
    if (operation.writes && !allowWrites) {
      report(operationResult(operation, { outcome: 'skip', reason: WRITE_SKIP }));
      return;
    }
    const session = sessionFor(operation);
    if (session.skip) {
      report(operationResult(operation, { outcome: 'skip', reason: session.skip }));
      return;
    }
    const { jar } = session;
    const done = await exchange(operation, jar);
    if ('skip' in done) {
      report(operationResult(operation, { outcome: 'skip', reason: done.skip ?? '' }));
      return;
    }
    const { reply, findings, note } = done;
    if (jar && reply.setCookies?.length) jar.store(reply.setCookies);
    if (isLogout(operation) && jar && reply.status !== undefined && reply.status < 300) {
      for (const [kind, held] of Object.entries(sessions)) if (held.jar === jar) signedOut.add(kind);
    }
    reportReply(operation, reply, findings, note);
  };

  // The logouts end the sessions the other calls need: they come last, after the probes and generated requests.
  const logouts = selected.filter(isLogout);
  for (const operation of selected) if (!logouts.includes(operation)) await callOnce(operation);

  // ---------------------------------------------------------------------------------------------- probes
  /** @type {import('./probes.mjs').ProbeContext} */
  const probeContext = {
    model,
    validator,
    target,
    gate,
    timeoutMs,
    ...(origin ? { origin } : {}),
    ...withUpload,
    allowWrites,
    sessions,
    accounts: ACCOUNTS,
    ...(log ? { log } : {}),
  };
  for (const operation of selected)
    if (!logouts.includes(operation)) report(await probeOperation(probeContext, operation));

  // ---------------------------------------------------------------------------------------------- generated requests
  if (fuzz) {
    /** @type {import('./fuzz.mjs').FuzzContext} */
    const context = {
      model,
      validator,
      generators: createGenerators(model, validator),
      target,
      gate,
      runs: fuzz.runs,
      seed: fuzz.seed,
      timeoutMs,
      maxResponseTimeMs: fuzz.maxResponseTimeMs,
      ...(origin ? { origin } : {}),
      ...withUpload,
      ...(log ? { log } : {}),
      count,
    };
    for (const operation of selected) {
      /** @type {Result} */
      const result = {
        group: 'fuzz',
        tag: operation.tag,
        name: `${operation.id} (${operation.label})`,
        id: operation.id,
        label: operation.label,
        outcome: 'skip',
        failures: [],
      };
      if (logouts.includes(operation)) {
        report({ ...result, reason: 'a logout: it would end the session the run needs' });
        continue;
      }
      if (operation.writes && !allowWrites) {
        report({ ...result, reason: WRITE_SKIP });
        continue;
      }
      const session = sessionFor(operation);
      if (session.skip) {
        report({ ...result, reason: session.skip });
        continue;
      }
      const started = performance.now();
      const fuzzed = await fuzzOperation(context, operation, session.jar);
      report({ ...result, ...fuzzed, ms: performance.now() - started });
    }
  }

  for (const operation of logouts) report(await probeOperation(probeContext, operation));
  for (const operation of logouts) await callOnce(operation);

  // ---------------------------------------------------------------------------------------------- workflows
  if (workflows) {
    if (!allowWrites) {
      report({
        group: 'workflow',
        id: 'workflows',
        name: workflows.file,
        label: workflows.file,
        outcome: 'skip',
        reason: `the workflows ${WRITE_SKIP}`,
        failures: [],
      });
    } else {
      const steps = await runWorkflows({
        target,
        credentials,
        ...(origin ? { origin } : {}),
        stateless: workflows.stateless,
        file: workflows.file,
        ...(workflows.runId ? { runId: workflows.runId } : {}),
      });
      steps.forEach(report);
    }
  }

  // ---------------------------------------------------------------------------------------------- sign-out
  for (const account of ACCOUNTS) {
    const session = sessions[account.kind];
    if (!session || session.source !== 'login' || signedOut.has(account.kind)) continue;
    const logout = all.find((o) => isLogout(o) && o.security.some((req) => Object.keys(req).includes(account.scheme)));
    /** @type {Result} */
    const step = {
      group: 'signout',
      id: `signout:${account.kind}`,
      name: `${account.kind} sign-out`,
      outcome: 'skip',
      failures: [],
    };
    if (!logout) {
      report({
        ...step,
        reason: `the contract has no logout for the ${account.scheme} session: the session stays open`,
      });
      continue;
    }
    const done = await exchange(logout, session.jar);
    if ('skip' in done) {
      report({ ...step, name: `${step.name} (${logout.label})`, reason: done.skip ?? '' });
      continue;
    }
    const { reply, findings } = done;
    const ended = reply.status !== undefined && reply.status < 300;
    report({
      ...step,
      ...describeReply(reply),
      name: `${step.name} (${logout.id} ${logout.label})`,
      label: logout.label,
      outcome: findings.length || !ended ? 'fail' : 'pass',
      failures: findings.length
        ? exampleFailures(reply, findings)
        : ended
          ? []
          : [
              {
                kind: 'example',
                check: 'sign-out',
                messages: [`the session was not ended: answered ${reply.error ?? reply.status}`],
                reply,
              },
            ],
    });
  }
  return results;
}
