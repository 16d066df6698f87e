// Contract coverage: which operations of the contract and which of their named response examples the UI exercised
// during the web client's e2e run, so gaps are visible.
//
//   cliq-contract coverage [--raw dir] [--out dir] [--run id|all] [--contract file]   (npm run contract:coverage;
//                                                                                    the last step of npm test)
//
// The web client's e2e fixture `coverage` (tests/e2e/support/fixtures.ts) appends one JSON line per /api request to
// test-results/coverage-raw/run-<runner pid>-w<worker>.jsonl: method, path, status, Prefer header and the reply's
// JSON body. This script maps each line to its operation and to the named example whose value the reply equals
// (Prism's default, with no Prefer header, is the first example of the first 2xx response), then writes
//   test-results/contract-coverage.json   totals, per operation, per example (with the specs that reached it)
//   test-results/contract-coverage.md     the same, readable, gaps first
// Replies equal to no named example (injected faults, aborted calls) are counted apart, not as coverage. The examples
// of the declared error replies (401, 403: failures, never replies, by the rule in model.mjs) are counted
// apart too, as `errorReplies`: they document what a server sends, and the e2e tests reach them through injected
// faults rather than Prism, so they are neither coverage nor gaps of the replies the pages show.
// Options: --raw <dir>  --out <dir>  --run <id>|all (default: the latest run)  --contract <file>
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { contractFile, loadContract } from './load.mjs';
const RAW_FILE = /^run-(.+)-w\d+\.jsonl$/;

/**
 * One /api request of the e2e run, as the fixture wrote it.
 * @typedef {{ method: string, path: string, status: number, prefer?: string, body?: unknown, spec?: string,
 *   test?: string, project?: string }} RawRecord
 */

/** @typedef {{ status: string, name: string, value: unknown, reply: boolean, isDefault: boolean }} CoverageExample */

/**
 * A named example in the report: how often it was served, and by which specs.
 * @typedef {{ status: number, name: string, default: boolean, served: number, specs: string[] }} ExampleRow
 */

/**
 * @typedef {{ id: string, operation: string, tag: string, requests: number, otherReplies: number, noReply: number,
 *   called: boolean, examples: ExampleRow[], errorReplies: ExampleRow[] }} OperationRow
 */

/** @typedef {{ covered: number, total: number, percent: number }} Share */

/**
 * @typedef {object} CoverageReport
 * @property {string} generatedAt
 * @property {string | null} run
 * @property {string} contract
 * @property {number} requests
 * @property {number} tests
 * @property {string[]} specs
 * @property {{ operations: { called: number, total: number, percent: number }, operationsWithExample: Share,
 *   examples: Share, errorReplies: Share }} totals
 * @property {OperationRow[]} operations
 * @property {{ request: string, count: number }[]} unknownRequests
 */

/**
 * Every operation of the model with its response examples ({ status, name, value, reply, isDefault }).
 * @param {import('./model.mjs').ContractModel} model
 */
function coverageModel(model) {
  return model.operations.map((operation) => {
    /** @type {CoverageExample[]} */
    const examples = operation.responses.flatMap((response) =>
      response.examples.map((example) => ({
        status: response.status,
        name: example.name,
        value: example.value,
        reply: response.reply,
        isDefault: false,
      })),
    );
    // Prism's default: the first example of the lowest 2xx response.
    const lowest = examples
      .filter((e) => /^2\d\d$/.test(e.status))
      .map((e) => e.status)
      .sort()[0];
    const fallback = examples.find((e) => e.status === lowest);
    for (const example of examples) example.isDefault = example === fallback;
    return {
      id: operation.id,
      method: operation.method,
      label: operation.label,
      tag: operation.tag,
      pattern: operation.pattern,
      examples,
    };
  });
}

/**
 * @param {string | undefined} header
 * @returns {{ code?: string, example?: string }}
 */
function parsePrefer(header) {
  /** @type {{ code?: string, example?: string }} */
  const found = {};
  for (const part of String(header ?? '').split(/[,;]/)) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 'code' || key === 'example') found[key] = value;
  }
  return found;
}

/**
 * The named example a recorded reply is: its body equals the example's value (the Prefer name breaks ties).
 * @param {{ examples: CoverageExample[] }} operation
 * @param {RawRecord} record
 * @returns {CoverageExample | null}
 */
function exampleOf(operation, record) {
  if (record.status === 0 || !('body' in record)) return null;
  const status = String(record.status);
  const equal = operation.examples.filter((e) => e.status === status && isDeepStrictEqual(e.value, record.body));
  if (equal.length === 0) return null;
  const wanted = parsePrefer(record.prefer).example;
  return equal.find((e) => e.name === wanted) ?? equal.find((e) => e.isDefault) ?? equal[0] ?? null;
}

/** @param {number} part @param {number} whole */
const percent = (part, whole) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

/**
 * The coverage report of `records` (raw lines) over the contract's model (model.mjs).
 * @param {import('./model.mjs').ContractModel} contract
 * @param {RawRecord[]} records
 * @param {{ generatedAt?: string, run?: string | null }} [meta]
 * @returns {CoverageReport}
 */
export function buildCoverage(contract, records, meta = {}) {
  const { doc } = contract;
  const model = coverageModel(contract);
  /**
   * @param {{ examples: CoverageExample[] }} operation
   * @param {boolean} reply
   */
  const slots = (operation, reply) =>
    operation.examples
      .filter((e) => e.reply === reply)
      .map((e) => ({
        status: Number(e.status),
        name: e.name,
        default: e.isDefault,
        served: 0,
        specs: /** @type {Set<string>} */ (new Set()),
      }));
  const rows = model.map((operation) => ({
    id: operation.id,
    operation: operation.label,
    tag: operation.tag,
    requests: 0,
    otherReplies: 0,
    noReply: 0,
    examples: slots(operation, true),
    errorReplies: slots(operation, false),
  }));
  /** @type {Map<string, number>} */
  const unknown = new Map();
  /** @type {Set<string>} */
  const specs = new Set();
  /** @type {Set<string>} */
  const tests = new Set();

  for (const record of records) {
    if (record.spec) specs.add(record.spec);
    if (record.spec || record.test) tests.add(`${record.project ?? ''} ${record.spec ?? ''} ${record.test ?? ''}`);
    const index = model.findIndex((o) => o.method === record.method && o.pattern.test(record.path));
    if (index < 0) {
      const key = `${record.method} ${record.path}`;
      unknown.set(key, (unknown.get(key) ?? 0) + 1);
      continue;
    }
    const row = rows[index];
    const operation = model[index];
    if (!row || !operation) continue;
    row.requests += 1;
    if (record.status === 0) {
      row.noReply += 1;
      continue;
    }
    const example = exampleOf(operation, record);
    if (!example) {
      row.otherReplies += 1;
      continue;
    }
    const slot = [...row.examples, ...row.errorReplies].find(
      (e) => e.status === Number(example.status) && e.name === example.name,
    );
    if (!slot) continue;
    slot.served += 1;
    if (record.spec) slot.specs.add(record.spec);
  }

  const operations = rows.map((row) => ({
    ...row,
    called: row.requests > 0,
    examples: row.examples.map((e) => ({ ...e, specs: [...e.specs].sort() })),
    errorReplies: row.errorReplies.map((e) => ({ ...e, specs: [...e.specs].sort() })),
  }));
  const allExamples = operations.flatMap((o) => o.examples);
  const allErrorReplies = operations.flatMap((o) => o.errorReplies);
  const servedErrorReplies = allErrorReplies.filter((e) => e.served > 0).length;
  const calledCount = operations.filter((o) => o.called).length;
  const servedOps = operations.filter((o) => o.examples.some((e) => e.served > 0)).length;
  const servedExamples = allExamples.filter((e) => e.served > 0).length;
  return {
    generatedAt: meta.generatedAt ?? new Date().toISOString(),
    run: meta.run ?? null,
    contract: `${doc.info?.title ?? 'API'} ${doc.info?.version ?? ''}`.trim(),
    requests: records.length,
    tests: tests.size,
    specs: [...specs].sort(),
    totals: {
      operations: { called: calledCount, total: operations.length, percent: percent(calledCount, operations.length) },
      operationsWithExample: {
        covered: servedOps,
        total: operations.length,
        percent: percent(servedOps, operations.length),
      },
      examples: {
        covered: servedExamples,
        total: allExamples.length,
        percent: percent(servedExamples, allExamples.length),
      },
      errorReplies: {
        covered: servedErrorReplies,
        total: allErrorReplies.length,
        percent: percent(servedErrorReplies, allErrorReplies.length),
      },
    },
    operations,
    unknownRequests: [...unknown].map(([request, count]) => ({ request, count })),
  };
}

/** @param {string} text */
const code = (text) => `\`${text}\``;

/**
 * The readable report: totals, then the gaps, then every operation.
 * @param {CoverageReport} report
 */
export function toMarkdown(report) {
  const { totals } = report;
  const lines = [
    '# Contract coverage',
    '',
    `What the e2e tests exercised of ${report.contract}: ${report.requests} /api requests from ` +
      `${report.tests} tests in ${report.specs.length} spec files${report.run ? ` (run ${report.run})` : ''}, ` +
      `${report.generatedAt}.`,
    '',
    '| | Covered | Total | % |',
    '|---|---:|---:|---:|',
    `| Operations the UI called | ${totals.operations.called} | ${totals.operations.total} | ${totals.operations.percent}% |`,
    `| Operations answered with a named example | ${totals.operationsWithExample.covered} | ` +
      `${totals.operationsWithExample.total} | ${totals.operationsWithExample.percent}% |`,
    `| Named response examples served | ${totals.examples.covered} | ${totals.examples.total} | ` +
      `${totals.examples.percent}% |`,
    `| Declared error replies received (401, 403; apart) | ${totals.errorReplies.covered} | ` +
      `${totals.errorReplies.total} | ${totals.errorReplies.percent}% |`,
    '',
    'An example counts when a reply the page received equals it (Prism sends the first example of the first 2xx ' +
      'response when no `Prefer` header picks another). Replies equal to no example (injected faults, aborted calls) ' +
      'are listed apart and do not count. The declared error replies (failures the client reads as "session ' +
      'ended", never shown as data) are counted on their own line and are not gaps.',
    '',
  ];

  const never = report.operations.filter((o) => !o.called);
  lines.push(`## Operations never called (${never.length})`, '');
  if (never.length === 0) lines.push('None: the UI called every operation.', '');
  else {
    for (const o of never) lines.push(`- ${code(o.operation)} ${o.id} (${o.tag})`);
    lines.push('');
  }

  const missing = report.operations.filter((o) => o.called && o.examples.some((e) => e.served === 0));
  lines.push(`## Examples never served, by called operation (${missing.length} operations)`, '');
  if (missing.length === 0) lines.push('None.', '');
  else {
    for (const o of missing) {
      const names = o.examples.filter((e) => e.served === 0).map((e) => `${e.status} ${e.name}`);
      lines.push(`- ${code(o.operation)}: ${names.join(', ')}`);
    }
    lines.push('');
  }

  lines.push(
    '## By operation',
    '',
    '| Operation | Tag | Requests | Examples served | Other replies | No reply |',
    '|---|---|---:|---|---:|---:|',
  );
  for (const o of report.operations) {
    const served = o.examples.filter((e) => e.served > 0);
    const list = served.map((e) => `${e.name} ×${e.served}`).join(', ');
    const ratio = `${served.length}/${o.examples.length}${list ? `: ${list}` : ''}`;
    lines.push(
      `| ${code(o.operation)} ${o.id} | ${o.tag} | ${o.requests} | ${ratio} | ${o.otherReplies} | ${o.noReply} |`,
    );
  }
  lines.push('');

  if (report.unknownRequests.length > 0) {
    lines.push('## Requests to paths the contract does not have', '');
    for (const u of report.unknownRequests) lines.push(`- ${code(u.request)} ×${u.count}`);
    lines.push('');
  }

  lines.push('## Which specs served each example', '');
  for (const o of report.operations) {
    for (const e of [...o.examples, ...o.errorReplies].filter((x) => x.served > 0)) {
      lines.push(`- ${code(o.operation)} ${e.status} ${e.name}: ${e.specs.join(', ') || '(unknown spec)'}`);
    }
  }
  lines.push('');
  return lines.join('\n');
}

/**
 * The raw records of one run (the latest by default, or 'all'), with the run id.
 * @param {string} dir
 * @returns {{ run: string | null, records: RawRecord[], files: string[] }}
 */
export function readRaw(dir, run = 'latest') {
  /** @type {string[]} */
  let files;
  try {
    files = readdirSync(dir).filter((name) => RAW_FILE.test(name));
  } catch {
    files = [];
  }
  if (files.length === 0) return { run: null, records: [], files: [] };
  /** @type {Map<string, { id: string, mtime: number, files: string[] }>} */
  const runs = new Map();
  for (const name of files) {
    const id = RAW_FILE.exec(name)?.[1] ?? name;
    const mtime = statSync(join(dir, name)).mtimeMs;
    const entry = runs.get(id) ?? { id, mtime: 0, files: [] };
    entry.mtime = Math.max(entry.mtime, mtime);
    entry.files.push(name);
    runs.set(id, entry);
  }
  /** @type {{ id: string, files: string[] } | undefined} */
  let chosen;
  if (run === 'all') chosen = { id: 'all', files };
  else if (run === 'latest') chosen = [...runs.values()].sort((a, b) => b.mtime - a.mtime)[0];
  else chosen = runs.get(String(run));
  if (!chosen) throw new Error(`no raw coverage of run '${run}' in ${dir} (runs: ${[...runs.keys()].join(', ')})`);
  /** @type {RawRecord[]} */
  const records = [];
  for (const name of chosen.files.sort()) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        records.push(JSON.parse(line));
      } catch {
        // A line cut short by a killed worker: skip it.
      }
    }
  }
  return { run: chosen.id, records, files: chosen.files };
}

/**
 * `cliq-contract coverage`; sets process.exitCode.
 * @param {string[]} argv
 */
export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      raw: { type: 'string' },
      out: { type: 'string' },
      run: { type: 'string' },
      contract: { type: 'string' },
    },
  });
  const rawDir = resolve(values.raw ?? 'test-results/coverage-raw');
  const outDir = resolve(values.out ?? 'test-results');
  const contract = await loadContract(contractFile(values.contract));
  let raw;
  try {
    raw = readRaw(rawDir, values.run ?? 'latest');
  } catch (error) {
    console.error(`cliq-contract coverage: ${/** @type {Error} */ (error).message}`);
    process.exitCode = 1;
    return;
  }
  if (raw.records.length === 0) {
    console.error(
      `cliq-contract coverage: no records in ${relative(process.cwd(), rawDir)}: run the e2e tests first (npx playwright test).`,
    );
    process.exitCode = 1;
    return;
  }
  const report = buildCoverage(contract, raw.records, { run: raw.run });
  mkdirSync(outDir, { recursive: true });
  const jsonFile = join(outDir, 'contract-coverage.json');
  const mdFile = join(outDir, 'contract-coverage.md');
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(mdFile, toMarkdown(report));
  const { operations, examples } = report.totals;
  console.log(
    `Contract coverage: ${operations.called}/${operations.total} operations called (${operations.percent}%), ` +
      `${examples.covered}/${examples.total} named examples served (${examples.percent}%) ` +
      `from ${report.requests} requests in ${report.tests} tests.`,
  );
  console.log(`Report: ${relative(process.cwd(), mdFile)} (and ${relative(process.cwd(), jsonFile)})`);
}
