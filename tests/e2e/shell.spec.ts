/**
 * The app shell: dashboards redirect and show their own not-found page, the session guards send visitors to the right
 * login page, and a failed session check is shown (not a blank page). With Prism's default examples every session is
 * signed in. That every route of the registry renders a page (a level-1 heading, not the Not Found or error page) is
 * tests/prod/routes.spec.ts's business: it loads each one behind nginx, with the Content-Security-Policy on.
 */
import type { Page } from '@playwright/test';
import { expect, failedQueryRecovers, PAGE_LOAD_TIMEOUT, test } from './support/fixtures.ts';

const pathIs = (expected: string) => (url: URL) => url.pathname === expected;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A link or a button with this accessible name. */
const control = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));

test.describe('dashboard roots redirect to their overview', () => {
  const redirects: [string, string][] = [
    ['/dashboard', '/dashboard/overview'],
    ['/advertiser/dashboard', '/advertiser/dashboard/overview'],
    ['/cfadmin', '/cfadmin/dashboard/overview'],
    ['/cfadmin/dashboard', '/cfadmin/dashboard/overview'],
  ];
  for (const [from, to] of redirects) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(pathIs(to), { timeout: PAGE_LOAD_TIMEOUT });
      await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    });
  }
});

test.describe('unknown dashboard pages', () => {
  const dashboards: [string, string][] = [
    ['/dashboard/nonsense', '/dashboard/overview'],
    ['/advertiser/dashboard/nonsense', '/advertiser/dashboard/overview'],
    ['/cfadmin/dashboard/nonsense', '/cfadmin/dashboard/overview'],
  ];
  for (const [unknown, overview] of dashboards) {
    test(`${unknown} shows Page Not Found and leads back to ${overview}`, async ({ page }) => {
      await page.goto(unknown);
      const notFound = page.getByRole('heading', { name: 'Page Not Found', exact: true });
      await expect(notFound).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
      await control(page, 'Return to Dashboard').click();
      await expect(page).toHaveURL(pathIs(overview));
      await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
      await expect(notFound).toHaveCount(0);
    });
  }
});

test.describe('session guards', () => {
  const kindlyLogin = (page: Page) => page.getByRole('alert').filter({ hasText: 'Kindly login' });

  test('a signed-out Cliquer is sent from /dashboard/tasks to /login', async ({ page, mock }) => {
    await mock.use('GET /api/s/session', { example: 'loggedOut' });
    await page.goto('/dashboard/tasks');
    await expect(page).toHaveURL(pathIs('/login'), { timeout: PAGE_LOAD_TIMEOUT });
    await expect(kindlyLogin(page)).toHaveText('Kindly login', { timeout: PAGE_LOAD_TIMEOUT });
  });

  test('a signed-out advertiser is sent from /advertiser/dashboard/stats to /advertiser/login', async ({
    page,
    mock,
  }) => {
    await mock.use('GET /api/s/session_a', { example: 'loggedOut' });
    await page.goto('/advertiser/dashboard/stats');
    await expect(page).toHaveURL(pathIs('/advertiser/login'), { timeout: PAGE_LOAD_TIMEOUT });
    await expect(kindlyLogin(page)).toHaveText('Kindly login', { timeout: PAGE_LOAD_TIMEOUT });
  });

  test('a signed-out admin is sent from /cfadmin/dashboard/users to /cfadmin/login', async ({ page, mock }) => {
    await mock.use('GET /api/s/session_adm', { example: 'loggedOut' });
    await page.goto('/cfadmin/dashboard/users');
    await expect(page).toHaveURL(pathIs('/cfadmin/login'), { timeout: PAGE_LOAD_TIMEOUT });
    await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  });
});

test.describe('a failed session check', () => {
  // No wall-clock promise here (a 2 s bound failed on a busy machine): how soon the error shows is the query client's
  // rule, one retry 400 ms after a network failure and none after a server's error, held by
  // tests/unit/api/query-client.test.ts. This checks what the user sees, and how many calls each failure took.
  test('is shown with Try again (500, then aborted, tried once more first), and Try again opens the dashboard', async ({
    page,
    faults,
    api,
  }) => {
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
});

test('an unknown top-level path shows Page not found with a link home', async ({ page }) => {
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

// axe: every route is scanned at 1280 and 390 px by its area's spec (public-site, login, registration, dashboard,
// advertiser, admin), so the shell does not scan them again.
