#!/usr/bin/env node
/**
 * How long `cliq-contract verify --fuzz 100` (npm run contract:verify) takes over every operation against the local
 * Prism mock (issue 24: under 60 s).
 *
 *   node scripts/bench-fuzz.mjs                       --fuzz 100 --seed 24, budget 60 s
 *   node scripts/bench-fuzz.mjs --fuzz 20 --seed 7 --budget 30
 *
 * Starts Prism on openapi/cliq.yaml on a free port (mock-server/start.mjs, as the contract tests do), then runs
 *   cliq-contract verify --contract openapi/cliq.yaml --target <mock> --cookie cliq_session=verify
 *     <the tests' credentials> --allow-writes --fuzz N --seed S
 * with its JUnit and Markdown reports in a temporary folder, and times that run from spawn to exit (Prism's start
 * is printed apart, not counted). Prints the run's summary lines, the wall time and the requests per second.
 * Exit code 1 when the run takes longer than the budget or the run itself fails (the mock serves the contract:
 * a failure there is a bug of the verifier), 2 for a bad option.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startPrism } from '../mock-server/start.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';

const { values } = parseArgs({
  options: {
    fuzz: { type: 'string', default: '100' },
    seed: { type: 'string', default: '24' },
    budget: { type: 'string', default: '60' },
  },
});
const RUNS = Number(values.fuzz);
const BUDGET_S = Number(values.budget);
if (!Number.isInteger(RUNS) || RUNS <= 0 || !/^-?\d+$/.test(values.seed) || !(BUDGET_S > 0)) {
  console.error('bench-fuzz: --fuzz takes a positive whole number, --seed a whole number, --budget seconds');
  process.exit(2);
}

// The logins the contract's examples use, as tests/contract/verify.test.ts passes them; Prism sets no cookie, so
// --cookie gives every signed-in call a session.
const CREDENTIALS = [
  '--user', 'ada', '--user-password', 'Secret123',
  '--advertiser', 'glowbeauty', '--advertiser-password', 'Brand2026x',
  '--admin', 'admin', '--admin-password', 'Adm1nPass',
]; // prettier-ignore

/** Runs the CLI to its exit: { code, stdout, stderr, ms }. */
function verify(args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('CLIQ_VERIFY_')));
    const cli = join(root, 'node_modules/.bin/cliq-contract');
    const child = spawn(cli, ['verify', '--contract', 'openapi/cliq.yaml', ...args], {
      cwd: root,
      env: { ...env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr, ms: performance.now() - started }));
  });
}

const reports = mkdtempSync(join(tmpdir(), 'cliq-bench-fuzz-'));
const prism = await startPrism({ port: 0, host: HOST, quiet: true }); // port 0: a free one
let run;
try {
  console.log(`Prism mock at ${prism.url} (started in ${(prism.ms / 1000).toFixed(1)} s, not counted)`);
  console.log(`cliq-contract verify --allow-writes --fuzz ${RUNS} --seed ${values.seed} over every operation…\n`);
  run = await verify([
    '--target', prism.url, '--cookie', 'cliq_session=verify', ...CREDENTIALS, '--allow-writes',
    '--fuzz', String(RUNS), '--seed', values.seed,
    '--junit', join(reports, 'verify.xml'), '--report', join(reports, 'verify.md'),
  ]); // prettier-ignore
} finally {
  prism.child.kill('SIGTERM');
  rmSync(reports, { recursive: true, force: true });
}

const summary = run.stdout.split('\n').filter((line) => /^(\d+ operations:|Generated requests:|✓|✗|\?)/.test(line));
for (const line of summary) console.log(`  ${line}`);
const requests = Number(/^Generated requests: (\d+)/m.exec(run.stdout)?.[1] ?? 0);
const seconds = run.ms / 1000;
console.log(
  `\nWall time: ${seconds.toFixed(1)} s for ${requests} generated requests ` +
    `(${(requests / seconds).toFixed(0)} requests/s; budget ${BUDGET_S} s)`,
);

const problems = [];
if (run.code !== 0) {
  problems.push(`cliq-contract verify exited ${run.code} against the mock, which serves the contract`);
  console.error(`${run.stdout.slice(-3000)}\n${run.stderr}`);
}
if (seconds > BUDGET_S) problems.push(`${seconds.toFixed(1)} s is over the ${BUDGET_S} s budget`);
for (const problem of problems) console.log(`✗ ${problem}`);
if (problems.length === 0) console.log(`✓ under the ${BUDGET_S} s budget`);
process.exitCode = problems.length === 0 ? 0 : 1;
