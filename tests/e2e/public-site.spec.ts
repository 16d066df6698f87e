/**
 * The public marketing site (spec points 1 and 2) against the production build, where each public page is a
 * prerendered document with no app code (issue 39): every route's h1, title and description, the header and the
 * phone menu (a popover), the FAQ (native disclosure), the contact flow (which must not touch the network), the
 * sign-up calls to action, the web vitals' reports, and zero axe violations at 1280 px (project 'chromium') and
 * 390 px (project 'mobile', tests tagged @mobile). The menu, FAQ and contact checks are those of
 * support/public-site.ts, which tests/prod (behind nginx, JavaScript on and off) and tests/dev (`npm start`) run too.
 *
 * A test's fixed cost (a browser context and a page load) is most of what a short test costs a 2-core machine, so
 * the checks that share a start are the steps of one test. Kept apart: the contact form's timed message (its fake
 * clock is installed before the page loads), full motion (its own reducedMotion option) and the reports (their own
 * config.js).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import {
  contactFormWorks,
  eachMenuLinkWorks,
  faqOpensAndCloses,
  framesDuring,
  MENU_LINKS,
  menuOpensAndCloses,
  phoneMenu,
  slideDuration,
} from './support/public-site';

/** Each public page's title; its h1 is the one its link in the menu leads to ('/home' is the landing page too). */
const ROUTES = (
  [
    ['/', 'Get rewarded for social media engagement · Cliq'],
    ['/home', 'Get rewarded for social media engagement · Cliq'],
    ['/about', 'About · Cliq'],
    ['/services', 'Services · Cliq'],
    ['/contact', 'Contact us · Cliq'],
    ['/terms-and-conditions', 'Terms and Conditions · Cliq'],
    ['/privacy-policy', 'Privacy Policy · Cliq'],
  ] as const
).map(([path, title]) => ({
  path,
  title,
  h1: MENU_LINKS.find((link) => link.path === (path === '/home' ? '/' : path))?.h1 ?? '',
}));

const onPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

// Axe scans are slow on a busy CI machine.
test.describe.configure({ timeout: 90_000 });

/** Opens a public page and waits until its content is on screen. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** The documents' own scripts (src/app/documents/): all a public page may load besides config.js. */
const DOCUMENT_SCRIPT = /^\/assets\/(vitals|contact)-[\w-]+\.js$/;

test(
  'every public page as served, with no app code; the phone menu; the contact form',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    test.slow(); // seven page loads and eight axe scans
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    for (const route of ROUTES) {
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
        await test.step('phone menu: opens from the toggle, closes with the close icon, Escape and a tap beside it, focus back on the toggle @mobile', async (step) => {
          step.skip(!onPhone(testInfo), 'The menu toggle shows on phones only.');
          await menuOpensAndCloses(page, () => expectNoAxeViolations(page));
        });
      }

      if (route.path === '/contact') {
        await test.step('the contact form: messages on an empty submit, the thank-you, no axe violations @mobile', async () => {
          await page.getByRole('button', { name: 'Send message' }).click();
          await expect(page.getByText('Full name is required')).toBeVisible();
          await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
          await expectNoAxeViolations(page, { include: 'form' });
          await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Obi');
          await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
          await page.getByRole('textbox', { name: 'Subject' }).fill('Hello');
          await page.getByRole('textbox', { name: 'Message' }).fill('A question about ranks.');
          await page.getByRole('button', { name: 'Send message' }).click();
          await expect(page.getByText("Thank you for your message! We'll be in touch soon.", { exact: true })).toBeVisible();
          await expectNoAxeViolations(page, { include: 'form' });
        });
      }
    }

    await test.step('the public pages load no app code: only their own scripts @mobile', () => {
      const own = scripts.filter((path) => path !== '/config.js');
      expect(own.length).toBeGreaterThan(0);
      expect(own.filter((path) => !DOCUMENT_SCRIPT.test(path))).toEqual([]);
    });
  },
);


// At 1280 px only (no @mobile): the pages opened through their links, as a visitor does.
test('the header, the landing calls to action, the FAQ and the footer', async ({ page }, testInfo) => {
  test.skip(onPhone(testInfo), 'The desktop navigation is replaced by the menu on phones.');
  await test.step('desktop navigation: Home, About, Services, Contact us and Sign in, plus the social top bar', async () => {
    await open(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Home', 'About', 'Services', 'Contact us', 'Sign in']);
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(phoneMenu(page).toggle).toBeHidden();

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
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back', { timeout: 30_000 });
  });

  await test.step('"Start earning" leads to /register', async () => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Start earning' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
  });

  await test.step('"Advertise with Cliq" leads to /advertiser/register', async () => {
    await open(page, '/');
    await page.getByRole('link', { name: 'Advertise with Cliq' }).click();
    await expect(page).toHaveURL(/\/advertiser\/register$/);
  });

  await test.step('the benefit cards and the closing band lead to both sign-ups', async () => {
    await open(page, '/home');
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
    await open(page, '/contact');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const answers = [
      ['How quickly will support get back to me?', 'within 24-48 business hours'],
      ['Which payment methods do you accept?', 'PayPal, bank transfers and credit cards'],
      ['Can I change my account type?', 'only through our support team'],
      ['How do I contact support?', 'Support is by e-mail'],
    ] as const;
    for (const [question, answer] of answers) {
      const entry = faq.locator('details', { has: page.getByRole('heading', { level: 3, name: question }) });
      await entry.getByText(question).click();
      await expect(entry.getByText(answer)).toBeVisible();
    }
    const mail = faq.locator('details[open]').getByRole('link');
    await expect(mail).toHaveAttribute('href', /^mailto:.+@.+/);
    await expectNoAxeViolations(page);
    await faqOpensAndCloses(page);
  });

  await test.step('links the legal pages and the support e-mail', async () => {
    await open(page, '/services');
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
});

test('phone menu: each of its links leads to its page @mobile', { tag: '@mobile' }, async ({ page }, testInfo) => {
  test.skip(!onPhone(testInfo), 'The menu toggle shows on phones only.');
  test.slow(); // a page load per link
  await open(page, '/services');
  // Plain links into the app and the other pages: each a new document.
  await eachMenuLinkWorks(page, '/services', { documents: true });
});

test.describe('motion', () => {
  const width = 390;
  test.use({ viewport: { width, height: 844 } });
  // The frames that draw the panel (320 px wide) between off screen (its left edge at the window's right one) and
  // in place.
  const between = (frames: [string, number][]) =>
    frames.filter(([display, left]) => display !== 'none' && left > width - 320 + 5 && left < width - 5);

  // The run's default: reduced motion.
  test('with reduced motion, the menu opens and closes at once', async ({ page }) => {
    await open(page, '/');
    const { toggle, menu } = phoneMenu(page);
    expect(await slideDuration(page)).toBe('0s');
    const opening = await framesDuring(page, () => toggle.click());
    await expect(menu).toBeVisible();
    expect(between(opening)).toEqual([]);
    const closing = await framesDuring(page, () => page.keyboard.press('Escape'));
    await expect(menu).toBeHidden();
    expect(between(closing)).toEqual([]);
  });

  test.describe('full', () => {
    test.use({ contextOptions: { reducedMotion: 'no-preference' } });

    test('the menu slides in and out in 300 ms (spec point 9), and is gone once closed', async ({ page }) => {
      await open(page, '/');
      const { toggle, menu } = phoneMenu(page);
      expect(await slideDuration(page)).toBe('0.3s');

      const opening = await framesDuring(page, () => toggle.click());
      await expect(menu).toBeVisible();
      expect(between(opening).length, `frames while it opens: ${JSON.stringify(opening)}`).toBeGreaterThan(0);
      expect(opening.at(-1)).toEqual(['block', width - 320]);

      const closing = await framesDuring(page, () => page.keyboard.press('Escape'));
      expect(between(closing).length, `frames while it closes: ${JSON.stringify(closing)}`).toBeGreaterThan(0);
      expect(closing.at(-1)?.[0]).toBe('none');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
});

test.describe('contact', () => {
  // Its fake clock is installed before the page loads: its own test.
  test('a valid submit sends nothing, shows the message for 3 seconds, then empties the form @mobile', async ({
    page,
    api,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.clock.install();
    await open(page, '/contact');
    await contactFormWorks(page);
    expect(api.exchanges).toEqual([]);
    // The form's one behaviour module (and the web vitals' loader of every public page): no app code.
    expect(scripts.filter((path) => path !== '/config.js').map((path) => path.replace(/-[\w-]+\.js$/, ''))).toEqual([
      '/assets/vitals',
      '/assets/contact',
    ]);
  });
});

test.describe('web vitals', () => {
  const REPORTS = '/__reports';

  /** Answers config.js with `reportUrl` and the reports' path; returns the scripts requested and the reports. */
  async function reportTo(page: Page, reportUrl: string) {
    const scripts: string[] = [];
    const reports: { type: string; url: string; body: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.route('**/config.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.__CLIQ_CONFIG__ = { apiBase: '', reportUrl: '${reportUrl}', vitalsSampleRate: 1 };`,
      }),
    );
    await page.route(`**${REPORTS}`, (route) => {
      reports.push(...(JSON.parse(route.request().postData() ?? '[]') as typeof reports));
      return route.fulfill({ status: 204 });
    });
    return { scripts, reports };
  }

  test("a public page reports its web vitals to config.js's reportUrl, loading that code only then", async ({
    page,
  }) => {
    const { scripts, reports } = await reportTo(page, REPORTS);
    await open(page, '/about');
    // The reporting code comes once the page is idle; a tap ends the LCP, and leaving sends the reports.
    await expect.poll(() => scripts.some((path) => /\/web-vitals-/.test(path))).toBe(true);
    await page.getByRole('heading', { level: 1 }).click();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
        return reports.filter((report) => report.type === 'cliq-web-vital').map((report) => report.body.name);
      })
      .toContain('LCP');
    const lcp = reports.find((report) => report.body.name === 'LCP');
    expect(new URL(lcp?.url ?? '').pathname).toBe('/about');
  });

  test('with no reportUrl, a public page loads nothing more than its own script', async ({ page }) => {
    const { scripts, reports } = await reportTo(page, '');
    await open(page, '/about');
    await page.waitForLoadState('networkidle');
    // Idle long enough for the loader's idle callback to have run.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path !== '/config.js')).toEqual([expect.stringMatching(/^\/assets\/vitals-/)]);
    expect(reports).toEqual([]);
  });
});
