// cliq-contract coverage (src/coverage.mjs): raw e2e records (one JSON line per /api request) become the coverage
// report. The records here are built from the contract's own example values, as Prism would send them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as coverageModule from '../src/coverage.mjs';
import { createModel, valueAt, type ContractModel, type MediaTypeObject } from '../src/model.mjs';
import { cli } from './helpers/cli';
import { CONTRACT, model } from './helpers/spec';

interface RawRecord {
  method: string;
  path: string;
  status: number;
  prefer?: string;
  body?: unknown;
  spec?: string;
  test?: string;
  project?: string;
}

interface ExampleRow {
  status: number;
  name: string;
  default: boolean;
  served: number;
  specs: string[];
}

interface OperationRow {
  id: string;
  operation: string;
  called: boolean;
  requests: number;
  otherReplies: number;
  noReply: number;
  examples: ExampleRow[];
  errorReplies: ExampleRow[];
}

interface Report {
  requests: number;
  tests: number;
  totals: {
    operations: { called: number; total: number; percent: number };
    operationsWithExample: { covered: number; total: number; percent: number };
    examples: { covered: number; total: number; percent: number };
    errorReplies: { covered: number; total: number; percent: number };
  };
  operations: OperationRow[];
  unknownRequests: { request: string; count: number }[];
}

interface CoverageModule {
  buildCoverage(model: ContractModel, records: RawRecord[], meta?: { run?: string; generatedAt?: string }): Report;
  toMarkdown(report: Report): string;
  readRaw(dir: string, run?: string): { run: string | null; records: RawRecord[]; files: string[] };
}

// Its JSDoc types are looser than the report's shape the tests read: the report's shape is stated by CoverageModule.
const coverage = coverageModule as unknown as CoverageModule;

// The contract's size, counted from its model: every operation, and every named example of a reply (the examples of
// the shared 401/403 error replies are failures, counted apart). Written down, these would break on every new
// operation; counted here, the report must still agree with the model.
const OPERATIONS = model.operations.length;
const EXAMPLES = model.namedExamples().filter((e) => e.kind === 'response' && e.reply).length;
/** A share as the report rounds it: one decimal. */
const share = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** The value of a named response example, as Prism would send it. */
function example(path: string, method: string, status: string, name: string): unknown {
  const response = model.operation(`${method} ${path}`).responses.find((r) => r.status === status);
  const found = response?.examples.find((e) => e.name === name);
  if (!found) throw new Error(`no example ${name}`);
  return structuredClone(found.value);
}

const session = (name: string, extra: Partial<RawRecord> = {}): RawRecord => ({
  method: 'GET',
  path: '/api/s/session',
  status: 200,
  body: example('/api/s/session', 'get', '200', name),
  spec: 'tests/e2e/a.spec.ts',
  test: 'one',
  project: 'chromium',
  ...extra,
});

const temp = mkdtempSync(join(tmpdir(), 'cliq-coverage-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('buildCoverage', () => {
  const records: RawRecord[] = [
    session('loggedIn'), // the default: no Prefer
    session('loggedOut', { prefer: 'code=200, example=loggedOut', spec: 'tests/e2e/b.spec.ts', test: 'two' }),
    session('loggedOut', { prefer: 'code=200, example=loggedOut' }),
    {
      method: 'POST',
      path: '/api/u/register',
      status: 409,
      prefer: 'code=409, example=emailTaken',
      body: example('/api/u/register', 'post', '409', 'emailTaken'),
      spec: 'tests/e2e/b.spec.ts',
    },
    // A fault: a 500 the contract does not declare, and an aborted call.
    { method: 'GET', path: '/api/u/getTasks', status: 500, body: { message: 'Injected fault' } },
    { method: 'GET', path: '/api/u/getTasks', status: 0 },
    // A 200 whose body was not JSON (a malformed-json fault): no body recorded.
    { method: 'GET', path: '/api/u/profile-info', status: 200 },
    { method: 'GET', path: '/api/nope', status: 404, body: {} },
  ];
  const report = coverage.buildCoverage(model, records, { run: 'r1', generatedAt: '2026-01-01T00:00:00.000Z' });
  const row = (id: string) => {
    const found = report.operations.find((o) => o.id === id);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  };

  it('counts every operation and every named response example of the contract', () => {
    expect(report.totals.operations.total).toBe(OPERATIONS);
    expect(report.totals.examples.total).toBe(EXAMPLES);
    // Each row holds its operation's reply examples, no error reply's: together, the model's count.
    expect(report.operations.map((o) => o.operation)).toEqual(model.operations.map((o) => o.label));
    expect(report.operations.reduce((sum, o) => sum + o.examples.length, 0)).toBe(EXAMPLES);
    expect(EXAMPLES).toBeGreaterThan(OPERATIONS);
  });

  it('maps a reply to the example it equals, the default one included', () => {
    const examples = row('getUserSession').examples;
    expect(examples.find((e) => e.name === 'loggedIn')).toMatchObject({ served: 1, default: true });
    expect(examples.find((e) => e.name === 'loggedOut')).toMatchObject({
      served: 2,
      specs: ['tests/e2e/a.spec.ts', 'tests/e2e/b.spec.ts'],
    });
    expect(examples.find((e) => e.name === 'savedStep1')?.served).toBe(0);
    expect(row('registerUser').examples.find((e) => e.name === 'emailTaken')?.served).toBe(1);
  });

  it('counts faults and aborted calls as calls, not as served examples', () => {
    expect(row('getUserTasks')).toMatchObject({ called: true, requests: 2, otherReplies: 1, noReply: 1 });
    expect(row('getUserTasks').examples.every((e) => e.served === 0)).toBe(true);
    expect(row('getUserProfile')).toMatchObject({ called: true, otherReplies: 1 });
  });

  it('sums the totals and lists requests to paths the contract lacks', () => {
    expect(report.totals.operations).toEqual({ called: 4, total: OPERATIONS, percent: share(4, OPERATIONS) });
    expect(report.totals.operationsWithExample).toEqual({
      covered: 2,
      total: OPERATIONS,
      percent: share(2, OPERATIONS),
    });
    expect(report.totals.examples).toEqual({ covered: 3, total: EXAMPLES, percent: share(3, EXAMPLES) });
    expect(report.unknownRequests).toEqual([{ request: 'GET /api/nope', count: 1 }]);
    expect(report.requests).toBe(8);
  });

  it('uses the Prefer name to tell apart two examples with the same value', () => {
    // GET /api/u/logout and DELETE /api/u/logout have one example each; two equal values within one operation are
    // told apart by the Prefer header: make savedStep1 and loggedIn equal in a copy of the contract.
    const copy = structuredClone(model.doc);
    const media = model.operation('GET /api/s/session').responses.find((r) => r.status === '200')?.json;
    const examples = (valueAt(copy, media?.pointer ?? '') as MediaTypeObject).examples ?? {};
    examples.savedStep1 = { value: { loggedIn: true, step: 0 } };
    const pick = (prefer?: string) =>
      coverage
        .buildCoverage(createModel(copy), [session('loggedIn', prefer ? { prefer } : {})])
        .operations.find((o) => o.id === 'getUserSession')
        ?.examples.filter((e) => e.served > 0)
        .map((e) => e.name);
    expect(pick('code=200, example=savedStep1')).toEqual(['savedStep1']);
    expect(pick()).toEqual(['loggedIn']);
  });

  it("counts the declared error replies (401, 403) apart: never coverage, never gaps of the pages' replies", () => {
    // The 401 of GET /api/u/getTasks is the shared SessionEnded response, whose example is this.
    const sessionEnded = { success: false, msg: 'Kindly login' };
    const ended = coverage.buildCoverage(model, [
      { method: 'GET', path: '/api/u/getTasks', status: 401, body: sessionEnded, spec: 'tests/e2e/s.spec.ts' },
      { method: 'GET', path: '/api/u/getTasks', status: 403, body: { msg: 'something else' } },
    ]);
    const tasks = ended.operations.find((o) => o.id === 'getUserTasks');
    expect(tasks?.examples.map((e) => e.status)).toEqual([200, 200]);
    expect(tasks?.errorReplies.map((e) => `${e.status} ${e.name} ×${e.served}`)).toEqual([
      '401 sessionEnded ×1',
      '403 otherAccountKind ×0',
    ]);
    expect(tasks).toMatchObject({ requests: 2, otherReplies: 1 });
    expect(ended.totals.examples).toEqual({ covered: 0, total: EXAMPLES, percent: 0 });
    expect(ended.totals.errorReplies.covered).toBe(1);
    expect(ended.totals.errorReplies.total).toBeGreaterThan(60);
    const markdown = coverage.toMarkdown(ended);
    expect(markdown).toMatch(/\| Declared error replies received \(401, 403; apart\) \| 1 \| \d+ \| [\d.]+% \|/);
    expect(markdown).not.toMatch(/getTasks`: .*sessionEnded/);
    expect(markdown).toContain('- `GET /api/u/getTasks` 401 sessionEnded: tests/e2e/s.spec.ts');
  });

  it('writes a readable report with the totals and the gaps first', () => {
    const markdown = coverage.toMarkdown(report);
    expect(markdown).toContain(`| Operations the UI called | 4 | ${OPERATIONS} | ${share(4, OPERATIONS)}% |`);
    expect(markdown).toContain(`| Named response examples served | 3 | ${EXAMPLES} | ${share(3, EXAMPLES)}% |`);
    expect(markdown).toContain(`## Operations never called (${OPERATIONS - 4})`);
    expect(markdown).toContain('- `POST /api/u/withdraw` withdrawPoints (dashboard)');
    expect(markdown).toContain('- `GET /api/s/session`: 200 savedStep1, 200 savedStep2, 200 savedStep3');
    expect(markdown).toContain(
      '| `GET /api/s/session` getUserSession | session | 3 | 2/5: loggedIn ×1, loggedOut ×2 | 0 | 0 |',
    );
    expect(markdown).toContain('- `GET /api/nope` ×1');
    expect(markdown.indexOf('never called')).toBeLessThan(markdown.indexOf('## By operation'));
  });
});

describe('readRaw and the command line', () => {
  const raw = join(temp, 'raw');
  const out = join(temp, 'out');
  mkdirSync(raw, { recursive: true });
  const write = (name: string, records: RawRecord[], age: number) => {
    const file = join(raw, name);
    writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n{"cut sh');
    const when = Date.now() / 1000 - age;
    utimesSync(file, when, when);
  };
  write('run-100-w0.jsonl', [session('savedStep3')], 3600); // an older run
  write('run-200-w0.jsonl', [session('loggedIn')], 10);
  write('run-200-w1.jsonl', [session('loggedOut')], 5);

  it('reads the latest run only (all its workers), skipping a cut-off line', () => {
    const latest = coverage.readRaw(raw);
    expect(latest.run).toBe('200');
    expect(latest.records).toHaveLength(2);
    expect(coverage.readRaw(raw, '100').records).toHaveLength(1);
    expect(coverage.readRaw(raw, 'all').records).toHaveLength(3);
    expect(() => coverage.readRaw(raw, '999')).toThrow(/no raw coverage of run '999'/);
  });

  it('writes contract-coverage.json and .md and prints the figures', async () => {
    const { code, stdout } = await cli(['coverage', '--contract', CONTRACT, '--raw', raw, '--out', out]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Contract coverage: 1/${OPERATIONS} operations called (${share(1, OPERATIONS)}%), ` +
        `2/${EXAMPLES} named examples served (${share(2, EXAMPLES)}%)`,
    );
    const json = JSON.parse(readFileSync(join(out, 'contract-coverage.json'), 'utf8')) as Report & { run: string };
    expect(json.run).toBe('200');
    expect(json.totals.examples.covered).toBe(2);
    expect(readFileSync(join(out, 'contract-coverage.md'), 'utf8')).toMatch(/^# Contract coverage\n/);
  }, 60_000);

  it('fails with a hint when there is nothing to report', async () => {
    const { code, stderr } = await cli([
      'coverage',
      '--contract',
      CONTRACT,
      '--raw',
      join(temp, 'empty'),
      '--out',
      out,
    ]);
    expect(code).toBe(1);
    expect(stderr).toContain('run the e2e tests first');
  }, 60_000);
});
