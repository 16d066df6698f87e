/**
 * The prerendered public pages (scripts/prerender.mjs, src/app/entry-server.tsx) behind nginx with the CSP on:
 * - the raw HTML of each public path (no JavaScript) holds its level-1 heading, Emotion's critical styles with the
 *   response's nonce, and no style attribute (which the CSP would refuse);
 * - with JavaScript off, the page is painted and styled from that HTML alone;
 * - in the browser, the client hydrates that very markup (the heading element is the one parsed from the HTML, now
 *   React's) with no console message about hydration, no console error and no CSP violation (the fixtures);
 * - an address a script moved before the page was hydrated renders that page afresh (no hydration error);
 * - the gated areas and the login pages are still served the app shell.
 */
import type { Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../src/app/prerender.ts';
import { expect, PAGE_LOAD_TIMEOUT, test } from './fixtures.ts';

const nonceOf = (header: string | undefined) => /'nonce-([0-9a-f]{32})'/.exec(header ?? '')?.[1];

/** The text of the first <h1> of some HTML, tags removed and spaces collapsed. */
function headingOf(html: string): string {
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup inside <div id="root">…</div> (up to the hydration data that follows it). */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('id="cliq-hydration-data"'));

test('the raw HTML of each public page holds its heading, its styles with the nonce, and no style attribute', async ({
  request,
}) => {
  expect(PRERENDERED_PATHS).toEqual([
    '/',
    '/home',
    '/about',
    '/services',
    '/contact',
    '/terms-and-conditions',
    '/privacy-policy',
  ]);
  for (const path of PRERENDERED_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    const html = await response.text();
    const nonce = nonceOf(response.headers()['content-security-policy']);
    expect(nonce, path).toBeTruthy();
    expect(html, path).toContain(`<meta name="cliq-prerendered" content="${path}">`);
    expect(headingOf(html), `${path}: the <h1> of the raw HTML`).toMatch(/\w{3,}/);
    expect(headingOf(html), path).not.toMatch(/page not found|something went wrong/i);
    expect(html, path).not.toContain('CLIQ_CSP_NONCE');
    // Emotion's critical CSS in plain <style> elements, each followed by an empty one naming its classes, which is
    // all that hydration moves (src/app/emotion-cache.ts, hydratedInPlace); every one carries the nonce.
    const styles = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
    const named = styles.filter(([, attributes = '']) => attributes.includes('data-emotion='));
    expect(named.length, `${path}: Emotion's critical style elements`).toBeGreaterThan(1);
    expect(styles.length, path).toBe(named.length * 2);
    for (const [, attributes = '', css = ''] of styles) {
      const key = /data-emotion="([^"]+)"/.exec(attributes)?.[1];
      if (key === undefined) {
        expect(attributes, `${path}: the nonce of a critical <style>`).toBe(` nonce="${nonce}"`);
        expect(css, path).not.toBe('');
      } else {
        expect(key, path).toMatch(/^css(-global)? /);
        expect(attributes, `${path}: <style data-emotion="${key.slice(0, 30)}…">`).toBe(
          ` data-emotion="${key}" data-s="" nonce="${nonce}"`,
        );
        expect(css, path).toBe('');
      }
    }
    expect(rootOf(html), `${path}: a style attribute in the markup`).not.toMatch(/\sstyle="/);
    // config.js never holds up the first paint (deferred), and still runs before the app's module script.
    const config = html.indexOf(`<script src="/config.js" defer nonce="${nonce}"></script>`);
    expect(config, `${path}: a deferred config.js`).toBeGreaterThan(-1);
    expect(html.indexOf('<script type="module"'), path).toBeGreaterThan(config);
    expect(html, path).toMatch(/<script type="application\/json" id="cliq-hydration-data">\{/);
  }
});

test('with JavaScript off, each public page is painted and styled from its HTML alone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const path of PRERENDERED_PATHS) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, path).toBeVisible();
      // Chakra's heading styles (a class from the critical CSS, allowed by the nonce) apply.
      const weight = await heading.evaluate((element) => Number(getComputedStyle(element).fontWeight));
      expect(weight, `${path}: the heading's font weight`).toBeGreaterThanOrEqual(600);
      await expect(page.getByRole('link', { name: 'Cliq home' }).first(), path).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

declare global {
  interface Window {
    __cliqParsedHeading?: Element | null;
    __cliqSameDocument?: boolean;
  }
}

/** Loads `path` and waits until the parsed page is hydrated: the heading parsed from the HTML is React's. */
async function hydrates(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const parsed = window.__cliqParsedHeading;
          const now = document.querySelector('h1');
          if (!parsed || parsed !== now || !parsed.isConnected) return 'replaced';
          return Object.keys(parsed).some((key) => key.startsWith('__reactFiber$')) ? 'hydrated' : 'waiting';
        }),
      { message: `${path}: the prerendered <h1> is hydrated, not replaced`, timeout: PAGE_LOAD_TIMEOUT },
    )
    .toBe('hydrated');
}

/**
 * Waits until every section the page defers (src/components/DeferredHydration.tsx) is hydrated too: each one's
 * markup is React's. (Not `networkidle`: one run in three of the whole suite waited 90 s for it on / behind nginx,
 * while what the test needs is the sections, whose chunks are downloaded by then.)
 */
async function sectionsHydrate(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-deferred-hydration]')].filter((section) => {
              const first = section.firstElementChild;
              return !first || !Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
            }).length,
        ),
      { message: `${path}: every deferred section is hydrated`, timeout: PAGE_LOAD_TIMEOUT },
    )
    .toBe(0);
}

test('each public page hydrates its prerendered markup without a hydration message', async ({ page }) => {
  test.slow(); // seven page loads
  const hydrationMessages: string[] = [];
  page.on('console', (message) => {
    if (
      ['error', 'warning'].includes(message.type()) &&
      /hydrat|did not match|didn't match|server rendered|recoverable/i.test(message.text())
    ) {
      hydrationMessages.push(`${message.type()}: ${message.text()}  (on ${page.url()})`);
    }
  });
  page.on('pageerror', (error) => hydrationMessages.push(`pageerror: ${error.message}  (on ${page.url()})`));
  // The heading as parsed from the HTML, before any module script runs (they run after 'interactive').
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.__cliqParsedHeading = document.querySelector('h1');
    });
  });

  for (const path of PRERENDERED_PATHS) {
    await hydrates(page, path);
    await sectionsHydrate(page, path);
  }
  expect(hydrationMessages).toEqual([]);

  // Hydrated for real: a link of the header navigates on the client (the heading changes without a page load).
  await page.goto('/about');
  await hydrates(page, '/about');
  await page.evaluate(() => {
    window.__cliqSameDocument = true;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('Advertising that reaches real people');
  expect(await page.evaluate(() => window.__cliqSameDocument), 'no page load').toBe(true);
});

test('an address a script moved before the page was hydrated shows that page, with no hydration error', async ({
  page,
}) => {
  // The landing page's code is held back, so the address moves while it downloads.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/LandingPage-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await page.evaluate(() => window.history.pushState(null, '', '/about'));
  release();
  // Rendered afresh at the new address (hydrating '/' markup as /about would be React's error #418: the fixtures).
  await expect(heading).toHaveText('About Cliq', { timeout: PAGE_LOAD_TIMEOUT });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('the gated areas and the sign-in pages are served the app shell, not a prerendered page', async ({ request }) => {
  for (const path of ['/login', '/register', '/dashboard/overview', '/advertiser/login', '/cfadmin/dashboard']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('cliq-prerendered');
    expect(html, path).not.toContain('data-emotion');
  }
});
