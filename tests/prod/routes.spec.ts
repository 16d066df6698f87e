/**
 * Every route of the registry (src/config/paths.ts) behind nginx with the Content-Security-Policy on: nginx answers
 * its path with 200 and a CSP nonce of the response's own, and the app shows a level-1 heading there, not the Not
 * Found or error page, with no CSP violation and no console error (the fixtures), every <style> element Emotion added
 * carrying the nonce the CSP names. The public routes are each loaded (most are prerendered pages, whose HTML nginx
 * fills with the nonce); in a signed-in area the first route is loaded and the others are asked of nginx, then opened
 * inside the loaded app (remountInApp), a tenth of a page load each: their code runs under the same policy either
 * way. A path outside every area answers 404 and still shows the app's Not Found page. A few tests per area, so the
 * routes load side by side.
 */
import type { APIResponse, Page, Response } from '@playwright/test';
import { registryRoutes, type Area } from './app-routes.ts';
import { expect, PAGE_LOAD_TIMEOUT, remountInApp, test } from './fixtures.ts';

const nonceOf = (response: Response | APIResponse | null) =>
  /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];

/** The nonce of the page's meta, and how many <style> elements lack it or carry another one. */
const pageStyles = (page: Page) =>
  page.evaluate(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    const styles = [...document.querySelectorAll('style')];
    return {
      meta: meta?.nonce ?? '',
      styles: styles.length,
      others: styles.filter((style) => style.nonce !== meta?.nonce).length,
    };
  });

/** Loads `path` (or, `inApp`, asks nginx for it and opens it inside the app already loaded) and checks the page. */
async function opens(page: Page, path: string, inApp: boolean) {
  const response = inApp ? await page.request.get(path) : await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const nonce = nonceOf(response);
  expect(nonce, `${path}: the CSP header's nonce`).toMatch(/^[0-9a-f]{32}$/);
  if (inApp) await remountInApp(page, path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, path).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(heading, path).not.toHaveText(/^\s*(page not found|something went wrong)\s*$/i);
  const styles = await pageStyles(page);
  // The document's nonce is its own response's: a path opened inside the app keeps the loaded one's.
  if (!inApp) expect(styles.meta, `${path}: the page's nonce is the header's`).toBe(nonce);
  expect(styles.styles, `${path}: Emotion's style elements`).toBeGreaterThan(0);
  expect(styles.others, `${path}: style elements without the nonce`).toBe(0);
}

const AREAS: Area[] = ['public', 'cliquer', 'advertiser', 'admin'];
const routes = registryRoutes();

// At most this many routes in one test, so the longest test stays short next to the others.
const PER_TEST = 8;

for (const area of AREAS) {
  const paths = routes.filter((route) => route.area === area).map((route) => route.path);
  const groups = Math.ceil(paths.length / PER_TEST);
  for (let group = 0; group < groups; group += 1) {
    const some = paths.filter((_, index) => index % groups === group);
    test(`${area} routes load: ${some.join(', ')}`, async ({ page }) => {
      test.slow(); // several routes one after the other
      for (const [index, path] of some.entries()) await opens(page, path, area !== 'public' && index > 0);
    });
  }
}

test('a path outside every area answers 404 with the Not Found page; nonces differ per response', async ({
  page,
  guard,
}) => {
  // Chromium logs the document's own 404 as a console error: that status is what this test asks for.
  guard.allowConsoleError(/status of 404/);
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
  const first = nonceOf(response);
  expect((await pageStyles(page)).others).toBe(0);
  const again = await page.reload();
  expect(nonceOf(again)).toMatch(/^[0-9a-f]{32}$/);
  expect(nonceOf(again)).not.toBe(first);
});
