/**
 * Every role signs out (issue 38), on the production build behind nginx with the CSP on: an advertiser and an admin
 * from the sidebar and from the phone menu, after which a dashboard URL sends them to their login with 'Kindly
 * login'; a Cliquer's logout answered 502, or sent offline, leaves the Cliquer on the dashboard, told "You are still
 * signed in", with a Try again that works.
 */
import type { Page } from '@playwright/test';
import { expect, PAGE_LOAD_TIMEOUT, test } from './fixtures.ts';

const LOAD = { timeout: PAGE_LOAD_TIMEOUT };
const pathIs = (expected: string) => (url: URL) => url.pathname === expected;
const PHONE = { width: 390, height: 844 };

const AREAS = [
  {
    name: 'advertiser',
    dashboard: '/advertiser/dashboard/overview',
    login: '/advertiser/login',
    logout: 'DELETE /api/a/logout',
    session: 'GET /api/s/session_a',
  },
  {
    name: 'admin',
    dashboard: '/cfadmin/dashboard/overview',
    login: '/cfadmin/login',
    logout: 'DELETE /api/adm/logout',
    session: 'GET /api/s/session_adm',
  },
] as const;

/** The sidebar's Logout on a wide screen; the phone menu's, opened from the header, at 390 px. */
async function logOut(page: Page, from: 'sidebar' | 'phone menu') {
  if (from === 'sidebar') {
    await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
    return;
  }
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
}

for (const area of AREAS) {
  for (const from of ['sidebar', 'phone menu'] as const) {
    test(`an ${area.name} signs out from the ${from}; the dashboard then asks to sign in`, async ({ page, mock, api }) => {
      test.slow(); // two page loads of a gated area behind nginx, and a sign-out between them
      if (from === 'phone menu') await page.setViewportSize(PHONE);
      await page.goto(area.dashboard);
      await expect(page.getByRole('button', { name: from === 'sidebar' ? 'Logout' : 'Open navigation' })).toBeVisible(
        LOAD,
      );
      await logOut(page, from);
      await expect(page).toHaveURL(pathIs(area.login), LOAD);
      expect(api.matching(area.logout)).toEqual([expect.objectContaining({ status: 200 })]);

      // The server has ended the session: its session check says so from now on.
      await mock.use(area.session, { example: 'loggedOut' });
      await page.goto(area.dashboard);
      await expect(page).toHaveURL(pathIs(area.login), LOAD);
      await expect(page.getByRole('alert').filter({ hasText: 'Kindly login' })).toBeVisible();
    });
  }
}

test('a Cliquer logout answered 502, then sent offline, leaves the Cliquer signed in and says so; Try again works', async ({
  page,
  context,
  faults,
  api,
  guard,
}) => {
  // A chunk the app was downloading in the background when the network went (the reply dialog's, after the first
  // press) fails as the browser logs it; the app tries it again once back online.
  guard.allowConsoleError(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await page.goto('/dashboard/overview');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible(LOAD);
  const stillSignedIn = sidebar.getByRole('alert').filter({ hasText: 'You are still signed in' });

  await test.step('502: still signed in, on the dashboard', async () => {
    await faults.inject('DELETE /api/u/logout', '502-html');
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await expect(stillSignedIn).toContainText("We couldn't sign you out.");
    await expect(page).toHaveURL(pathIs('/dashboard/overview'));
    await expect(stillSignedIn.getByRole('button', { name: 'Try again' })).toBeFocused();
  });

  await test.step('offline: nothing sent, said so', async () => {
    const sent = api.matching('DELETE /api/u/logout').length;
    await context.setOffline(true);
    await stillSignedIn.getByRole('button', { name: 'Try again' }).click();
    await expect(stillSignedIn).toContainText("You're offline.");
    expect(api.matching('DELETE /api/u/logout')).toHaveLength(sent);
    await expect(page).toHaveURL(pathIs('/dashboard/overview'));
  });

  await test.step('back online, Try again signs out', async () => {
    await context.setOffline(false);
    await faults.clear('DELETE /api/u/logout');
    await stillSignedIn.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(pathIs('/login'), LOAD);
  });
});
