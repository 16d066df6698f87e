/**
 * The prerendered public pages (build/prerender.mjs, src/app/entry-server.tsx; issue 39) behind nginx with the CSP
 * on. Each is a document of its own, with no app code:
 * - the raw HTML of each public path holds its title and description in the head, its level-1 heading, its CSS in one
 *   <style> element with the response's nonce, no style attribute (which the CSP would refuse), and no script but
 *   config.js and the documents' own (src/app/documents/), none of which holds the app's entry, React or Chakra;
 * - with JavaScript off, the page is painted and styled from that HTML alone;
 * - at phone width, with JavaScript on and off: the menu opens and closes every way and each of its links works, and
 *   an FAQ entry opens and closes; with JavaScript on, the contact form shows its messages, then the thank-you for
 *   3 s, and resets, sending nothing; with it off, it cannot be sent empty; no script of the app is downloaded, and
 *   no CSP violation happens (the fixtures);
 * - the app still shows a public page when it is reached from inside the app (its header's links, its menu);
 * - the gated areas and the login pages are still served the app shell.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../src/app/prerender.ts';
import { BUILD_DIR } from '../e2e/support/fixtures.ts';
import {
  contactFormWithoutScript,
  contactFormWorks,
  eachMenuLinkWorks,
  faqOpensAndCloses,
  HOME_H1,
  menuOpensAndCloses,
  openMenu,
} from '../e2e/support/public-site.ts';
import { expect, PAGE_LOAD_TIMEOUT, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };

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

/** The markup inside <div id="root">…</div>. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The app's entry chunk, as the shell (dist/200.html) names it. */
function appEntry(): string {
  const shell = readFileSync(join(BUILD_DIR, '200.html'), 'utf8');
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
  if (!entry) throw new Error('dist/200.html names no entry script');
  return entry;
}

/** The modules each chunk of the build holds (dist/.vite/chunks.json, build/chunk-report.mjs). */
const chunkModules = (): Record<string, string[]> =>
  JSON.parse(readFileSync(join(BUILD_DIR, '.vite/chunks.json'), 'utf8')) as Record<string, string[]>;

/** What no public page may load: the app's own entry, React, the router, Chakra or Emotion. */
const APP_CODE =
  /^(src\/app\/main\.tsx|node_modules\/(react|react-dom|react-router|react-router-dom|@chakra-ui\/.+|@emotion\/.+|@ark-ui\/.+|@zag-js\/.+))$/;

test('the raw HTML of each public page: its title, heading and styles with the nonce, and no app code', async ({
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
  const entry = appEntry();
  const modules = chunkModules();
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
    // The page's own title and description, in the head, and only one title.
    expect([...html.matchAll(/<title>/g)], `${path}: <title> elements`).toHaveLength(1);
    expect(headOf(html), path).toMatch(/<title>[^<]+ · Cliq<\/title>|<title>Cliq<\/title>/);
    expect(headOf(html), path).toMatch(/<meta name="description" content="[^"]{50,}"/);

    // Its CSS in one <style> element, with the nonce; no style attribute in the markup.
    const styles = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
    expect(styles, `${path}: <style> elements`).toHaveLength(1);
    expect(styles[0]?.[1], `${path}: the <style>'s attributes`).toBe(` nonce="${nonce}"`);
    expect(styles[0]?.[2]?.length ?? 0, path).toBeGreaterThan(1000);
    expect(rootOf(html), `${path}: a style attribute in the markup`).not.toMatch(/\sstyle="/);

    // Scripts: config.js (deferred), then the documents' own modules, each with the nonce; nothing of the app's.
    expect(html, path).toContain(`<script src="/config.js" defer nonce="${nonce}"></script>`);
    expect(html, path).not.toContain(entry);
    expect(html, path).not.toMatch(/modulepreload|cliq-hydration-data|<noscript>/);
    const scripts = [...html.matchAll(/<script type="module" src="(\/assets\/[^"]+)" nonce="([^"]+)"><\/script>/g)];
    expect(scripts.length, `${path}: the documents' scripts`).toBe(path === '/contact' ? 2 : 1);
    expect([...html.matchAll(/<script\b/g)].length, `${path}: every <script>`).toBe(scripts.length + 1);
    for (const [, src = '', scriptNonce] of scripts) {
      expect(scriptNonce, src).toBe(nonce);
      const held = modules[src.slice(1)];
      expect(held, `${src} in dist/.vite/chunks.json`).toBeDefined();
      expect(
        held?.filter((name) => APP_CODE.test(name)),
        `${path}: app code in ${src}`,
      ).toEqual([]);
      // Nor does it import a chunk that has some.
      const code = readFileSync(join(BUILD_DIR, src), 'utf8');
      expect(code, src).not.toMatch(/\bimport\s*[{*\w][^;]*from\s*["']|^import\s*["']/m);
    }
  }
});

test('with JavaScript off, each public page is painted and styled from its HTML alone', async ({ browser }) => {
  test.slow(); // seven page loads (past 30 s in the whole production project at load 7)
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const path of PRERENDERED_PATHS) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading, path).toBeVisible();
      // Chakra's heading styles (a class from the page's CSS, allowed by the nonce) apply.
      const weight = await heading.evaluate((element) => Number(getComputedStyle(element).fontWeight));
      expect(weight, `${path}: the heading's font weight`).toBeGreaterThanOrEqual(600);
      await expect(page.getByRole('link', { name: 'Cliq home' }).first(), path).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

/** Every script the page requests from now on (paths). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('with JavaScript on: the menu and each of its links; no app code on the public pages', async ({ page }) => {
    test.slow(); // a page load per link of the menu
    const scripts = scriptsOf(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Cliq');
    await test.step('the menu opens with the toggle; the close icon, Escape and a tap beside it close it', () =>
      menuOpensAndCloses(page));
    await test.step('each link of the menu leads to its page, a plain link', () =>
      eachMenuLinkWorks(page, '/about', { documents: true }));
    const publicScripts = scripts.filter((path) => path !== '/config.js');
    // Only the documents' own scripts came before the app's pages (Login, Register) were opened from the menu.
    const beforeApp = publicScripts.slice(0, publicScripts.indexOf(appEntry()));
    expect(beforeApp.length).toBeGreaterThan(0);
    expect(beforeApp.filter((path) => !/^\/assets\/(vitals|contact)-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  // Its own test: the menu's one loads nine pages (past 90 s together in the whole production project at load 7).
  test('with JavaScript on: an FAQ entry opens and closes; no app code', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await faqOpensAndCloses(page);
    expect(
      scripts.filter((path) => path !== '/config.js' && !/^\/assets\/(vitals|contact)-[\w-]+\.js$/.test(path)),
    ).toEqual([]);
  });

  test('with JavaScript on: the contact form shows its messages, then the thank-you for 3 s, and resets', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.clock.install();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await contactFormWorks(page);
    // Its one behaviour module, and the web vitals' loader of every public page: no app code.
    expect(scripts.filter((path) => path !== '/config.js').map((path) => path.replace(/-[\w-]+\.js$/, ''))).toEqual([
      '/assets/vitals',
      '/assets/contact',
    ]);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu, each of its links, the FAQ; the contact form cannot be sent empty', async ({ page }) => {
      test.slow(); // a page load per link of the menu
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_H1);
      await test.step('the menu opens with the toggle; the close icon, Escape and a tap beside it close it', () =>
        menuOpensAndCloses(page));
      await test.step('each link of the menu leads to its page', () =>
        eachMenuLinkWorks(page, '/', { javaScript: false, documents: true }));
      await test.step('an FAQ entry opens and closes', async () => {
        await page.goto('/contact');
        await faqOpensAndCloses(page);
      });
      await test.step('the contact form cannot be sent empty, and sends nothing', () => contactFormWithoutScript(page));
    });
  });

  test('inside the app, the header and the menu lead to the public pages, drawn by the app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back', { timeout: PAGE_LOAD_TIMEOUT });
    await page.evaluate(() => {
      (window as Window & { __cliqSameDocument?: boolean }).__cliqSameDocument = true;
    });
    const { menu } = await openMenu(page);
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advertising that reaches real people', {
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await expect(menu).toBeHidden();
    await page.getByRole('link', { name: 'Cliq home' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_H1, { timeout: PAGE_LOAD_TIMEOUT });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us', { timeout: PAGE_LOAD_TIMEOUT });
    await faqOpensAndCloses(page);
    expect(
      await page.evaluate(() => (window as Window & { __cliqSameDocument?: boolean }).__cliqSameDocument),
      'no page load',
    ).toBe(true);
  });
});

test('the gated areas and the sign-in pages are served the app shell, not a prerendered page', async ({ request }) => {
  for (const path of ['/login', '/register', '/dashboard/overview', '/advertiser/login', '/cfadmin/dashboard']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).not.toContain('cliq-prerendered');
    expect(html, path).toContain(appEntry());
  }
});
