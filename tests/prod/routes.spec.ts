/**
 * Every route of the registry (src/config/paths.ts) loads behind nginx with the Content-Security-Policy on: a level-1
 * heading shows, not the Not Found or error page, with no CSP violation and no console error (the fixtures), and
 * every <style> element Emotion added carries the nonce the response's CSP header names. A path outside every area
 * answers 404 and still shows the app's Not Found page. A few tests per area, so the routes load side by side.
 */
import type { Page, Response } from '@playwright/test';
import { registryRoutes, type Area } from './app-routes.ts';
import { expect, PAGE_LOAD_TIMEOUT, test } from './fixtures.ts';

const nonceOf = (response: Response | null) =>
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

async function opens(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, path).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  await expect(heading, path).not.toHaveText(/^\s*(page not found|something went wrong)\s*$/i);
  const nonce = nonceOf(response);
  expect(nonce, `${path}: the CSP header's nonce`).toMatch(/^[0-9a-f]{32}$/);
  const styles = await pageStyles(page);
  expect(styles.meta, `${path}: the page's nonce is the header's`).toBe(nonce);
  expect(styles.styles, `${path}: Emotion's style elements`).toBeGreaterThan(0);
  expect(styles.others, `${path}: style elements without the nonce`).toBe(0);
}

const AREAS: Area[] = ['public', 'cliquer', 'advertiser', 'admin'];
const routes = registryRoutes();

// At most this many page loads in one test, so the longest test stays short next to the others.
const PER_TEST = 8;

for (const area of AREAS) {
  const paths = routes.filter((route) => route.area === area).map((route) => route.path);
  const groups = Math.ceil(paths.length / PER_TEST);
  for (let group = 0; group < groups; group += 1) {
    const some = paths.filter((_, index) => index % groups === group);
    test(`${area} routes load: ${some.join(', ')}`, async ({ page }) => {
      test.slow(); // several page loads one after the other
      for (const path of some) await opens(page, path);
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
