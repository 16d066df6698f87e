/**
 * Tests of the e2e harness itself (fixtures, Prism, the preview proxy), independent of the app's pages: requests are
 * made with fetch from a stub page served on the preview origin, so they go through the preview server's /api proxy.
 */
import type { Page } from '@playwright/test';
import { contractExample, expect, test } from './support/fixtures.ts';

const STUB_PATH = '/__e2e-harness';
const STUB_HTML =
  '<!doctype html><html lang="en"><head><title>e2e harness</title></head>' +
  '<body><main><h1>Harness</h1></main></body></html>';

interface FetchOutcome {
  status: number;
  contentType: string;
  text: string;
  /** The error of `await response.json()`, or '' when the body parsed. */
  jsonError: string;
  /** Set instead of the rest when fetch itself rejected. */
  fetchError?: string;
}

/** Opens a blank same-origin page (the app is not loaded), so only the test's own requests happen. */
async function openStubPage(page: Page): Promise<void> {
  await page.route(STUB_PATH, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: STUB_HTML,
    }),
  );
  await page.goto(STUB_PATH);
}

/** fetch() from inside the page, as the app would. */
function call(page: Page, method: string, path: string, body?: unknown): Promise<FetchOutcome> {
  return page.evaluate(
    async ({ method, path, body }) => {
      try {
        const response = await fetch(path, {
          method,
          credentials: 'same-origin',
          // The contract's CSRF header, which every state-changing call must carry (as the app's calls do).
          headers: {
            ...(method === 'GET' ? {} : { 'X-Requested-With': 'cliq-web' }),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.clone().text();
        let jsonError = '';
        try {
          await response.json();
        } catch (error) {
          jsonError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        }
        return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, jsonError };
      } catch (error) {
        const fetchError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        return { status: 0, contentType: '', text: '', jsonError: '', fetchError };
      }
    },
    { method, path, body },
  );
}

test.describe('Prism through the preview proxy', () => {
  test('GET /api/s/session returns the default example', async ({ page, api }) => {
    await openStubPage(page);
    const outcome = await call(page, 'GET', '/api/s/session');
    expect(outcome.status).toBe(200);
    expect(outcome.contentType).toContain('application/json');
    expect(JSON.parse(outcome.text)).toEqual({ loggedIn: true, step: 0 });
    expect(api.matching('GET /api/s/session')).toEqual([
      expect.objectContaining({ status: 200, operation: 'GET /api/s/session', path: '/api/s/session' }),
    ]);
  });

  test('a gated call gets through: the proxy adds the mock session cookie', async ({ page }) => {
    await openStubPage(page);
    const outcome = await call(page, 'GET', '/api/u/profile-info');
    expect(outcome.status, `body: ${outcome.text}`).toBe(200);
  });
});

test.describe('mock.use', () => {
  test('picks the loggedOut example, and reset restores the default', async ({ page, mock, api }) => {
    await mock.use('GET /api/s/session', { example: 'loggedOut' });
    await openStubPage(page);
    const loggedOut = await call(page, 'GET', '/api/s/session');
    expect(JSON.parse(loggedOut.text)).toEqual({ loggedIn: false });
    expect(api.matching('GET /api/s/session')[0]?.prefer).toBe('example=loggedOut');

    await mock.reset('GET /api/s/session');
    const loggedIn = await call(page, 'GET', '/api/s/session');
    expect(JSON.parse(loggedIn.text)).toEqual({ loggedIn: true, step: 0 });
  });

  test('the last choice wins', async ({ page, mock }) => {
    await mock.use('GET /api/s/session', { example: 'loggedOut' });
    await mock.use('GET /api/s/session', { example: 'savedStep2' });
    await openStubPage(page);
    expect(JSON.parse((await call(page, 'GET', '/api/s/session')).text)).toEqual({ loggedIn: true, step: 2 });
  });

  test('picks a status code and an example: 409 emailTaken', async ({ page, mock }) => {
    await mock.use('POST /api/u/register', { code: 409, example: 'emailTaken' });
    await openStubPage(page);
    const outcome = await call(page, 'POST', '/api/u/register', contractExample('RegistrationPayload'));
    expect(outcome.status).toBe(409);
    expect(JSON.parse(outcome.text)).toMatchObject({ success: false, sbj: 'Email already in use' });
  });

  test('only touches the named method and path', async ({ page, mock }) => {
    await mock.use('GET /api/s/session_a', { example: 'loggedOut' });
    await openStubPage(page);
    expect(JSON.parse((await call(page, 'GET', '/api/s/session')).text)).toEqual({ loggedIn: true, step: 0 });
    expect(JSON.parse((await call(page, 'GET', '/api/s/session_a')).text)).toEqual({ loggedIn: false });
  });

  test('rejects operations and examples the contract does not have', async ({ mock }) => {
    await expect(mock.use('GET /api/s/sesion', { example: 'loggedOut' })).rejects.toThrow(/not a path/);
    await expect(mock.use('POST /api/s/session', { example: 'loggedOut' })).rejects.toThrow(/has no POST/);
    await expect(mock.use('GET /api/s/session', { example: 'nope' })).rejects.toThrow(/no example 'nope'/);
    await expect(mock.use('POST /api/u/register', { example: 'emailTaken' })).rejects.toThrow(/in its 200 response/);
    await expect(mock.use('GET /api/s/session', { code: 500 })).rejects.toThrow(/no 500 response/);
  });
});

test.describe('the contract-violation detector', () => {
  test.describe('with the violation allowed', () => {
    test.use({ allowContractViolations: ['POST /api/u/register'] });

    test('records Prism’s 422 and its validation details', async ({ page, api, guard }) => {
      await openStubPage(page);
      const outcome = await call(page, 'POST', '/api/u/register', { username: 'ada' });
      expect(outcome.status).toBe(422);
      expect(outcome.contentType).toContain('application/problem+json');

      await api.settled();
      const violations = api.contractViolations();
      expect(violations).toHaveLength(1);
      expect(violations[0]?.operation).toBe('POST /api/u/register');
      expect(violations[0]?.validation).toContainEqual(
        expect.objectContaining({ message: "Request body must have required property 'email'" }),
      );
      expect(await guard.problems()).toEqual([]);
    });
  });

  test('fails a test whose app request breaks the contract (reported as ✘, expected)', async ({ page, guard }) => {
    test.fail(true, 'the after-test check must turn the 422 into a failure');
    await openStubPage(page);
    await call(page, 'POST', '/api/u/register', {});
    const problems = await guard.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('POST /api/u/register → 422');
    expect(problems[0]).toContain("[body] Request body must have required property 'username'");
    // The body passed: only the guard's teardown can make this (expected-to-fail) test fail.
  });
});

test.describe('the page-error and console guard', () => {
  test('fails on an uncaught page error (reported as ✘, expected)', async ({ page, guard }) => {
    test.fail(true, 'the after-test check must turn the page error into a failure');
    await openStubPage(page);
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('harness: uncaught');
      }, 0),
    );
    await expect.poll(async () => (await guard.problems()).join('\n')).toContain('harness: uncaught');
  });

  test('fails on a console error (reported as ✘, expected)', async ({ page, guard }) => {
    test.fail(true, 'the after-test check must turn the console error into a failure');
    await openStubPage(page);
    await page.evaluate(() => console.error('harness: logged error'));
    await expect.poll(async () => (await guard.problems()).join('\n')).toContain('harness: logged error');
  });

  test('lets a test allow one expected console error', async ({ page, guard }) => {
    guard.allowConsoleError(/harness: expected error \d+/);
    await openStubPage(page);
    await page.evaluate(() => console.error('harness: expected error 42'));
    await page.evaluate(() => console.warn('harness: a warning is fine'));
    expect(await guard.problems()).toEqual([]);
  });
});

test.describe('faults.inject', () => {
  test('500 answers with a JSON error body', async ({ page, faults, api }) => {
    await faults.inject('GET /api/s/session', '500');
    await openStubPage(page);
    const outcome = await call(page, 'GET', '/api/s/session');
    expect(outcome.status).toBe(500);
    expect(outcome.contentType).toContain('application/json');
    expect(JSON.parse(outcome.text)).toHaveProperty('message');
    expect(api.matching('GET /api/s/session')[0]?.status).toBe(500);
  });

  test('abort makes fetch reject', async ({ page, faults, api }) => {
    await faults.inject('GET /api/s/session', 'abort');
    await openStubPage(page);
    const outcome = await call(page, 'GET', '/api/s/session');
    expect(outcome.fetchError).toMatch(/TypeError/);
    expect(api.matching('GET /api/s/session')).toEqual([
      expect.objectContaining({ status: 0, failure: expect.stringMatching(/ERR_FAILED/) }),
    ]);
  });

  test('malformed-json answers 200 with a body response.json() cannot parse', async ({ page, faults }) => {
    await faults.inject('GET /api/s/session', 'malformed-json');
    await openStubPage(page);
    const outcome = await call(page, 'GET', '/api/s/session');
    expect(outcome.status).toBe(200);
    expect(outcome.text).toBe('{"broken');
    expect(outcome.jsonError).toMatch(/^SyntaxError/);
  });

  test('html answers 200 text/html', async ({ page, faults }) => {
    await faults.inject('GET /api/s/session', 'html');
    await openStubPage(page);
    const outcome = await call(page, 'GET', '/api/s/session');
    expect(outcome.status).toBe(200);
    expect(outcome.contentType).toContain('text/html');
    expect(outcome.jsonError).toMatch(/^SyntaxError/);
  });

  test('times limits the fault, clear removes it, other methods and paths are untouched', async ({ page, faults }) => {
    await faults.inject('GET /api/s/session', '500', { times: 1 });
    await faults.inject('POST /api/u/login', 'abort');
    await openStubPage(page);
    expect((await call(page, 'GET', '/api/s/session')).status).toBe(500);
    expect((await call(page, 'GET', '/api/s/session')).status).toBe(200);
    expect((await call(page, 'GET', '/api/s/session_a')).status).toBe(200);

    await faults.inject('GET /api/s/session', 'abort');
    expect((await call(page, 'GET', '/api/s/session')).fetchError).toBeDefined();
    await faults.clear('GET /api/s/session');
    expect((await call(page, 'GET', '/api/s/session')).status).toBe(200);
  });
});
