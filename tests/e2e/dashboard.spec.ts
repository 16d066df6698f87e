/**
 * The Cliquer dashboard (issue 6) against Prism: the shell, overview, tasks, withdrawal, profile, ticket and learn,
 * every reply example the pages react to, faults injected per call, task images served by the preview proxy, and
 * axe on every page at desktop and phone widths (the test tagged @mobile also runs in the 390x844 project).
 *
 * A test's fixed cost (a browser context and the app's first page load) is most of a short test's, so the checks
 * are grouped into a few tests that share a start: each former test is a step (test.step, titled as it was), and
 * the steps move inside the app already loaded (openInApp) instead of loading the page again. A step that needs the
 * page's components afresh mounts them again (`remount`: out of the dashboard and back in). The query cache stays
 * across steps (answers are fresh for 30 s, src/api/query-client.ts): a step that needs an answer of its own comes
 * before anything fetched that call, or after a failure of it (a failed query is fetched again on mount), or after
 * Logout (which empties the cache). Kept apart: the copy test (its fake clock is installed before the page
 * loads) and the @mobile test (its steps hold at both widths).
 */
import type { Page } from '@playwright/test';
import {
  closeDialog,
  expect,
  expectNoAxeViolations,
  failedQueryRecovers,
  forEachFault,
  openInApp,
  replacing,
  test,
  tryAgain,
  type ApiLog,
  type MockControl,
  remountInApp,
} from './support/fixtures.ts';
import { engage, openWithdraw, stubExternalSites, taskCard } from './support/flows.ts';

const pathIs = (expected: string) => (url: URL) => url.pathname === expected;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const replyDialog = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

/** The tasks page mounted afresh, with its four cards. */
async function openTasks(page: Page) {
  await remountInApp(page, '/dashboard/tasks');
  await expect(page.getByTestId('task-card')).toHaveCount(4);
}

/** The payment editor of the profile page mounted afresh. */
async function openEditor(page: Page) {
  await remountInApp(page, '/dashboard/profile');
  const payment = page.getByRole('region', { name: 'Payment info' });
  await payment.getByRole('button', { name: 'Edit payment info' }).click();
  const form = payment.getByRole('form', { name: 'Edit payment info' });
  await expect(form).toBeVisible();
  return { payment, form };
}

const WITHDRAW_REPLIES = {
  requested: 'Withdrawal of 500 points requested. It will be processed within 48 hours.',
  insufficient: 'You do not have enough points for this withdrawal.',
} as const;

/** '<example>: shows the server message': a withdrawal of 500 points answered with the example. */
async function withdrawalReply(page: Page, mock: MockControl, api: ApiLog, example: keyof typeof WITHDRAW_REPLIES) {
  const message = WITHDRAW_REPLIES[example];
  await mock.use('POST /api/u/withdraw', { example });
  const dialog = await openWithdraw(page, { inApp: true });
  await dialog.getByRole('textbox', { name: /Points to withdraw/ }).fill('500');
  await dialog.getByText('I confirm that my payment information is correct').click();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  const reply = replyDialog(page, 'Kindly note');
  await expect(reply).toContainText(message);
  await expect(reply.getByRole('button', { name: 'Okay' })).toBeFocused();
  expect(api.matching('POST /api/u/withdraw')).toEqual([expect.objectContaining({ status: 200 })]);
  await reply.getByRole('button', { name: 'Okay' }).click();
  await expect(reply).toBeHidden();
  // A refusal keeps the withdraw dialog with the typed amount; a request closes it.
  if (example === 'insufficient') {
    await expect(dialog.getByRole('textbox', { name: /Points to withdraw/ })).toHaveValue('500');
  } else {
    await expect(dialog).toBeHidden();
  }
}

const SHELL_PAGES = ['overview', 'tasks', 'profile', 'ticket', 'learn'] as const;

test(
  'axe on every dashboard page; Go to platform then completing; the phone drawer',
  { tag: '@mobile' },
  async ({ page, api }) => {
    test.slow(); // six pages, six scans, then two more steps (10 to 13 s alone, 27 s among three workers on 2 cores)
    // One page load: the next pages are opened inside the app (openInApp), each scanned once it shows.
    await test.step('every dashboard page and Page Not Found have no axe violations', async () => {
      for (const [index, name] of SHELL_PAGES.entries()) {
        await test.step(`/dashboard/${name}`, async () => {
          await (index === 0 ? page.goto(`/dashboard/${name}`) : openInApp(page, `/dashboard/${name}`));
          await expect(h1(page)).toHaveText(name.charAt(0).toUpperCase() + name.slice(1));
          // Wait for the page's data, so the scan sees the real content rather than skeletons.
          await expect(page.getByRole('img', { name: 'Ada Lovelace Byron' })).toBeVisible();
          if (name === 'tasks') await expect(page.getByTestId('task-card')).toHaveCount(4);
          if (name === 'overview') await expect(page.getByRole('list', { name: 'Recent activity' })).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
      await test.step('/dashboard/nothing-here', async () => {
        await openInApp(page, '/dashboard/nothing-here');
        await expect(h1(page)).toHaveText('Page Not Found');
        await expectNoAxeViolations(page);
      });
    });

    await test.step('Go to platform engages and opens the link in a new tab; completing then refreshes points', async () => {
      await stubExternalSites(page.context());
      // Not remount: the shell (and its profile) stays mounted, so the only profile fetch from here on is the one
      // that completing asks for (a remounted shell fetches a profile older than 30 s again).
      await openInApp(page, '/dashboard/tasks');
      await expect(page.getByTestId('task-card')).toHaveCount(4);
      const card = taskCard(page, 'tsk_1001');
      const popup = page.context().waitForEvent('page');
      await card.getByRole('button', { name: 'Go to platform' }).click();
      const opened = await popup;
      await expect.poll(() => opened.url()).toBe('https://instagram.com/glowbeauty');
      // noopener: the new tab cannot reach back into the dashboard.
      expect(await opened.evaluate(() => window.opener)).toBeNull();
      await opened.close();
      expect(api.matching('POST /api/u/engageTask')).toEqual([expect.objectContaining({ status: 200 })]);
      await expect(card.getByRole('link', { name: 'Open platform again' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );

      const profileCalls = api.matching('GET /api/u/profile-info').length;
      await card.getByRole('button', { name: 'Mark as completed' }).click();
      await expect(replyDialog(page, 'Task completed')).toContainText('Task completed. Points added.');
      await expect(card).toHaveAttribute('data-status', 'completed');
      await expect(card).toContainText('You completed this task');
      await expect.poll(() => api.matching('GET /api/u/profile-info').length).toBeGreaterThan(profileCalls);
      // The reply dialogs live above the routes: closed, so the next step's clicks reach the page.
      await closeDialog(page, 'Task completed');
    });

    await test.step('phone: the sidebar is a drawer opened from the header', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await remountInApp(page, '/dashboard/overview');
      await expect(h1(page)).toHaveText('Overview');
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: 'Tasks' })).toBeVisible();
      await drawer.getByRole('link', { name: 'Tasks' }).click();
      await expect(page).toHaveURL(pathIs('/dashboard/tasks'));
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(h1(page)).toHaveText('Tasks');
    });
  },
);

test('a new Cliquer on the overview, profile and tasks; Logout; then the shell, ticket and learn', async ({
  page,
  mock,
  api,
}) => {
  test.slow(); // thirteen steps and two axe scans in one page load (13 s alone, 26 s among three workers on 2 cores)
  // The new Cliquer's replies from the first load; /dashboard redirects to the overview as the page loads.
  await mock.use('GET /api/u/profile-info', { example: 'newCliquer' });
  await mock.use('GET /api/u/getRecentActivities', { example: 'empty' });
  await mock.use('GET /api/u/getTasks', { example: 'empty' });
  await page.goto('/dashboard');

  // The first Tab of the page is the skip link's.
  await test.step('a skip link leads keyboard users past the navigation', async () => {
    await expect(h1(page)).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  await test.step('a new Cliquer: zero points, start rank, empty activity, empty task list count', async () => {
    await expect(page.getByText('0.00', { exact: true })).toBeVisible();
    await expect(page.getByText('Bronze', { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress to Silver' })).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('No activity yet')).toBeVisible();
    await expect(page.getByText('tasks waiting for you')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Bola' })).toHaveText('B');
  });

  await test.step('a new Cliquer without payment details is invited to add them', async () => {
    await remountInApp(page, '/dashboard/profile');
    await expect(page.getByRole('region', { name: 'Payment info' })).toContainText('No payment method yet.');
    await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(/\/register\/BOLA77$/);
  });

  await test.step('empty: every category says so', async () => {
    await remountInApp(page, '/dashboard/tasks');
    const empty = page.getByText('No tasks available in this category. Check back soon for new opportunities!');
    await expect(empty).toBeVisible();
    await page.getByRole('button', { name: /^Completed/ }).click();
    await expect(empty).toBeVisible();
  });

  // Prism's default replies from here on (set before Logout: the shell, still mounted as Logout empties the cache,
  // fetches the profile once more). Logout forgets the cached answers (forgetDashboard), so the steps after it get
  // Ada's profile, activity and tasks afresh.
  await test.step('Logout calls DELETE /api/u/logout and goes to /login', async () => {
    await mock.reset();
    await remountInApp(page, '/dashboard/overview');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(pathIs('/login'));
    expect(api.matching('DELETE /api/u/logout')).toEqual([expect.objectContaining({ status: 200 })]);
  });

  await test.step('desktop: sidebar, header title, breadcrumb, settings link and avatar initials', async () => {
    await remountInApp(page, '/dashboard');
    await expect(page).toHaveURL(pathIs('/dashboard/overview'));
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    for (const label of ['Overview', 'Tasks', 'Ticket', 'Learn', 'Profile']) {
      await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Welcome back, Ada')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Overview');
    await expect(page.getByRole('img', { name: 'Ada Lovelace Byron' })).toHaveText('AL');

    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(pathIs('/dashboard/profile'));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Profile');
  });

  // Before the open dialogs' scan below: this is the first time the page opens the menu (downloaded on demand).
  await test.step('the notifications menu says there are none, and closes with Escape', async () => {
    await remountInApp(page, '/dashboard/overview');
    const trigger = page.getByRole('button', { name: 'Notifications' });
    await trigger.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('You’re all caught up');
    await expect(menu).toContainText('There are no notifications to show.');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  await test.step('the header search finds tasks by account or caption', async () => {
    await remountInApp(page, '/dashboard/overview');
    const search = page.getByRole('searchbox', { name: 'Search tasks' }).filter({ visible: true });
    await search.fill('launch');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/tasks\?q=launch$/);
    await expect(page.getByTestId('task-card')).toHaveCount(1);
    await expect(taskCard(page, 'tsk_1002')).toBeVisible();

    await search.fill('@dancecrew');
    await search.press('Enter');
    await expect(page.getByTestId('task-card')).toHaveCount(1);
    await expect(taskCard(page, 'tsk_1004')).toBeVisible();

    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page.getByTestId('task-card')).toHaveCount(4);
  });

  await test.step('an unknown segment shows Page Not Found with Return to Dashboard', async () => {
    await remountInApp(page, '/dashboard/unknown-page');
    await expect(h1(page)).toHaveText('Page Not Found');
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(pathIs('/dashboard/overview'));
  });

  await test.step('open dialogs and menus have no axe violations', async () => {
    await remountInApp(page, '/dashboard/overview');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('dialog', { name: 'Withdraw points' }).getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByText('Enter the number of points to withdraw')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The first withdrawal of this test (the step checks it was the only one).
  await test.step('insufficient: shows the server message', () => withdrawalReply(page, mock, api, 'insufficient'));

  await test.step('Ticket invites the Cliquer to mail support', async () => {
    await remountInApp(page, '/dashboard/ticket');
    await expect(h1(page)).toHaveText('Ticket');
    const mail = page.getByRole('link', { name: 'E-mail support' });
    await expect(mail).toHaveAttribute('href', /^mailto:support@cliq\.example\?subject=.*ada/);
  });

  await test.step('Learn explains tasks, engagement, completion and the rules', async () => {
    await remountInApp(page, '/dashboard/learn');
    await expect(page.getByRole('heading', { name: 'How a task works' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Platform rules' })).toBeVisible();
    await page.getByRole('button', { name: /Engagement quota met/ }).click();
    await expect(page.getByText('You have engaged as many tasks as you can for now.')).toBeVisible();
  });
});

// setFixedTime before the page loads: the relative times are counted from the fixed now. Only steps that read no
// time of their own join it (a fixed clock gives every failure the same errorUpdatedAt, so no Try again here).
test('overview at a fixed time; withdrawal: bad amounts refused before any call, then requested', async ({
  page,
  mock,
  api,
}) => {
  await test.step('points, rank, progress, available tasks and recent activity with relative times', async () => {
    await page.clock.setFixedTime(new Date('2026-11-21T10:20:00Z'));
    await page.goto('/dashboard/overview');
    await expect(page.getByText('1,240.50')).toBeVisible();
    await expect(page.getByText('12.50 credits')).toBeVisible();
    await expect(page.getByText('Silver', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Next rank: Gold')).toBeVisible();
    await expect(page.getByText('759.50')).toBeVisible();
    await expect(page.getByText('Gold at 2,000.00 points')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress to Gold' })).toHaveAttribute('aria-valuenow', '62');
    await expect(page.getByText('tasks waiting for you')).toBeVisible();

    const rows = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Engagement');
    await expect(rows.nth(0)).toContainText('Completed');
    await expect(rows.nth(0)).toContainText('5 minutes ago');
    await expect(rows.nth(1)).toContainText('Withdrawal');
    await expect(rows.nth(1)).toContainText('Pending');
    await expect(rows.nth(1)).toContainText('1 day ago');
    await expect(rows.nth(2)).toContainText('Referral');
    await expect(rows.nth(2)).toContainText('1 month ago');

    await page.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(pathIs('/dashboard/tasks'));
  });

  await test.step('refuses bad amounts before any call and focuses the field', async () => {
    const dialog = await openWithdraw(page, { inApp: true });
    const points = dialog.getByRole('textbox', { name: /Points to withdraw/ });
    await expect(points).toBeFocused();
    const submit = dialog.getByRole('button', { name: 'Withdraw' });
    await submit.click();
    await expect(dialog.getByText('Enter the number of points to withdraw')).toBeVisible();
    await expect(dialog.getByText('Please confirm that your payment information is correct')).toBeVisible();
    await expect(points).toBeFocused();

    for (const [typed, message] of [
      ['abc', 'Points must be a number, for example 500 or 120.50'],
      ['0', 'Points must be more than 0'],
      ['-10', 'Points must be more than 0'],
      ['5000', 'You can withdraw at most 1,240.50 points'],
    ] as const) {
      await points.fill(typed);
      await submit.click();
      await expect(dialog.getByText(message)).toBeVisible();
    }
    expect(api.matching('POST /api/u/withdraw')).toHaveLength(0);
  });

  await test.step('requested: shows the server message', () => withdrawalReply(page, mock, api, 'requested'));
});

test('a failing task list (overview, then tasks), completion and withdrawal; the task images', async ({
  page,
  faults,
  request,
}) => {
  test.slow(); // five steps, three of them through three faults each (12.7 s alone, 16 s among three workers)
  // The task list fails from the first load, so no step before has a list cached.
  await test.step('the available task count shows a failure clearly', async () => {
    await faults.inject('GET /api/u/getTasks', '500');
    await page.goto('/dashboard/overview');
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't load your tasks" })).toBeVisible();
  });

  await test.step('a failed task list (500, aborted, malformed) shows an error with Try again', async () => {
    await failedQueryRecovers(page, faults, {
      operation: 'GET /api/u/getTasks',
      // The failed list is fetched again as the tasks page mounts.
      open: () => remountInApp(page, '/dashboard/tasks'),
      error: "We couldn't load your tasks",
      recovered: () => expect(page.getByTestId('task-card')).toHaveCount(4),
    });
  });

  await test.step('a failed completion (500, aborted, HTML) shows Error in task completion', async () => {
    await openTasks(page);
    await engage(page, 'tsk_1002');
    await forEachFault(faults, 'POST /api/u/completedTask', ['500', 'abort', 'html'] as const, async () => {
      await taskCard(page, 'tsk_1002').getByRole('button', { name: 'Mark as completed' }).click();
      await expect(replyDialog(page, 'Error in task completion')).toBeVisible();
      await expect(taskCard(page, 'tsk_1002')).toHaveAttribute('data-status', 'available');
      await closeDialog(page, 'Error in task completion');
    });
  });

  // A 500, no reply or an unreadable one leaves the outcome unknown (issues 14 and 25); a definite refusal ("was not
  // sent") is the component test's (tests/component/dashboard/overview.test.tsx).
  await test.step('a failed withdrawal (500, aborted, malformed) keeps the dialog and what was typed', async () => {
    const dialog = await openWithdraw(page, { inApp: true });
    const points = dialog.getByRole('textbox', { name: /Points to withdraw/ });
    await points.fill('250');
    await dialog.getByText('I confirm that my payment information is correct').click();
    const cases = [
      ['500', "We couldn't confirm whether your withdrawal went through."],
      ['abort', "We couldn't confirm whether your withdrawal went through."],
      ['malformed-json', "We couldn't confirm whether your withdrawal went through."],
    ] as const;
    const alert = dialog.getByRole('alert');
    await forEachFault(faults, 'POST /api/u/withdraw', cases, async ([, message], index) => {
      const withdraw = () => dialog.getByRole('button', { name: 'Withdraw' }).click();
      await (index === 0 ? withdraw() : replacing(alert, withdraw));
      await expect(alert).toContainText(message);
      await expect(points).toHaveValue('250');
    });
  });

  await test.step('the preview proxy serves the sample task images and nothing else', async () => {
    for (const name of ['sample-instagram.png', 'sample-x.png', 'sample-tiktok.png']) {
      const response = await request.get(`/uploads/tasks/${name}`);
      expect(response.status(), name).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
    }
    expect((await request.get('/uploads/tasks/missing.png')).status()).toBe(404);
    expect((await request.get('/uploads/tasks/make-samples.mjs')).status()).toBe(404);
    expect((await request.get('/uploads/tasks/..%2F..%2Fdev-proxy.mjs')).status()).toBe(404);
  });
});

test('tasks: a broken image, the cards, filters, then engaging and completing refused or failing', async ({
  page,
  guard,
  mock,
  faults,
  api,
}) => {
  test.slow(); // seven steps in one page load (12.5 s alone, 25 s among three workers on 2 cores)
  // First: the broken image must be the page's first fetch of it (a loaded image comes from the memory cache).
  await test.step('an image that fails to load falls back to the platform placeholder', async () => {
    guard.allowConsoleError(/404.*sample-x\.png/);
    await page.route('**/uploads/tasks/sample-x.png', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/dashboard/tasks');
    await expect(taskCard(page, 'tsk_1002').getByTestId('platform-placeholder')).toContainText('X (Twitter)');
    await page.unroute('**/uploads/tasks/sample-x.png');
  });

  await test.step('cards show platform, type, account, points, status, caption and images from the mock', async () => {
    await openTasks(page);
    const instagram = taskCard(page, 'tsk_1001');
    await expect(instagram).toContainText('Instagram');
    await expect(instagram).toContainText('Follow');
    await expect(instagram.getByRole('heading', { name: '@glowbeauty' })).toBeVisible();
    await expect(instagram).toContainText('5.00 points');
    await expect(instagram).toContainText('Available');
    await expect(instagram).toContainText('Follow Glow Beauty for daily skincare tips.');
    const image = instagram.getByTestId('task-image');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(400);
    await expect(taskCard(page, 'tsk_1002')).toContainText('2.50 points');
    // No image_path: the platform placeholder.
    await expect(taskCard(page, 'tsk_1003').getByTestId('platform-placeholder')).toContainText('YouTube');
    await expect(taskCard(page, 'tsk_1003')).toContainText('Completed');
    // The static footer.
    const footer = page.getByRole('region', { name: 'Rank progress' });
    await expect(footer).toContainText('Gold');
    await expect(footer.getByRole('progressbar', { name: 'Gold' })).toHaveAttribute('aria-valuenow', '70');
  });

  await test.step('filters all, available and completed', async () => {
    await openTasks(page);
    const filters = page.getByRole('group', { name: 'Filter tasks' });
    await filters.getByRole('button', { name: /^Available/ }).click();
    await expect(page.getByTestId('task-card')).toHaveCount(2);
    await expect(page.locator('[data-testid="task-card"][data-status="completed"]')).toHaveCount(0);
    await expect(filters.getByRole('button', { name: /^Available/ })).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: /^Completed/ }).click();
    await expect(page.getByTestId('task-card')).toHaveCount(2);
    await expect(page.locator('[data-testid="task-card"][data-status="available"]')).toHaveCount(0);
    await filters.getByRole('button', { name: /^All/ }).click();
    await expect(page.getByTestId('task-card')).toHaveCount(4);
  });

  // Before any step engages a task (the engaged tasks are kept in sessionStorage for the tab) or completes one.
  await test.step('completing before engaging says to perform the task first', async () => {
    await openTasks(page);
    await taskCard(page, 'tsk_1001').getByRole('button', { name: 'Mark as completed' }).click();
    const dialog = replyDialog(page, 'Kindly note');
    await expect(dialog).toContainText('Kindly perform task before marking as completed');
    await expect(dialog.getByRole('button', { name: 'Okay' })).toBeFocused();
    expect(api.matching('POST /api/u/completedTask')).toHaveLength(0);
    // The reply dialogs live above the routes: closed, so the next step's clicks reach the page.
    await closeDialog(page, 'Kindly note');
  });

  await test.step('quotaMet: Engagement quota met, and nothing opens', async () => {
    await mock.use('POST /api/u/engageTask', { example: 'quotaMet' });
    await openTasks(page);
    let popups = 0;
    page.context().on('page', () => (popups += 1));
    await taskCard(page, 'tsk_1002').getByRole('button', { name: 'Go to platform' }).click();
    await expect(replyDialog(page, 'Engagement quota met')).toContainText(
      'Task engagement quota met, kindly wait or engage other tasks',
    );
    expect(popups).toBe(0);
    await closeDialog(page, 'Engagement quota met');
    await mock.reset('POST /api/u/engageTask');
  });

  await test.step('a failed engagement (500, aborted) says so and opens nothing', async () => {
    let popups = 0;
    page.context().on('page', () => (popups += 1));
    await openTasks(page);
    await forEachFault(faults, 'POST /api/u/engageTask', ['500', 'abort'] as const, async () => {
      await taskCard(page, 'tsk_1002').getByRole('button', { name: 'Go to platform' }).click();
      await expect(replyDialog(page, 'Task not opened')).toContainText("We couldn't record your engagement.");
      await closeDialog(page, 'Task not opened');
    });
    expect(popups).toBe(0);
    await faults.clear('POST /api/u/engageTask');
  });

  // Last: it engages tsk_1001 and tsk_1002 (neither was engaged by the steps before, whose engagements failed).
  await test.step('refused completions: notVerified shows the server message; withErrorCode asks for a screenshot quoting the task key and the error code', async () => {
    await openTasks(page);
    const dialog = replyDialog(page, 'Error in task completion');

    await mock.use('POST /api/u/completedTask', { example: 'notVerified' });
    await engage(page, 'tsk_1002');
    await taskCard(page, 'tsk_1002').getByRole('button', { name: 'Mark as completed' }).click();
    await expect(dialog).toContainText('We could not verify this task yet. Try again shortly.');
    await expect(dialog).not.toContainText('screenshot');
    await expect(taskCard(page, 'tsk_1002')).toHaveAttribute('data-status', 'available');
    await closeDialog(page, 'Error in task completion');

    await mock.use('POST /api/u/completedTask', { example: 'withErrorCode' });
    await engage(page, 'tsk_1001');
    await taskCard(page, 'tsk_1001').getByRole('button', { name: 'Mark as completed' }).click();
    await expect(dialog).toContainText('Verification failed.');
    await expect(dialog).toContainText('screenshot');
    await expect(dialog).toContainText('tsk_1001');
    await expect(dialog).toContainText('VRF_403');
  });
});

test('the profile call refused or failing, recent activity failing; the profile page and its payment editor', async ({
  page,
  mock,
  faults,
  api,
}) => {
  test.slow(); // seven steps, three of them through two or three faults each (12 s alone, 27 s among three workers)
  await test.step('notLoggedIn: alerts its message on /login', async () => {
    await mock.use('GET /api/u/profile-info', { example: 'notLoggedIn' });
    await page.goto('/dashboard/tasks');
    await expect(page).toHaveURL(pathIs('/login'));
    await expect(page.getByRole('alert').filter({ hasText: 'Kindly login' })).toHaveText('Kindly login');
    await mock.reset('GET /api/u/profile-info');
  });

  // Only the server says signed out (issue 14): a failed call keeps the page, with its error. The notLoggedIn answer
  // was dropped (useProfileGate), so the profile is fetched again as the dashboard mounts.
  await test.step('aborted, malformed or 500: the page stays, with its error', async () => {
    const error = page
      .getByRole('alert')
      .filter({ hasText: /couldn.t load your profile/ })
      .first();
    await forEachFault(
      faults,
      'GET /api/u/profile-info',
      ['abort', 'malformed-json', '500'] as const,
      async (_, index) => {
        if (index === 0) await remountInApp(page, '/dashboard/profile');
        else await tryAgain(error);
        await expect(error).toBeVisible();
        await expect(page).toHaveURL(pathIs('/dashboard/profile'));
      },
    );
    await faults.clear('GET /api/u/profile-info');
  });

  // The failed profile is fetched again as the page mounts.
  await test.step('basic info, rank, interests, payment info, referral link and social links', async () => {
    await remountInApp(page, '/dashboard/profile');
    const basic = page.getByRole('region', { name: 'Basic info' });
    await expect(basic).toContainText('Ada Lovelace Byron');
    await expect(basic).toContainText('ada@example.com');
    await expect(basic).toContainText('Nigeria');
    await expect(page.getByRole('region', { name: 'Rank info' })).toContainText('Silver');
    await expect(page.getByRole('region', { name: 'Interests' }).getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('region', { name: 'Payment info' })).toContainText('First Bank');
    await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      new URL('/register/ADA1042', page.url()).href,
    );
    const social = page.getByRole('region', { name: 'Social links' }).getByRole('link');
    await expect(social).toHaveText(['Facebook', 'X (Twitter)', 'Instagram', 'TikTok', 'YouTube']);
    await expect(social.first()).toHaveAttribute('href', /^https:\/\/(www\.)?facebook\.com\//);
    await expect(social.first()).toHaveAttribute('rel', 'noopener noreferrer');
  });

  // No step before opened the overview: its recent activity is fetched for the first time here.
  await test.step('recent activity (500, aborted, malformed) is shown as an error with Try again', async () => {
    await failedQueryRecovers(page, faults, {
      operation: 'GET /api/u/getRecentActivities',
      open: () => remountInApp(page, '/dashboard/overview'),
      error: "We couldn't load your recent activity",
      recovered: () => expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')).toHaveCount(3),
    });
  });

  await test.step('saved: the edit icon opens the editor and the chosen method is sent', async () => {
    await mock.use('POST /api/u/editPaymentMethod', { example: 'saved' });
    const { payment, form } = await openEditor(page);
    await form.getByRole('combobox', { name: /Payment method/ }).selectOption('crypto_currency');
    await form.getByRole('button', { name: 'Save payment info' }).click();
    await expect(form.getByText('Wallet address is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Wallet address/ })).toBeFocused();
    await form.getByRole('textbox', { name: /Wallet address/ }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await form.getByRole('textbox', { name: /Currency/ }).fill('USDT');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/u/editPaymentMethod'));
    await form.getByRole('button', { name: 'Save payment info' }).click();
    expect((await sent).postDataJSON()).toEqual({
      payment_method: 'crypto_currency',
      wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      currency: 'USDT',
    });
    await expect(replyDialog(page, 'Kindly note')).toContainText('Your payment details have been saved.');
    await expect(payment.getByRole('form')).toBeHidden();
    expect(api.matching('POST /api/u/editPaymentMethod')).toEqual([expect.objectContaining({ status: 200 })]);
    // The reply dialogs live above the routes: closed, so the next step's clicks reach the page.
    await closeDialog(page, 'Kindly note');
  });

  await test.step('rejected: says so and keeps what was typed', async () => {
    await mock.use('POST /api/u/editPaymentMethod', { example: 'rejected' });
    const { form } = await openEditor(page);
    await form.getByRole('textbox', { name: /Bank name/ }).fill('Zenith Bank');
    await form.getByRole('button', { name: 'Save payment info' }).click();
    await expect(form.getByRole('alert')).toContainText('Your payment details were not saved.');
    await expect(form.getByRole('textbox', { name: /Bank name/ })).toHaveValue('Zenith Bank');
  });

  // The saved step refetched the profile (Prism's, with First Bank); the rejected one changed nothing.
  await test.step('a failed save (500, aborted) is shown in the editor', async () => {
    await mock.reset('POST /api/u/editPaymentMethod');
    const { form } = await openEditor(page);
    const alert = form.getByRole('alert');
    await forEachFault(faults, 'POST /api/u/editPaymentMethod', ['500', 'abort'] as const, async (_, index) => {
      const save = () => form.getByRole('button', { name: 'Save payment info' }).click();
      await (index === 0 ? save() : replacing(alert, save));
      await expect(alert).toBeVisible();
      await expect(form.getByRole('textbox', { name: /Bank name/ })).toHaveValue('First Bank');
    });
  });
});

test.describe('profile', () => {
  // Apart: the fake clock is installed before the page loads.
  test('copies the referral link; the icon resets after 2 seconds', async ({ page, context }) => {
    await page.clock.install();
    await page.goto('/dashboard/profile');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    const copy = page.getByRole('button', { name: 'Copy referral link' });
    await expect(copy).toBeVisible();
    // From here on the page's clock only moves when the test says so (install() alone keeps it running).
    await page.clock.pauseAt(Date.now() + 5_000);
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL('/register/ADA1042', page.url()).href,
    );
    await page.clock.runFor(1_900);
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('button', { name: 'Copy referral link' })).toBeVisible();
  });
});

test('a task card by keyboard alone: engage, then complete, the focus never on the page (WCAG 2.4.3)', async ({ page }) => {
  await stubExternalSites(page.context());
  await page.goto('/dashboard/tasks');
  const card = taskCard(page, 'tsk_1002');
  const go = card.getByRole('button', { name: 'Go to platform' });
  await expect(go).toBeVisible({ timeout: 20_000 });
  const onThePage = () => page.evaluate(() => document.activeElement === document.body || !document.activeElement);

  await go.focus();
  const popup = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  await (await popup).close();
  // 'Open platform again' took the place of the button, and its focus.
  await expect(card.getByRole('link', { name: 'Open platform again' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Mark as completed' })).toBeFocused();
  await page.keyboard.press('Enter');
  const done = page.getByRole('alertdialog', { name: 'Task completed' });
  await expect(done).toBeVisible();
  expect(await onThePage()).toBe(false);
  await page.keyboard.press('Enter');
  await expect(done).toBeHidden();
  // Completed: its buttons are gone, so the focus comes back to the card itself.
  await expect(card).toContainText('You completed this task');
  await expect(card).toBeFocused();
  expect(await onThePage()).toBe(false);
});
