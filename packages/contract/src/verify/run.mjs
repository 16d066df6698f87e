// verify's run: log in per account kind, call every selected operation once with the contract's own
// request example, and check each reply against the contract (status declared, content type declared, body valid
// against the schema with Ajv). With `fuzz`, generated requests follow (fuzz.mjs). Operations that change data are
// called only with `allowWrites`. Results are reported one by one through `onResult` and returned.
import { SESSION_STATUSES } from '../model.mjs';
import { createValidator } from '../validator.mjs';
import { conformance, snippet } from './checks.mjs';
import { operations as contractOperations, isLogout, requestFor } from './contract.mjs';
import { fuzzOperation } from './fuzz.mjs';
import { createGenerators } from './generate.mjs';
import { CookieJar, send } from './http.mjs';
import { runWorkflows } from './workflows.mjs';

/** The account kinds verify can sign in as: their security scheme, login operation, flag and env names. */
export const ACCOUNTS = [
  { kind: 'user', scheme: 'userSession', login: 'loginUser', flag: 'user', env: 'CLIQ_VERIFY_USER' },
  {
    kind: 'advertiser',
    scheme: 'advertiserSession',
    login: 'loginAdvertiser',
    flag: 'advertiser',
    env: 'CLIQ_VERIFY_ADVERTISER',
  },
  { kind: 'admin', scheme: 'adminSession', login: 'loginAdmin', flag: 'admin', env: 'CLIQ_VERIFY_ADMIN' },
];

const NAME_FIELDS = ['user', 'username', 'email', 'login'];

/** Why a write is skipped without --allow-writes. */
export const WRITE_SKIP = 'changes data: called only with --allow-writes';

/** Selects operations by tag, operationId or 'METHOD /path'; throws on a name that matches nothing. */
export function selectOperations(all, only) {
  if (!only?.length) return all;
  const wanted = only
    .flatMap((text) => text.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const label = (name) => {
    const match = /^([A-Za-z]+)\s+(\/\S*)$/.exec(name);
    return match ? `${match[1].toUpperCase()} ${match[2]}` : undefined;
  };
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
 */
export function errorReplyNote(model, operation, reply) {
  if (reply.error) return undefined;
  const declared = model.responseFor(operation, reply.status);
  if (!declared || declared.reply) return undefined;
  const session = SESSION_STATUSES.includes(reply.status) ? ', which the client reads as "session ended"' : '';
  return `${reply.status} is an error reply the contract declares${session}: the operation's own reply was not checked`;
}

/** Every way the reply breaks the contract for `operation` (empty when it conforms). */
export function checkReply(model, validator, operation, reply) {
  return conformance(model, validator, operation, reply).map((failure) => failure.message);
}

function loginBody(model, loginOp, { name, password }) {
  const { shown } = requestFor(model, loginOp);
  const value = shown && 'json' in shown ? shown.json : {};
  const nameField = NAME_FIELDS.find((field) => field in value);
  if (!nameField || !('password' in value)) {
    throw new Error(`${loginOp.id}'s request example has no user name and password fields to fill in`);
  }
  return { ...value, [nameField]: name, password };
}

/**
 * Runs the verification. `options`: { model (openapi/model.mjs), target (from parseTarget), only, credentials: { user:
 * { name, password }, ... }, cookies: ['name=value'], timeoutMs, allowWrites, origin (the Origin header, or none),
 * log (called with each request and reply, for --verbose), fuzz: { runs, seed, maxResponseTimeMs } or none,
 * workflows: { stateless } or none }. Returns every result: login steps, then operations (group: their tag), then
 * generated requests (group 'fuzz'), then workflow steps (group 'workflow').
 */
export async function verify(options, onResult = () => {}) {
  const { model, target, only, credentials = {}, cookies = [], timeoutMs = 10_000 } = options;
  const { allowWrites = false, origin, log, fuzz, workflows } = options;
  const validator = createValidator(model);
  const schemes = model.cookieSchemes();
  const sessionCookies = [...new Set(Object.values(schemes))];
  const all = contractOperations(model);
  const selected = selectOperations(all, only);
  const results = [];
  const report = (result) => {
    results.push(result);
    onResult(result);
  };

  const operationResult = (operation, fields) => ({
    group: operation.tag,
    name: `${operation.id} (${operation.label})`,
    id: operation.id,
    label: operation.label,
    violations: [],
    ...fields,
  });

  const exchange = async (operation, jar, override) => {
    const request = requestFor(model, operation);
    if (request.unsupported) return { skip: `cannot build ${request.unsupported}` };
    const reply = await send(target, {
      method: operation.method,
      path: operation.path,
      headers: request.headers,
      body: override ? JSON.stringify(override) : request.body,
      shown: override ? { json: override } : request.shown,
      jar,
      timeoutMs,
      origin,
      log,
    });
    const violations = checkReply(model, validator, operation, reply);
    const notes = [override ? undefined : request.note, errorReplyNote(model, operation, reply)].filter(Boolean);
    return { reply, violations, note: notes.length ? notes.join('; ') : undefined };
  };

  const describeReply = (reply) => ({
    status: reply.status,
    contentType: reply.headers?.get('content-type') ?? '',
    ms: reply.ms,
  });

  // ---------------------------------------------------------------------------------------------- logins
  const neededSchemes = new Set(selected.flatMap((o) => o.security.flatMap((req) => Object.keys(req))));
  const jars = {};
  const missing = {};
  const checkedByLogin = new Map();

  for (const account of ACCOUNTS) {
    const loginOp = all.find((o) => o.id === account.login);
    const loginSelected = selected.some((o) => o.id === account.login);
    if (!neededSchemes.has(account.scheme) && !loginSelected) continue;
    const creds = credentials[account.kind] ?? {};
    const step = { group: 'login', name: `${account.kind} login`, id: `login:${account.kind}`, violations: [] };
    const cookieName = schemes[account.scheme];

    if (!loginOp || !cookieName) {
      missing[account.kind] = `the contract has no ${account.login} operation or ${account.scheme} cookie scheme`;
      report({ ...step, outcome: 'skip', reason: missing[account.kind] });
      continue;
    }
    if (!creds.name || !creds.password) {
      const how = `--${account.flag} and --${account.flag}-password, or ${account.env} and ${account.env}_PASSWORD`;
      if (cookies.length > 0) {
        jars[account.kind] = new CookieJar(cookies);
        report({
          ...step,
          outcome: 'skip',
          reason: `no ${account.kind} credentials (${how}): using the --cookie session`,
        });
      } else {
        missing[account.kind] = `no ${account.kind} credentials (${how})`;
        report({ ...step, outcome: 'skip', reason: missing[account.kind] });
      }
      continue;
    }

    const jar = new CookieJar(cookies);
    let done;
    try {
      done = await exchange(loginOp, jar, loginBody(model, loginOp, creds));
    } catch (error) {
      missing[account.kind] = `the ${account.kind} login could not be built: ${error.message}`;
      report({ ...step, outcome: 'fail', violations: [missing[account.kind]] });
      continue;
    }
    const { reply, violations } = done;
    checkedByLogin.set(loginOp.id, done);
    const named = `${step.name} as '${creds.name}'`;
    const fail = (problem, extra = []) => {
      missing[account.kind] = `the ${account.kind} login failed`;
      report({
        ...step,
        ...describeReply(reply),
        name: named,
        outcome: 'fail',
        violations: [problem, ...extra],
        reply: reply.error ? undefined : snippet(reply.text),
      });
    };
    if (reply.error) {
      fail(reply.error);
      continue;
    }
    if (violations.length > 0) {
      fail(
        `${loginOp.label} broke the contract:`,
        violations.map((v) => `  ${v}`),
      );
      continue;
    }
    const body = JSON.parse(reply.text);
    if (body?.success !== true) {
      fail(`the server refused the login: ${body?.msg ?? body?.message ?? snippet(reply.text)}`);
      continue;
    }
    const set = jar.store(reply.setCookies);
    if (set.includes(cookieName)) {
      jars[account.kind] = jar;
      report({ ...step, ...describeReply(reply), name: named, outcome: 'pass', note: `session cookie ${cookieName}` });
    } else if (cookies.length > 0) {
      jars[account.kind] = jar;
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
  const accountOf = (scheme) => ACCOUNTS.find((a) => a.scheme === scheme);
  /** 'pass', 'fail', or 'error-reply' (a conforming error reply the contract declares: the call was not checked). */
  const outcomeOf = (operation, reply, violations) =>
    violations.length ? 'fail' : errorReplyNote(model, operation, reply) ? 'error-reply' : 'pass';

  /** The session an operation can be called with: { jar } (none for a public call), or { skip } saying why not. */
  const sessionFor = (operation) => {
    // The first security requirement that can be met: a session we hold, else none needed ({}), else skip.
    let jar;
    let publicAllowed = operation.security.length === 0;
    let blocked;
    for (const requirement of operation.security) {
      const names = Object.keys(requirement);
      if (names.length === 0) {
        publicAllowed = true;
        continue;
      }
      const kinds = names.map((name) => accountOf(name)?.kind);
      const usable = kinds.every((kind) => kind && jars[kind]);
      if (usable && !jar) jar = jars[kinds[0]];
      if (!usable && !blocked) {
        const kind = kinds.find((k) => !k || !jars[k]);
        blocked = kind
          ? `needs the ${kind} session: ${missing[kind] ?? 'not signed in'}`
          : `needs the ${names.join(' + ')} scheme, which verify cannot sign in to`;
      }
    }
    if (!jar && !publicAllowed) return { skip: blocked ?? 'no usable security requirement' };
    return { jar };
  };

  const callOnce = async (operation) => {
    const byLogin = checkedByLogin.get(operation.id);
    if (byLogin) {
      const { reply, violations } = byLogin;
      report(
        operationResult(operation, {
          ...describeReply(reply),
          outcome: outcomeOf(operation, reply, violations),
          violations,
          note: 'checked by the login step',
          reply: violations.length && !reply.error ? snippet(reply.text) : undefined,
        }),
      );
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
    if (done.skip) {
      report(operationResult(operation, { outcome: 'skip', reason: done.skip }));
      return;
    }
    const { reply, violations, note } = done;
    if (jar && reply.setCookies?.length) jar.store(reply.setCookies);
    report(
      operationResult(operation, {
        ...describeReply(reply),
        outcome: outcomeOf(operation, reply, violations),
        violations,
        note,
        reply: violations.length && !reply.error ? snippet(reply.text) : undefined,
      }),
    );
  };

  // The logouts end the sessions the other calls need: they come last, after any generated requests.
  const logouts = selected.filter(isLogout);
  for (const operation of selected) if (!logouts.includes(operation)) await callOnce(operation);

  // ---------------------------------------------------------------------------------------------- generated requests
  if (fuzz) {
    const context = {
      model,
      validator,
      generators: createGenerators(model, validator),
      target,
      runs: fuzz.runs,
      seed: fuzz.seed,
      timeoutMs,
      maxResponseTimeMs: fuzz.maxResponseTimeMs,
      origin,
      log,
      sessionCookies,
    };
    for (const operation of selected) {
      const result = {
        group: 'fuzz',
        tag: operation.tag,
        name: `${operation.id} (${operation.label})`,
        id: operation.id,
        label: operation.label,
      };
      const empty = { violations: [], failures: [], coverage: undefined };
      if (logouts.includes(operation)) {
        report({ ...result, ...empty, outcome: 'skip', reason: 'a logout: it would end the session the run needs' });
        continue;
      }
      if (operation.writes && !allowWrites) {
        report({ ...result, ...empty, outcome: 'skip', reason: WRITE_SKIP });
        continue;
      }
      const session = sessionFor(operation);
      if (session.skip) {
        report({ ...result, ...empty, outcome: 'skip', reason: session.skip });
        continue;
      }
      const started = performance.now();
      const fuzzed = await fuzzOperation(context, operation, session.jar);
      report({
        ...result,
        ...fuzzed,
        ms: performance.now() - started,
        violations: fuzzed.failures.map((failure) => `${failure.check}: ${failure.messages.join('; ')}`),
      });
    }
  }

  for (const operation of logouts) await callOnce(operation);

  // ---------------------------------------------------------------------------------------------- workflows
  if (workflows) {
    if (!allowWrites) {
      const name = 'openapi/cliq.arazzo.yaml';
      report({
        group: 'workflow',
        id: 'workflows',
        name,
        label: name,
        outcome: 'skip',
        reason: `the workflows ${WRITE_SKIP}`,
        violations: [],
      });
    } else {
      const steps = await runWorkflows({ target, credentials, origin, stateless: workflows.stateless, file: workflows.file });
      steps.forEach(report);
    }
  }
  return results;
}
