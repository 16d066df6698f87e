/**
 * The network layer in a real browser (issue 14): a hung call times out on Playwright's clock, an offline submit
 * fails at once and is never sent later, a withdrawal whose outcome is unknown says so, refreshes the points and
 * retries with the same Idempotency-Key, and every state-changing call carries the CSRF header.
 *
 * A test's fixed cost (a browser context and the app's first page load) is a good part of a short test's, so the
 * withdrawal's checks are the steps of one test (each step titled as its former test): one page load, then the
 * overview mounted afresh inside the app (remountInApp) for each step's withdrawal dialog. Kept apart: the two hung
 * calls (their fake clock is installed before the page loads) and the task upload's (its own area, already one page
 * load for its five answers).
 */
import { writeFileSync } from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import {
  apiUrlPattern,
  expect,
  closeDialog,
  freezeClock,
  PAGE_LOAD_TIMEOUT,
  remountInApp,
  test,
  type FaultKind,
  type FaultReply,
} from './support/fixtures';
import { openWithdraw } from './support/flows.ts';
import { control, fillTaskUpload, PNG } from './support/forms.ts';

const WITHDRAW_UNKNOWN = "We couldn't confirm whether your withdrawal went through.";
const OFFLINE = "You're offline. Check your connection and try again.";

/** Every /api request the page sends, with its headers (as Chromium sent them, lower-case names). */
function recordRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request);
  });
  return sent;
}

const callsTo = (sent: Request[], method: string, path: string) =>
  sent.filter((request) => request.method() === method && new URL(request.url()).pathname === path);

async function fillWithdraw(dialog: Locator, points: string): Promise<void> {
  await dialog.getByRole('textbox', { name: /Points to withdraw/ }).fill(points);
  await dialog.getByText('I confirm that my payment information is correct').click();
}

test('a hung call times out after 20 s with a clear message', async ({ page }) => {
  await page.clock.install();
  // The task types never answer.
  await page.route(apiUrlPattern('/api/a/taskTypes'), () => undefined);
  await page.goto('/advertiser/dashboard/taskupload');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await freezeClock(page, 500);
  await page.clock.runFor(10_000);
  await expect(page.getByText('took too long')).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect(page.getByRole('alert')).toContainText(
    "We couldn't load the task types: the server took too long to answer. Please try again.",
  );
});

test('a hung withdrawal is an unknown outcome after 20 s', async ({ page }) => {
  await page.clock.install();
  const dialog = await openWithdraw(page);
  await page.route(apiUrlPattern('/api/u/withdraw'), () => undefined);
  await fillWithdraw(dialog, '500');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByRole('button', { name: /Sending/ })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(dialog.getByRole('alert')).toContainText(WITHDRAW_UNKNOWN);
});

/**
 * The answers after which an irreversible call may have been carried out (issue 25): a proxy's 502 page, a 500, a
 * 504, a 409 "still processing", and a 200 that breaks the contract. None may say it was not sent; the retry must be
 * the same request (the same Idempotency-Key).
 */
const MAYBE_DONE: { name: string; fault: FaultKind | FaultReply }[] = [
  { name: '502 with an HTML page', fault: '502-html' },
  { name: '500', fault: '500' },
  { name: '504', fault: { status: 504, json: { message: 'Gateway timeout' } } },
  { name: '409 still processing', fault: { status: 409, json: { message: 'Still processing' } } },
  { name: 'a 200 that breaks the contract', fault: { status: 200, json: { success: 'yes' } } },
];

const keysOf = (requests: Request[]) =>
  Promise.all(requests.map(async (request) => (await request.allHeaders())['idempotency-key']));

test('the withdrawal: the CSRF header, offline, an unknown outcome, and gateway errors retried with the same key', async ({
  page,
  context,
  faults,
}) => {
  test.slow(); // one page load and eight withdrawals (36 s on a 2-core machine busy with other test runs)

  // First: every request from the test's page load on.
  await test.step('every POST and DELETE carries X-Requested-With, and plain GETs do not', async () => {
    const sent = recordRequests(page);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel(/Username or email/).fill('ada');
    await form.getByLabel(/^Password/).fill('Secret123');
    await form.getByRole('button', { name: /sign in/i }).click();
    await expect.poll(() => callsTo(sent, 'POST', '/api/u/login').length).toBeGreaterThan(0);
    // The app leaves /login once signed in: that navigation done before this one, so it cannot follow and undo it.
    await expect(page).not.toHaveURL(/\/login$/, { timeout: PAGE_LOAD_TIMEOUT });
    const dialog = await openWithdraw(page, { inApp: true, forgetDrafts: true });
    await fillWithdraw(dialog, '500');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Kindly note' })).toBeVisible();

    const headers = await Promise.all(
      sent.map(async (request) => ({
        call: `${request.method()} ${new URL(request.url()).pathname}`,
        csrf: (await request.allHeaders())['x-requested-with'],
      })),
    );
    const writes = headers.filter(({ call }) => !call.startsWith('GET '));
    expect(writes.map(({ call }) => call)).toEqual(
      expect.arrayContaining(['POST /api/u/withdraw', 'POST /api/u/login']),
    );
    for (const write of writes) expect(write, write.call).toMatchObject({ csrf: 'cliq-web' });
    const reads = headers.filter(({ call }) => call.startsWith('GET ') && call !== 'GET /api/u/logout');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.csrf, read.call).toBeUndefined();
    // The reply dialogs live above the routes: closed, so the next step's clicks reach the page.
    await closeDialog(page, 'Kindly note');
  });

  await test.step('offline, a submit fails at once; back online nothing is replayed, the next press sends the one withdrawal', async () => {
    const sent = recordRequests(page);
    const dialog = await openWithdraw(page, { inApp: true, forgetDrafts: true });
    // The open dialog hides the rest of the page from assistive tech, so the banner is found by CSS here.
    const banner = page.locator('[role=status]', { hasText: OFFLINE });
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await fillWithdraw(dialog, '500');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(dialog.getByRole('alert')).toContainText(OFFLINE);
    expect(callsTo(sent, 'POST', '/api/u/withdraw')).toHaveLength(0);

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: /Points to withdraw/ })).toHaveValue('500');
    // A call queued offline would be replayed as the browser comes back online, before this press: without a wait on
    // the clock, the press's withdrawal must be the only one sent.
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Kindly note' })).toContainText(
      'Withdrawal of 500 points requested.',
    );
    expect(callsTo(sent, 'POST', '/api/u/withdraw')).toHaveLength(1);
    // The reply dialogs live above the routes: closed, so the next step's clicks reach the page.
    await closeDialog(page, 'Kindly note');
  });

  await test.step('a withdrawal with an unknown outcome says so, refetches the points, and retries with the same key', async () => {
    const sent = recordRequests(page);
    const dialog = await openWithdraw(page, { inApp: true, forgetDrafts: true });
    const profileBefore = callsTo(sent, 'GET', '/api/u/profile-info').length;
    await faults.inject('POST /api/u/withdraw', 'abort', { times: 1 });
    await fillWithdraw(dialog, '500');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(dialog.getByRole('alert')).toContainText(WITHDRAW_UNKNOWN);
    await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    expect(callsTo(sent, 'GET', '/api/u/profile-info').length).toBeGreaterThan(profileBefore);

    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Kindly note' })).toContainText(
      'Withdrawal of 500 points requested.',
    );
    const keys = await Promise.all(
      callsTo(sent, 'POST', '/api/u/withdraw').map(async (request) => (await request.allHeaders())['idempotency-key']),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    // The reply dialogs live above the routes: closed, so the next step's clicks reach the page.
    await closeDialog(page, 'Kindly note');
  });

  await test.step('a withdrawal answered by a gateway error or an unreadable reply may have gone through: same key on retry', async () => {
    const sent = recordRequests(page);
    const seen = new Set<string>();
    let dialog = await openWithdraw(page, { inApp: true, forgetDrafts: true });
    for (const { name, fault } of MAYBE_DONE) {
      const before = callsTo(sent, 'POST', '/api/u/withdraw').length;
      await faults.inject('POST /api/u/withdraw', fault, { times: 1 });
      await fillWithdraw(dialog, '500');
      await dialog.getByRole('button', { name: 'Withdraw' }).click();
      const alert = dialog.getByRole('alert');
      await expect(alert, name).toContainText(WITHDRAW_UNKNOWN);
      await expect(alert, name).not.toContainText('was not sent');
      await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeEnabled();

      await dialog.getByRole('button', { name: 'Withdraw' }).click();
      const done = page.getByRole('alertdialog', { name: 'Kindly note' });
      await expect(done).toContainText('Withdrawal of 500 points requested.');
      const keys = await keysOf(callsTo(sent, 'POST', '/api/u/withdraw').slice(before));
      expect(keys, name).toHaveLength(2);
      expect(keys[1], name).toBe(keys[0]);
      // A definite answer closes the attempt: the next one is a new request.
      expect(seen.has(keys[0] ?? ''), name).toBe(false);
      seen.add(keys[0] ?? '');
      await done.getByRole('button', { name: 'Okay' }).click();
      await expect(done).toBeHidden();
      await page.getByRole('button', { name: 'Withdraw' }).click();
      dialog = page.getByRole('dialog', { name: 'Withdraw points' });
      await expect(dialog).toBeVisible();
    }
  });
});

test('a task upload answered by a gateway error or an unreadable reply may have gone through: same key on retry', async ({
  page,
  faults,
}) => {
  test.slow();
  const sent = recordRequests(page);
  const logged = page.getByText('Task logged successful... redirecting to payment page');
  for (const [index, { name, fault }] of MAYBE_DONE.entries()) {
    // The page afresh each time: the last success's 3 s countdown to the payment tab must not run into this attempt.
    await (index === 0
      ? page.goto('/advertiser/dashboard/taskupload')
      : remountInApp(page, '/advertiser/dashboard/taskupload'));
    await expect(control(page, 'Task type').locator('option')).toHaveCount(4, { timeout: PAGE_LOAD_TIMEOUT });
    const before = callsTo(sent, 'POST', '/api/a/taskUpload').length;
    await fillTaskUpload(page);
    await faults.inject('POST /api/a/taskUpload', fault, { times: 1 });
    await page.getByRole('button', { name: 'Upload task' }).click();
    const failed = page.getByRole('alertdialog', { name: 'Failed to upload task' });
    await expect(failed, name).toContainText("We couldn't confirm whether your task was uploaded.");
    await failed.getByRole('button', { name: 'Okay' }).click();
    await expect(failed).toBeHidden();

    await expect(page.getByRole('button', { name: 'Upload task' })).toBeEnabled();
    await page.getByRole('button', { name: 'Upload task' }).click();
    await expect(logged).toBeVisible();
    const keys = await keysOf(callsTo(sent, 'POST', '/api/a/taskUpload').slice(before));
    expect(keys, name).toHaveLength(2);
    expect(keys[0], name).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1], name).toBe(keys[0]);
  }
});

test('an upload of unknown outcome keeps its key: sent again after leaving the page and coming back, and after a reload', async ({
  page,
  faults,
}, testInfo) => {
  test.slow(); // three uploads, a reload
  const sent = recordRequests(page);
  // The image as a user picks it from disk again after a reload: the same file (name, type, size and date).
  const image = testInfo.outputPath('task.png');
  writeFileSync(image, PNG);
  const upload = page.getByRole('button', { name: 'Upload task' });
  const failed = page.getByRole('alertdialog', { name: 'Failed to upload task' });
  const gatewayTimeout = async () => {
    await faults.inject('POST /api/a/taskUpload', { status: 504, json: { message: 'Gateway timeout' } }, { times: 1 });
    await upload.click();
    // The message names what the page shows: the Upload task button, pressed again as the form is.
    await expect(failed).toContainText(
      "We couldn't confirm whether your task was uploaded. Press Upload task again without changing anything",
    );
    await failed.getByRole('button', { name: 'Okay' }).click();
    await expect(failed).toBeHidden();
  };

  await page.goto('/advertiser/dashboard/taskupload');
  await expect(control(page, 'Task type').locator('option')).toHaveCount(4, { timeout: PAGE_LOAD_TIMEOUT });
  await fillTaskUpload(page);
  await control(page, 'Image').setInputFiles(image);
  await gatewayTimeout();

  await test.step('away to the overview and back: the form is restored, the same key goes', async () => {
    await page.getByRole('complementary').getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.getByRole('complementary').getByRole('link', { name: 'Task upload' }).click();
    await expect(page.getByText('We filled in what you typed earlier.')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await gatewayTimeout();
  });

  await test.step('a reload: the image picked again, Upload task sends the same key, and it is logged', async () => {
    await page.reload();
    await expect(page.getByText('We filled in what you typed earlier.')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await control(page, 'Image').setInputFiles(image);
    await upload.click();
    await expect(page.getByText('Task logged successful... redirecting to payment page')).toBeVisible();
  });

  const keys = await keysOf(callsTo(sent, 'POST', '/api/a/taskUpload'));
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys).toEqual([keys[0], keys[0], keys[0]]);
});
