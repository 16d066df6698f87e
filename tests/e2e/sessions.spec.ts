/**
 * Sessions in Chromium (issue 14): only the server sends a visitor to the login page. A refresh that fails while
 * an answer is cached keeps the page under a "Couldn't refresh" banner; a 5xx on the session check or on the
 * profile keeps the visitor where they are; a 401 mid-upload opens the session-ended dialog over the form, and
 * signing in again comes back to the upload page.
 *
 * Two tests, the Cliquer's and the advertiser's, each former test a step (test.step, titled as it was): a test's
 * fixed cost (a browser context and the first page load) is most of a short test's. A step loads the page only
 * where the load is what it checks (a failure of the first session check or of the first profile fetch, a reload);
 * otherwise it moves inside the app already loaded (openInApp), its components mounted afresh (`remount`).
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, openInApp, test, remountInApp } from './support/fixtures.ts';
import { control, fillTaskUpload, PNG, tick } from './support/forms.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
const LOAD = { timeout: 45_000 };
const pathIs = (expected: string) => (url: URL) => url.pathname === expected;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** What react-query hears when the tab is shown again: it refetches stale queries (the session check). */
const refocus = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

test('a Cliquer: a 500 on the profile or the session check, a failed refresh; signing in after another', async ({
  page,
  faults,
}) => {
  test.slow(); // four former tests, two page loads, two sign-ins (7 s alone, 19 s among three workers on 2 cores)
  // The profile fails from the first load: no step before has it cached.
  await test.step('a 500 on the profile keeps the dashboard (no redirect to /login)', async () => {
    await faults.inject('GET /api/u/profile-info', '500');
    await page.goto('/dashboard/profile');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /couldn.t load your profile/ })
        .first(),
    ).toBeVisible(LOAD);
    await expect(page).toHaveURL(pathIs('/dashboard/profile'));
    await faults.clear('GET /api/u/profile-info');
  });

  // A page load of its own: the session check that fails is the one the page starts with.
  await test.step('a 500 on the session check keeps the address and offers Try again', async () => {
    await faults.inject('GET /api/s/session', '500', { times: 1 });
    await page.goto('/dashboard/tasks');
    const error = page.getByRole('alert').filter({ hasText: /couldn.t check your session/ });
    await expect(error).toBeVisible(LOAD);
    await expect(page).toHaveURL(pathIs('/dashboard/tasks'));
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible(LOAD);
  });

  await test.step('a failed refresh of the session keeps the page, under a banner with Try again', async () => {
    // Not remount: the session guard stays mounted, so no session check is under way when the fault goes in (a
    // remounted guard checks again, and the refocus below would not start a second check while that one runs).
    await openInApp(page, '/dashboard/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(LOAD);

    await faults.inject('GET /api/s/session', '502-html');
    await refocus(page);
    const banner = page.getByRole('status').filter({ hasText: "Couldn't refresh; showing what we had" });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page).toHaveURL(pathIs('/dashboard/overview'));

    await faults.clear('GET /api/s/session');
    await banner.getByRole('button', { name: 'Try again' }).click();
    await expect(banner).toBeHidden();
  });

  // In the same tab without a reload, as at a shared computer: Logout leaves the second Cliquer on /login, and
  // nothing of the first may show from storage or from what the app still holds in memory.
  await test.step('a Cliquer signing in after another sees nothing of theirs, and payment details never reach storage', async () => {
    const storage = () => page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
    const signIn = async (user: string) => {
      await remountInApp(page, '/login');
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByRole('textbox', { name: 'Username or email' }).fill(user, LOAD);
      await form.getByLabel(/^Password/).fill('Secret123');
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(pathIs('/dashboard/overview'), LOAD);
    };
    const payment = () => page.getByRole('region', { name: 'Payment info' });
    const editor = () => payment().getByRole('form', { name: 'Edit payment info' });

    await signIn('ada');
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(page.getByText('Ada Lovelace Byron').first()).toBeVisible(LOAD);
    await payment().getByRole('button', { name: 'Edit payment info' }).click();
    await editor()
      .getByRole('textbox', { name: /Bank name/ })
      .fill('Ada Private Bank');
    await editor()
      .getByRole('textbox', { name: /Account number/ })
      .fill('5550001111');
    expect(await storage()).not.toMatch(/5550001111|Ada Private Bank/);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(pathIs('/login'), LOAD);

    // Another Cliquer: the server answers with Bola's profile from now on.
    await page.route('**/api/u/profile-info', async (route) => {
      const reply = (await (await route.fetch()).json()) as { user: Record<string, unknown> };
      const user = {
        ...reply.user,
        name: 'Bola Adeyemi',
        username: 'bola',
        email: 'bola@example.com',
        payment_method: null,
      };
      await route.fulfill({ json: { ...reply, user: { ...user, payment_details: {} } } });
    });
    await signIn('bola');
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(page.getByText('Bola Adeyemi').first()).toBeVisible(LOAD);
    await expect(page.getByText(/Ada Lovelace|ada@example\.com|Ada Private Bank/)).toHaveCount(0);
    await payment().getByRole('button', { name: 'Edit payment info' }).click();
    // Bola has no payment method yet: the editor starts empty, nothing of Ada's restored.
    await expect(editor().getByRole('combobox', { name: /Payment method/ })).toHaveValue('');
    await expect(page.getByText('We filled in what you typed earlier.')).toHaveCount(0);
    expect(await storage()).not.toMatch(/5550001111|Ada Private Bank/);
  });
});

test('an advertiser: a 401 mid-upload, signing in again; a reload of the upload form', async ({ page, faults }) => {
  test.slow(); // two long former tests, a sign-in and a reload (6 s alone, 16 s among three workers on 2 cores)
  await test.step('a 401 mid-upload opens the session-ended dialog; signing in comes back to the upload page', async () => {
    await page.goto('/advertiser/dashboard/taskupload');
    await expect(h1(page)).toHaveText('Task upload', LOAD);
    await expect(control(page, 'Task type').locator('option')).toHaveCount(4);
    await fillTaskUpload(page);

    await faults.inject('POST /api/a/taskUpload', { status: 401, json: { success: false, msg: 'Kindly login' } });
    await page.getByRole('button', { name: 'Upload task' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Sign in again to continue.');
    // The session-ended dialog alone says so: the upload page opens no failure dialog of its own for a 401.
    await expect(page.getByRole('alertdialog', { name: 'Failed to upload task' })).toHaveCount(0);
    // The form is still there under the dialog, with what was typed.
    await expect(control(page, 'Caption')).toHaveValue('Follow us for daily skincare tips');

    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(pathIs('/advertiser/login'));
    await faults.clear('POST /api/a/taskUpload');
    const form = page.getByRole('form', { name: 'Advertiser sign in' });
    await form.getByLabel(/^Username or email/).fill('glowbeauty');
    await form.getByLabel(/^Password/).fill('Secret123');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(pathIs('/advertiser/dashboard/taskupload'), LOAD);
    await expect(h1(page)).toHaveText('Task upload', LOAD);

    // Everything typed is still there: the text fields and niches from the tab's draft, the image from memory.
    await expect(page.getByRole('status').filter({ hasText: 'We filled in what you typed earlier.' })).toBeVisible();
    await expect(control(page, 'Account username')).toHaveValue('@glowbeauty');
    await expect(control(page, 'Caption')).toHaveValue('Follow us for daily skincare tips');
    await expect(control(page, 'Media URL')).toHaveValue('https://instagram.com/glowbeauty');
    await expect(control(page, 'Target count')).toHaveValue('200');
    await expect(control(page, 'Task type').locator('option:checked')).toHaveText(
      'Instagram follow ($0.50 per engagement)',
    );
    await expect(page.getByRole('checkbox', { name: 'Beauty' })).toBeChecked();
    await expect(page.getByText('task.png')).toBeVisible();

    // So the upload goes through at once, and the draft is forgotten.
    await page.getByRole('button', { name: 'Upload task' }).click();
    await expect(page.getByText('Task logged successful').first()).toBeVisible();
    await expect(control(page, 'Caption')).toHaveValue('');
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('cliq.draft.'))),
      )
      .toEqual([]);
  });

  // After the step before: its upload went through, so no draft is left and the form starts empty.
  await test.step('a reload of the upload form keeps the text and niches and asks for the image again', async () => {
    await remountInApp(page, '/advertiser/dashboard/taskupload');
    await expect(h1(page)).toHaveText('Task upload', LOAD);
    await control(page, 'Caption').fill('Follow us for daily skincare tips');
    await control(page, 'Image').setInputFiles({ name: 'task.png', mimeType: 'image/png', buffer: PNG });
    await tick(page.getByRole('checkbox', { name: 'Beauty' }));
    await expect(
      page.getByText('It stays chosen if you have to sign in again, but not if you reload the page.'),
    ).toBeVisible();
    await page.reload();
    await expect(h1(page)).toHaveText('Task upload', LOAD);
    await expect(page.getByRole('status').filter({ hasText: 'We filled in what you typed earlier.' })).toContainText(
      'Images are not kept after a reload',
    );
    await expect(control(page, 'Caption')).toHaveValue('Follow us for daily skincare tips');
    await expect(page.getByRole('checkbox', { name: 'Beauty' })).toBeChecked();
    await expect(page.getByText('task.png')).toHaveCount(0);
  });
});
