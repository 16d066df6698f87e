/**
 * Steps several specs and the fault matrix (fault-drivers.ts) take the same way, once: external sites answered
 * locally, following every account of registration phase 3, engaging a task, and opening the withdrawal dialog.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, PAGE_LOAD_TIMEOUT, remountInApp, type UnmountOptions } from './fixtures.ts';

/** External sites the app opens (follow targets, task links, webmail) are answered locally: tabs never leave. */
export async function stubExternalSites(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(mail\.google|(www\.)?(instagram|x|youtube|tiktok|facebook))\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>External</title><h1>External</h1>' }),
  );
}

/** Phase 3's Follow buttons, and the Followed buttons of cards not marked yet (a marked card's reads '…, confirmed'). */
export const followButtons = (page: Page) => page.getByRole('button', { name: /^Follow .* \(opens in a new tab\)$/ });
export const followedButtons = (page: Page) => page.getByRole('button', { name: /^Followed .* on [^,]+$/ });

/** Follow on every card, 15 s + 1 ms on the (running) clock, then Followed on every card not marked yet. */
export async function followEveryAccount(page: Page): Promise<void> {
  const count = await followButtons(page).count();
  for (let index = 0; index < count; index += 1) await followButtons(page).nth(index).click();
  // The new tabs took the foreground (a background tab gets no animation frames): back to the wizard.
  await page.bringToFront();
  await page.clock.fastForward(15_001);
  while ((await followedButtons(page).count()) > 0) await followedButtons(page).first().click();
  await expect(page.getByText(`${count} of ${count} accounts followed`)).toBeVisible();
}

/**
 * Opens the overview, waits for the points, and opens the withdrawal dialog. The overview is loaded, or with `inApp`
 * mounted afresh inside the app already loaded (remountInApp, with its options).
 */
export async function openWithdraw(page: Page, options: { inApp?: boolean } & UnmountOptions = {}): Promise<Locator> {
  const { inApp = false, ...remount } = options;
  await (inApp ? remountInApp(page, '/dashboard/overview', remount) : page.goto('/dashboard/overview'));
  await expect(page.getByText('1,240.50')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw points' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A task's card on /dashboard/tasks. */
export const taskCard = (page: Page, taskId: string) =>
  page.locator(`[data-testid="task-card"][data-task-id="${taskId}"]`);

/** Go to platform on a task: its tab opens (answered locally) and is closed; the card then offers it again. */
export async function engage(page: Page, taskId: string): Promise<void> {
  await stubExternalSites(page.context());
  const popup = page.context().waitForEvent('page');
  await taskCard(page, taskId).getByRole('button', { name: 'Go to platform' }).click();
  await (await popup).close();
  await expect(taskCard(page, taskId).getByRole('link', { name: 'Open platform again' })).toBeVisible();
}
