// @ts-check
// The counts npm test's summary prints for a test runner (scripts/test.mjs), read from the runner's JSON report:
// passed, failed and skipped, and notes naming each failure (its test and its message's first line), so that the
// summary alone, the end of a CI log, says what failed. Tested by tests/unit/dev/test-counts.test.ts.
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * The counts of one runner's report.
 * @typedef {{
 *   passed: number;
 *   failed: number;
 *   skipped: number;
 *   notes: string[];
 * }} Counts
 */
/**
 * The parts of Vitest's JSON report read here.
 * @typedef {{
 *   numPassedTests?: number;
 *   numFailedTests?: number;
 *   numPendingTests?: number;
 *   numTodoTests?: number;
 *   testResults?: {
 *     name?: string;
 *     status?: string;
 *     message?: string;
 *     assertionResults?: { status?: string; fullName?: string; title?: string; failureMessages?: string[] }[];
 *   }[];
 * }} VitestReport
 */
/**
 * The parts of Playwright's JSON report read here.
 * @typedef {{
 *   title?: string;
 *   file?: string;
 *   specs?: {
 *     title: string;
 *     file: string;
 *     line: number;
 *     tests?: {
 *       status?: string;
 *       projectName?: string;
 *       results?: { status?: string; errors?: { message?: string }[] }[];
 *     }[];
 *   }[];
 *   suites?: PlaywrightSuite[];
 * }} PlaywrightSuite
 */
/**
 * @typedef {{
 *   stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
 *   errors?: { message?: string }[];
 *   suites?: PlaywrightSuite[];
 * }} PlaywrightReport
 */

/** @param {number | undefined} value */
const count = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * One line naming a failure and its message's first line (colours stripped), so that the summary alone (the end of
 * a CI log) says what failed.
 * @param {string} name
 * @param {unknown} message
 * @returns {string}
 */
export function failure(name, message) {
  const first =
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .find((line) => line.trim()) ?? '';
  const text = first.trim().slice(0, 200);
  return `✗ ${name}${text ? `: ${text}` : ''}`;
}

/**
 * Counts from Vitest's JSON report; a file that failed outside any test (e.g. an import error) is one failure. Files
 * are named relative to `root`.
 * @param {VitestReport} report
 * @param {string} root
 * @returns {Counts}
 */
export function vitestCounts(report, root) {
  const files = Array.isArray(report.testResults) ? report.testResults : [];
  const brokenFiles = files.filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((assertion) => assertion.status === 'failed'),
  ).length;
  return {
    passed: count(report.numPassedTests),
    failed: count(report.numFailedTests) + brokenFiles,
    skipped: count(report.numPendingTests) + count(report.numTodoTests),
    notes: [
      ...(brokenFiles ? [`${brokenFiles} test file(s) failed outside a test`] : []),
      ...files.flatMap((file) => {
        const where = relative(root, file.name ?? '');
        const failed = (file.assertionResults ?? []).filter((assertion) => assertion.status === 'failed');
        if (file.status === 'failed' && failed.length === 0) return [failure(where, file.message)];
        return failed.map((assertion) =>
          failure(`${where} › ${assertion.fullName ?? assertion.title}`, assertion.failureMessages?.[0]),
        );
      }),
    ],
  };
}

/**
 * Counts from Playwright's JSON report; flaky tests count as failed (retries are 0), global errors as failures.
 * @param {PlaywrightReport} report
 * @returns {Counts}
 */
export function playwrightCounts(report) {
  const stats = report.stats ?? {};
  const globalErrors = Array.isArray(report.errors) ? report.errors.length : 0;
  const flaky = count(stats.flaky);
  /** @type {string[]} */
  const notes = [];
  if (flaky) notes.push(`${flaky} flaky test(s) counted as failed`);
  if (globalErrors) notes.push(`${globalErrors} error(s) outside tests (config, web server, global setup)`);
  /** @type {(suite: PlaywrightSuite, titles: string[]) => void} */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const name = [...titles, spec.title].join(' › ');
        notes.push(failure(`[${test.projectName}] ${spec.file}:${spec.line} › ${name}`, error?.errors?.[0]?.message));
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) notes.push(failure('outside tests', error.message));
  return {
    passed: count(stats.expected),
    failed: count(stats.unexpected) + flaky + globalErrors,
    skipped: count(stats.skipped),
    notes,
  };
}
