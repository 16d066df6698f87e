/**
 * The public site's three interactive parts (issue 39), checked the same way wherever they run: on the prerendered
 * documents behind nginx with the CSP on (tests/prod), with JavaScript on and off; on the build served by
 * `vite preview` (tests/e2e); and inside the app on `npm start` (tests/dev).
 * - the phone menu, a popover: the toggle opens it; the close icon, Escape and a tap beside its panel close it, and
 *   focus is back on the toggle each time; each of its links leads to its page;
 * - the FAQ, native disclosure: an entry opens and closes, one open at a time, a heading per question;
 * - the contact form: each required field's message on an empty submit, then the thank-you for 3 s on the page's
 *   fake clock, then an empty form, with no request sent.
 */
import type { Page } from '@playwright/test';
import { expect, PAGE_LOAD_TIMEOUT } from './fixtures.ts';

export const HOME_H1 = 'Get rewarded for every follow, like and comment';
export const THANK_YOU = "Thank you for your message! We'll be in touch soon.";
export const SUCCESS_MS = 3000;
export const REQUIRED_MESSAGES = {
  'Full name': 'Full name is required',
  Email: 'Email is required',
  Subject: 'Subject is required',
  Message: 'Message is required',
} as const;

/** The menu's links, in its order: the site's pages, then the account group; each with its page's h1. */
export const MENU_LINKS = [
  { name: 'Home', path: '/', h1: HOME_H1 },
  { name: 'About', path: '/about', h1: 'About Cliq' },
  { name: 'Services', path: '/services', h1: 'Advertising that reaches real people' },
  { name: 'Contact us', path: '/contact', h1: 'Contact us' },
  { name: 'Terms and Conditions', path: '/terms-and-conditions', h1: 'Terms and Conditions' },
  { name: 'Privacy Policy', path: '/privacy-policy', h1: 'Privacy Policy' },
  { name: 'Login', path: '/login', h1: 'Welcome back' },
  { name: 'Register', path: '/register', h1: 'Become a Cliquer' },
] as const;

/** The path of the page's address, without query or fragment. */
const pathOf = (page: Page) => new URL(page.url()).pathname;

export function phoneMenu(page: Page) {
  const menu = page.getByRole('dialog', { name: 'Menu' });
  return {
    toggle: page.getByRole('button', { name: 'Open menu' }),
    menu,
    closeIcon: menu.getByRole('button', { name: 'Close menu' }),
    /** The panel of the menu, the part that slides (found by its place: a closed menu has no role to find it by). */
    panel: page.locator('[popover][role="dialog"] > :not(button)'),
  };
}

/** Opens the menu with its toggle; returns the menu. */
export async function openMenu(page: Page) {
  const parts = phoneMenu(page);
  await parts.toggle.click();
  await expect(parts.menu).toBeVisible();
  return parts;
}

/**
 * The menu on the page shown (phone width): what it lists, then each way to close it. `axe` runs an accessibility
 * scan while it is open.
 */
export async function menuOpensAndCloses(page: Page, axe?: () => Promise<void>) {
  const { toggle, menu, closeIcon } = phoneMenu(page);
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(menu).toBeHidden();

  await openMenu(page);
  // The platform's popover, which the toggle names: the same menu with or without a script, in the app or not.
  await expect(menu).toHaveAttribute('popover', 'auto');
  await expect(toggle).toHaveAttribute('popovertarget', (await menu.getAttribute('id')) ?? '');
  await expect(menu.getByRole('navigation', { name: 'Cliq pages' }).getByRole('link')).toHaveText(
    MENU_LINKS.slice(0, 6).map((link) => link.name),
  );
  await expect(menu.getByRole('group', { name: 'Your account' }).getByRole('link')).toHaveText(['Login', 'Register']);
  const social = menu.getByRole('list', { name: 'Cliq on social media' }).getByRole('link');
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await axe?.();

  await closeIcon.click();
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  // A tap on the page beside the menu's panel (the panel is on the right).
  await openMenu(page);
  await page.mouse.click(20, 420);
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
}

/**
 * Each link of the menu, opened from the page at `from`: its page opens (its h1; with JavaScript off, the app's
 * pages, Login and Register, have no content to show, so only their address counts). `back` goes to `from` again
 * (by default a page load); `timeout` is how long a page may take to show. `documents`: each link is a plain link,
 * which loads a new document (a prerendered page has no app to follow it), rather than one the app follows.
 */
export async function eachMenuLinkWorks(
  page: Page,
  from: string,
  {
    javaScript = true,
    back = (path: string) => page.goto(path),
    timeout = PAGE_LOAD_TIMEOUT,
    documents = false,
  }: { javaScript?: boolean; back?: (path: string) => Promise<unknown>; timeout?: number; documents?: boolean } = {},
) {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  for (const link of MENU_LINKS) {
    if (pathOf(page) !== from) {
      await back(from);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout });
    }
    const { menu } = await openMenu(page);
    const before = loads;
    await menu.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page, link.name).toHaveURL((url) => url.pathname === link.path);
    if (documents) expect(loads, `${link.name}: a new document`).toBe(before + 1);
    await expect(menu, `${link.name}: the menu is closed on the new page`).toBeHidden();
    if (javaScript || !['/login', '/register'].includes(link.path)) {
      await expect(page.getByRole('heading', { level: 1 }), link.name).toHaveText(link.h1, { timeout });
    }
  }
}

/** The FAQ on /contact: a heading per question; an entry opens and closes; opening another closes it. */
export async function faqOpensAndCloses(page: Page) {
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const entries = faq.locator('details');
  await expect(entries).toHaveCount(6);
  await expect(faq.getByRole('heading', { level: 3 })).toHaveCount(6);
  const first = entries.first();
  const question = 'How quickly will support get back to me?';
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(question);
  const answer = first.getByText(/within 24-48 business hours/);
  await expect(answer).toBeHidden();

  await first.getByText(question).click();
  await expect(first).toHaveJSProperty('open', true);
  await expect(answer).toBeVisible();
  await first.getByText(question).click();
  await expect(first).toHaveJSProperty('open', false);
  await expect(answer).toBeHidden();

  // One open at a time (the entries share a name).
  await first.getByText(question).click();
  await entries.nth(1).getByText('Which payment methods do you accept?').click();
  await expect(entries.nth(1).getByText('PayPal, bank transfers and credit cards')).toBeVisible();
  await expect(first).toHaveJSProperty('open', false);
  // The keyboard too.
  await entries.nth(2).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(entries.nth(2)).toHaveJSProperty('open', true);
  await expect(entries.nth(2).getByText('only through our support team')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(entries.nth(2)).toHaveJSProperty('open', false);
}

const control = (page: Page, name: string) =>
  name === 'I am a' ? page.getByRole('combobox', { name: /I am a/ }) : page.getByRole('textbox', { name });

/**
 * The contact form on /contact, the page's clock installed before the page loaded (page.clock.install()): each
 * required field's message, then the thank-you message for 3 s, then an empty form; nothing is sent.
 */
export async function contactFormWorks(page: Page) {
  const send = page.getByRole('button', { name: 'Send message' });
  const sent: string[] = [];
  // What the form could send (a script or style the page loads is not a message).
  page.on('request', (request) => {
    if (['script', 'stylesheet', 'image', 'font'].includes(request.resourceType())) return;
    sent.push(`${request.method()} ${request.url()}`);
  });

  await send.click();
  for (const [label, message] of Object.entries(REQUIRED_MESSAGES)) {
    await expect(page.getByText(message, { exact: true }), label).toBeVisible();
    await expect(control(page, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(control(page, label)).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(control(page, 'I am a')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(control(page, 'Full name')).toBeFocused();

  // Typing clears a field's message; what was typed stays after a failed submit.
  await control(page, 'Full name').fill('Ada Obi');
  await expect(page.getByText(REQUIRED_MESSAGES['Full name'])).toBeHidden();
  await control(page, 'Email').fill('ada@');
  await send.click();
  await expect(page.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
  await expect(control(page, 'Email')).toBeFocused();
  await expect(control(page, 'Full name')).toHaveValue('Ada Obi');

  await control(page, 'Email').fill('ada@example.com');
  await control(page, 'I am a').selectOption('advertiser');
  await control(page, 'Subject').fill('Campaign review');
  await control(page, 'Message').fill('How long does a task review take?');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);

  await send.click();
  const thanks = page.getByRole('status').getByText(THANK_YOU, { exact: true });
  await expect(thanks).toBeVisible();
  for (const message of Object.values(REQUIRED_MESSAGES)) await expect(page.getByText(message)).toBeHidden();
  await expect(control(page, 'Full name')).toHaveValue('Ada Obi');

  await page.clock.runFor(SUCCESS_MS - 100);
  await expect(thanks).toBeVisible();
  await page.clock.runFor(100);
  await expect(thanks).toBeHidden();
  for (const name of ['Full name', 'Email', 'Subject', 'Message', 'I am a']) {
    await expect(control(page, name), name).toHaveValue('');
  }
  await expect(control(page, 'Full name')).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent, 'requests while the form was used').toEqual([]);
  await page.clock.resume();
}

/**
 * With JavaScript off: an empty form is not sent (the browser's own check of `required`), nor is a filled one
 * (`method="dialog"`): the page stays, with what was typed.
 */
export async function contactFormWithoutScript(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`));
  await page.getByRole('button', { name: 'Send message' }).click();
  expect(await control(page, 'Full name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await control(page, 'Full name').fill('Ada Obi');
  await control(page, 'Email').fill('ada@example.com');
  await control(page, 'Subject').fill('Hello');
  await control(page, 'Message').fill('A question.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(control(page, 'Message')).toHaveValue('A question.');
  expect(sent, 'requests when the form was sent').toEqual([]);
  expect(pathOf(page)).toBe('/contact');
}

/** The menu's panel: how long it takes to slide (its transition's duration, as the browser computes it). */
export function slideDuration(page: Page) {
  return phoneMenu(page).panel.evaluate((panel) => getComputedStyle(panel).transitionDuration);
}

/**
 * Where the menu's panel is drawn at each frame while `act` opens or closes the menu: [the popover's display, the
 * panel's left edge in px], one sample per animation frame for 800 ms from just before `act`.
 */
export async function framesDuring(page: Page, act: () => Promise<void>): Promise<[string, number][]> {
  await phoneMenu(page).panel.evaluate((panel) => {
    const menu = panel.parentElement as HTMLElement;
    const samples: [string, number][] = [];
    const until = performance.now() + 800;
    const sample = () => {
      samples.push([getComputedStyle(menu).display, Math.round(panel.getBoundingClientRect().left)]);
      if (performance.now() < until) requestAnimationFrame(sample);
    };
    (window as Window & { __cliqFrames?: [string, number][] }).__cliqFrames = samples;
    requestAnimationFrame(sample);
  });
  await act();
  await page.waitForTimeout(900);
  return page.evaluate(() => (window as Window & { __cliqFrames?: [string, number][] }).__cliqFrames ?? []);
}
