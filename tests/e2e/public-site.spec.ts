/**
 * The public marketing site (spec points 1 and 2) against the production build: every route's h1 and title, the
 * header and the phone menu, the contact flow (which must not touch the network), the sign-up calls to action, and
 * zero axe violations at 1280 px (project 'chromium') and 390 px (project 'mobile', tests tagged @mobile).
 *
 * A test's fixed cost (a browser context and the app's first page load) is most of what a short test costs a 2-core
 * machine, so the checks that share a start are the steps of one test (each step titled as its former test). Every
 * public page is still loaded for real where the load is what is checked (the served HTML's title, description and
 * h1, what a visitor gets on arrival); the other steps move inside the app already loaded (openInApp). Kept apart:
 * the contact form's timed message (its fake clock is installed before the page loads) and full motion (its own
 * reducedMotion option). Only @mobile checks are merged together (they also run at 390 px).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, openInApp, remountInApp, test } from './support/fixtures';

const THANK_YOU = "Thank you for your message! We'll be in touch soon.";
const SUCCESS_MS = 3000;

const ROUTES = [
  {
    path: '/',
    title: 'Get rewarded for social media engagement · Cliq',
    h1: 'Get rewarded for every follow, like and comment',
  },
  {
    path: '/home',
    title: 'Get rewarded for social media engagement · Cliq',
    h1: 'Get rewarded for every follow, like and comment',
  },
  { path: '/about', title: 'About · Cliq', h1: 'About Cliq' },
  { path: '/services', title: 'Services · Cliq', h1: 'Advertising that reaches real people' },
  { path: '/contact', title: 'Contact us · Cliq', h1: 'Contact us' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions · Cliq', h1: 'Terms and Conditions' },
  { path: '/privacy-policy', title: 'Privacy Policy · Cliq', h1: 'Privacy Policy' },
] as const;

const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

// Axe scans and the first parse of the app bundle are slow on a busy CI machine.
test.describe.configure({ timeout: 90_000 });

/** Opens a public page and waits until its content (not the route's loading spinner) is on screen. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The contact form and FAQ arrive in their own chunk, just after the page.
  if (path === '/contact') {
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 30_000 });
  }
}

/**
 * Opens a public page inside the app already loaded (openInApp: no page load) and waits until its content is on
 * screen: its own h1 (not the page before's), the footer, and on /contact the form's chunk.
 */
async function openHere(page: Page, path: string, h1: string) {
  await openInApp(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { timeout: 30_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (path === '/contact') {
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 30_000 });
  }
}

const HOME_H1 = 'Get rewarded for every follow, like and comment';

test(
  "every public page as served, the phone menu, no dashboards' code, the contact form's errors and thank-you",
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    // Seven page loads and nine axe scans (37 to 41 s on a 2-core machine busy with other test runs).
    test.slow();
    // For 'the public pages load no code of the dashboards': every script from the first page load on.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    for (const route of ROUTES) {
      // Each page loaded for real: the served HTML's title, description and h1 are what a visitor gets.
      await test.step(`${route.path}: h1, title, description, and no axe violations @mobile`, async () => {
        await open(page, route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page).toHaveTitle(route.title);
        await expect(page.locator('meta[name="description"]')).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('main')).toBeVisible();
        // Nothing overflows sideways, at either width.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page);
      });

      if (route.path === '/') {
        // On '/' as the step before loaded it.
        await test.step('phone menu: opens from the toggle, closes with the close icon and with Escape, focus back on the toggle @mobile', async (step) => {
          step.skip(!onPhone(testInfo), 'The menu toggle shows on phones only.');
          const toggle = page.getByRole('button', { name: 'Open menu' });
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');

          await toggle.click();
          await expect(menu).toBeVisible();
          await expect(menu.getByRole('navigation').getByRole('link')).toHaveText([
            'Home',
            'About',
            'Services',
            'Contact us',
            'Terms and Conditions',
            'Privacy Policy',
          ]);
          const account = menu.getByRole('group', { name: 'Your account' });
          await expect(account.getByRole('link')).toHaveText(['Login', 'Register']);
          await expect(account.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
          await expect(account.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
          await expect(menu.getByRole('list', { name: 'Cliq on social media' }).getByRole('link')).toHaveCount(5);
          await expectNoAxeViolations(page);

          await menu.getByRole('button', { name: 'Close menu' }).click();
          await expect(menu).toBeHidden();
          await expect(toggle).toBeFocused();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');

          await toggle.click();
          await expect(menu).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
          await expect(toggle).toBeFocused();

          // The toggle closes it too: a second press on its spot, where the drawer draws its close icon.
          const spot = await toggle.boundingBox();
          if (!spot) throw new Error('The menu toggle has no box');
          await toggle.click();
          await expect(menu).toBeVisible();
          await page.mouse.click(spot.x + spot.width / 2, spot.y + spot.height / 2);
          await expect(menu).toBeHidden();
          await expect(toggle).toBeFocused();

          // Choosing a page closes the menu and opens the page.
          await toggle.click();
          await menu.getByRole('link', { name: 'Privacy Policy' }).click();
          await expect(menu).toBeHidden();
          await expect(page).toHaveURL(/\/privacy-policy$/);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
        });

        await test.step('the public pages load no code of the dashboards @mobile', async () => {
          await openHere(page, '/', HOME_H1);
          // Visit every other public page the way a visitor does, through the footer's links.
          const footer = page.getByRole('contentinfo');
          for (const [name, h1] of [
            ['About', 'About Cliq'],
            ['Services', 'Advertising that reaches real people'],
            ['Contact us', 'Contact us'],
            ['Terms and Conditions', 'Terms and Conditions'],
            ['Privacy Policy', 'Privacy Policy'],
          ] as const) {
            await footer.getByRole('link', { name, exact: true }).click();
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { timeout: 30_000 });
          }
          await expect(page.getByRole('button', { name: 'Send message' })).toHaveCount(0);
          expect(scripts.length).toBeGreaterThan(0);
          expect(scripts.filter((path) => /\/(dashboard|DashboardLayout|advertiser|admin)[-.]/i.test(path))).toEqual(
            [],
          );
        });
      }

      if (route.path === '/contact') {
        // On /contact as the step before loaded it.
        await test.step('required fields: errors on an empty submit, focus on the first, what was typed is kept @mobile', async () => {
          await page.getByRole('button', { name: 'Send message' }).click();
          for (const text of [
            'Full name is required',
            'Email is required',
            'Subject is required',
            'Message is required',
          ]) {
            await expect(page.getByText(text)).toBeVisible();
          }
          const fullName = page.getByRole('textbox', { name: 'Full name' });
          await expect(fullName).toBeFocused();
          await expect(fullName).toHaveAttribute('aria-invalid', 'true');
          await expect(fullName).toHaveAccessibleDescription('Full name is required');
          await expect(page.getByRole('combobox', { name: /I am a/ })).not.toHaveAttribute('aria-invalid', 'true');
          await expectNoAxeViolations(page);

          await fullName.fill('Ada Obi');
          await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
          await page.getByRole('button', { name: 'Send message' }).click();
          await expect(page.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
          await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
          await expect(fullName).toHaveValue('Ada Obi');
          await expect(page.getByText('Full name is required')).toHaveCount(0);
        });

        await test.step('the thank-you message has no axe violations @mobile', async () => {
          // The form afresh, without what the step before typed.
          await remountInApp(page, '/contact', { forgetDrafts: true });
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us', { timeout: 30_000 });
          await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({ timeout: 30_000 });
          await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
          await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
          await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
          await page.getByRole('textbox', { name: 'Message' }).fill('A question about ranks.');
          await page.getByRole('button', { name: 'Send message' }).click();
          await expect(page.getByText(THANK_YOU, { exact: true })).toBeVisible();
          await expectNoAxeViolations(page, { include: 'form' });
        });
      }
    }
  },
);

/**
 * Opens the phone menu (a Chakra drawer: the same presence logic as every dialog of the app) at phone width, on '/'
 * loaded (or opened inside the app already loaded); returns it with the name of its running CSS animation ('none'
 * if none).
 */
async function openPhoneMenu(page: Page, { inApp = false } = {}) {
  await page.setViewportSize({ width: 390, height: 844 });
  await (inApp ? openHere(page, '/', HOME_H1) : open(page, '/'));
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  return { menu, animation: await menu.evaluate((element) => getComputedStyle(element).animationName) };
}

// One page load (/about); every other page opened inside the app. At 1280 px only (no @mobile).
test('the header, the landing calls to action, the FAQ and the footer; reduced motion', async ({ page }, testInfo) => {
  test.slow(); // one load, seven pages and an axe scan (16 s on a 2-core machine busy with other test runs)
  await test.step('desktop navigation: Home, About, Services, Contact us and Sign in, plus the social top bar', async (step) => {
    step.skip(onPhone(testInfo), 'The desktop navigation is replaced by the menu on phones.');
    await open(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Home', 'About', 'Services', 'Contact us', 'Sign in']);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

    const social = page.getByRole('banner').getByRole('list', { name: 'Cliq on social media' });
    await expect(social.getByRole('link')).toHaveCount(5);
    for (const name of ['Facebook', 'X \\(Twitter\\)', 'Instagram', 'TikTok', 'YouTube']) {
      const link = social.getByRole('link', { name: new RegExp(`^Cliq on ${name} \\(opens in a new tab\\)$`) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advertising that reaches real people');
    await nav.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('"Start earning" leads to /register', async () => {
    await openHere(page, '/', HOME_H1);
    await page.getByRole('link', { name: 'Start earning' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
  });

  await test.step('"Advertise with Cliq" leads to /advertiser/register', async () => {
    await openHere(page, '/', HOME_H1);
    await page.getByRole('link', { name: 'Advertise with Cliq' }).click();
    await expect(page).toHaveURL(/\/advertiser\/register$/);
  });

  await test.step('the benefit cards and the closing band lead to both sign-ups', async () => {
    await openHere(page, '/home', HOME_H1);
    await expect(page.getByRole('link', { name: 'Join as a Cliquer' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Create an advertiser account' })).toHaveAttribute(
      'href',
      '/advertiser/register',
    );
    const band = page.getByRole('region', { name: 'Ready to make your engagement count?' });
    await expect(band.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', '/register');
    await expect(band.getByRole('link', { name: 'Start advertising' })).toHaveAttribute('href', '/advertiser/register');
  });

  await test.step('FAQ: response time, payment methods, account type and e-mail support', async () => {
    await openHere(page, '/contact', 'Contact us');
    const answers = [
      ['How quickly will support get back to me?', 'within 24-48 business hours'],
      ['Which payment methods do you accept?', 'PayPal, bank transfers and credit cards'],
      ['Can I change my account type?', 'only through our support team'],
      ['How do I contact support?', 'Support is by e-mail'],
    ] as const;
    for (const [question, answer] of answers) {
      const trigger = page.getByRole('button', { name: question });
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: question })).toContainText(answer);
    }
    const mail = page.getByRole('region', { name: 'How do I contact support?' }).getByRole('link');
    await expect(mail).toHaveAttribute('href', /^mailto:.+@.+/);
    await expectNoAxeViolations(page);
  });

  await test.step('links the legal pages and the support e-mail', async () => {
    await openHere(page, '/services', 'Advertising that reaches real people');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await expect(page.getByText(/at least 13 years old/)).toBeVisible();
    await expect(page.getByText(/non-refundable/)).toBeVisible();
  });

  // The run's default motion (reduced); last, as it narrows the window to phone width.
  await test.step('dialogs have no animation and leave the page as soon as they close', async () => {
    const { menu, animation } = await openPhoneMenu(page, { inApp: true });
    expect(animation).toBe('none');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });
});

test.describe('motion: full', () => {
  // A context option of its own: its own test.
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('dialogs slide in and out, and still leave the page when closed', async ({ page }) => {
    const { menu, animation } = await openPhoneMenu(page);
    expect(animation).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  });
});

test.describe('contact', () => {
  // Its fake clock is installed before the page loads: its own test.
  test('a valid submit sends nothing, shows the message for 3 seconds, then empties the form @mobile', async ({
    page,
    api,
  }) => {
    await page.clock.install();
    await open(page, '/contact');
    await page.waitForLoadState('networkidle');

    await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('combobox', { name: /I am a/ }).selectOption('advertiser');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Campaign review');
    await page.getByRole('textbox', { name: 'Message' }).fill('How long does a task review take?');

    const requests: string[] = [];
    // What the form could send (code the app preloads while idle, such as the reply dialog, is not a message).
    page.on('request', (request) => {
      if (['script', 'stylesheet', 'image', 'font'].includes(request.resourceType())) return;
      requests.push(`${request.method()} ${request.url()}`);
    });
    // Freeze time so the 3 seconds are measured exactly.
    await page.clock.pauseAt(Date.now() + 60_000);

    await page.getByRole('button', { name: 'Send message' }).click();
    const status = page.getByRole('status').filter({ hasText: THANK_YOU });
    await expect(status).toBeVisible();
    await expect(page.getByText(THANK_YOU, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Obi');

    await page.clock.runFor(SUCCESS_MS - 100);
    await expect(page.getByText(THANK_YOU)).toBeVisible();

    await page.clock.runFor(100);
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
    for (const name of ['Full name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(page.getByRole('combobox', { name: /I am a/ })).toHaveValue('');
    await expect(page.getByText('Full name is required')).toHaveCount(0);

    expect(requests).toEqual([]);
    expect(api.exchanges).toEqual([]);
  });
});
