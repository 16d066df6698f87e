/**
 * Chunk failures in a real browser (issue 13): a lazily loaded chunk answered with a network error never takes
 * the app down.
 *   - the reply dialog's view chunk fails: the plain fallback dialog shows the reply, the page keeps working and
 *     keeps what was typed, and later dialogs keep working once the network recovers;
 *   - a page's chunk fails on the first load: the page reloads once (vite:preloadError), then the page's error
 *     shows inside the area's shell, and Try again brings the page once the chunk can be downloaded (Chromium
 *     keeps a failed module import for the life of the document, so that Try again reloads the page once: see
 *     src/app/lazy-route.tsx);
 *   - a chunk fails during a navigation: the page reloads once at the page it was going to.
 * Chunk URLs are matched by their name (Vite names a chunk after its module: ReplyDialogView-<hash>.js, the admin
 * area admin-<hash>.js, the login area auth-<hash>.js). A page that throws while rendering is covered by
 * tests/component/shell/page-error.test.tsx.
 */
import type { Page, Route } from '@playwright/test';
import { expect, PAGE_LOAD_TIMEOUT, test } from './support/fixtures.ts';

/** Aborts every request for chunks matching `pattern` until `restore()`; `aborted` lists what it stopped. */
async function failChunks(page: Page, pattern: RegExp) {
  const aborted: string[] = [];
  const handler = (route: Route) => {
    aborted.push(new URL(route.request().url()).pathname);
    return route.abort('failed');
  };
  await page.route(pattern, handler);
  return { aborted, restore: () => page.unroute(pattern, handler) };
}

/** Counts the page's document loads (the first load and every reload). */
function countDocuments(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

const pathIs = (expected: string) => (url: URL) => url.pathname === expected;

test.beforeEach(({ guard }) => {
  // Chromium reports each aborted chunk ('Failed to load resource: net::ERR_FAILED'), and React reports the
  // failed import its error boundary caught; both are what these tests ask for.
  guard.allowConsoleError(/^Failed to load resource/);
  guard.allowConsoleError(/dynamically imported module|reply dialog could not be downloaded/i);
});

test.describe('the reply dialog without its chunk', () => {
  test('shows the plain dialog with the title and message; the page keeps working and keeps what was typed', async ({
    page,
    mock,
  }) => {
    const chunk = await failChunks(page, /\/assets\/ReplyDialogView-[\w-]+\.js(\?.*)?$/);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    const form = page.getByRole('form', { name: 'Sign in' });
    const username = form.getByRole('textbox', { name: 'Username or email' });
    const password = form.getByLabel(/^Password/);
    await username.fill('adalove');
    await password.fill('wrong');
    await mock.use('POST /api/u/login', { example: 'wrongPassword' });
    const submit = form.getByRole('button', { name: 'Sign in' });
    await submit.click();

    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toContainText('Incorrect username or password.');
    await expect(page.getByTestId('reply-dialog-fallback')).toBeVisible();
    expect(chunk.aborted.length).toBeGreaterThan(0);
    const okay = dialog.getByRole('button', { name: 'Okay', exact: true });
    await expect(okay).toBeFocused();
    await okay.click();
    await expect(dialog).toBeHidden();
    await expect(username).toHaveValue('adalove');
    await expect(password).toHaveValue('wrong');

    // Escape closes it; the page is still in place and still works.
    await submit.click();
    await expect(dialog).toContainText('Incorrect username or password.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(pathIs('/login'));
    await username.fill('adalove2');
    await expect(username).toHaveValue('adalove2');

    // Once the network is back, later dialogs keep showing and closing. (A browser that downloads a failed module
    // again brings the real view back from the second one; Chromium keeps the failure until the next page load,
    // so this page keeps the plain dialog: either way the user gets every message.)
    await chunk.restore();
    for (let round = 0; round < 2; round += 1) {
      await submit.click();
      await expect(dialog).toContainText('Incorrect username or password.');
      await dialog.getByRole('button', { name: 'Okay', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(username).toHaveValue('adalove2');
  });
});

test.describe('a page whose chunk fails', () => {
  test('admin users: one reload, then the error inside the admin shell; Try again brings the page back', async ({
    page,
  }) => {
    const documents = countDocuments(page);
    // The page's own chunk (src/app/area-pages.ts): the one the browser names in the failed import, which a retry
    // asks the server about before it reloads.
    const chunk = await failChunks(page, /\/assets\/UsersPage-[\w-]+\.js(\?.*)?$/);
    await page.goto('/cfadmin/dashboard/users');

    const error = page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });
    await expect(error).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    expect(chunk.aborted.length).toBeGreaterThan(0);
    // The first failure reloaded the page once; the same failure right after the reload did not.
    expect(documents.count).toBe(2);
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be downloaded' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute(
      'href',
      '/cfadmin/dashboard/overview',
    );

    // Still offline: Try again downloads again, fails again, and neither reloads nor loses the shell.
    const attempts = chunk.aborted.length;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => chunk.aborted.length).toBeGreaterThan(attempts);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(error).toBeVisible();
    await expect(sidebar).toBeVisible();
    expect(documents.count).toBe(2);

    // Back online: Try again brings the page at the same address (Chromium, which keeps the failed import,
    // after one reload; a browser that downloads it again, without one).
    await chunk.restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(error).toHaveCount(0);
    await expect(sidebar).toBeVisible();
    await expect(page).toHaveURL(pathIs('/cfadmin/dashboard/users'));
    expect(documents.count).toBeLessThanOrEqual(3);
  });

  test('a navigation whose chunk fails reloads once at the page it was going to, then shows the page error', async ({
    page,
  }) => {
    // A page of the app with the public header (a prerendered public page has no app: its links load pages).
    await page.goto('/e2e/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    const documents = countDocuments(page);
    const chunk = await failChunks(page, /\/assets\/auth-[\w-]+\.js(\?.*)?$/);

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const error = page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });
    await expect(error).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    expect(chunk.aborted.length).toBeGreaterThan(0);
    expect(documents.count).toBe(1);
    await expect(page).toHaveURL(pathIs('/login'));
    // The public site's header stays around the error, with a way home.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    await chunk.restore();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
  });
});

test.describe('a part downloaded on demand', () => {
  test("admin task types: the form's chunk fails, the Add button says so, and the page keeps working", async ({
    page,
  }) => {
    await page.goto('/cfadmin/dashboard/task-types');
    const table = page.getByRole('table', { name: 'Task types' });
    await expect(table).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    const chunk = await failChunks(page, /\/assets\/TaskTypeForm-[\w-]+\.js(\?.*)?$/);

    await page.getByRole('button', { name: /^Add task type/ }).click();
    await expect(page.getByRole('button', { name: /Add task type.*could not be downloaded/ })).toBeVisible();
    expect(chunk.aborted.length).toBeGreaterThan(0);
    await expect(page.getByRole('form', { name: /task type/i })).toHaveCount(0);
    await expect(table).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Task types' })).toBeVisible();
  });
});
