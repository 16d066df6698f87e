// cliq-contract verify against the tests' stateful server (helpers/buggy-server.ts) with its planted bugs: each is
// found whatever the seed, names its check, and its printed curl reproduces it; no reply value reaches the console,
// the JUnit or the Markdown report without --show-replies. (The same server without bugs: verify-state.test.ts.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANTED, SLOW_REPLY_MS, startBuggyServer } from './helpers/buggy-server';
import type { Outcome } from './helpers/cli';
import { entry, readJUnit, replay, sections } from './helpers/output';
import { signIn, verifyStateful, type Server } from './helpers/stateful';

/** The planted bugs each run must find whatever its seed: operationId → the check that finds it. */
const SEED_PROOF: Record<string, string> = {
  editPaymentMethod: 'missing_required_header',
  getRecentActivities: 'ignored_auth',
  getAdminUsers: 'ignored_auth',
  saveUserSocials: 'status_code_conformance',
  addTaskType: 'negative_data_rejection',
  withdrawPoints: 'not_a_server_error',
  changePassword: 'not_a_server_error',
  continueRegistration: 'not_a_server_error',
  getTransaction: 'response_schema_conformance',
  engageTask: 'content_type_conformance',
};

const tempDir = mkdtempSync(join(tmpdir(), 'cliq-verify-bugs-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
const verify = (server: Server | undefined, name: string, ...args: string[]) =>
  verifyStateful(server, tempDir, name, ...args);

describe('verify finds every planted bug, whatever the seed', () => {
  let server: Server | undefined;
  let example: Outcome;
  let fuzz: Outcome;
  const seeds: Record<number, Outcome> = {};

  beforeAll(async () => {
    server = await startBuggyServer();
    example = await verify(server, 'bugs-example');
    // --max-response-time under the slow reply (SLOW_REPLY_MS), far above a local reply's few ms.
    fuzz = await verify(server, 'bugs', '--fuzz', '10', '--seed', '24', '--max-response-time', '2000');
    // Other seeds, with one random request each: the deterministic cases and the probes find the bugs alone.
    for (const seed of [1, 7]) {
      seeds[seed] = await verify(
        server,
        `bugs-${seed}`,
        '--fuzz',
        '1',
        '--seed',
        String(seed),
        '--only',
        Object.keys(SEED_PROOF).join(','),
      );
    }
  }, 240_000);
  afterAll(() => server?.close());

  it('the example calls pass; the probes of every run find the auth and CSRF bugs, without --fuzz', () => {
    expect(example.code, example.stdout).toBe(1);
    const found = sections(example.stdout);
    expect([...(found.operations?.values() ?? [])].filter((l) => l.outcome === 'FAIL')).toEqual([]);
    const failing = [...(found.probes?.entries() ?? [])].filter(([, l]) => l.outcome === 'FAIL');
    expect(Object.fromEntries(failing.map(([id, l]) => [id, [...new Set(l.checks)]]))).toEqual({
      getRecentActivities: ['ignored_auth'],
      editPaymentMethod: ['missing_required_header'],
      getAdminUsers: ['ignored_auth'],
    });
    expect(entry(found.probes, 'getRecentActivities').details).toEqual([
      '✗ ignored_auth (a probe): answered 200 without a session (the contract declares 401 or 403 for it)',
    ]);
    expect(entry(found.probes, 'getAdminUsers').details).toEqual([
      '✗ ignored_auth (a probe): answered 200 as user (the contract declares 401 or 403 for it)',
      '✗ ignored_auth (a probe): answered 200 as advertiser (the contract declares 401 or 403 for it)',
    ]);
  });

  it('--fuzz finds each value bug, naming the check', () => {
    expect(fuzz.code, fuzz.stdout + fuzz.stderr).toBe(1);
    expect(fuzz.stdout).toContain('Seed: 24 (repeat this run with --seed 24)');
    const found = sections(fuzz.stdout).fuzz;
    const checks = (id: string) => [...new Set(entry(found, id).checks)].sort();
    expect(
      [...(found?.entries() ?? [])]
        .filter(([, l]) => l.outcome === 'FAIL')
        .map(([id]) => id)
        .sort(),
    ).toEqual(
      [
        'addTaskType',
        'changePassword',
        'completeTask',
        'continueRegistration',
        'engageTask',
        'getTransaction',
        'saveUserSocials',
        'withdrawPoints',
      ].sort(),
    );
    // A 500 on a password with a symbol or a non-ASCII letter (a 500 is also an undeclared status).
    expect(checks('changePassword')).toEqual(expect.arrayContaining(['not_a_server_error', 'status_code_conformance']));
    // A 500 on an e-mail without '@': a crash, and an invalid request not refused with a 4xx.
    expect(checks('continueRegistration')).toEqual(
      expect.arrayContaining(['negative_data_rejection', 'not_a_server_error']),
    );
    // A zero withdrawal accepted; an undeclared 404 for a large amount; a 500 on an empty Idempotency-Key.
    expect(checks('withdrawPoints')).toEqual(
      expect.arrayContaining(['negative_data_rejection', 'not_a_server_error', 'status_code_conformance']),
    );
    expect(entry(found, 'withdrawPoints').details).toContain(
      '✗ status_code_conformance (a request the contract accepts): status 404 is not declared (the contract allows 200, and the error replies 401, 403)',
    );
    expect(checks('getTransaction')).toEqual(['response_schema_conformance']);
    expect(checks('engageTask')).toEqual(['content_type_conformance']);
    // Non-ASCII text refused with an undeclared 400.
    expect(checks('saveUserSocials')).toEqual(['status_code_conformance']);
    // status 3, outside its integer enum, accepted.
    expect(checks('addTaskType')).toEqual(['negative_data_rejection']);
    expect(entry(found, 'addTaskType').details).toContain(
      '✗ negative_data_rejection (a request that breaks the request schema): invalid data (status: 3, outside the enum (1, 2)) was accepted with 200',
    );
    // A reply slower than --max-response-time, named with its operation.
    expect(checks('completeTask')).toEqual(['response_time']);
    const late =
      /✗ response_time \(a request the contract accepts\): the reply took (\d+) ms \(--max-response-time 2000 ms\)/;
    expect(Number(late.exec(fuzz.stdout)?.[1])).toBeGreaterThanOrEqual(SLOW_REPLY_MS - 5);
  });

  it('finds every one with every seed tried (1, 7 and 24), naming its check', () => {
    for (const [seed, run] of Object.entries({ ...seeds, 24: fuzz })) {
      const found = sections(run.stdout);
      const checksOf = (id: string) => [
        ...(found.probes?.get(id)?.checks ?? []),
        ...(found.fuzz?.get(id)?.checks ?? []),
      ];
      const missed = Object.entries(SEED_PROOF).filter(([id, check]) => !checksOf(id).includes(check));
      expect(missed, `seed ${seed}:\n${run.stdout}`).toEqual([]);
    }
  });

  it('prints each failure with its reply and a curl that reproduces it', async () => {
    const probes = sections(example.stdout).probes;
    const fuzzed = sections(fuzz.stdout).fuzz;
    const sessions = {
      CLIQ_USER_SESSION: await signIn(server, 'user'),
      CLIQ_ADVERTISER_SESSION: await signIn(server, 'advertiser'),
      CLIQ_ADMIN_SESSION: await signIn(server, 'admin'),
    };
    const status = "-s -o /dev/null -w '%{http_code}'";
    /** The curl printed under a failure of `check`. */
    const curlOf = (lines: typeof fuzzed, id: string, check: string) => {
      const block = entry(lines, id).block;
      const at = block.findIndex((line) => line.startsWith(`✗ ${check} `));
      return (
        block
          .slice(at)
          .find((line) => line.startsWith('  replay'))
          ?.replace(/^ {2}replay[^:]*: /, '') ?? ''
      );
    };

    // The CSRF header left out, and the call accepted.
    const csrf = curlOf(probes, 'editPaymentMethod', 'missing_required_header');
    expect(csrf).not.toContain('X-Requested-With');
    expect(await replay(csrf, status, sessions)).toBe('200');
    // No session at all, and the Cliquer's activity answered.
    const anonymous = curlOf(probes, 'getRecentActivities', 'ignored_auth');
    expect(anonymous).not.toContain('Cookie');
    expect(await replay(anonymous, status, sessions)).toBe('200');
    // The admin's users listed to a Cliquer's session.
    const otherKind = curlOf(probes, 'getAdminUsers', 'ignored_auth');
    expect(otherKind).toContain('-H "Cookie: cliq_session=$CLIQ_USER_SESSION"');
    expect(await replay(otherKind, status, sessions)).toBe('200');
    // An empty header value written so that curl sends it.
    const blank = curlOf(fuzzed, 'withdrawPoints', 'not_a_server_error');
    expect(blank).toContain("-H 'Idempotency-Key;'");
    expect(await replay(blank, status, sessions)).toBe('500');
    // Non-ASCII text, sent as it was.
    const text = curlOf(fuzzed, 'saveUserSocials', 'status_code_conformance');
    expect(text).toMatch(/[\u0080-\u{10ffff}]/u);
    expect(await replay(text, status, sessions)).toBe('400');
    // An integer outside its enum.
    const outside = curlOf(fuzzed, 'addTaskType', 'negative_data_rejection');
    expect(outside).toMatch(/"status":(3|0)/);
    expect(await replay(outside, '-s', sessions)).toContain('"success":true');
    // The older kinds.
    expect(await replay(curlOf(fuzzed, 'changePassword', 'not_a_server_error'), status, sessions)).toBe('500');
    expect(
      await replay(
        curlOf(fuzzed, 'engageTask', 'content_type_conformance'),
        "-s -o /dev/null -w '%{content_type}'",
        sessions,
      ),
    ).toBe('text/html; charset=utf-8');
    const transaction = JSON.parse(
      await replay(curlOf(fuzzed, 'getTransaction', 'response_schema_conformance'), '-s', sessions),
    ) as {
      transactionDetails: Record<string, unknown>;
    };
    expect(transaction.transactionDetails).not.toHaveProperty('status_name');
    // The upload's PNG is on disk beside the report, where the curl of an upload takes it from.
    expect(
      readFileSync(join(tempDir, 'contract-verify-files', 'verify.png'))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('writes every failure with its reply and curl to the JUnit and Markdown reports, with per-operation coverage', () => {
    const { cases } = readJUnit(join(tempDir, 'bugs.xml'));
    const withdraw = cases.find((c) => c.classname === 'fuzz.dashboard' && c.name.startsWith('withdrawPoints'));
    expect(withdraw?.failure?.text).toContain('negative_data_rejection (a request that breaks the request schema):');
    expect(withdraw?.failure?.text).toContain("-H 'Idempotency-Key;'");
    const probe = readJUnit(join(tempDir, 'bugs-example.xml')).cases.find(
      (c) => c.classname === 'probe.dashboard' && c.name.startsWith('editPaymentMethod'),
    );
    expect(probe?.failure?.message).toBe(
      'missing_required_header: accepted without X-Requested-With: answered 200 (expected a refusal: 401, 403, 400, 422)',
    );
    const markdown = readFileSync(join(tempDir, 'bugs.md'), 'utf8');
    expect(markdown).toContain('### getTransaction (POST /api/a/get_transaction): response_schema_conformance');
    expect(markdown).toContain('### completeTask (POST /api/u/completedTask): response_time');
    expect(markdown).toMatch(/```sh\ncurl -X POST '[^']+\/api\/u\/ContinueReg'/);
    expect(markdown).toMatch(
      /\| withdrawPoints \(POST \/api\/u\/withdraw\) \| PASS \(200\) \| [^|]+ \| FAIL: \d+ \/ 10 \/ 10 \(\d+\) \| [^|]*404[^|]* \| \d+ success, \d+ refusals?[^|]* \|/,
    );
  });
});

describe("verify's reports are safe to keep", () => {
  let server: Server | undefined;
  let redacted: Outcome;
  let shown: Outcome;

  beforeAll(async () => {
    server = await startBuggyServer();
    // The transaction reply that breaks the contract carries a planted e-mail and phone number under keys of its
    // own; the socials' undeclared 400 quotes them in its message. --verbose prints every reply.
    const only = ['--only', 'getTransaction,saveUserSocials', '--fuzz', '1', '--seed', '24', '--verbose'];
    redacted = await verify(server, 'redacted', ...only);
    shown = await verify(server, 'shown', ...only, '--show-replies');
  }, 120_000);
  afterAll(() => server?.close());

  it('shows no reply value without --show-replies: not in the console, the JUnit or the Markdown report', () => {
    expect(redacted.code).toBe(1);
    for (const text of [
      redacted.stdout,
      readFileSync(join(tempDir, 'redacted.xml'), 'utf8'),
      readFileSync(join(tempDir, 'redacted.md'), 'utf8'),
    ]) {
      expect(text).not.toContain(PLANTED.email);
      expect(text).not.toContain(PLANTED.phone);
      expect(text).not.toContain(PLANTED.phone.replace(/\s/g, ''));
    }
    // What replaced them, and that the failure is still readable.
    expect(redacted.stdout).toContain('"contact":"<email>","phone":"<redacted>"');
    expect(redacted.stdout).toContain('Invalid characters in a handle (support: <email>, <phone>).');
    expect(redacted.stdout).toContain('replies redacted');
  });

  it('shows them with --show-replies, for local use', () => {
    for (const text of [
      shown.stdout,
      readFileSync(join(tempDir, 'shown.xml'), 'utf8'),
      readFileSync(join(tempDir, 'shown.md'), 'utf8'),
    ]) {
      expect(text).toContain(PLANTED.email);
      expect(text).toContain(PLANTED.phone);
    }
  });
});
