// cliq-contract verify (src/verify/), run as a backend developer would: against a small deliberately wrong server
// (each kind of violation is reported, with its reply and a curl), against a closed port (connection refused), with
// bad flags (usage errors), and against a server that refuses writes without an Origin (the tests' stateful server).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuggyServer } from './helpers/buggy-server';
import { cli, type Outcome } from './helpers/cli';
import { entry, readJUnit, sections } from './helpers/output';
import { CONTRACT, EXAMPLE_CREDENTIALS as CREDENTIALS, model } from './helpers/spec';
import { SESSION_COOKIE, startBystander, startWrongServer, type RunningServer } from './helpers/wrong-server';

const tempDir = mkdtempSync(join(tmpdir(), 'cliq-verify-servers-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/** Runs `cliq-contract verify` on the contract with extra environment variables. */
const verify = (args: string[], env: Record<string, string> = {}): Promise<Outcome> =>
  cli(['verify', '--contract', CONTRACT, ...args], { env });

/** A port nothing listens on (free now, and nothing is started on it). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('verify against a deliberately wrong server', () => {
  let server: RunningServer | undefined;
  let bystander: RunningServer | undefined;
  let run: Outcome;
  let found: ReturnType<typeof sections>;
  const junit = join(tempDir, 'wrong.xml');

  beforeAll(async () => {
    bystander = await startBystander();
    server = await startWrongServer(bystander.url);
    // The advertiser's password is one no example of the contract has: the run must never print it.
    const credentials = CREDENTIALS.map((word) => (word === 'Brand2026x' ? 'N0t-in-the-examples' : word));
    run = await verify([
      '--target',
      server.url,
      ...credentials,
      '--allow-writes',
      '--junit',
      junit,
      '--report',
      join(tempDir, 'wrong.md'),
    ]);
    found = sections(run.stdout);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await bystander?.close();
  });

  it('exits 1 and sums the failures up', () => {
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /\d+ operations: \d+ passed, 1 error reply only, 7 failed, \d+ skipped; logins: 2 passed, 1 failed, 0 skipped/,
    );
  });

  it('reports a wrong type with the field and the expected type, with the reply and a curl that replays it', () => {
    const session = entry(found.operations, 'getUserSession');
    expect(session.outcome).toBe('FAIL');
    expect(session.details).toEqual(['✗ body/loggedIn: must be boolean']);
    expect(session.block).toContain('  reply: 200 (content-type: application/json)');
    expect(session.block).toContain('         {"loggedIn":"yes","step":0}');
    expect(session.curls).toEqual([
      `curl -X GET '${server?.url}/api/s/session' -H 'origin: ${server?.url}' -H "Cookie: cliq_session=$CLIQ_USER_SESSION"`,
    ]);
  });

  it('reports a missing required field', () => {
    expect(entry(found.operations, 'getUserProfile').details).toContain(
      "✗ body: must have required property 'success'",
    );
  });

  it('reports an undeclared status, with the reply', () => {
    const tasks = entry(found.operations, 'getUserTasks');
    expect(tasks.details).toEqual([
      '✗ status 500 is not declared (the contract allows 200, and the error replies 401, 403)',
    ]);
    expect(tasks.block).toContain('         {"message":"Internal error"}');
  });

  it('reports a non-JSON reply: its content type, and its body in the reply', () => {
    const advertiser = entry(found.operations, 'getAdvertiserSession');
    expect(advertiser.details).toContain(
      "✗ content type 'text/html; charset=utf-8' is not declared for 200 (declared: application/json)",
    );
    expect(advertiser.details.some((d) => d.startsWith('✗ the body is not JSON ('))).toBe(true);
    expect(advertiser.block).toContain('         <!doctype html><html><body><h1>Welcome</h1></body></html>');
  });

  it('reports a body that is not JSON even when the content type says JSON', () => {
    const activities = entry(found.operations, 'getRecentActivities');
    expect(activities.details).toHaveLength(1);
    expect(activities.details[0]).toMatch(/^✗ the body is not JSON \(.+\)$/);
    expect(activities.block).toContain('         {"broken');
  });

  it('counts a declared error reply with its shape (an honest 401) apart: DENY, the operation itself not checked', () => {
    const advertisers = entry(found.operations, 'getAdminAdvertisers');
    expect(advertisers.outcome).toBe('DENY');
    expect(advertisers.details).toEqual([]);
    expect(advertisers.text).toContain(
      '(401 is an error reply the contract declares, which the client reads as "session ended": ' +
        "the operation's own reply was not checked)",
    );
  });

  it('checks the shape of a declared error reply too', () => {
    expect(entry(found.operations, 'queryTaskTypes').details).toContain('✗ body/msg: must be string');
  });

  it('does not follow a redirect away from the target: it is reported, and the other server got nothing', () => {
    const admin = entry(found.operations, 'getAdminSession');
    expect(admin.details[0]).toBe(
      '✗ status 302 is not declared (the contract allows 200, and the error replies 401) ' +
        `(a redirect to ${bystander?.url}/api/s/session_adm: not followed, only the target is called)`,
    );
    expect(bystander?.requests).toEqual([]);
  });

  it('reports a refused login and skips the calls that need that session', () => {
    const login = entry(found.login, 'advertiser login');
    expect(login.outcome).toBe('FAIL');
    expect(login.details).toContain('✗ the server refused the login: Incorrect username or password.');
    // The login's curl reads the password from the variable it came from, never prints it.
    expect(login.curls[0]).toContain(
      `--data-raw '{"user":"glowbeauty","password":"'"$CLIQ_VERIFY_ADVERTISER_PASSWORD"'"}'`,
    );
    expect(run.stdout).not.toContain('N0t-in-the-examples');
    for (const id of ['getAdvertiserProfile', 'getTaskTypes', 'uploadTask', 'getTransaction', 'logoutAdvertiser']) {
      expect(entry(found.operations, id).text).toContain('needs the advertiser session: the advertiser login failed');
    }
    // The advertiser's profile was only probed (without a session, then with the user's and the admin's).
    expect(server?.requests.filter((r) => r.path === '/api/a/profile-info')).toHaveLength(3);
  });

  it('sends the session cookie the login set to the signed-in calls, and signs out at the end', () => {
    expect(entry(found.login, 'user login').text).toContain('(session cookie cliq_session)');
    expect(entry(found.operations, 'getAdminUsers').outcome).toBe('PASS');
    const gated =
      server?.requests.filter((r) => ['/api/u/getTasks', '/api/adm/get_users'].includes(r.path) && r.cookie) ?? [];
    // The example calls and the other-kind probes: every cookie sent is the one the logins set.
    expect(gated.length).toBeGreaterThanOrEqual(2);
    expect(new Set(gated.map((r) => r.cookie))).toEqual(new Set([SESSION_COOKIE]));
    // The user's and the admin's sessions ended with the logout calls (--allow-writes): no sign-out is left to do.
    expect(found.signout?.size ?? 0).toBe(0);
    expect(entry(found.operations, 'logoutAdmin').outcome).toBe('PASS');
  });

  it('writes a JUnit report with a failure per violated check, its reply and curl', () => {
    const { cases } = readJUnit(junit);
    const session = cases.find((c) => c.name === 'getUserSession (GET /api/s/session)');
    expect(session).toMatchObject({ classname: 'session', failure: { message: 'body/loggedIn: must be boolean' } });
    expect(session?.failure?.text).toContain(`replay: curl -X GET '${server?.url}/api/s/session'`);
    const html = cases.find((c) => c.name === 'getAdvertiserSession (GET /api/s/session_a)');
    expect(html?.failure?.text).toContain('<!doctype html><html><body><h1>Welcome</h1></body></html>');
    const login = cases.find((c) => c.classname === 'login' && c.failure);
    expect(login?.failure?.message).toBe('the server refused the login: Incorrect username or password.');
    expect(cases.find((c) => c.name === 'getTaskTypes (GET /api/a/taskTypes)')?.skipped).toBe(
      'needs the advertiser session: the advertiser login failed',
    );
  });
});

describe('verify when it cannot run as asked', () => {
  it('reports "connection refused" for every call when nothing listens on the target, and exits 1', async () => {
    const port = await closedPort();
    const run = await verify([
      '--target', `http://127.0.0.1:${port}`, '--only', 'session,auth', '--allow-writes', '--user', 'ada',
      '--user-password', 'Secret123', '--junit', join(tempDir, 'c.xml'), '--report', join(tempDir, 'c.md'),
    ]); // prettier-ignore
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const refused = `✗ no reply: connection refused (ECONNREFUSED 127.0.0.1:${port})`;
    const found = sections(run.stdout);
    expect(entry(found.login, 'user login').details).toEqual([refused]);
    expect(entry(found.operations, 'getUserSession').details).toEqual([refused]);
    // The logout needs the session the login could not get: skipped, saying why.
    expect(entry(found.operations, 'logoutUser').text).toContain('needs the user session: the user login failed');
    const called = [...(found.operations?.values() ?? [])].filter((l) => l.outcome !== 'SKIP');
    expect(called.length).toBeGreaterThan(5);
    expect(called.filter((l) => l.outcome !== 'FAIL' || !l.details.includes(refused))).toEqual([]);
  });

  it('exits 2 with the usage text for a missing target, an unknown --only name or half a credential', async () => {
    const noTarget = await verify([]);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain('--target is required');
    expect(noTarget.stderr).toContain('Usage: cliq-contract verify');

    const typo = await verify(['--target', 'http://127.0.0.1:9', '--only', 'sesion']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("--only: no tag, operationId or 'METHOD /path' 'sesion' in the contract");

    const half = await verify(['--target', 'http://127.0.0.1:9', '--user', 'ada']);
    expect(half.code).toBe(2);
    expect(half.stderr).toContain('--user and --user-password go together');

    // The packed package's default contract is missing in the repository: a clear message, not a stack trace.
    const none = await cli(['verify', '--target', 'http://127.0.0.1:9']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(
      'has no contract of its own (it ships one once packed): name one with --contract <file>',
    );
  });
});

describe('verify and a server that refuses writes without an Origin (docs/security.md)', () => {
  let server: Awaited<ReturnType<typeof startBuggyServer>> | undefined;
  // The stateful server's Cliquer whose password no example call changes (the reset link of the examples is ada's).
  const STATEFUL = ['--user', 'grace', '--user-password', 'Hopper1906', ...CREDENTIALS.slice(4)];
  /** Runs verify against this server, its reports named `name`. */
  const against = (name: string, ...args: string[]) =>
    verify([
      '--target',
      server?.url ?? '',
      ...args,
      '--junit',
      join(tempDir, `${name}.xml`),
      '--report',
      join(tempDir, `${name}.md`),
    ]);

  beforeAll(async () => {
    server = await startBuggyServer({ bugs: false, requireOrigin: true });
  });
  afterAll(() => server?.close());

  it("passes only because it sends an Origin: the target's by default", async () => {
    const run = await against('origin', ...STATEFUL, '--allow-writes', '--verbose');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('✓ the server follows the contract');
    expect(server?.origins.filter((o) => o.origin !== server?.url)).toEqual([]);
    // --verbose: each request sent beside its reply, the session cookie and passwords elided.
    expect(run.stdout).toContain(
      `    → POST ${server?.url}/api/u/login  (X-Requested-With: cliq-web, content-type: application/json, origin: ${server?.url})`,
    );
    expect(run.stdout).toContain('      {"user":"grace","password":"<elided>"}');
    expect(run.stdout).toMatch(/ {4}← 200 application\/json \d+ ms {2}\{"success":true,"msg":"Login successful"\}/);
    expect(run.stdout).toContain(
      `    → GET ${server?.url}/api/s/session  (origin: ${server?.url}, cookie: cliq_session=<session>)`,
    );
    expect(run.stdout).not.toContain('Hopper1906');
    expect(run.stdout).not.toMatch(/cliq_session=user-/);

    const without = await against('no-origin', ...STATEFUL, '--allow-writes', '--origin', 'none');
    expect(without.code).toBe(1);
    expect(entry(sections(without.stdout).login, 'user login').details).toContain(
      '✗ the server refused the login: Request refused.',
    );
    expect(without.stdout).not.toContain('follows the contract');
  }, 120_000);

  it('does not say "follows the contract" when every call was skipped or answered only with an error reply', async () => {
    const run = await against(
      'denied',
      '--only',
      'registration',
      '--allow-writes',
      '--origin',
      'https://elsewhere.example',
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const found = sections(run.stdout);
    expect(entry(found.operations, 'registerUser').outcome).toBe('DENY');
    expect(entry(found.operations, 'getFollowTargets').outcome).toBe('SKIP');
    expect(run.stdout).toMatch(/\d+ operations: 0 passed, \d+ error reply only, 0 failed, \d+ skipped/);
    expect(run.stdout).toContain('? nothing was checked');
    expect(run.stdout).not.toContain('follows the contract');
  });

  it('is read-only by default: no operation that changes data reaches the server but the sign-out of its own session', async () => {
    server?.requests.splice(0);
    const run = await against('read-only', ...STATEFUL, '--fuzz', '3', '--seed', '5');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Read-only: operations that change data are skipped (--allow-writes calls them)');
    const found = sections(run.stdout);
    expect(entry(found.operations, 'withdrawPoints').text).toContain('changes data: called only with --allow-writes');
    expect(entry(found.probes, 'withdrawPoints').text).toContain('changes data: probed only with --allow-writes');
    const writes = server?.requests.filter((r) => model.match(r.method, r.path)?.writes) ?? [];
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /api/u/logout',
      'DELETE /api/a/logout',
      'DELETE /api/adm/logout',
    ]);
    for (const kind of ['user', 'advertiser', 'admin']) {
      expect(entry(found.signout, `${kind} sign-out`).outcome).toBe('PASS');
      expect(server?.sessionsOf(kind)).toEqual([]);
    }
    expect(server?.requests.some((r) => r.path === '/api/a/get_transaction')).toBe(true);
    // The read-only probes: the logins without their CSRF header are refused.
    expect(entry(found.probes, 'loginUser').text).toContain('without X-Requested-With → 403');
  }, 120_000);
});
