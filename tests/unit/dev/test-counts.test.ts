// npm test's summary (scripts/test.mjs) counts each runner from its JSON report and names every failure with its
// message's first line: the end of a CI log must say what failed, not only how many.
import { describe, expect, it } from 'vitest';
import { failure, playwrightCounts, vitestCounts } from '../../../scripts/test-counts.mjs';

const ROOT = '/repo';

describe('vitestCounts', () => {
  it('counts the report and names each failed test and each file that failed outside a test', () => {
    const counts = vitestCounts(
      {
        numPassedTests: 3,
        numFailedTests: 1,
        numPendingTests: 1,
        numTodoTests: 1,
        testResults: [
          {
            name: '/repo/tests/unit/a.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', title: 'works', fullName: 'a works' },
              {
                status: 'failed',
                title: 'adds',
                fullName: 'a adds',
                failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3:1'],
              },
            ],
          },
          {
            name: '/repo/tests/unit/b.test.ts',
            status: 'failed',
            message: '\nError: Failed to load url ./gone',
            assertionResults: [],
          },
          {
            name: '/repo/tests/unit/c.test.ts',
            status: 'passed',
            assertionResults: [{ status: 'passed', title: 'ok' }],
          },
        ],
      },
      ROOT,
    );
    expect(counts).toEqual({
      passed: 3,
      failed: 2,
      skipped: 2,
      notes: [
        '1 test file(s) failed outside a test',
        '✗ tests/unit/a.test.ts › a adds: AssertionError: expected 1 to be 2',
        '✗ tests/unit/b.test.ts: Error: Failed to load url ./gone',
      ],
    });
  });

  it('has no notes when everything passed', () => {
    expect(vitestCounts({ numPassedTests: 2, testResults: [] }, ROOT)).toEqual({
      passed: 2,
      failed: 0,
      skipped: 0,
      notes: [],
    });
  });
});

describe('playwrightCounts', () => {
  it('counts flaky tests and errors outside tests as failures, and names each with its project, place and suites', () => {
    const spec = (title: string, line: number, status: string, message?: string) => ({
      title,
      file: 'shell.spec.ts',
      line,
      tests: [
        {
          projectName: 'chromium',
          status,
          results: [{ status: message ? 'failed' : 'passed', errors: message ? [{ message }] : [] }],
        },
      ],
    });
    const counts = playwrightCounts({
      stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 },
      errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.' }],
      suites: [
        {
          title: 'shell.spec.ts',
          file: 'shell.spec.ts',
          specs: [spec('loads', 10, 'expected')],
          suites: [
            {
              title: 'the header',
              file: 'shell.spec.ts',
              specs: [
                spec('opens the menu', 20, 'unexpected', 'Error: expect(locator).toBeVisible() failed\n\nLocator: x'),
                spec('closes the menu', 30, 'flaky', 'Test timeout of 30000ms exceeded.'),
              ],
            },
          ],
        },
      ],
    });
    expect(counts).toEqual({
      passed: 5,
      failed: 3,
      skipped: 2,
      notes: [
        '1 flaky test(s) counted as failed',
        '1 error(s) outside tests (config, web server, global setup)',
        '✗ [chromium] shell.spec.ts:20 › the header › opens the menu: Error: expect(locator).toBeVisible() failed',
        '✗ [chromium] shell.spec.ts:30 › the header › closes the menu: Test timeout of 30000ms exceeded.',
        '✗ outside tests: Error: Timed out waiting 60000ms from config.webServer.',
      ],
    });
  });
});

describe('failure', () => {
  it('keeps the first non-empty line, without colours, at most 200 characters', () => {
    expect(failure('t', `\n\n  \u001b[1m${'x'.repeat(300)}\u001b[22m\nmore`)).toBe(`✗ t: ${'x'.repeat(200)}`);
    expect(failure('t', undefined)).toBe('✗ t');
  });
});
