// cliq-contract verify (src/verify/), run as a backend developer would, against the Prism mock (which follows the
// contract: everything passes, and what the mock cannot tell is said so). A deliberately wrong server, a closed port,
// bad flags and a server that refuses writes without an Origin: verify-servers.test.ts; the planted bugs and the
// redaction: verify-bugs.test.ts; two runs on a stateful server and a rate limit: verify-state.test.ts.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, type Outcome } from './helpers/cli';
import { entry, readJUnit, sections } from './helpers/output';
import { startMock, type RunningPrism } from './helpers/prism';
import { CONTRACT, EXAMPLE_CREDENTIALS as CREDENTIALS, model } from './helpers/spec';

const OPERATION_COUNT = model.operations.length;
/** The operations a run probes: a signed-in one, or one with a required header. */
const PROBED = model.operations.filter(
  (o) =>
    o.parameters.some((p) => p.in === 'header' && p.required) ||
    (o.security.length > 0 && o.security.every((requirement) => Object.keys(requirement).length > 0)),
);
const SIGNED_IN = model.operations.filter(
  (o) => o.security.length > 0 && o.security.every((r) => Object.keys(r).length > 0),
);

const tempDir = mkdtempSync(join(tmpdir(), 'cliq-verify-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/** Runs `cliq-contract verify` on the contract with extra environment variables. */
const verify = (args: string[], env: Record<string, string> = {}): Promise<Outcome> =>
  cli(['verify', '--contract', CONTRACT, ...args], { env });

describe('verify against the Prism mock (which serves the contract)', () => {
  let prism: RunningPrism | undefined;
  let run: Outcome;
  const junit = join(tempDir, 'prism.xml');
  const report = join(tempDir, 'prism.md');

  beforeAll(async () => {
    prism = await startMock();
    // Credentials from the environment this time (the other runs use flags).
    run = await verify(
      [
        '--target', `${prism.url}/api`, '--cookie', 'cliq_session=verify', '--allow-writes',
        '--fuzz', '6', '--seed', '11', '--workflows', '--stateless', '--junit', junit, '--report', report,
      ], // prettier-ignore
      {
        CLIQ_VERIFY_USER: 'ada',
        CLIQ_VERIFY_USER_PASSWORD: 'Secret123',
        CLIQ_VERIFY_ADVERTISER: 'glowbeauty',
        CLIQ_VERIFY_ADVERTISER_PASSWORD: 'Brand2026x',
        CLIQ_VERIFY_ADMIN: 'admin',
        CLIQ_VERIFY_ADMIN_PASSWORD: 'Adm1nPass',
      },
    );
  }, 300_000);
  afterAll(() => prism?.stop());

  it('passes every operation after logging in per account kind, and exits 0', () => {
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const found = sections(run.stdout);
    const failing = [...(found.operations?.entries() ?? [])]
      .filter(([, l]) => l.outcome !== 'PASS')
      .map(([key, l]) => `${key}: ${l.text}`);
    expect(failing).toEqual([]);
    expect(found.operations?.size).toBe(OPERATION_COUNT);
    // Prism sets no cookie: the login steps say the --cookie session is used instead.
    expect(entry(found.login, 'user login').text).toContain("user login as 'ada'");
    expect(entry(found.login, 'admin login').text).toContain('using the --cookie session');
    expect(entry(found.operations, 'uploadTask').text).toContain('generated 8x8 PNG');
    expect(run.stdout).toContain(
      `${OPERATION_COUNT} operations: ${OPERATION_COUNT} passed, 0 error reply only, 0 failed, 0 skipped`,
    );
    expect(run.stdout).toContain('✓ the server follows the contract');
  });

  it('probes every signed-in and state-changing operation; the other-kind probe is not checkable on one --cookie session', () => {
    const probes = sections(run.stdout).probes;
    expect([...(probes?.values() ?? [])].filter((l) => l.outcome === 'FAIL')).toEqual([]);
    expect(
      [...(probes?.entries() ?? [])]
        .filter(([, l]) => l.outcome === 'PASS')
        .map(([id]) => id)
        .sort(),
    ).toEqual(PROBED.map((o) => o.id).sort());
    // Without a session, Prism answers the contract's 401; without the CSRF header, its own 422 (a schema refusal).
    expect(entry(probes, 'getUserTasks').text).toContain('without a session → 401');
    expect(entry(probes, 'withdrawPoints').text).toContain('without X-Requested-With → 422');
    expect(entry(probes, 'getAdminUsers').text).toContain(
      'as user, advertiser: not checkable (every account has the same --cookie session)',
    );
    expect(run.stdout).toContain(
      `Auth and CSRF probes: ${PROBED.length} operations passed, 0 failed, ${OPERATION_COUNT - PROBED.length} not probed; ` +
        `another kind's session not checkable on ${SIGNED_IN.length} (neither passed nor failed)`,
    );
  });

  it('--fuzz: the deterministic cases and the random requests find nothing in the mock', () => {
    expect(run.stdout).toContain('--fuzz 6 --seed 11');
    const fuzzable = model.operations.filter(
      (o) => o.requestBody || o.parameters.some((p) => p.in !== 'header' || !p.required),
    );
    expect(run.stdout).toContain(`to ${fuzzable.length} operations: ${fuzzable.length} passed, 0 failed`);
    // The empty Idempotency-Key, which Prism reads as no key at all, is no failure: it may be refused or ignored.
    expect(entry(sections(run.stdout).fuzz, 'withdrawPoints').text).toMatch(/ \d+ cases \+ 6 valid \+ 6 invalid, /);
    expect(readFileSync(report, 'utf8')).toContain('## Failures\n\nNone.');
  });

  it('--workflows --stateless: the journeys sign in; the steps needing state cannot hold', () => {
    const steps = sections(run.stdout).workflows;
    expect(entry(steps, 'cliquerWithdrawal / login').text).toMatch(/^ {2}PASS .*POST \/api\/u\/login +200/);
    expect(entry(steps, 'cliquerWithdrawal / profile').text).toContain(
      'cannot hold on a stateless server: it needs the session the login started',
    );
    expect(entry(steps, 'cliquerWithdrawal / recentActivity').text).toContain(
      "not run: step 'profile' cannot hold on a stateless server",
    );
    expect(entry(steps, 'adminAddTaskType / login').outcome).toBe('PASS');
    expect(run.stdout).toMatch(
      /Workflow steps: 3 passed, 0 failed, 3 cannot hold on a stateless server, \d+ skipped or not run/,
    );
  });

  it('writes a JUnit report with a test case per login, operation, probe, generated run and step', () => {
    const { suite, cases } = readJUnit(junit);
    expect(cases.filter((c) => c.failure)).toEqual([]);
    expect(suite.failures).toBe('0');
    expect(cases.filter((c) => c.classname === 'login')).toHaveLength(3);
    expect(cases.filter((c) => c.classname.startsWith('probe.'))).toHaveLength(OPERATION_COUNT);
    expect(cases.filter((c) => c.classname.startsWith('fuzz.'))).toHaveLength(OPERATION_COUNT);
    // A --cookie session is not the run's: it is not signed out.
    expect(cases.filter((c) => c.classname === 'signout')).toEqual([]);
  });

  it('skips the signed-in calls when no credentials are given, saying why, and still exits 0', async () => {
    const skipped = await verify([
      '--target',
      prism?.url ?? '',
      '--only',
      'dashboard',
      '--junit',
      join(tempDir, 'a.xml'),
      '--report',
      join(tempDir, 'a.md'),
    ]);
    expect(skipped.code, skipped.stdout + skipped.stderr).toBe(0);
    const found = sections(skipped.stdout);
    expect(entry(found.login, 'user login').text).toMatch(
      /SKIP {2}user login {2}no user credentials \(--user and --user-password, or CLIQ_VERIFY_USER and CLIQ_VERIFY_USER_PASSWORD\)/,
    );
    expect(entry(found.operations, 'getUserTasks').text).toContain('needs the user session: no user credentials');
    expect(skipped.stdout).toMatch(/7 operations: 0 passed, 0 error reply only, 0 failed, 7 skipped/);
    // Nothing was checked: the run says so instead of "the server follows the contract".
    expect(skipped.stdout).not.toContain('follows the contract');
    expect(skipped.stdout).toContain('? nothing was checked: of 7 operations, 7 skipped');
    // A signed-in call can still be probed without a session: that needs no account.
    expect(entry(found.probes, 'getUserTasks').text).toContain('without a session → 401');
  });

  it("--only narrows the run to tags, operationIds and 'METHOD /path'; the target from CLIQ_VERIFY_TARGET; --workflows without --stateless fails where the mock cannot hold", async () => {
    const narrowed = await verify(
      [
        '--only', 'session', '--only', 'loginUser,checkRegistrationToken',
        // GET /api/u/logout is logoutFromRegistration; DELETE /api/u/logout (logoutUser) must not come with it.
        // It ends a session (a write): --allow-writes, harmless on the stateless mock, so that it is called.
        '--only', 'GET /api/u/logout', '--allow-writes', '--junit', join(tempDir, 'b.xml'), '--report', join(tempDir, 'b.md'),
        '--cookie', 'cliq_session=verify', ...CREDENTIALS, '--workflows',
      ], // prettier-ignore
      { CLIQ_VERIFY_TARGET: prism?.url ?? '' },
    );
    // The journeys' steps that need a session fail on the mock: without --stateless they are failures.
    expect(narrowed.code, narrowed.stdout + narrowed.stderr).toBe(1);
    expect(entry(sections(narrowed.stdout).workflows, 'cliquerWithdrawal / profile').outcome).toBe('FAIL');
    expect(narrowed.stdout).toMatch(/6 operations: 6 passed, 0 error reply only, 0 failed, 0 skipped/);
    // The run's first line names the target it checks: the one from the environment.
    expect(narrowed.stdout.split('\n')[0]).toContain(`cliq-contract verify ${prism?.url} against openapi/cliq.yaml`);
    const operations = sections(narrowed.stdout).operations;
    expect([...(operations?.keys() ?? [])].sort()).toEqual(
      [
        'checkRegistrationToken',
        'getAdminSession',
        'getAdvertiserSession',
        'getUserSession',
        'loginUser',
        'logoutFromRegistration',
      ].sort(),
    );
    // Called and its reply checked, not merely listed.
    expect(entry(operations, 'logoutFromRegistration').text).toMatch(/ GET +\/api\/u\/logout +200 application\/json /);
  });
});

