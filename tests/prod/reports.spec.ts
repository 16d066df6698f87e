/**
 * The app's reports in production (issue 23, docs/operations.md): the build behind nginx with CLIQ_REPORT_URL set to
 * a local collector (so config.js names it and the CSP lets the page send to it), in a real browser.
 *   - A page that meets a reply that drifted from the contract, an error nothing caught and a chunk that cannot be
 *     downloaded sends, batched, in the Reporting API's JSON, one report of each, none holding a value of the reply
 *     or the token its address once carried, each page named by its route.
 *   - With an empty reportUrl nothing is sent.
 * Ports (E2E_DEPLOY_PORT, default 4350): +7 the site, +8 the collector. /api goes to the production project's Prism.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startNginx } from '../../deploy/nginx/nginx.mjs';
import { examples } from '../../generated/examples.ts';
import { BUILD_DIR } from '../e2e/support/fixtures.ts';
import { DEPLOY_PORT, startReportReceiver } from './deploy-support.ts';

const SITE_PORT = DEPLOY_PORT + 7;
const RECEIVER_PORT = DEPLOY_PORT + 8;
const SECRET_IN_REPLY = 'secret-in-the-reply-3141';
const TOKEN = 'token-in-the-address-2718';

test.describe.configure({ mode: 'serial' });

let receiver: Awaited<ReturnType<typeof startReportReceiver>>;
let site: Awaited<ReturnType<typeof startNginx>>;

test.beforeAll(async () => {
  receiver = await startReportReceiver(RECEIVER_PORT);
  site = await startNginx(
    {
      CLIQ_DIST: BUILD_DIR,
      CLIQ_LISTEN: `127.0.0.1:${SITE_PORT}`,
      CLIQ_REPORT_URL: receiver.url,
      CLIQ_RUNTIME_DIR: mkdtempSync(join(tmpdir(), 'cliq-reports-')),
      CLIQ_ACCESS_LOG: 'off',
      CLIQ_WORKERS: '1',
      MOCK_HOST: '127.0.0.1',
      MOCK_PORT: process.env.E2E_PROD_MOCK_PORT || '4011',
    },
    { mock: true, quiet: true },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await receiver?.close();
});

/** The tasks reply of the contract with one task that breaks it (its points a string holding a secret). */
function tasksWithABrokenOne() {
  const reply = structuredClone(examples.getUserTasks[200].mixed) as { tasks: Record<string, unknown>[] };
  reply.tasks.push({ ...reply.tasks[0], key: 'tsk_broken', points: SECRET_IN_REPLY });
  return reply;
}

/**
 * A page life that meets everything a report is about: an address with a token; a sign-in whose reply dialog's
 * code cannot be downloaded (the plain dialog shows instead); the tasks page, whose reply has a broken task; an
 * error nothing catches.
 */
async function meetDrift(page: Page) {
  await page.route('**/api/u/getTasks', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(tasksWithABrokenOne()) }),
  );
  await page.route('**/api/u/login', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(examples.loginUser[200].wrongPassword) }),
  );
  await page.route(/\/assets\/ReplyDialogView-[\w-]+\.js(\?.*)?$/, (route) => route.abort('failed'));
  await page.goto(`${site.url}/login?token=${TOKEN}&email=ada%40example.com`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${site.url}/login`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username or email' }).fill('adalove');
  await form.getByLabel(/^Password/).fill('wrong');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('reply-dialog-fallback')).toBeVisible({ timeout: 30_000 });
  // What this page queued goes as it is left. (Playwright's request interception, on for the replies above, drops a
  // keepalive request sent after its page has gone, so here the page sends as it would on pagehide, and stays.)
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.goto(`${site.url}/dashboard/tasks`);
  await expect(page.getByText('1 task could not be shown')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('an error nothing caught');
    });
  });
}

test('sends a page’s drift, errors and failed chunks, batched, without values or tokens', async ({ browser }) => {
  receiver.batches.length = 0;
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|violates the following Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await meetDrift(page);
  // Leaving the page sends what it queued, with keepalive, after the page has gone (no interception left to drop it;
  // the context stays open until it arrives).
  await page.unrouteAll();
  await page.goto('about:blank');
  // This file's site is the only one that reports to this collector, and its tests run one after the other.
  const reports = () => receiver.batches.flatMap((batch) => batch.reports);
  // (A sampled page load adds its web vitals, and the browser its own CSP reports: the three are what must be there.)
  const expected = ['cliq-chunk-load', 'cliq-contract', 'cliq-error'];
  await expect
    .poll(() => expected.filter((type) => reports().some((r) => r.type === type)), { timeout: 15_000 })
    .toEqual(expected);
  await context.close();
  const batches = receiver.batches;
  // Each batch a fetch of the reports type, or, where the browser refused that fetch (the keepalive quota, a busy
  // machine as the page goes), the beacon's safelisted text (src/api/report-transport.ts; a Blob's type is lower
  // case, whatever case it was given in).
  expect(batches.map((batch) => batch.contentType)).toEqual(
    batches.map(() => expect.stringMatching(/^(application\/reports\+json|text\/plain;charset=utf-8)$/)),
  );
  expect(batches.length).toBeLessThan(reports().length);

  expect(reports()).toContainEqual(
    expect.objectContaining({
      type: 'cliq-contract',
      url: `${site.url}/dashboard/tasks`,
      body: expect.objectContaining({
        outcome: 'item-dropped',
        operation: 'GET /api/u/getTasks',
        pointer: '/tasks/*/points',
        expected: 'number',
      }),
    }),
  );
  expect(reports()).toContainEqual(
    expect.objectContaining({
      type: 'cliq-error',
      body: expect.objectContaining({ where: 'window', message: expect.stringContaining('an error nothing caught') }),
    }),
  );
  expect(reports()).toContainEqual(
    expect.objectContaining({ type: 'cliq-chunk-load', url: `${site.url}/login`, body: expect.objectContaining({ where: 'reply-dialog' }) }),
  );
  for (const report of reports()) {
    expect(typeof report.age).toBe('number');
    expect(report.url.startsWith(site.url)).toBe(true);
  }
  const text = JSON.stringify(reports());
  expect(text).not.toContain(SECRET_IN_REPLY);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain('ada@example.com');
  expect(violations).toEqual([]);
});

test('sends nothing when config.js names no reportUrl', async ({ browser }) => {
  receiver.batches.length = 0;
  const context = await browser.newContext();
  const page = await context.newPage();
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(receiver.url)) posted.push(request.url());
  });
  await page.route('**/config.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "window.__CLIQ_CONFIG__ = { apiBase: '', reportUrl: '' };" }),
  );
  await meetDrift(page);
  await page.unrouteAll();
  await page.goto('about:blank');
  // What a page sends as it goes arrives within a moment; give it one.
  await new Promise((done) => setTimeout(done, 2_000));
  await context.close();
  expect(posted).toEqual([]);
  expect(receiver.batches).toEqual([]);
});
