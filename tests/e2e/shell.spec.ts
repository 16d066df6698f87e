/**
 * The app shell: dashboards redirect and show their own not-found page, the session guards send visitors to the right
 * login page, and a failed session check is shown (not a blank page). With Prism's default examples every session is
 * signed in. That every route of the registry renders a page (a level-1 heading, not the Not Found or error page) is
 * tests/prod/routes.spec.ts's business: it loads each one behind nginx, with the Content-Security-Policy on.
 *
 * A test's fixed cost (a browser context and its fixtures) is a good part of a short test's, so the checks are the
 * steps of one test (each step titled as its former test). What is checked on a page load stays a page load: the
 * failed session check (the first fetch of the session, so the first step), the redirects and the session guards
 * (a session is read as the app starts: the mock's choice is set before the load), the unknown top-level path (what
 * the server sends for it). The unknown dashboard pages open inside the app already loaded (openInApp).
 */
import type { Page } from '@playwright/test';
import { expect, failedQueryRecovers, openInApp, PAGE_LOAD_TIMEOUT, test } from './support/fixtures.ts';

const pathIs = (expected: string) => (url: URL) => url.pathname === expected;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A link or a button with this accessible name. */
const control = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));

const kindlyLogin = (page: Page) => page.getByRole('alert').filter({ hasText: 'Kindly login' });

test('a failed session check, the dashboard roots, unknown pages and the session guards', async ({
  page,
  faults,
  api,
  mock,
}) => {
  test.slow(); // nine page loads (23 s on a 2-core machine busy with other test runs)

  // No wall-clock promise here (a 2 s bound failed on a busy machine): how soon the error shows is the query client's
  // rule, one retry 400 ms after a network failure and none after a server's error, held by
  // tests/unit/api/query-client.test.ts. This checks what the user sees, and how many calls each failure took.
  // First: the session's first fetch, on the test's first page load, and the calls counted from none.
  await test.step('a failed session check is shown with Try again (500, then aborted, tried once more first), and Try again opens the dashboard', async () => {
    let calls = 0;
    await failedQueryRecovers(page, faults, {
      operation: 'GET /api/s/session',
      open: () => page.goto('/dashboard/overview'),
      error: /couldn[’']t check your session/i,
      kinds: ['500', 'abort'],
      each: async (alert, kind) => {
        await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
        await expect(page).toHaveURL(pathIs('/dashboard/overview'));
        const now = api.matching('GET /api/s/session').length;
        expect(now - calls, `calls for ${kind}`).toBe(kind === 'abort' ? 2 : 1);
        calls = now;
      },
      recovered: async () => {
        await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
        await expect(page).toHaveURL(pathIs('/dashboard/overview'));
        await expect(page.getByRole('alert').filter({ hasText: /couldn[’']t check your session/i })).toHaveCount(0);
      },
    });
  });

  const redirects: [string, string][] = [
    ['/dashboard', '/dashboard/overview'],
    ['/advertiser/dashboard', '/advertiser/dashboard/overview'],
    ['/cfadmin', '/cfadmin/dashboard/overview'],
    ['/cfadmin/dashboard', '/cfadmin/dashboard/overview'],
  ];
  for (const [from, to] of redirects) {
    await test.step(`dashboard roots redirect to their overview: ${from} → ${to}`, async () => {
      await page.goto(from);
      await expect(page).toHaveURL(pathIs(to), { timeout: PAGE_LOAD_TIMEOUT });
      await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    });
  }

  const dashboards: [string, string][] = [
    ['/dashboard/nonsense', '/dashboard/overview'],
    ['/advertiser/dashboard/nonsense', '/advertiser/dashboard/overview'],
    ['/cfadmin/dashboard/nonsense', '/cfadmin/dashboard/overview'],
  ];
  for (const [unknown, overview] of dashboards) {
    await test.step(`unknown dashboard pages: ${unknown} shows Page Not Found and leads back to ${overview}`, async () => {
      await openInApp(page, unknown);
      const notFound = page.getByRole('heading', { name: 'Page Not Found', exact: true });
      await expect(notFound).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
      await control(page, 'Return to Dashboard').click();
      await expect(page).toHaveURL(pathIs(overview));
      await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
      await expect(notFound).toHaveCount(0);
    });
  }

  await test.step('an unknown top-level path shows Page not found with a link home', async () => {
    await page.goto('/no-such-page');
    const notFound = page.getByRole('heading', { name: 'Page not found', exact: true });
    await expect(notFound).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });

    const homeLinks = page.locator('a[href="/"], a[href="/home"]').filter({ visible: true });
    await expect(homeLinks.first()).toBeVisible();
    await homeLinks.first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/' || url.pathname === '/home');
    await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(notFound).toHaveCount(0);
  });

  // Last: each signed-out session holds to the end of the test.
  await test.step('session guards: a signed-out Cliquer is sent from /dashboard/tasks to /login', async () => {
    await mock.use('GET /api/s/session', { example: 'loggedOut' });
    await page.goto('/dashboard/tasks');
    await expect(page).toHaveURL(pathIs('/login'), { timeout: PAGE_LOAD_TIMEOUT });
    await expect(kindlyLogin(page)).toHaveText('Kindly login', { timeout: PAGE_LOAD_TIMEOUT });
  });

  await test.step('session guards: a signed-out advertiser is sent from /advertiser/dashboard/stats to /advertiser/login', async () => {
    await mock.use('GET /api/s/session_a', { example: 'loggedOut' });
    await page.goto('/advertiser/dashboard/stats');
    await expect(page).toHaveURL(pathIs('/advertiser/login'), { timeout: PAGE_LOAD_TIMEOUT });
    await expect(kindlyLogin(page)).toHaveText('Kindly login', { timeout: PAGE_LOAD_TIMEOUT });
  });

  await test.step('session guards: a signed-out admin is sent from /cfadmin/dashboard/users to /cfadmin/login', async () => {
    await mock.use('GET /api/s/session_adm', { example: 'loggedOut' });
    await page.goto('/cfadmin/dashboard/users');
    await expect(page).toHaveURL(pathIs('/cfadmin/login'), { timeout: PAGE_LOAD_TIMEOUT });
    await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  });
});

// axe: every route is scanned at 1280 and 390 px by its area's spec (public-site, login, registration, dashboard,
// advertiser, admin), so the shell does not scan them again.
