/**
 * One whole flow per account kind behind nginx with the Content-Security-Policy on (no violation, no console error:
 * the fixtures). The steps are the fault matrix's drivers (tests/e2e/support/fault-drivers.ts), here run to their
 * successful end against Prism's default replies.
 */
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { DRIVERS, type Driver } from '../e2e/support/fault-drivers.ts';
import { expect, freezeClock, holdReplies, PAGE_LOAD_TIMEOUT, test } from './fixtures.ts';

const pathIs = (expected: string) => (url: URL) => url.pathname === expected;

/** Opens the driver's page and does what the user does, up to and including the call. */
async function act(page: Page, operation: string) {
  const driver: Driver | undefined = DRIVERS[operation];
  if (!driver?.prepare || !driver.trigger) throw new Error(`No driver with prepare and trigger for ${operation}`);
  await page.goto(driver.open);
  await driver.prepare(page);
  await driver.trigger(page);
}

/** The driver's steps that come before its call, on the page already open. */
async function prepareOnly(page: Page, operation: string) {
  const driver = DRIVERS[operation];
  if (!driver?.prepare) throw new Error(`No driver with prepare for ${operation}`);
  await page.goto(driver.open);
  await driver.prepare(page);
  return driver;
}

test('a Cliquer registers: phase 1 is saved and phase 2 follows', async ({ page, mock }) => {
  await mock.use('POST /api/u/register', { code: 201, example: 'created' });
  // The success shows for 3 s, then the wizard moves on: on the fake clock, paused before the reply arrives, so a
  // busy machine that looks late still finds the message (on the real clock it could be gone already).
  await page.clock.install();
  const driver = await prepareOnly(page, 'POST /api/u/register');
  const held = await holdReplies(page, '/api/u/register');
  await driver.trigger?.(page);
  await freezeClock(page, 50);
  held.release();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await page.clock.runFor(2_999);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await page.clock.runFor(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Social Info' })).toBeVisible();
});

test('a Cliquer signs in, engages a task and completes it', async ({ page }) => {
  test.slow(); // three pages on a busy machine
  await act(page, 'POST /api/u/login');
  await expect(page).toHaveURL(pathIs(paths.dashboard.overview.href()), { timeout: PAGE_LOAD_TIMEOUT });
  const complete = await prepareOnly(page, 'POST /api/u/completedTask'); // the tasks page, engaging tsk_1002
  await complete.trigger?.(page);
  await expect(page.getByRole('alertdialog', { name: 'Task completed' })).toContainText('Points added');
});

test('an advertiser signs in and uploads a task, then goes to the payment page', async ({ page, api }) => {
  test.slow();
  const payment = /^https:\/\/checkout\.example\.com\//;
  await page
    .context()
    .route(payment, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }),
    );
  await act(page, 'POST /api/a/login');
  await expect(page).toHaveURL(pathIs(paths.advertiser.dashboard.overview.href()), { timeout: PAGE_LOAD_TIMEOUT });
  const upload = await prepareOnly(page, 'POST /api/a/taskUpload');
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible(); // a data: image
  const opened = page.context().waitForEvent('page');
  await upload.trigger?.(page);
  await expect(page.getByText('Task logged successful... redirecting to payment page')).toBeVisible();
  expect(api.matching('POST /api/a/taskUpload').map((exchange) => exchange.status)).toEqual([200]);
  expect((await opened).url()).toMatch(payment);
});

test('an admin signs in and adds a task type', async ({ page, api }) => {
  test.slow();
  await act(page, 'POST /api/adm/login');
  await expect(page).toHaveURL(pathIs(paths.admin.dashboard.overview.href()), { timeout: PAGE_LOAD_TIMEOUT });
  await act(page, 'POST /api/adm/add-task-type');
  await expect(page.getByRole('status').filter({ hasText: 'Task type added' })).toBeVisible();
  expect(api.matching('POST /api/adm/add-task-type').map((exchange) => exchange.status)).toEqual([200]);
});
