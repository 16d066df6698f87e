/**
 * Every route against Prism in dynamic mode (issue 13): Prism answers each call with a random reply that the contract
 * allows (`prism mock -d --seed N`), so the pages meet empty strings, odd numbers, long lists and every enum value a
 * real server may send. For several seeds, each route must show a page (a level-1 heading) without an uncaught error
 * or a console error (the guard fixture checks both after each test). Each area opens with a page load, its other
 * routes inside the app (what a route already loaded stays in the app's cache, as it would for a user).
 *
 * The page's /api calls are sent to this test's own dynamic Prism (with the contract's session cookie, as the dev
 * proxy adds it towards the mock); task images, whose random names the mock has no file for, get a 1x1 PNG.
 */
import { startPrism } from '../../mock-server/start.mjs';
import { sessionCookieNames } from '../../mock-server/dev-proxy.mjs';
import { expect, openInApp, PAGE_LOAD_TIMEOUT, replacing, test } from './support/fixtures.ts';

const SEEDS = ['cliq-1', 'cliq-2', 'cliq-3'];

/**
 * Every route of spec point 2, with the query strings that make a page call more. Routes of one area follow each
 * other (a page of the same route with another query string never directly: it would not open afresh); the first of
 * each area is a whole page load, the others are opened inside the app (openInApp: a history navigation, which also
 * takes away a dialog a reply left open on the route before, as Back does for a visitor).
 */
const AREAS: string[][] = [
  [
    '/',
    '/about',
    '/services',
    '/contact',
    '/terms-and-conditions',
    '/privacy-policy',
    '/login',
    '/register',
    '/login?token=conf-1',
    '/register/BOLA77',
    '/login?token=tok-1&email=ada%40example.com',
    '/register?token=tok-1',
  ],
  [
    '/dashboard/overview',
    '/dashboard/tasks',
    '/dashboard/profile',
    '/dashboard/ticket',
    '/dashboard/learn',
    '/dashboard/unknown',
  ],
  [
    '/advertiser/register',
    '/advertiser/regCompletion?token=ad7e57',
    '/advertiser/login',
    '/advertiser/dashboard/overview',
    '/advertiser/dashboard/taskupload',
    '/advertiser/dashboard/stats',
    '/advertiser/dashboard/profile',
    '/advertiser/dashboard/ticket',
    '/advertiser/dashboard/learn',
    '/advertiser/dashboard/transaction/tx_58213',
  ],
  [
    '/cfadmin/login',
    '/cfadmin/dashboard/overview',
    '/cfadmin/dashboard/task-types',
    '/cfadmin/dashboard/users',
    '/cfadmin/dashboard/advertisers',
    '/cfadmin/dashboard/settings',
  ],
];

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const COOKIE = sessionCookieNames()
  .map((name) => `${name}=mock`)
  .join('; ');

test.describe.configure({ timeout: 240_000 });

/** How long no call may be out before a route counts as settled. */
const QUIET_MS = 250;

SEEDS.forEach((seed, index) => {
  test(`every route survives random replies the contract allows (seed ${seed})`, async ({ page }, testInfo) => {
    const port = Number(process.env.E2E_MOCK_PORT || 4010) + 200 + index * 10 + testInfo.workerIndex;
    const { child } = await startPrism({ port, quiet: true, dynamic: true, seed });
    // The page's calls in flight, and when the last one came back: a route is done once none has been out for
    // QUIET_MS (the calls a reply leads to start well within that), sooner than waiting for the network to idle.
    let inFlight = 0;
    let lastReply = Date.now();
    try {
      await page.route('**/api/**', async (route) => {
        inFlight += 1;
        try {
          const request = route.request();
          const url = new URL(request.url());
          // A reset connection is sent again (twice at most): Prism's Node server closes a kept-alive socket after 5 s idle,
          // and on a loaded machine the next call can reuse it as it closes (seen once on CI: `read ECONNRESET`).
          const response = await route.fetch({
            url: `http://127.0.0.1:${port}${url.pathname}${url.search}`,
            headers: { ...request.headers(), cookie: COOKIE },
            maxRetries: 2,
          });
          await route.fulfill({ response });
        } finally {
          inFlight -= 1;
          lastReply = Date.now();
        }
      });
      await page.route('**/uploads/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));

      for (const [at, path] of AREAS.flatMap((area) => area.map((route, at) => [at, route] as const))) {
        // The page's h1 on screen (by tag, not role: a dialog a reply opens hides the page from the accessibility
        // tree, not from view). Inside the app, the one seen next must be the new page's (every page renders its own).
        const heading = page.locator('h1').first();
        await (at === 0 ? page.goto(path) : replacing(heading, () => openInApp(page, path)));
        await expect(heading, `${path} shows a page`).toBeVisible({
          timeout: PAGE_LOAD_TIMEOUT,
        });
        // Let the page's calls come back and render before the next route (the guard reads the console afterwards).
        await expect
          .poll(() => inFlight === 0 && Date.now() - lastReply >= QUIET_MS, {
            message: `${path}: its calls came back`,
            intervals: [50],
          })
          .toBe(true);
        await expect(page.locator('body'), `${path} is not blank`).not.toBeEmpty();
      }
    } finally {
      child.kill('SIGTERM');
    }
  });
});
