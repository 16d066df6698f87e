/**
 * The app shell: routes render a page, dashboards redirect and show their own not-found page, the session guards
 * send visitors to the right login page, and a failed session check is shown (not a blank page). With Prism's
 * default examples every session is signed in.
 */
import type { Page } from '@playwright/test';
import { expect, openPage, PAGE_LOAD_TIMEOUT, test } from './support/fixtures.ts';

// Each area's spec opens every one of its routes (with axe); these are the routes no area spec opens directly,
// plus one of each kind of page, so a route that fails to render at all is caught here first.
const ROUTES = [
  '/',
  '/register/REF123',
  '/advertiser/regCompletion',
  '/advertiser/dashboard/transaction/tx_1',
  '/cfadmin/login',
  '/dashboard/overview',
];


const pathIs = (expected: string) => (url: URL) => url.pathname === expected;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A link or a button with this accessible name. */
const control = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));

test.describe('every route renders a page', () => {
  for (const route of ROUTES) {
    test(`${route} has a level-1 heading`, async ({ page }) => {
      const heading = await openPage(page, route);
      // Not the not-found page, and not a route error boundary (which catches render errors: no pageerror).
      await expect(heading).not.toHaveText(/^\s*(page not found|something went wrong)\s*$/i);
    });
  }
});

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
  const SESSION_PROBLEM = /couldn[’']t check your session/i;
  const sessionProblem = (page: Page) => page.getByRole('alert').filter({ hasText: SESSION_PROBLEM });

  for (const kind of ['500', 'abort'] as const) {
    test(`(${kind}) is shown within 2 s with a Try again button`, async ({ page, faults }) => {
      await faults.inject('GET /api/s/session', kind);
      // The 2 s are counted from the session request, so a slow page load on a busy machine is not counted.
      const sessionRequested = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/s/session');
      await page.goto('/dashboard/overview');
      await sessionRequested;
      await expect(sessionProblem(page)).toBeVisible({ timeout: 2_000 });
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page).toHaveURL(pathIs('/dashboard/overview'));
    });
  }

  test('Try again checks the session again and opens the dashboard', async ({ page, faults }) => {
    await faults.inject('GET /api/s/session', '500');
    await page.goto('/dashboard/overview');
    await expect(sessionProblem(page)).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });

    await faults.clear('GET /api/s/session');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(sessionProblem(page)).toHaveCount(0);
    await expect(page).toHaveURL(pathIs('/dashboard/overview'));
    await expect(h1(page).first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
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
