#!/usr/bin/env node
// `npm test`: every check of the project, in order (a failed set-up step stops e2e; failed checks stop nothing):
//   lint (eslint), typecheck (tsc) and vite build side by side → vitest (unit, component, contract) → Chromium
//   → nginx → Playwright (its `production` project serves the build through nginx, its `dev-server` project walks
//   `npm start` itself)
//   → contract coverage report (never fails the run)
// eslint and tsc each keep one core busy, so on two cores they and the build run at once (their output is printed
// after them, one after the other); the test runners use every core and run alone.
// Each step is timed; the summary is always printed and ends with one line `N passed, N failed` summing every
// runner (lint and typecheck count as one check each; skipped tests are listed above it). Exits non-zero when
// anything failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightCounts, vitestCounts } from './test-counts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const VITEST_JSON = 'test-results/vitest.json';
const PLAYWRIGHT_JSON = 'test-results/playwright.json';
// A safety net against a hung step (TEST_STEP_TIMEOUT_MIN overrides it); a timed-out step counts as failed.
const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MIN || 30) * 60_000;
const ESLINT_CONFIGS = [
  'eslint.config.js',
  'eslint.config.mjs',
  'eslint.config.cjs',
  'eslint.config.ts',
  'eslint.config.mts',
  'eslint.config.cts',
];

/** A project binary from node_modules/.bin (no npx start-up cost), or npx as a fallback. */
function tool(name, args) {
  const local = join(root, 'node_modules', '.bin', name);
  return existsSync(local) ? [local, args] : ['npx', ['--no', name, ...args]];
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// A step marked `together` runs at the same time as the step before it (see the file comment).
const steps = [
  {
    name: 'lint',
    kind: 'check',
    command: tool('eslint', ['.']),
    skip: () =>
      ESLINT_CONFIGS.some((file) => existsSync(join(root, file)))
        ? null
        : 'no eslint config file (eslint.config.*) yet',
  },
  // The web client, then the contract package (checked with Node's own module resolution: packages/contract/tsconfig.json).
  { name: 'typecheck', kind: 'check', command: ['npm', ['run', '--silent', 'typecheck']], together: true },
  {
    name: 'build',
    kind: 'setup',
    together: true,
    // E2E_DIST (also read by playwright.config.ts) builds the app under test away from dist/.
    command: tool('vite', [
      'build',
      ...(process.env.E2E_DIST ? ['--outDir', process.env.E2E_DIST, '--emptyOutDir'] : []),
    ]),
  },
  {
    name: 'vitest',
    kind: 'tests',
    report: VITEST_JSON,
    counts: (report) => vitestCounts(report, root),
    command: tool('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_JSON}`]),
  },
  { name: 'chromium', kind: 'setup', command: ['node', ['scripts/ensure-chromium.mjs']] },
  // Debian's nginx for the Playwright `production` project (installed when missing and root, like Chromium).
  { name: 'nginx', kind: 'setup', command: ['node', ['scripts/ensure-nginx.mjs']] },
  {
    name: 'e2e',
    kind: 'tests',
    report: PLAYWRIGHT_JSON,
    counts: playwrightCounts,
    command: tool('playwright', ['test']),
    needsSetup: true,
  },
  // Which operations and named examples the e2e run exercised (test-results/contract-coverage.md). A report, not a
  // check: it never fails the run.
  { name: 'coverage', kind: 'report', command: tool('cliq-contract', ['coverage', '--contract', 'openapi/cliq.yaml']), needsSetup: true },
];

/**
 * Runs a step in its own process group, so a timeout or Ctrl-C stops everything it started (servers too). With
 * `capture`, its output is kept (in `output`) instead of printed, for steps that run side by side.
 */
function run([command, args], { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: capture ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } : process.env,
      detached: true,
    });
    const output = [];
    if (capture) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let timedOut = false;
    const signalGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    const forward = (signal) => () => signalGroup(signal);
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n✖ no result after ${STEP_TIMEOUT_MS / 60_000} min: stopping the step`);
      signalGroup('SIGTERM');
      setTimeout(() => signalGroup('SIGKILL'), 10_000).unref();
    }, STEP_TIMEOUT_MS);
    const done = (result) => {
      clearTimeout(timer);
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      resolve({ ...result, timedOut, output: Buffer.concat(output).toString() });
    };
    child.on('error', (error) => done({ code: 127, error: error.message }));
    child.on('close', (code, signal) => done({ code: code ?? 1, signal }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
let stopped = false;
let wallMs = 0;

const label = (step) => `${step.command[0].replace(`${root}/node_modules/.bin/`, '')} ${step.command[1].join(' ')}`;

/** The result of a step that ran: its counts, status and notes, from its exit and (for tests) its report. */
function resultOf(step, { code, signal, error, timedOut }, ms) {
  const result = { step, passed: 0, failed: 0, skipped: 0, ms, notes: [] };
  if (error) result.notes.push(`could not start: ${error}`);
  if (timedOut) result.notes.push(`stopped after ${STEP_TIMEOUT_MS / 60_000} min (TEST_STEP_TIMEOUT_MIN)`);
  if (signal) result.notes.push(`killed by ${signal}`);

  if (step.kind === 'tests') {
    const report = readJson(step.report);
    if (report) {
      Object.assign(result, step.counts(report));
    } else {
      result.failed = 1;
      result.notes.push(`no report at ${step.report}: the runner crashed (counted as 1 failure)`);
    }
    if (code !== 0 && result.failed === 0) {
      result.failed = 1;
      result.notes.push(`exited with code ${code} without a failing test (counted as 1 failure)`);
    }
  } else if (step.kind === 'report') {
    if (code !== 0) result.notes.push(`exited with code ${code} (a report: not counted)`);
  } else if (code === 0) {
    if (step.kind === 'check') result.passed = 1;
  } else {
    result.failed = 1;
    result.notes.push(`exited with code ${code}`);
  }
  result.status = result.failed > 0 ? 'FAILED' : 'ok';
  return result;
}

// Steps in stages: a step and the `together` steps after it run at once.
const stages = [];
for (const step of steps) {
  if (step.together && stages.length > 0) stages.at(-1).push(step);
  else stages.push([step]);
}

for (const stage of stages) {
  const runnable = [];
  for (const step of stage) {
    if (stopped && step.needsSetup) {
      results.push({ step, status: 'not run', passed: 0, failed: 0, skipped: 0, ms: 0, notes: [] });
      continue;
    }
    const reason = step.skip?.();
    if (reason) {
      console.log(`\n━━ ${step.name}: skipped (${reason})`);
      results.push({ step, status: 'skipped', passed: 0, failed: 0, skipped: 1, ms: 0, notes: [reason] });
      continue;
    }
    runnable.push(step);
  }
  if (runnable.length === 0) continue;

  const alone = runnable.length === 1;
  if (!alone) console.log(`\n━━ at once: ${runnable.map((step) => step.name).join(', ')}`);
  const stageStarted = performance.now();
  const outcomes = await Promise.all(
    runnable.map(async (step) => {
      if (alone) console.log(`\n━━ ${step.name}: ${label(step)}`);
      if (step.report) rmSync(step.report, { force: true });
      const started = performance.now();
      const outcome = await run(step.command, { capture: !alone });
      return { step, outcome, ms: performance.now() - started };
    }),
  );
  wallMs += performance.now() - stageStarted;

  for (const { step, outcome, ms } of outcomes) {
    if (!alone) {
      console.log(`\n━━ ${step.name}: ${label(step)}`);
      if (outcome.output) process.stdout.write(outcome.output.endsWith('\n') ? outcome.output : `${outcome.output}\n`);
    }
    const result = resultOf(step, outcome, ms);
    results.push(result);
    console.log(`━━ ${step.name}: ${result.status} in ${seconds(ms)}`);
    // A failed check or test step does not hide the others' results; a failed set-up step (Chromium, nginx, build)
    // stops the steps that need it (e2e and its coverage report).
    if (result.failed > 0 && step.kind === 'setup') stopped = true;
  }
}

const total = results.reduce(
  (sum, result) => ({
    passed: sum.passed + result.passed,
    failed: sum.failed + result.failed,
    skipped: sum.skipped + result.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log('\nSummary');
for (const result of results) {
  const counts =
    result.step.kind === 'tests' && result.status !== 'not run'
      ? `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`
      : '';
  const time = result.status === 'not run' || result.status === 'skipped' ? '' : seconds(result.ms);
  const line = `  ${result.step.name.padEnd(10)} ${result.status.padEnd(8)} ${time.padStart(8)}  ${counts}`;
  console.log(line.trimEnd());
  for (const note of result.notes) console.log(`               ${note}`);
}
// Steps that ran at once overlap: the total is the time the run took, not the sum of the steps' times.
console.log(`  total               ${seconds(wallMs).padStart(8)}`);
if (total.skipped) console.log(`  skipped: ${total.skipped} (each with its reason in the test code)`);
// The closing line is exactly `N passed, N failed`: CI reads it.
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
