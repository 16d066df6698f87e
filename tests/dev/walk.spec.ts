/**
 * `npm start` is a product too: the Vite dev server (scripts/start.mjs, with its Prism and the dev-only mock panel)
 * walked the way a frontend developer uses it on a working day, in a desktop browser at phone width and then at
 * desktop width: the public header and the phone menu, a form with its validation, the mock panel (a scenario changes
 * the page; a 500 made by the dev server; the Contract tab), a reply dialog, and one page of each area. The e2e fixtures fail the walk on any
 * console error or uncaught error, which on the dev server includes React's development warnings.
 *
 * One page load for the whole walk: a load on the dev server fetches each of the app's modules on its own (about
 * 150 requests and 4 s for a public page here, once the server has them transformed), so every other page is reached
 * inside the app, through its links or openInApp. The phone menu comes first, opened as soon as the page shows: it
 * closed by itself there (the drawer's focus trap, run twice by React's StrictMode in development, handed focus back
 * to the toggle, which counted as focus leaving the drawer).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openInApp, test } from '../e2e/support/fixtures.ts';

/** The first page of a fresh dev server: it transforms the app's modules on demand, as the page asks for them. */
const FIRST_LOAD = { timeout: 60_000 };

test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const THANK_YOU = "Thank you for your message! We'll be in touch soon.";

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The middle of an element's box, for a click on that spot. */
async function middleOf(element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error('No box to click in');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

test('a working day on npm start: phone menu, form, mock panel, reply dialog, a page of each area', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  // While the menu is open, the page under it (the toggle too) is hidden from assistive technology.
  const toggleUnderMenu = page.locator('header button[aria-haspopup="dialog"]');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const closeIcon = menu.getByRole('button', { name: 'Close menu' });
  /** Opens the menu with the toggle; it must still be open once its focus has settled. */
  const openMenu = async () => {
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(closeIcon).toBeFocused();
    await expect(toggleUnderMenu).toHaveAttribute('aria-expanded', 'true');
  };
  const menuClosed = async () => {
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  };

  await test.step('phone width: the menu, opened as soon as the page shows, stays open and leads to a page', async () => {
    await page.goto('/about');
    await expect(h1(page)).toHaveText('About Cliq', FIRST_LOAD);
    await openMenu();
    await menu.getByRole('navigation').getByRole('link', { name: 'Services' }).click();
    await expect(menu).toHaveCount(0);
    await expect(h1(page)).toHaveText('Advertising that reaches real people');
  });

  await test.step('phone width: the close icon, Escape, the backdrop and the toggle close the menu', async () => {
    await openMenu();
    await closeIcon.click();
    await menuClosed();

    await openMenu();
    await page.keyboard.press('Escape');
    await menuClosed();

    await openMenu();
    // The backdrop is what the drawer leaves of the page, on its left.
    await page.mouse.click(20, 420);
    await menuClosed();

    // A second press on the toggle's spot closes the menu: the drawer's close icon is drawn exactly there.
    const spot = await middleOf(toggle);
    await openMenu();
    const icon = await closeIcon.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(icon?.[side], side).toBeCloseTo(spot.box[side], 0);
    await page.mouse.click(spot.x, spot.y);
    await menuClosed();
  });

  await test.step('phone width: the mock panel does not cover the menu', async () => {
    await openMenu();
    const links = menu.getByRole('list', { name: 'Cliq on social media' }).getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(page.getByRole('button', { name: /^Mock:/, includeHidden: true })).toBeVisible();
    // What is drawn at each link's middle. The modal menu turns pointer events off for the rest of the page, and
    // hit-testing skips such elements: the mock panel takes them back for the question.
    const drawn = await links.evaluateAll((elements) => {
      const mockPanel = document.getElementById('cliq-mock-switcher');
      if (mockPanel) mockPanel.style.pointerEvents = 'auto';
      try {
        return elements.map((link) => {
          const box = link.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top === link || link.contains(top) ? 'the link' : (top?.textContent ?? 'nothing');
        });
      } finally {
        if (mockPanel) mockPanel.style.pointerEvents = '';
      }
    });
    expect(drawn).toEqual(Array(5).fill('the link'));
    await closeIcon.click();
    await menuClosed();
  });

  await test.step('phone width: a dashboard page, its navigation drawer leads to another', async () => {
    await openInApp(page, '/dashboard/overview');
    // The area's first visit: the dev server transforms its modules then.
    await expect(h1(page)).toHaveText('Overview', FIRST_LOAD);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const navigation = page.getByRole('dialog');
    await navigation.getByRole('link', { name: 'Profile' }).click();
    await expect(h1(page)).toHaveText('Profile');
    await expect(navigation).toHaveCount(0);
  });

  await test.step('desktop width: the header leads to its pages', async () => {
    await page.setViewportSize(DESKTOP);
    await openInApp(page, '/');
    await expect(h1(page)).toHaveText('Get rewarded for every follow, like and comment');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Services', 'Contact us', 'Sign in']);
    await expect(toggle).toBeHidden();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(h1(page)).toHaveText('About Cliq');
    await nav.getByRole('link', { name: 'Contact us' }).click();
    await expect(h1(page)).toHaveText('Contact us');
  });

  await test.step('desktop width: the contact form, its messages on an empty submit, then the thank-you', async () => {
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    for (const text of ['Full name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toBeFocused();
    await fullName.fill('Ada Obi');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Ranks');
    await page.getByRole('textbox', { name: 'Message' }).fill('How are ranks counted?');
    await send.click();
    await expect(page.getByText(THANK_YOU, { exact: true })).toBeVisible();
  });

  await test.step('desktop width: the mock panel, a scenario changes the page, the Contract tab, a 500', async () => {
    const mockToggle = page.getByRole('button', { name: /^Mock:/ });
    const panel = page.getByRole('dialog', { name: 'Mock scenarios' });
    const scenario = panel.getByRole('combobox', { name: 'Scenario' });
    const empty = page.getByText('No tasks available in this category. Check back soon for new opportunities!');
    const cards = page.getByTestId('task-card');

    await openInApp(page, '/dashboard/tasks');
    await expect(h1(page)).toHaveText('Tasks');
    await expect(cards.first()).toBeVisible();
    await expect(mockToggle).toHaveText('Mock: defaults');
    await mockToggle.click();
    await expect(panel).toBeVisible();
    await scenario.selectOption('cliquerNoTasks');
    await expect(empty).toBeVisible();
    await expect(cards).toHaveCount(0);
    await expect(mockToggle).toHaveText('Mock: cliquerNoTasks');

    await panel.getByRole('tab', { name: /^Contract/ }).click();
    await expect(panel.getByText('No contract violations')).toBeVisible();
    await expect(panel.getByText('Every reply so far matched the contract.')).toBeVisible();
    await panel.getByRole('tab', { name: 'Scenarios' }).click();
    await scenario.selectOption('');
    await expect(cards.first()).toBeVisible();
    await expect(empty).toHaveCount(0);

    // A failure the contract does not declare: the dev server answers the tasks' next call with a 500. The page
    // keeps what it had, under the failed refresh's banner.
    await panel.getByRole('button', { name: /^dashboard/ }).click();
    const tasks = panel.getByRole('combobox', { name: /GET \/api\/u\/getTasks/ });
    await tasks.selectOption({ label: '500 · server error' });
    const stale = page.getByRole('alert').filter({ hasText: "Couldn't refresh; showing what we had" });
    await expect(stale).toBeVisible();
    await expect(cards.first()).toBeVisible();
    await expect(mockToggle).toHaveText('Mock: defaults +1');
    await tasks.selectOption({ label: 'Default: 200 · mixed' });
    await expect(stale).toHaveCount(0);
    await expect(mockToggle).toHaveText('Mock: defaults');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(mockToggle).toBeFocused();
  });

  await test.step('desktop width: the withdrawal dialog, then the reply dialog', async () => {
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(h1(page)).toHaveText('Overview');
    await expect(page.getByText('1,240.50')).toBeVisible();
    await page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw points' });
    await withdraw.getByRole('textbox', { name: /Points to withdraw/ }).fill('500');
    await withdraw.getByText('I confirm that my payment information is correct').click();
    await withdraw.getByRole('button', { name: 'Withdraw' }).click();
    const reply = page.getByRole('alertdialog', { name: 'Kindly note' });
    await expect(reply).toContainText('Withdrawal of 500 points requested.');
    await expect(withdraw).toHaveCount(0);
    await reply.getByRole('button', { name: 'Okay' }).click();
    await expect(reply).toHaveCount(0);
  });

  await test.step('desktop width: the sign-in page, the registration, the advertiser area and the admin area', async () => {
    await openInApp(page, '/login');
    await expect(h1(page)).toHaveText('Welcome back', FIRST_LOAD);
    await expect(page.getByRole('textbox', { name: 'Username or email' })).toBeVisible();
    await openInApp(page, '/register');
    await expect(h1(page)).toHaveText('Become a Cliquer', FIRST_LOAD);
    await openInApp(page, '/advertiser/dashboard/overview');
    await expect(h1(page)).toHaveText('Overview', FIRST_LOAD);
    await expect(page.getByRole('link', { name: 'Task upload' })).toBeVisible();
    await openInApp(page, '/cfadmin/dashboard/users');
    await expect(h1(page)).toHaveText('Users', FIRST_LOAD);
    await expect(page.getByRole('table')).toBeVisible();
  });
});
