/**
 * The admin area against Prism: login (the 1 s redirect on Playwright's clock, refusals, faults), the session
 * gate, and every tab (overview, task types, users, advertisers, settings) with its contract examples, its
 * faults, axe at desktop and phone widths, and the local-only actions (task type status, approve, reject) that
 * must send no request at all.
 *
 * A test's fixed cost (a browser context and the app's first page load) is most of what a short test costs a 2-core
 * machine, and a navigation inside the app about a tenth of a page load. So the checks that share a start are the
 * steps of one test (each step named after the check it was as a test of its own): a step opens its tab inside the
 * app (openAt), or mounts it afresh (remount) when it needs the tab to start again (its local decisions gone, its
 * form closed, a query that failed fetched again). What the app has fetched stays cached (30 s fresh) across steps,
 * and the overview fetches every tab's list: so a step that needs a list's first fetch (a fault or an example on the
 * tab's first load, a count of its fetches) comes first in its test, or in a test of its own. The checks at phone
 * width are one test (@mobile), the only one run at both widths. The login's 1 s redirect, on Playwright's clock
 * installed before the first load, is a test of its own.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect as baseExpect,
  closeDialog,
  expectNoAxeViolations,
  failedQueryRecovers,
  freezeClock,
  forEachFault,
  openInApp,
  settleOnClock,
  test,
  type FaultKind,
  unmountPage,
} from './support/fixtures';

const PAGE_LOAD_TIMEOUT = 20_000;

// Generous limits: these tests share the machine with other suites, and waiting longer never hides a bug here
// (every timed behaviour is checked on Playwright's clock, not by the wall clock).
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// Last-active times are shown in the viewer's time zone; pin it so the expected text is the same everywhere.
test.use({ timezoneId: 'UTC' });

const pathIs = (expected: string) => (url: URL) => url.pathname === expected;

const TASK_TYPES_TAB = '/cfadmin/dashboard/task-types';
const USERS_TAB = '/cfadmin/dashboard/users';
const ADVERTISERS_TAB = '/cfadmin/dashboard/advertisers';

/** Opens a path and waits for its page: a test's first page load. */
async function visit(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
}

/** Opens a path inside the app already loaded (openInApp: no page load) and waits for its page. */
async function openAt(page: Page, path: string, heading: string) {
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
}

/**
 * Mounts a path afresh inside the app, as a new test's page load would show it: by way of a page that is not one, so
 * the admin area starts again (the decisions it keeps in the browser only are gone, a query that failed or is stale
 * is fetched again), with the task type form's drafts forgotten (they are kept in sessionStorage, empty in a new
 * test's browser context). What the app fetched and is still fresh stays cached.
 */
async function remount(page: Page, path: string, heading: string) {
  await unmountPage(page, { forgetDrafts: true });
  // The area checks the session again as it mounts (and fetches a stale list again): waiting for the session's
  // answer keeps those calls out of what a step records from then on (recordApiRequests).
  const checked = path.startsWith('/cfadmin/dashboard')
    ? page.waitForResponse((response) => new URL(response.url()).pathname === '/api/s/session_adm')
    : null;
  await openAt(page, path, heading);
  await checked;
}

/** Every /api request the page sends from now on. */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** Lets the page run a couple of frames, so a request an action started has been reported. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, tableName: string, name: string) =>
  table(page, tableName)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

// The login form.
const username = (page: Page) => page.getByRole('textbox', { name: 'Username' });
const password = (page: Page) => page.getByLabel('Password', { exact: false }).and(page.locator('input'));
const signIn = (page: Page) => page.getByRole('button', { name: 'Sign in' });

/** An overview card. */
const card = (page: Page, label: string) => page.locator('.chakra-card__root').filter({ hasText: label });
/** The users' names in the users table. */
const names = (page: Page) => table(page, 'Users').getByRole('rowheader');
/** The visible text of a row's cells, label included on phones. */
const cell = (rowLocator: Locator, index: number) => rowLocator.getByRole('cell').nth(index);

// 'html' takes the same path as 'malformed-json' (a declared status without JSON: ApiError 'parse'); the harness and
// the HTTP module's unit tests cover it, so the per-call checks here use the other three.
/** A tab's step: its list fails each way in turn, then Try again recovers it (failedQueryRecovers). */
const FAILED_LIST = 'a failed list (500, aborted, malformed) shows an error with a retry that recovers';

// ------------------------------------------------------------------------------------------------ phone and desktop

// One page load: the login page, then every tab opened inside the app, at desktop width and (in the mobile project)
// at a phone's.
test(
  'the login form, the overview, every list and the settings entry at this width, with no violations',
  { tag: '@mobile' },
  async ({ page, api }) => {
    // Seven axe scans in one page: about 16 s on this machine alone, more on a CI machine's 2 cores.
    test.slow();

    await test.step('an empty form names both fields, focuses the first and sends nothing', async () => {
      await visit(page, '/cfadmin/login', 'Admin sign in');
      await expectNoAxeViolations(page);
      await signIn(page).click();
      await expect(page.getByText('Username is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
      await expect(username(page)).toBeFocused();
      await expect(username(page)).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      expect(api.matching('POST /api/adm/login')).toEqual([]);
    });

    await test.step('counts users, advertisers and task types, revenue 0, no violations', async () => {
      await openAt(page, '/cfadmin', 'Overview');
      await expect(page).toHaveURL(pathIs('/cfadmin/dashboard/overview'));
      await expect(card(page, 'Users')).toContainText('3');
      await expect(card(page, 'Users')).toContainText('1 user pending approval');
      await expect(card(page, 'Advertisers')).toContainText('21 active');
      await expect(card(page, 'Task types')).toContainText('21 active');
      await expect(card(page, 'Revenue')).toContainText('0');
      await expectNoAxeViolations(page);
      await card(page, 'Advertisers').getByRole('link', { name: 'View advertisers' }).click();
      await expect(page).toHaveURL(pathIs('/cfadmin/dashboard/advertisers'));
    });

    await test.step('lists the task types and the read-only currencies, with no violations', async () => {
      await openAt(page, TASK_TYPES_TAB, 'Task types');
      const follow = row(page, 'Task types', 'Instagram follow');
      await expect(follow).toContainText('Instagram');
      await expect(follow).toContainText('Follow');
      await expect(follow).toContainText('$0.50');
      await expect(follow).toContainText('₦750.00');
      await expect(follow.getByRole('switch', { name: /Instagram follow/ })).toBeChecked();
      await expect(row(page, 'Task types', 'X like').getByRole('switch', { name: /X like/ })).not.toBeChecked();

      const currencies = page.getByRole('region', { name: 'Currencies' });
      await expect(currencies.getByRole('listitem')).toHaveText([
        /USD\s*US Dollar\s*\$/,
        /NGN\s*Nigerian Naira\s*₦/,
        /GBP\s*Pound Sterling\s*£/,
      ]);
      await expect(currencies.locator('input, select, textarea, button')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    await test.step('lists the users with no violations', async () => {
      await openAt(page, USERS_TAB, 'Users');
      await expect(names(page)).toHaveCount(3);
      const ada = row(page, 'Users', 'Ada Lovelace');
      await expect(ada).toContainText('ada@example.com');
      await expect(ada).toContainText('Instagram: @ada');
      await expect(ada).toContainText('Approved');
      await expect(ada).toContainText('2 Mar 2026');
      await expect(ada).toContainText('21 Nov 2026');
      await expect(ada).toContainText('09:12');
      await expect(page.getByText('Showing 1–3 of 3 users')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step('lists the advertisers with money in their own symbol, no violations', async () => {
      await openAt(page, ADVERTISERS_TAB, 'Advertisers');
      const glow = row(page, 'Advertisers', 'Glow Beauty Ltd');
      await expect(glow).toContainText('ads@glowbeauty.example');
      await expect(cell(glow, 0)).toContainText('Active');
      await expect(cell(glow, 1)).toContainText('4');
      await expect(cell(glow, 2)).toContainText('12');
      await expect(cell(glow, 3)).toContainText('$1,250.50');
      await expect(cell(glow, 4)).toContainText('11 Feb 2026');
      await expect(cell(glow, 5)).toContainText('21 Nov 2026');
      const lagos = row(page, 'Advertisers', 'Lagos Eats');
      await expect(cell(lagos, 0)).toContainText('Inactive');
      await expect(cell(lagos, 3)).toContainText('₦90,000.00');
      await expectNoAxeViolations(page);
    });

    await test.step('settings is a navigation entry with a page and no violations', async () => {
      await openAt(page, '/cfadmin/dashboard/overview', 'Overview');
      const viewport = page.viewportSize();
      if (viewport && viewport.width < 1024) await page.getByRole('button', { name: 'Open navigation' }).click();
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .filter({ visible: true })
        .getByRole('link', { name: 'Settings' })
        .click();
      await expect(page).toHaveURL(pathIs('/cfadmin/dashboard/settings'));
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  },
);

// ------------------------------------------------------------------------------------------------ login

test.describe('admin login', () => {
  async function fill(page: Page, user = 'admin', secret = 'Adm1nPass') {
    await username(page).fill(user);
    await password(page).fill(secret);
  }

  // The signed-out admin first: each tab is loaded (the session check of a page load is what it checks), the last
  // one ending on the login page; the one successful login comes last.
  test('signed out, every tab sends to the login, which explains refusals and faults and works by keyboard', async ({
    page,
    mock,
    faults,
  }) => {
    // Five page loads, then three mounts of the login page: about 18 s on this machine alone.
    test.slow();

    await test.step('a signed-out admin is sent from every tab to /cfadmin/login', async () => {
      await mock.use('GET /api/s/session_adm', { example: 'loggedOut' });
      for (const tab of ['overview', 'task-types', 'users', 'advertisers', 'settings']) {
        await page.goto(`/cfadmin/dashboard/${tab}`);
        await expect(page).toHaveURL(pathIs('/cfadmin/login'));
        await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
      }
    });

    await test.step('a wrong password shows the server message, keeps the form and returns focus', async () => {
      await mock.reset('GET /api/s/session_adm');
      await mock.use('POST /api/adm/login', { example: 'wrongPassword' });
      await remount(page, '/cfadmin/login', 'Admin sign in');
      await fill(page, 'admin', 'nope');
      await signIn(page).click();

      const dialog = page.getByRole('alertdialog', { name: 'Error' });
      await expect(dialog).toContainText('Invalid admin credentials.');
      await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(password(page)).toBeFocused();
      await expect(username(page)).toHaveValue('admin');
      await expect(password(page)).toHaveValue('nope');
      await expect(page).toHaveURL(pathIs('/cfadmin/login'));
    });

    const LOGIN_FAULTS: [FaultKind, string][] = [
      ['500', 'Injected fault: internal server error'],
      ['abort', 'Connection error. Please try again later.'],
      ['malformed-json', 'Login failed. Please try again.'],
    ];
    await test.step('a failed login call (500, aborted, malformed) is explained each time, on the login page', async () => {
      await mock.reset('POST /api/adm/login');
      await remount(page, '/cfadmin/login', 'Admin sign in');
      await fill(page);
      await forEachFault(faults, 'POST /api/adm/login', LOGIN_FAULTS, async ([, message]) => {
        await signIn(page).click();
        await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText(message);
        await expect(page).toHaveURL(pathIs('/cfadmin/login'));
        await closeDialog(page, 'Error');
      });
    });

    await test.step('can be completed with the keyboard alone', async () => {
      await faults.clear('POST /api/adm/login');
      await remount(page, '/cfadmin/login', 'Admin sign in');
      await username(page).focus();
      await page.keyboard.type('admin');
      await page.keyboard.press('Tab');
      await expect(password(page)).toBeFocused();
      await page.keyboard.type('Adm1nPass');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Login successful')).toBeVisible();
      await expect(page).toHaveURL(pathIs('/cfadmin/dashboard/overview'), { timeout: PAGE_LOAD_TIMEOUT });
    });
  });

  test('success shows the message and opens the dashboard after 1 second', async ({ page, api }) => {
    await page.clock.install();
    await visit(page, '/cfadmin/login', 'Admin sign in');
    await fill(page);
    await freezeClock(page, 1_000);

    await signIn(page).click();
    const welcome = page.getByRole('status').filter({ hasText: 'Login successful' });
    await settleOnClock(page, async () => (await welcome.count()) > 0);
    await expect(page.getByRole('button', { name: /signing in/i })).toBeDisabled();
    expect(api.matching('POST /api/adm/login').map((exchange) => exchange.status)).toEqual([200]);

    await page.clock.runFor(998);
    await expect(page).toHaveURL(pathIs('/cfadmin/login'));
    await page.clock.runFor(2);
    await expect(page).toHaveURL(pathIs('/cfadmin/dashboard'));
    // The area's guard checks the session before the overview opens; let time flow again for it.
    await page.clock.resume();
    await expect(page).toHaveURL(pathIs('/cfadmin/dashboard/overview'));
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  });
});

// ------------------------------------------------------------------------------------------------ overview

test.describe('overview', () => {
  // A test of its own: the users' failure must be their first fetch, and the overview fetches every other list.
  test('a failed count is shown on its card while the others load', async ({ page, faults }) => {
    await faults.inject('GET /api/adm/get_users', '500');
    await visit(page, '/cfadmin/dashboard/overview', 'Overview');
    await expect(card(page, 'Users').getByRole('alert')).toContainText("We couldn't load the users.");
    await expect(card(page, 'Task types')).toContainText('21 active');
    await expectNoAxeViolations(page);
    await faults.clear('GET /api/adm/get_users');
    await card(page, 'Users')
      .getByRole('button', { name: /try again/i })
      .click();
    await expect(card(page, 'Users')).toContainText('1 user pending approval');
  });
});

// ------------------------------------------------------------------------------------------------ task types

test.describe('task types', () => {
  const TAB = TASK_TYPES_TAB;
  const form = (page: Page) => page.getByRole('form', { name: /task type|^edit /i });
  const media = (page: Page) => form(page).getByRole('combobox', { name: 'Media' });
  const action = (page: Page) => form(page).getByRole('combobox', { name: 'Action' });
  const currency = (page: Page, n: number) => form(page).getByRole('combobox', { name: `Currency ${n}`, exact: true });
  const amount = (page: Page, n: number) => form(page).getByRole('spinbutton', { name: `Amount ${n}`, exact: true });
  const addButton = (page: Page) => page.getByRole('button', { name: 'Add task type' }).first();

  /** Opens the tab (loaded, or `again` mounted afresh inside the app) and its add form. */
  async function openAdd(page: Page, again = false) {
    await (again ? remount(page, TAB, 'Task types') : visit(page, TAB, 'Task types'));
    await expect(table(page, 'Task types')).toBeVisible();
    await addButton(page).click();
    await expect(media(page)).toBeFocused();
  }

  // The add first: it counts the list's fetches (the load, then the refresh after the add).
  test('adds a task type, flips a status locally, and explains a duplicate, a missing one and a failed save', async ({
    page,
    api,
    mock,
    faults,
  }) => {
    // Five mounts of the tab, four forms filled: 11-12 s on this machine alone.
    test.slow();

    await test.step('adds a task type that Prism accepts, then refreshes the list', async () => {
      await openAdd(page);
      await media(page).selectOption('tiktok');
      await action(page).selectOption('follow');
      await currency(page, 1).selectOption('USD');
      await amount(page, 1).fill('0.4');
      await form(page).getByRole('button', { name: 'Add currency' }).click();
      await currency(page, 2).selectOption('GBP');
      await amount(page, 2).fill('0.3');
      await form(page).getByRole('button', { name: 'Add task type' }).click();

      await expect(page.getByRole('status').filter({ hasText: 'Task type added' })).toBeVisible();
      await expect(form(page)).toHaveCount(0);
      await expect(addButton(page)).toBeFocused();
      expect(api.matching('POST /api/adm/add-task-type').map((exchange) => exchange.status)).toEqual([200]);
      await expect.poll(() => api.matching('GET /api/adm/queryTaskTypes').length).toBe(2);
    });

    await test.step('the status switch flips locally and sends no request', async () => {
      await remount(page, TAB, 'Task types');
      const xLike = row(page, 'Task types', 'X like').getByRole('switch', { name: /X like/ });
      await expect(xLike).not.toBeChecked();
      const sent = recordApiRequests(page);
      // The input sits under the drawn switch: click what the pointer sees, the switch's label.
      await xLike.locator('xpath=ancestor::label').click();
      await expect(xLike).toBeChecked();
      await expect(row(page, 'Task types', 'X like')).toContainText('Active');
      await xLike.press('Space');
      await expect(xLike).not.toBeChecked();
      await nextFrames(page);
      expect(sent).toEqual([]);
    });

    await test.step('a duplicate shows the server message and keeps the form', async () => {
      await mock.use('POST /api/adm/add-task-type', { example: 'duplicate' });
      await openAdd(page, true);
      await media(page).selectOption('instagram');
      await action(page).selectOption('follow');
      await currency(page, 1).selectOption('USD');
      await amount(page, 1).fill('0.5');
      const submit = form(page).getByRole('button', { name: 'Add task type' });
      await submit.click();

      const dialog = page.getByRole('alertdialog', { name: 'Kindly note' });
      await expect(dialog).toContainText('This task type already exists.');
      await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Okay' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(media(page)).toBeFocused();
      await expect(media(page)).toHaveValue('instagram');
      await expect(amount(page, 1)).toHaveValue('0.5');
    });

    await test.step('edits a task type (update-task-type) and shows notFound', async () => {
      await mock.reset('POST /api/adm/add-task-type');
      await remount(page, TAB, 'Task types');
      await page.getByRole('button', { name: 'Edit Instagram follow' }).click();
      await expect(page.getByRole('heading', { name: 'Edit Instagram follow' })).toBeVisible();
      await expect(amount(page, 2)).toHaveValue('750');
      await amount(page, 2).fill('900');
      await form(page).getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Task type updated' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Instagram follow' })).toBeFocused();
      expect(api.matching('POST /api/adm/update-task-type').map((exchange) => exchange.status)).toEqual([200]);

      await mock.use('POST /api/adm/update-task-type', { example: 'notFound' });
      await page.getByRole('button', { name: 'Edit X like' }).click();
      await form(page).getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Kindly note' })).toContainText('Task type not found.');
      // A reply dialog is the app's, not the page's: it would stay open over the next page.
      await closeDialog(page, 'Kindly note');
    });

    await test.step('a save of unknown outcome: the list is fetched again and the page says what it shows', async () => {
      await faults.inject('POST /api/adm/add-task-type', 'abort');
      const lists = api.matching('GET /api/adm/queryTaskTypes').length;
      await openAdd(page, true);
      await media(page).selectOption('youtube');
      await action(page).selectOption('comment');
      await currency(page, 1).selectOption('USD');
      await amount(page, 1).fill('1');
      await form(page).getByRole('button', { name: 'Add task type' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Kindly note' })).toContainText(
        'does not show this task type: it is not saved. What you typed is still here.',
      );
      expect(api.matching('GET /api/adm/queryTaskTypes').length).toBeGreaterThan(lists);
      await closeDialog(page, 'Kindly note');
      await expect(amount(page, 1)).toHaveValue('1');
    });
  });

  // The failed list first (it needs the list's first fetch); the form's rules then count the adds sent.
  test('a failed list recovers, and the form reports the rules of point 5', async ({ page, api, faults }) => {
    await test.step(FAILED_LIST, () =>
      failedQueryRecovers(page, faults, {
        operation: 'GET /api/adm/queryTaskTypes',
        open: () => visit(page, TAB, 'Task types'),
        error: "We couldn't load the task types",
        recovered: () => expect(table(page, 'Task types')).toBeVisible(),
      }),
    );

    await test.step('the form reports the rules of point 5 and focuses the first problem', async () => {
      await openAdd(page, true);
      await form(page).getByRole('button', { name: 'Add task type' }).click();
      await expect(form(page)).toContainText('Media type is required');
      await expect(form(page)).toContainText('Action is required');
      await expect(form(page)).toContainText('All currencies must have both currency and amount');
      await expect(media(page)).toBeFocused();
      await expectNoAxeViolations(page);

      await media(page).selectOption('tiktok');
      await action(page).selectOption('follow');
      await form(page).getByRole('button', { name: 'Add currency' }).click();
      await expect(currency(page, 2)).toBeFocused();
      await currency(page, 2).selectOption('NGN');
      await form(page).getByRole('button', { name: 'Add task type' }).click();
      await expect(currency(page, 1)).toBeFocused();
      await expect(form(page).getByText('Media type is required')).toHaveCount(0);

      await form(page).getByRole('button', { name: 'Remove currency 2' }).click();
      await form(page).getByRole('button', { name: 'Remove currency 1' }).click();
      await expect(form(page).getByRole('button', { name: 'Add currency' })).toBeFocused();
      await form(page).getByRole('button', { name: 'Add task type' }).click();
      await expect(form(page)).toContainText('Add at least one currency');
      expect(api.matching('POST /api/adm/add-task-type')).toEqual([]);
    });
  });
});

// ------------------------------------------------------------------------------------------------ users

test.describe('users', () => {
  const TAB = USERS_TAB;

  // The failed list first (it needs the list's first fetch); each step after it mounts the tab afresh, so the
  // decisions of the step before are gone.
  test('a failed list recovers; approve, reject, search, filter and sort work on the list', async ({
    page,
    faults,
  }) => {
    // Three faults scanned by axe, then three mounts of the tab: about 13 s on this machine alone.
    test.slow();

    await test.step(FAILED_LIST, () =>
      failedQueryRecovers(page, faults, {
        operation: 'GET /api/adm/get_users',
        open: () => visit(page, TAB, 'Users'),
        error: "We couldn't load the users",
        each: async (alert, kind) => {
          if (kind === 'abort') await expect(alert).toContainText('Check your internet connection');
          await expectNoAxeViolations(page);
        },
        recovered: () => expect(names(page)).toHaveCount(3),
      }),
    );

    await test.step('approve and reject change the status locally and send no request', async () => {
      await remount(page, TAB, 'Users');
      const bola = row(page, 'Users', 'Bola Tinubu');
      await expect(bola).toContainText('Pending');
      const sent = recordApiRequests(page);

      await bola.getByRole('button', { name: 'Approve Bola Tinubu' }).click();
      await expect(bola).toContainText('Approved');
      await expect(bola.getByRole('button')).toHaveCount(0);
      await expect(bola.getByText('Approved', { exact: true })).toBeFocused();
      await expectNoAxeViolations(page);
      await nextFrames(page);
      expect(sent).toEqual([]);
    });

    await test.step('reject works from the keyboard and sends no request', async () => {
      await remount(page, TAB, 'Users');
      const sent = recordApiRequests(page);
      const reject = page.getByRole('button', { name: 'Reject Bola Tinubu' });
      await reject.focus();
      await page.keyboard.press('Enter');
      await expect(row(page, 'Users', 'Bola Tinubu')).toContainText('Rejected');
      await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Rejected (2)');
      await nextFrames(page);
      expect(sent).toEqual([]);
    });

    await test.step('search, status filter and sorting', async () => {
      await remount(page, TAB, 'Users');
      await page.getByRole('searchbox', { name: 'Search users' }).fill('@ada');
      await expect(names(page)).toHaveCount(1);
      await expect(names(page)).toContainText(['Ada Lovelace']);
      await expect(page.getByText('Showing 1–1 of 1 matching users (3 in total)')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search users' }).fill('');

      await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
      await expect(names(page)).toHaveCount(1);
      await expect(names(page)).toContainText(['Bola Tinubu']);
      await page.getByRole('combobox', { name: 'Status' }).selectOption('all');

      const lastActive = page.getByRole('columnheader', { name: /last active/i });
      await lastActive.getByRole('button').click();
      await expect(lastActive).toHaveAttribute('aria-sort', 'ascending');
      await expect(names(page).first()).toContainText('Chen Wei');
      await lastActive.getByRole('button').press('Enter');
      await expect(lastActive).toHaveAttribute('aria-sort', 'descending');
      await expect(names(page).first()).toContainText('Ada Lovelace');
    });
  });
});

// ------------------------------------------------------------------------------------------------ advertisers

test.describe('advertisers', () => {
  const TAB = ADVERTISERS_TAB;

  // The failed list first: it needs the list's first fetch.
  test('a failed list recovers, then filters by status and sorts by total spent', async ({ page, faults }) => {
    await test.step(FAILED_LIST, () =>
      failedQueryRecovers(page, faults, {
        operation: 'GET /api/adm/get_advertisers',
        open: () => visit(page, TAB, 'Advertisers'),
        error: "We couldn't load the advertisers",
        recovered: () => expect(table(page, 'Advertisers').getByRole('rowheader')).toHaveCount(2),
      }),
    );

    await test.step('filters by status and sorts by total spent', async () => {
      await remount(page, TAB, 'Advertisers');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
      await expect(table(page, 'Advertisers').getByRole('rowheader')).toHaveCount(1);
      await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
      const spent = page.getByRole('columnheader', { name: /total spent/i });
      await spent.getByRole('button').click();
      await spent.getByRole('button').click();
      await expect(spent).toHaveAttribute('aria-sort', 'descending');
      await expect(table(page, 'Advertisers').getByRole('rowheader').first()).toContainText('Lagos Eats');
    });
  });
});

// ------------------------------------------------------------------------------------------------ empty lists

// Each list's empty example must be its first fetch (an answer stays cached for 30 s), and no tab fetches another
// tab's list: one tab after the other, each opened inside the app.
test('each tab says when its list is empty', async ({ page, mock }) => {
  await test.step('task types: the empty example says there are none yet', async () => {
    await mock.use('GET /api/adm/queryTaskTypes', { example: 'empty' });
    await visit(page, TASK_TYPES_TAB, 'Task types');
    await expect(page.getByText('No task types yet')).toBeVisible();
    await expect(page.getByText('No currencies are set up yet.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('users: the empty example says there are no users yet', async () => {
    await mock.use('GET /api/adm/get_users', { example: 'empty' });
    await openAt(page, USERS_TAB, 'Users');
    await expect(page.getByText('No users yet')).toBeVisible();
    await expect(table(page, 'Users')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step('advertisers: the empty example says there are none yet', async () => {
    await mock.use('GET /api/adm/get_advertisers', { example: 'empty' });
    await openAt(page, ADVERTISERS_TAB, 'Advertisers');
    await expect(page.getByText('No advertisers yet')).toBeVisible();
  });
});
