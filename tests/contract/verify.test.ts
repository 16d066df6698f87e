// npm run contract:verify (scripts/contract-verify.mjs), run as a backend developer would: against the Prism mock
// (which follows the contract: everything passes), against a small deliberately wrong server (each kind of
// violation is reported), against a closed port (connection refused), and with bad flags (usage errors).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { run as runCommand } from './helpers/run';
import { sparePort, startMock, stopMock, type RunningPrism } from './helpers/prism';
import { ROOT, model } from './helpers/spec';
import { writesListed, writesOf } from './helpers/tools-doc';
import { SLOW_REPLY_MS, startBuggyServer } from './helpers/buggy-server';
import { SESSION_COOKIE, startBystander, startWrongServer, type RunningServer } from './helpers/wrong-server';

const CLI = 'scripts/contract-verify.mjs';
const OPERATION_COUNT = model.operations.length;
const CREDENTIALS = [
  '--user', 'ada', '--user-password', 'Secret123',
  '--advertiser', 'glowbeauty', '--advertiser-password', 'Brand2026x',
  '--admin', 'admin', '--admin-password', 'Adm1nPass',
]; // prettier-ignore

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

interface Line {
  outcome: 'PASS' | 'FAIL' | 'SKIP' | 'DENY';
  text: string;
  /** The violation and reply lines printed under it. */
  details: string[];
}

const tempDir = mkdtempSync(join(tmpdir(), 'cliq-verify-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

/** Runs the CLI with extra environment variables (CLIQ_VERIFY_* are cleared first, so the host's never leak in). */
function verify(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('CLIQ_VERIFY_')));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: ROOT, env: { ...base, NO_COLOR: '1', ...env }, timeout: 170_000, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) + (code === -1 ? String(error) : '') });
      },
    );
  });
}

/** The result lines by operationId ('getUserSession') or login step ('user login'). */
function resultLines(stdout: string): Map<string, Line> {
  const lines = new Map<string, Line>();
  let current: Line | undefined;
  for (const text of stdout.split('\n')) {
    const match = /^ {2}(PASS|FAIL|SKIP|DENY) {2}(\w+ login|\S+)/.exec(text);
    if (match?.[1] && match[2]) {
      current = { outcome: match[1] as Line['outcome'], text, details: [] };
      lines.set(match[2], current);
    } else if (current && /^ {8}\S/.test(text)) {
      current.details.push(text.trim());
    } else {
      current = undefined;
    }
  }
  return lines;
}

function line(lines: Map<string, Line>, key: string): Line {
  const found = lines.get(key);
  if (!found) throw new Error(`no result line for ${key}`);
  return found;
}

interface JUnitCase {
  classname: string;
  name: string;
  failure?: { message: string; text: string };
  skipped?: string;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return found === undefined ? undefined : unescapeXml(found);
};

/** Reads the JUnit report: checks its elements nest properly and returns the suite's attributes and test cases. */
function readJUnit(file: string): { suite: Record<string, string | undefined>; cases: JUnitCase[] } {
  const xml = readFileSync(file, 'utf8');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const open: string[] = [];
  for (const [, closing, name, , selfClosing] of xml.matchAll(/<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g)) {
    if (!name) continue;
    if (closing) expect(open.pop(), `</${name}> closes the element that is open`).toBe(name);
    else if (!selfClosing) open.push(name);
  }
  expect(open, 'every element is closed').toEqual([]);
  expect(xml.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);

  const suiteTag = /<testsuites\s[^>]*>/.exec(xml)?.[0] ?? '';
  const suite = Object.fromEntries(
    ['tests', 'failures', 'skipped'].map((name) => [name, attribute(suiteTag, name)] as const),
  );
  const cases = [...xml.matchAll(/<testcase\s([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)].map(
    ([, attrs = '', body = '']) => {
      const tag = ` ${attrs}`;
      const testCase: JUnitCase = { classname: attribute(tag, 'classname') ?? '', name: attribute(tag, 'name') ?? '' };
      const failure = /<failure\s([^>]*)>([\s\S]*?)<\/failure>/.exec(body);
      if (failure)
        testCase.failure = {
          message: attribute(` ${failure[1]}`, 'message') ?? '',
          text: unescapeXml(failure[2] ?? ''),
        };
      const skipped = /<skipped\s([^>]*)\/>/.exec(body);
      if (skipped) testCase.skipped = attribute(` ${skipped[1]}`, 'message') ?? '';
      return testCase;
    },
  );
  return { suite, cases };
}

describe('contract:verify against the Prism mock (which serves the contract)', () => {
  let prism: RunningPrism | undefined;

  beforeAll(async () => {
    prism = await startMock(await sparePort(4620));
  }, 180_000);
  afterAll(() => stopMock(prism?.child));

  it('passes every operation after logging in per account kind, writes JUnit and exits 0', async () => {
    const junit = join(tempDir, 'prism.xml');
    const target = ['--target', `${prism?.url}/api`, '--cookie', 'cliq_session=verify', '--allow-writes'];
    const run = await verify([...target, '--junit', junit], {
      // Credentials from the environment this time (the wrong-server run uses flags).
      CLIQ_VERIFY_USER: 'ada',
      CLIQ_VERIFY_USER_PASSWORD: 'Secret123',
      CLIQ_VERIFY_ADVERTISER: 'glowbeauty',
      CLIQ_VERIFY_ADVERTISER_PASSWORD: 'Brand2026x',
      CLIQ_VERIFY_ADMIN: 'admin',
      CLIQ_VERIFY_ADMIN_PASSWORD: 'Adm1nPass',
    });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const lines = resultLines(run.stdout);
    const failing = [...lines.entries()].filter(([, l]) => l.outcome !== 'PASS').map(([key, l]) => `${key}: ${l.text}`);
    expect(failing).toEqual([]);
    expect(lines.size).toBe(OPERATION_COUNT + 3);
    // Prism sets no cookie: the login steps say the --cookie session is used instead.
    expect(line(lines, 'user login').text).toContain("user login as 'ada'");
    expect(line(lines, 'admin login').text).toContain('using the --cookie session');
    expect(line(lines, 'uploadTask').text).toContain('generated 8x8 PNG');
    expect(run.stdout).toContain(
      `${OPERATION_COUNT} operations: ${OPERATION_COUNT} passed, 0 error reply only, 0 failed, 0 skipped`,
    );
    expect(run.stdout).toContain('✓ the server follows the contract');

    const { suite, cases } = readJUnit(junit);
    expect(suite).toEqual({ tests: String(OPERATION_COUNT + 3), failures: '0', skipped: '0' });
    expect(cases).toHaveLength(OPERATION_COUNT + 3);
    expect(cases.filter((c) => c.failure || c.skipped !== undefined)).toEqual([]);
  });

  it('--fuzz and --workflows --stateless: no failure in the mock; the journeys sign in, the steps needing state cannot hold', async () => {
    const report = join(tempDir, 'prism-fuzz.md');
    const run = await verify([
      '--target', prism?.url ?? '', '--cookie', 'cliq_session=verify', ...CREDENTIALS, '--allow-writes',
      '--fuzz', '6', '--seed', '11', '--workflows', '--stateless',
      '--junit', join(tempDir, 'prism-fuzz.xml'), '--report', report,
    ]); // prettier-ignore
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toContain('--fuzz 6 --seed 11');
    const fuzzable = model.operations.filter((o) => o.requestBody || o.parameters.some((p) => p.in !== 'header'));
    expect(run.stdout).toContain(`to ${fuzzable.length} operations: ${fuzzable.length} passed, 0 failed`);
    expect(run.stdout).not.toMatch(/^ {2}FAIL/m);
    expect(readFileSync(report, 'utf8')).toContain('## Failures\n\nNone.');

    const steps = workflowLines(run.stdout);
    expect(steps.get('cliquerWithdrawal / login')).toMatch(/^PASS .*POST \/api\/u\/login +200/);
    expect(steps.get('cliquerWithdrawal / profile')).toContain('SKIP  cliquerWithdrawal / profile');
    expect(steps.get('cliquerWithdrawal / profile')).toContain(
      'cannot hold on a stateless server: it needs the session the login started',
    );
    expect(steps.get('cliquerWithdrawal / recentActivity')).toContain(
      "not run: step 'profile' cannot hold on a stateless server",
    );
    expect(steps.get('adminAddTaskType / login')).toMatch(/^PASS/);
    expect(run.stdout).toMatch(
      /Workflow steps: 3 passed, 0 failed, 3 cannot hold on a stateless server, 5 skipped or not run/,
    );
  }, 120_000);

  it('the journeys are valid Arazzo 1.0 (redocly lint), each step an operation of the contract', async () => {
    const lint = await runCommand('node_modules/.bin/redocly', ['lint', 'openapi/cliq.arazzo.yaml'], 60_000, {
      REDOCLY_TELEMETRY: 'off',
    });
    expect(lint.code, lint.stdout + lint.stderr).toBe(0);
    const arazzo = parse(readFileSync(join(ROOT, 'openapi/cliq.arazzo.yaml'), 'utf8')) as {
      workflows: { steps: { operationId: string }[] }[];
    };
    const ids = arazzo.workflows.flatMap((w) =>
      w.steps.map((step) => step.operationId.replace(/^\$sourceDescriptions\.cliq\./, '')),
    );
    expect(ids.filter((id) => !model.find(id))).toEqual([]);
  });

  it('--workflows without --stateless: a step that fails on the mock is a failure', async () => {
    const run = await verify([
      '--target', prism?.url ?? '', '--cookie', 'cliq_session=verify', ...CREDENTIALS, '--allow-writes',
      '--only', 'getUserSession', '--workflows', '--junit', join(tempDir, 'wf2.xml'),
    ]); // prettier-ignore
    expect(run.code).toBe(1);
    expect(workflowLines(run.stdout).get('cliquerWithdrawal / profile')).toMatch(/^FAIL/);
  }, 120_000);

  it('skips the signed-in calls when no credentials are given, saying why, and still exits 0', async () => {
    const run = await verify(['--target', prism?.url ?? '', '--only', 'dashboard', '--junit', join(tempDir, 'a.xml')]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const lines = resultLines(run.stdout);
    expect(line(lines, 'user login').text).toMatch(
      /SKIP {2}user login {2}no user credentials \(--user and --user-password, or CLIQ_VERIFY_USER and CLIQ_VERIFY_USER_PASSWORD\)/,
    );
    expect(line(lines, 'getUserTasks').text).toContain('SKIP');
    expect(line(lines, 'getUserTasks').text).toContain('needs the user session: no user credentials');
    expect(run.stdout).toMatch(/7 operations: 0 passed, 0 error reply only, 0 failed, 7 skipped/);
    // Nothing was checked: the run says so instead of "the server follows the contract".
    expect(run.stdout).not.toContain('follows the contract');
    expect(run.stdout).toContain('? nothing was checked: of 7 operations, 7 skipped');
  });

  it("--only narrows the run to tags, operationIds and 'METHOD /path'; the target from CLIQ_VERIFY_TARGET", async () => {
    const run = await verify(
      [
        '--only',
        'session',
        '--only',
        'loginUser,checkRegistrationToken',
        // GET /api/u/logout is logoutFromRegistration; DELETE /api/u/logout (logoutUser) must not come with it.
        // It ends a session (a write): --allow-writes, harmless on the stateless mock, so that it is called.
        '--only',
        'GET /api/u/logout',
        '--allow-writes',
        '--junit',
        join(tempDir, 'b.xml'),
      ],
      { CLIQ_VERIFY_TARGET: prism?.url ?? '' },
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // The run's first line names the target it checks: the one from the environment.
    expect(run.stdout.split('\n')[0]).toContain(`contract:verify ${prism?.url} against openapi/cliq.yaml`);
    const lines = resultLines(run.stdout);
    const ids = [...lines.keys()].filter((key) => !key.endsWith(' login'));
    expect(ids.sort()).toEqual(
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
    expect(line(lines, 'logoutFromRegistration').outcome).toBe('PASS');
    expect(line(lines, 'logoutFromRegistration').text).toMatch(/ GET +\/api\/u\/logout +200 application\/json /);
  });
});

describe('contract:verify against a deliberately wrong server', () => {
  let server: RunningServer | undefined;
  let bystander: RunningServer | undefined;
  let run: Outcome;
  let lines: Map<string, Line>;
  const junit = join(tempDir, 'wrong.xml');

  beforeAll(async () => {
    bystander = await startBystander();
    server = await startWrongServer(bystander.url);
    run = await verify(['--target', server.url, ...CREDENTIALS, '--allow-writes', '--junit', junit]);
    lines = resultLines(run.stdout);
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
    expect(run.stdout).toContain('✗ 8 check(s) failed');
  });

  it('reports a wrong type with the field and the expected type', () => {
    expect(line(lines, 'getUserSession').outcome).toBe('FAIL');
    expect(line(lines, 'getUserSession').details).toContain('✗ body/loggedIn: must be boolean');
  });

  it('reports a missing required field', () => {
    expect(line(lines, 'getUserProfile').outcome).toBe('FAIL');
    expect(line(lines, 'getUserProfile').details).toContain("✗ body: must have required property 'success'");
  });

  it('reports an undeclared status, with the reply', () => {
    const tasks = line(lines, 'getUserTasks');
    expect(tasks.outcome).toBe('FAIL');
    expect(tasks.details).toContain(
      '✗ status 500 is not declared (the contract allows 200, and the error replies 401, 403)',
    );
    expect(tasks.details).toContain('reply: {"message":"Internal error"}');
  });

  it('reports a non-JSON reply: its content type and its body', () => {
    const details = line(lines, 'getAdvertiserSession').details;
    expect(details).toContain(
      "✗ content type 'text/html; charset=utf-8' is not declared for 200 (declared: application/json)",
    );
    expect(details.some((d) => d.startsWith('✗ the body is not JSON (') && d.includes('<!doctype html>'))).toBe(true);
  });

  it('reports a body that is not JSON even when the content type says JSON', () => {
    const details = line(lines, 'getRecentActivities').details;
    expect(details).toHaveLength(2);
    expect(details[0]).toMatch(/^✗ the body is not JSON \(.+\): \{"broken$/);
  });

  it('counts a declared error reply with its shape (an honest 401) apart: DENY, the operation itself not checked', () => {
    const advertisers = line(lines, 'getAdminAdvertisers');
    expect(advertisers.outcome).toBe('DENY');
    expect(advertisers.details).toEqual([]);
    expect(advertisers.text).toContain('401 application/json');
    expect(advertisers.text).toContain(
      '(401 is an error reply the contract declares, which the client reads as "session ended": ' +
        "the operation's own reply was not checked)",
    );
  });

  it('checks the shape of a declared error reply too', () => {
    const taskTypes = line(lines, 'queryTaskTypes');
    expect(taskTypes.outcome).toBe('FAIL');
    expect(taskTypes.details).toContain('✗ body/msg: must be string');
  });

  it('does not follow a redirect away from the target: it is reported, and the other server got nothing', () => {
    const admin = line(lines, 'getAdminSession');
    expect(admin.outcome).toBe('FAIL');
    expect(admin.details[0]).toBe(
      '✗ status 302 is not declared (the contract allows 200, and the error replies 401) ' +
        `(a redirect to ${bystander?.url}/api/s/session_adm: not followed, only the target is called)`,
    );
    expect(bystander?.requests).toEqual([]);
  });

  it('reports a refused login and skips the calls that need that session', () => {
    const login = line(lines, 'advertiser login');
    expect(login.outcome).toBe('FAIL');
    expect(login.details).toContain('✗ the server refused the login: Incorrect username or password.');
    for (const id of ['getAdvertiserProfile', 'getTaskTypes', 'uploadTask', 'getTransaction', 'logoutAdvertiser']) {
      expect(line(lines, id).text).toContain('SKIP');
      expect(line(lines, id).text).toContain('needs the advertiser session: the advertiser login failed');
    }
    expect(server?.requests.some((r) => r.path === '/api/a/profile-info')).toBe(false);
  });

  it('passes the conforming operations and sends the session cookie the login set to the signed-in calls', () => {
    expect(line(lines, 'user login').text).toContain('(session cookie cliq_session)');
    expect(line(lines, 'getAdminUsers').outcome).toBe('PASS');
    expect(line(lines, 'registerUser').outcome).toBe('PASS');
    const gated = server?.requests.filter((r) => ['/api/u/getTasks', '/api/adm/get_users'].includes(r.path)) ?? [];
    expect(gated.map((r) => r.cookie)).toEqual([SESSION_COOKIE, SESSION_COOKIE]);
    // Public calls carry no session; the multipart upload was never sent (its session was missing).
    expect(server?.requests.find((r) => r.path === '/api/u/register')?.cookie).toBe('');
  });

  it('only ever called the target, and only on the contract paths', () => {
    const contractPaths = new Set(model.operations.map((o) => o.path));
    expect(server?.requests.filter((r) => !contractPaths.has(r.path))).toEqual([]);
    // Each call once, the three logins included; the five advertiser calls were skipped.
    expect(server?.requests).toHaveLength(OPERATION_COUNT - 5);
  });

  it('writes a JUnit report with a failure per violated check and a skip per skipped one', () => {
    const { suite, cases } = readJUnit(junit);
    expect(suite).toEqual({ tests: String(OPERATION_COUNT + 3), failures: '8', skipped: '6' });
    expect(cases.filter((c) => c.failure)).toHaveLength(8);
    const session = cases.find((c) => c.name === 'getUserSession (GET /api/s/session)');
    expect(session).toMatchObject({ classname: 'session', failure: { message: 'body/loggedIn: must be boolean' } });
    const html = cases.find((c) => c.name === 'getAdvertiserSession (GET /api/s/session_a)');
    expect(html?.failure?.text).toContain('reply: <!doctype html><html><body><h1>Welcome</h1></body></html>');
    const login = cases.find((c) => c.classname === 'login' && c.failure);
    expect(login?.failure?.message).toBe('the server refused the login: Incorrect username or password.');
    expect(cases.find((c) => c.name === 'getTaskTypes (GET /api/a/taskTypes)')?.skipped).toBe(
      'needs the advertiser session: the advertiser login failed',
    );
  });
});

describe('contract:verify when it cannot run as asked', () => {
  it('reports "connection refused" for every call when nothing listens on the target, and exits 1', async () => {
    const port = await sparePort(4621); // free now, and nothing is started on it
    const run = await verify([
      '--target',
      `http://127.0.0.1:${port}`,
      '--only',
      'session,auth',
      '--allow-writes',
      '--user',
      'ada',
      '--user-password',
      'Secret123',
      '--junit',
      join(tempDir, 'c.xml'),
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const refused = `✗ no reply: connection refused (ECONNREFUSED 127.0.0.1:${port})`;
    const lines = resultLines(run.stdout);
    expect(line(lines, 'user login').details).toEqual([refused]);
    const session = line(lines, 'getUserSession');
    expect(session.outcome).toBe('FAIL');
    expect(session.details).toEqual([refused]);
    // The logout needs the session the login could not get: skipped, saying why.
    expect(line(lines, 'logoutUser').text).toContain('SKIP');
    expect(line(lines, 'logoutUser').text).toContain('needs the user session: the user login failed');
    const called = [...lines.entries()].filter(([, l]) => l.outcome !== 'SKIP');
    expect(called.length).toBeGreaterThan(5);
    expect(called.filter(([, l]) => l.outcome !== 'FAIL' || !l.details.includes(refused))).toEqual([]);
  });

  it('docs/tools.md lists every operation that changes data (what --allow-writes calls), and only those', () => {
    const listed = writesListed(readFileSync(join(ROOT, 'docs/tools.md'), 'utf8'));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(writesOf(model).sort());
  });

  it('exits 2 with the usage text for a missing target, an unknown --only name or half a credential', async () => {
    const noTarget = await verify([]);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain('--target is required');
    expect(noTarget.stderr).toContain('Usage: npm run contract:verify');

    const typo = await verify(['--target', 'http://127.0.0.1:9', '--only', 'sesion']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("--only: no tag, operationId or 'METHOD /path' 'sesion' in the contract");

    const half = await verify(['--target', 'http://127.0.0.1:9', '--user', 'ada']);
    expect(half.code).toBe(2);
    expect(half.stderr).toContain('--user and --user-password go together');
  });
});

/** The workflow step lines ('cliquerWithdrawal / login' → 'PASS  …'). */
function workflowLines(stdout: string): Map<string, string> {
  const steps = new Map<string, string>();
  for (const match of stdout.matchAll(/^ {2}((?:PASS|FAIL|SKIP) {2}(\w+ \/ \w+).*)$/gm)) {
    if (match[1] && match[2]) steps.set(match[2], match[1]);
  }
  return steps;
}

/** The lines of the generated-requests section by operationId: outcome, the checks that failed, the curl commands. */
function fuzzLines(stdout: string): Map<string, { outcome: string; checks: string[]; curls: string[]; text: string }> {
  const found = new Map<string, { outcome: string; checks: string[]; curls: string[]; text: string }>();
  const section = stdout.split(/^Generated requests \(--fuzz/m)[1]?.split(/\n\n/)[0] ?? '';
  let current: { outcome: string; checks: string[]; curls: string[]; text: string } | undefined;
  for (const text of section.split('\n')) {
    const head = /^ {2}(PASS|FAIL|SKIP) {2}(\S+)/.exec(text);
    if (head?.[1] && head[2]) {
      current = { outcome: head[1], checks: [], curls: [], text };
      found.set(head[2], current);
      continue;
    }
    const check = /^ {8}✗ (\w+) \(/.exec(text);
    if (check?.[1]) current?.checks.push(check[1]);
    const curl = /^ {10}replay \(shrunk in \d+ steps\): (curl .*)$/.exec(text);
    if (curl?.[1]) current?.curls.push(curl[1]);
  }
  return found;
}

/** Runs a printed curl command in a shell with the session cookie's value in $CLIQ_SESSION; returns its output. */
function replay(curl: string, extra: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'sh',
      ['-c', `${curl} ${extra}`],
      { env: { ...process.env, CLIQ_SESSION: SESSION_COOKIE.split('=')[1] ?? '' }, timeout: 20_000 },
      (error, stdout) => (error ? reject(error) : resolve(String(stdout))),
    );
  });
}

describe('contract:verify --fuzz finds the bugs the examples miss (a server with seven planted bugs)', () => {
  let server: (RunningServer & { origins: unknown[] }) | undefined;
  let example: Outcome;
  let fuzz: Outcome;
  let found: ReturnType<typeof fuzzLines>;
  const junit = join(tempDir, 'buggy.xml');
  const report = join(tempDir, 'buggy.md');

  beforeAll(async () => {
    server = await startBuggyServer();
    const base = ['--target', server.url, ...CREDENTIALS, '--allow-writes'];
    const exampleReports = ['--junit', join(tempDir, 'buggy-example.xml'), '--report', join(tempDir, 'buggy-wf.md')];
    example = await verify([...base, '--workflows', ...exampleReports]);
    // --max-response-time under the slow reply (SLOW_REPLY_MS) and far above a local reply's few ms, even on a loaded
    // machine.
    const fuzzReports = ['--junit', junit, '--report', report];
    fuzz = await verify([...base, '--fuzz', '20', '--seed', '24', '--max-response-time', '2000', ...fuzzReports]);
    found = fuzzLines(fuzz.stdout);
  }, 180_000);
  afterAll(() => server?.close());

  it('the example calls find none of them: every operation passes', () => {
    expect(example.code, example.stdout + example.stderr).toBe(0);
    expect(example.stdout).toContain('✓ the server follows the contract');
  });

  it('the generated requests find each one, naming the check, and nothing else', () => {
    expect(fuzz.code, fuzz.stdout + fuzz.stderr).toBe(1);
    expect(fuzz.stdout).toContain('Seed: 24 (repeat this run with --seed 24)');
    const failing = [...found.entries()].filter(([, l]) => l.outcome === 'FAIL');
    expect(failing.map(([id]) => id).sort()).toEqual(
      [
        'changePassword',
        'completeTask',
        'continueRegistration',
        'engageTask',
        'getTransaction',
        'withdrawPoints',
      ].sort(),
    );
    const checks = (id: string) => [...new Set(found.get(id)?.checks)];
    // A 500 on a password with a symbol (a 500 is also an undeclared status).
    expect(checks('changePassword')).toEqual(expect.arrayContaining(['not_a_server_error', 'status_code_conformance']));
    // A 500 on an e-mail without '@': a crash, and an invalid request not refused with a 4xx.
    expect(checks('continueRegistration').sort()).toEqual(['negative_data_rejection', 'not_a_server_error']);
    // A negative withdrawal accepted as a success; an undeclared 404 for a large amount.
    expect(checks('withdrawPoints').sort()).toEqual(['negative_data_rejection', 'status_code_conformance']);
    // A transaction reply without a required field for any id but the example's.
    expect(checks('getTransaction')).toEqual(['response_schema_conformance']);
    // A task's JSON served as text/html.
    expect(checks('engageTask')).toEqual(['content_type_conformance']);
    expect(fuzz.stdout).toContain(
      "✗ content_type_conformance (a request the contract accepts): content type 'text/html; charset=utf-8' " +
        'is not declared for 200 (declared: application/json)',
    );
    // A reply slower than --max-response-time, named with its operation.
    expect(checks('completeTask')).toEqual(['response_time']);
    expect(found.get('completeTask')?.text).toMatch(/^ {2}FAIL {2}completeTask +POST +\/api\/u\/completedTask /);
    const late =
      /✗ response_time \(a request the contract accepts\): the reply took (\d+) ms \(--max-response-time 2000 ms\)/;
    expect(Number(late.exec(fuzz.stdout)?.[1])).toBeGreaterThanOrEqual(SLOW_REPLY_MS - 5);
  });

  it('prints each failure shrunk to a small request, as a curl command that replays it', async () => {
    const withdraw = found.get('withdrawPoints')?.curls ?? [];
    const tooLarge = withdraw.find((curl) => curl.includes('"points":1000'));
    expect(tooLarge).toContain("curl -X POST 'http://127.0.0.1:");
    expect(tooLarge).toContain('--data-raw \'{"points":10001}\'');
    expect(tooLarge).toContain('-H "Cookie: cliq_session=$CLIQ_SESSION"');
    expect(tooLarge).toContain("-H 'X-Requested-With: cliq-web'");
    expect(await replay(tooLarge ?? '', "-s -o /dev/null -w '%{http_code}'")).toBe('404');
    expect(withdraw.some((curl) => curl.includes('{"points":0}'))).toBe(true);

    const transaction = found.get('getTransaction')?.curls[0] ?? '';
    const reply = JSON.parse(await replay(transaction, '-s')) as { transactionDetails: Record<string, unknown> };
    expect(reply.transactionDetails).not.toHaveProperty('status_name');

    // Every failure of every failing operation comes with its curl, to that operation's method and path.
    const failing = [...found.entries()].filter(([, l]) => l.outcome === 'FAIL');
    expect(failing).toHaveLength(6);
    for (const [id, { checks, curls }] of failing) {
      const [method, path] = model.operation(id).label.split(' ');
      expect(curls, `${id}: one curl per failed check`).toHaveLength(checks.length);
      expect(
        curls.filter((curl) => !curl.startsWith(`curl -X ${method} '${server?.url}${path}' `)),
        id,
      ).toEqual([]);
    }
    const password = found.get('changePassword')?.curls[0] ?? '';
    expect(await replay(password, "-s -o /dev/null -w '%{http_code}'")).toBe('500');
    const engage = found.get('engageTask')?.curls[0] ?? '';
    expect(await replay(engage, "-s -o /dev/null -w '%{content_type}'")).toBe('text/html; charset=utf-8');
  });

  it('--workflows: every journey holds on a server that keeps state, each step checked by redocly respect', () => {
    const steps = workflowLines(example.stdout);
    expect([...steps.keys()]).toEqual([
      'cliquerWithdrawal / login', 'cliquerWithdrawal / profile', 'cliquerWithdrawal / withdraw',
      'cliquerWithdrawal / recentActivity', 'advertiserTaskUpload / login', 'advertiserTaskUpload / taskTypes',
      'advertiserTaskUpload / upload', 'advertiserTaskUpload / transaction', 'adminAddTaskType / login',
      'adminAddTaskType / addTaskType', 'adminAddTaskType / listContainsIt',
    ]); // prettier-ignore
    expect([...steps.values()].filter((text) => !text.startsWith('PASS'))).toEqual([]);
    expect(readFileSync(join(tempDir, 'buggy-wf.md'), 'utf8')).toContain(
      '| cliquerWithdrawal / recentActivity | GET /api/u/getRecentActivities | PASS (200) |',
    );
  });

  it('writes every failure with its curl to the JUnit and Markdown reports, with per-operation coverage', () => {
    const { cases } = readJUnit(junit);
    const withdraw = cases.find((c) => c.classname === 'fuzz.dashboard' && c.name.startsWith('withdrawPoints'));
    expect(withdraw?.failure?.text).toContain('status_code_conformance (a request the contract accepts):');
    expect(withdraw?.failure?.text).toContain('broken on purpose: points: below the minimum (exclusiveMinimum 0)');
    expect(withdraw?.failure?.text).toContain('replay (shrunk in');
    const markdown = readFileSync(report, 'utf8');
    expect(markdown).toContain('### getTransaction (POST /api/a/get_transaction): response_schema_conformance');
    expect(markdown).toContain('### completeTask (POST /api/u/completedTask): response_time');
    expect(markdown).toContain('### engageTask (POST /api/u/engageTask): content_type_conformance');
    expect(markdown).toMatch(/```sh\ncurl -X POST '[^']+\/api\/u\/ContinueReg'/);
    expect(markdown).toMatch(
      /\| withdrawPoints \(POST \/api\/u\/withdraw\) \| PASS \(200\) \| FAIL: 20 \/ 20 \(\d+\) \| [^|]*404[^|]* \|/,
    );
  });
});

describe('contract:verify and a server that refuses writes without an Origin (docs/security.md)', () => {
  let server: (RunningServer & { origins: { path: string; origin: string }[] }) | undefined;
  /** Runs the CLI against this server, its reports named `name`. */
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
    const run = await against('origin', ...CREDENTIALS, '--allow-writes', '--verbose');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('✓ the server follows the contract');
    expect(server?.origins.filter((o) => o.origin !== server?.url)).toEqual([]);
    // --verbose: each request sent beside its reply, the session cookie and passwords elided.
    expect(run.stdout).toContain(
      `    → POST ${server?.url}/api/u/login  (X-Requested-With: cliq-web, content-type: application/json, origin: ${server?.url})`,
    );
    expect(run.stdout).toContain('      {"user":"ada","password":"<elided>"}');
    expect(run.stdout).toMatch(/ {4}← 200 application\/json \d+ ms {2}\{"success":true,"msg":"Login successful"\}/);
    expect(run.stdout).toContain(
      `    → GET ${server?.url}/api/s/session  (origin: ${server?.url}, cookie: cliq_session=<session>)`,
    );
    expect(run.stdout).not.toContain('Secret123');
    expect(run.stdout).not.toContain('wrong-server-session');

    const without = await against('no-origin', ...CREDENTIALS, '--allow-writes', '--origin', 'none');
    expect(without.code).toBe(1);
    expect(line(resultLines(without.stdout), 'user login').details).toContain(
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
    const lines = resultLines(run.stdout);
    expect(line(lines, 'registerUser').outcome).toBe('DENY');
    expect(line(lines, 'getFollowTargets').outcome).toBe('SKIP');
    expect(run.stdout).toMatch(/\d+ operations: 0 passed, \d+ error reply only, 0 failed, \d+ skipped/);
    expect(run.stdout).toContain('? nothing was checked');
    expect(run.stdout).not.toContain('follows the contract');
  });

  it('is read-only by default: no operation that changes data reaches the server, generated requests included', async () => {
    server?.requests.splice(0);
    const run = await against('read-only', ...CREDENTIALS, '--fuzz', '3', '--seed', '5');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Read-only: operations that change data are skipped (--allow-writes calls them)');
    expect(line(resultLines(run.stdout), 'withdrawPoints').text).toContain(
      'changes data: called only with --allow-writes',
    );
    const writes = server?.requests.filter((r) => model.match(r.method, r.path)?.writes) ?? [];
    expect(writes).toEqual([]);
    expect(server?.requests.some((r) => r.path === '/api/a/get_transaction')).toBe(true);
  }, 120_000);
});
