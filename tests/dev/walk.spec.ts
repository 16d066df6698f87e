/**
 * `npm start` is a product too: the Vite dev server (scripts/start.mjs, with its Prism and the dev-only mock panel)
 * walked the way a frontend developer uses it on a working day, in a desktop browser at phone width and then at
 * desktop width: the public header and the phone menu, a form with its validation, the mock panel (a scenario changes
 * the page; a 500 made by the dev server; the Contract tab), a reply dialog, and one page of each area. The e2e fixtures fail the walk on any
 * console error or uncaught error, which on the dev server includes React's development warnings.
 *
 * One page load for the whole walk: a load on the dev server fetches each of the app's modules on its own (about
 * 150 requests and 4 s for a public page here, once the server has them transformed), so every other page is reached
 * inside the app, through its links or openInApp. The public site's three interactive parts (the phone menu, the
 * FAQ, the contact form) are checked as on the prerendered documents (tests/e2e/support/public-site.ts): here the app
 * renders them, from the same components.
 */
import type { Page } from '@playwright/test';
import { expect, openInApp, test } from '../e2e/support/fixtures.ts';
import {
  contactFormWorks,
  eachMenuLinkWorks,
  faqOpensAndCloses,
  menuOpensAndCloses,
  openMenu,
  phoneMenu,
} from '../e2e/support/public-site.ts';

/** The first page of a fresh dev server: it transforms the app's modules on demand, as the page asks for them. */
const FIRST_LOAD = { timeout: 60_000 };

test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const THANK_YOU = "Thank you for your message! We'll be in touch soon.";

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test('a working day on npm start: phone menu, form, mock panel, reply dialog, a page of each area', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const { toggle, menu, closeIcon } = phoneMenu(page);

  await test.step('phone width: the menu opens with the toggle; the close icon, Escape and a tap beside it close it', async () => {
    await page.goto('/about');
    await expect(h1(page)).toHaveText('About Cliq', FIRST_LOAD);
    await menuOpensAndCloses(page);
  });

  await test.step('phone width: each link of the menu leads to its page, inside the app', async () => {
    await eachMenuLinkWorks(page, '/about', { back: (path) => openInApp(page, path), timeout: FIRST_LOAD.timeout });
  });

  await test.step('phone width: the mock panel does not cover the menu', async () => {
    await openInApp(page, '/about');
    await expect(h1(page)).toHaveText('About Cliq');
    await openMenu(page);
    const links = menu.getByRole('list', { name: 'Cliq on social media' }).getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(page.getByRole('button', { name: /^Mock:/ })).toBeVisible();
    // What is drawn at each link's middle.
    const drawn = await links.evaluateAll((elements) =>
      elements.map((link) => {
        const box = link.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top === link || link.contains(top) ? 'the link' : (top?.textContent ?? 'nothing');
      }),
    );
    expect(drawn).toEqual(Array(5).fill('the link'));
    await closeIcon.click();
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
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

test('the public site on npm start at phone width: the FAQ, and the contact form on the fake clock', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.clock.install();
  await page.goto('/contact');
  await expect(h1(page)).toHaveText('Contact us', FIRST_LOAD);
  await test.step('an FAQ entry opens and closes', () => faqOpensAndCloses(page));
  await test.step('the contact form shows its messages, then the thank-you for 3 s, and resets', () =>
    contactFormWorks(page));
});
