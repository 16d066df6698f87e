/**
 * The browser's own reports and the report collector (issue 38; docs/operations.md, docs/security.md): a site whose
 * report endpoint is a path of its own (CLIQ_REPORT_URL=/reports), passed by nginx to the reference collector
 * (deploy/collector/collector.mjs), which writes reports.jsonl here.
 *   - A document requested with a query names no report endpoint: a link with a token (/login?token=...&email=...)
 *     that meets a CSP violation before the page has removed the token (an extension injecting a style, here an
 *     init script) gets no report queued by the browser, while the same violation on a page without a query does.
 *     The browser's queue is read from Chromium's DevTools protocol (the Reporting API panel's events): the headless
 *     shell the tests run in queues reports but never delivers them, so what it queued is posted here as the browser
 *     would send it. (A ReportingObserver in the page is told of every violation whatever the headers say; that
 *     stays in the page, which holds its own address anyway.)
 *   - Whatever arrives, the collector writes no query, fragment or sample (a Trusted Types report carries the first
 *     40 characters of the HTML refused, even without 'report-sample').
 *   - /reports takes POSTs of 64 KB at most, rate limited per client address.
 * Ports (E2E_DEPLOY_PORT, default 4350): +6 the site (/api to the production project's Prism); the collector listens
 * on a free port of its own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startCollector } from '../../deploy/collector/collector.mjs';
import { startNginx } from '../../deploy/nginx/nginx.mjs';
import { BUILD_DIR } from '../e2e/support/fixtures.ts';
import { cspDirectives, DEPLOY_PORT, rawRequest } from './deploy-support.ts';

const SITE_PORT = DEPLOY_PORT + 6;
const TOKEN = 'token-in-the-link-6021';
const EMAIL = 'ada@example.com';
const TOKEN_LINK = `/login?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`;
/** HTML from a server reply (someone's address in it) that the injected Trusted Types violation hands to innerHTML. */
const SERVER_HTML = '<p>Welcome back, grace@example.com: your reset link is ready</p>';

test.describe.configure({ mode: 'serial' });

let dir = '';
let collector: Awaited<ReturnType<typeof startCollector>>;
let site: Awaited<ReturnType<typeof startNginx>>;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cliq-reports-'));
  collector = await startCollector({ port: 0, file: join(dir, 'log/reports.jsonl') });
  site = await startNginx(
    {
      CLIQ_DIST: BUILD_DIR,
      CLIQ_LISTEN: `127.0.0.1:${SITE_PORT}`,
      CLIQ_REPORT_URL: '/reports',
      CLIQ_REPORT_COLLECTOR: collector.url,
      CLIQ_RUNTIME_DIR: join(dir, 'run'),
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
  await collector?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The lines the collector wrote, as text and parsed. */
function written() {
  let text = '';
  try {
    text = readFileSync(collector.file, 'utf8');
  } catch {
    // Nothing written yet.
  }
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; url: string; body: Record<string, unknown> });
  return { text, lines };
}

/** A POST of reports to the site's /reports, as a browser sends them. */
const sendReports = (reports: unknown[], headers: Record<string, string> = {}) =>
  rawRequest({
    host: '127.0.0.1',
    port: SITE_PORT,
    path: '/reports',
    method: 'POST',
    headers: { 'content-type': 'application/reports+json', ...headers },
    body: JSON.stringify(reports),
  });

test('a document requested with a query names no report endpoint, reports to none, asks for no Trusted Types reports', async () => {
  const get = (path: string) => rawRequest({ host: '127.0.0.1', port: SITE_PORT, path });
  for (const path of [TOKEN_LINK, '/register/ada?token=x', '/?utm=x']) {
    const headers = (await get(path)).headers ?? {};
    expect(headers['reporting-endpoints'], path).toBeUndefined();
    expect(headers['content-security-policy-report-only'], path).toBeUndefined();
    expect(cspDirectives(String(headers['content-security-policy'])).has('report-to'), path).toBe(false);
  }
  for (const path of ['/login', '/register/ada', '/']) {
    const headers = (await get(path)).headers ?? {};
    expect(headers['reporting-endpoints'], path).toBe('cliq="/reports"');
    expect(headers['content-security-policy-report-only'], path).toBe(
      "require-trusted-types-for 'script'; report-to cliq",
    );
    expect(cspDirectives(String(headers['content-security-policy'])).get('report-to'), path).toEqual(['cliq']);
  }
});

/** A report as Chromium's DevTools protocol shows one in the browser's queue. */
interface QueuedReport {
  initiatorUrl: string;
  type: string;
  body: Record<string, unknown>;
}

/**
 * Before any script of the page runs, what an extension could do: add a <style> without the nonce (refused by the
 * CSP) and hand HTML to innerHTML (a Trusted Types violation, report-only). The page's own view of each violation
 * is kept in window.__violations.
 */
async function injectViolations(page: Page) {
  await page.addInitScript((html) => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.documentURI}`);
    });
    const inject = () => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 3px solid red }';
      document.documentElement.appendChild(style);
      document.createElement('div').innerHTML = html;
    };
    if (document.documentElement) inject();
    else {
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        observer.disconnect();
        inject();
      }).observe(document, { childList: true });
    }
  }, SERVER_HTML);
}

test('a token link meeting a CSP violation before the page removes the token: nothing queued, nothing of it written', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const queued: QueuedReport[] = [];
  const devtools = await context.newCDPSession(page);
  devtools.on('Network.reportingApiReportAdded', ({ report }: { report: QueuedReport }) => queued.push(report));
  await devtools.send('Network.enable');
  await devtools.send('Network.enableReportingApi', { enable: true });
  await injectViolations(page);

  await page.goto(`${site.url}${TOKEN_LINK}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // The page removed the token from its address, after the violation: it happened on the address with it.
  await expect.poll(() => page.url()).not.toContain(TOKEN);
  const onTheLink = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  expect(onTheLink).toContain(`style-src-elem ${site.url}${TOKEN_LINK.replace('@', '%40')}`);

  // The same violations on a page opened without a query are queued for the endpoint: reporting is on.
  await page.goto(`${site.url}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => queued.filter(({ initiatorUrl }) => initiatorUrl === `${site.url}/about`).map(({ type }) => type))
    .toEqual(['csp-violation', 'csp-violation']);
  await context.close();

  // Nothing of the token link was queued: no report of it, nothing holding its token or e-mail. (The Trusted Types
  // report of /about does hold the start of the HTML refused: Chromium samples it whatever the policy says, which
  // is why the collector drops every sample, below.)
  expect(queued.filter(({ initiatorUrl }) => !initiatorUrl.startsWith(`${site.url}/about`))).toEqual([]);
  const queuedText = JSON.stringify(queued);
  for (const secret of [TOKEN, EMAIL, encodeURIComponent(EMAIL)]) expect(queuedText).not.toContain(secret);

  // What the browser sends, in the Reporting API's shape: the reports it queued, and, as a collector must expect
  // from a browser or a deployment that still reports such a document, the same report for the token link.
  const asSent = queued.map(({ initiatorUrl, type, body }) => ({
    type,
    age: 10,
    url: initiatorUrl,
    user_agent: 'Chromium',
    body,
  }));
  const trustedTypes = asSent.find(({ body }) => body.effectiveDirective === 'require-trusted-types-for');
  expect(trustedTypes?.body.sample, 'Chromium samples the HTML refused').toMatch(/^Element innerHTML\|<p>Welcome back/);
  const fromTheLink = {
    ...trustedTypes,
    url: `${site.url}${TOKEN_LINK}#${TOKEN}`,
    body: { ...trustedTypes?.body, documentURL: `${site.url}${TOKEN_LINK}`, sourceFile: `${site.url}${TOKEN_LINK}` },
  };
  expect((await sendReports([...asSent, fromTheLink])).status).toBe(204);

  const { text, lines } = written();
  // (The app's own reports of these pages, web vitals for instance, may be there too.)
  const violations = lines.filter(({ type }) => type === 'csp-violation');
  expect(violations.filter(({ url }) => url === `${site.url}/about`)).toHaveLength(2);
  expect(violations.filter(({ url }) => url === `${site.url}/login`)).toHaveLength(1);
  expect(lines.every(({ body }) => !('sample' in body))).toBe(true);
  for (const secret of [TOKEN, EMAIL, encodeURIComponent(EMAIL), 'Welcome back', 'grace@example.com']) {
    expect(text).not.toContain(secret);
  }
});

test('/reports takes POSTs of 64 KB at most, rate limited per client address', async () => {
  const get = await rawRequest({ host: '127.0.0.1', port: SITE_PORT, path: '/reports' });
  expect(get.status).toBe(403);
  const large = await sendReports([{ type: 'cliq-error', url: `${site.url}/`, body: { message: 'x'.repeat(70_000) } }]);
  expect(large.status).toBe(413);

  // A burst from one address: 30 more than the rate at once, then 429 (what came before in this file counts too).
  const before = written().lines.length;
  const statuses = await Promise.all(
    Array.from({ length: 45 }, (_, index) =>
      sendReports([{ type: 'cliq-error', url: `${site.url}/burst/${index}`, body: { name: 'Error' } }]).then(
        (reply) => reply.status ?? 0,
      ),
    ),
  );
  const accepted = statuses.filter((status) => status === 204).length;
  expect(accepted).toBeLessThanOrEqual(31);
  expect(statuses.filter((status) => status === 429).length).toBe(45 - accepted);
  // What was refused never reached the collector.
  expect(written().lines.length - before).toBe(accepted);
});
