// cliq-contract verify against the tests' stateful server (helpers/buggy-server.ts) without bugs: two runs in a row on
// the same server both pass, journeys included, every write operation gets a checked success reply, and no session
// is left open; a server that rate-limits is waited for once, then left alone.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuggyServer } from './helpers/buggy-server';
import type { Outcome } from './helpers/cli';
import { entry, sections } from './helpers/output';
import { model } from './helpers/spec';
import { verifyStateful, type Server } from './helpers/stateful';

const tempDir = mkdtempSync(join(tmpdir(), 'cliq-verify-state-'));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
const verify = (server: Server | undefined, name: string, ...args: string[]) =>
  verifyStateful(server, tempDir, name, ...args);

describe('verify on a stateful server without bugs', () => {
  let server: Server | undefined;
  const runs: Outcome[] = [];

  beforeAll(async () => {
    server = await startBuggyServer({ bugs: false });
    // Two runs in a row on the same server, as two CI runs would be: each its own seed.
    for (const seed of [3, 4])
      runs.push(await verify(server, `state-${seed}`, '--fuzz', '10', '--seed', String(seed), '--workflows'));
  }, 240_000);
  afterAll(() => server?.close());

  it('passes twice in a row: nothing the first run left makes the second fail', () => {
    for (const run of runs) {
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toMatch(/Workflow steps: 14 passed, 0 failed/);
    }
  });

  it('--workflows: every journey holds, run after run, each signing out', () => {
    const steps = sections(runs[1]?.stdout ?? '').workflows;
    expect([...steps?.keys() ?? []]).toEqual([
      'cliquerWithdrawal / login', 'cliquerWithdrawal / profile', 'cliquerWithdrawal / withdraw',
      'cliquerWithdrawal / recentActivity', 'cliquerWithdrawal / logout', 'advertiserTaskUpload / login',
      'advertiserTaskUpload / taskTypes', 'advertiserTaskUpload / upload', 'advertiserTaskUpload / transaction',
      'advertiserTaskUpload / logout', 'adminAddTaskType / login', 'adminAddTaskType / addTaskType',
      'adminAddTaskType / listContainsIt', 'adminAddTaskType / logout',
    ]); // prettier-ignore
    expect([...(steps?.values() ?? [])].filter((l) => l.outcome !== 'PASS')).toEqual([]);
    expect(readFileSync(join(tempDir, 'state-4.md'), 'utf8')).toContain(
      '| cliquerWithdrawal / recentActivity | GET /api/u/getRecentActivities | PASS (200) |',
    );
  });

  it('checks a success reply of every operation that changes data, on each run', () => {
    const writes = model.operations.filter((o) => o.writes).map((o) => o.id);
    for (const run of runs) {
      const block = run.stdout.split('Replies checked per operation')[1]?.split('\nJUnit report')[0] ?? '';
      const counts = new Map(
        [...block.matchAll(/(\w+) (\d+) \/ (\d+)/g)].map(([, id = '', success]) => [id, Number(success)]),
      );
      expect(
        writes.filter((id) => !((counts.get(id) ?? 0) > 0)),
        run.stdout,
      ).toEqual([]);
      expect(run.stdout).not.toContain('writes with no success reply checked');
    }
  });

  it('leaves no session open: every one it signed in to, its journeys included, is signed out', () => {
    for (const kind of ['user', 'advertiser', 'admin']) expect(server?.sessionsOf(kind), kind).toEqual([]);
  });
});

describe('verify and a server that rate-limits', () => {
  let server: Server | undefined;
  let run: Outcome;
  let ms = 0;

  beforeAll(async () => {
    server = await startBuggyServer({ bugs: false, rateLimit: true });
    const started = performance.now();
    run = await verify(server, 'limited', '--only', 'requestPasswordReset,getUserTasks', '--fuzz', '3', '--seed', '2');
    ms = performance.now() - started;
  }, 60_000);
  afterAll(() => server?.close());

  it("waits out a 429's Retry-After once, then leaves the rest of that operation, and does not fail", () => {
    expect(run.code, run.stdout).toBe(0);
    expect(ms).toBeGreaterThan(1000);
    const reset = entry(sections(run.stdout).fuzz, 'requestPasswordReset');
    expect(reset.text).toContain(
      'rate limited: answered 429 with Retry-After 1 after the wait of its first Retry-After; the rest of its requests were not sent',
    );
    expect(run.stdout).toContain(
      'Rate limited (429): the rest of the requests of requestPasswordReset were not sent (not a failure)',
    );
    // Nothing was sent once the operation was left alone: a few requests in all, not its 3 + 3 + cases.
    expect(server?.requests.filter((r) => r.path === '/api/u/forgetPassword').length).toBeLessThan(8);
  });
});
