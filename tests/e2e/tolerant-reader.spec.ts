/**
 * The tolerant reader (issue 23), on every reply of openapi/cliq.yaml with a list of objects or an extensible enum:
 * the page gets a reply that drifted the way a real server's does (support/drifted-replies.ts: one broken item
 * added to each list, a value the client does not know in each extensible enum) and must
 *   - keep every good item on screen, and say how many it could not show ("1 task could not be shown");
 *   - show the unknown values as they came, not fail ("The server sent a reply this page cannot use." never shows);
 *   - raise no uncaught error and no console error (the guard fixture);
 *   - report what drifted to config.js's reportUrl (here a path the test answers): one report per list left short
 *     and per unknown value, in the Reporting API's shape, none holding a value of the reply.
 * The cases come from the contract: a reply that gains a list or an extensible enum fails the first test until it
 * has a driver here (or a reason to be checked elsewhere).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { driftedReply, UNKNOWN_NUMBER, UNKNOWN_TEXT, type DriftedReply } from './support/drifted-replies.ts';
import { model } from './support/contract.ts';
import { expect, openInApp, test, type MockChoice } from './support/fixtures.ts';
import { followButtons } from './support/flows.ts';
import { control } from './support/forms.ts';

interface TolerantDriver {
  open: string;
  mocks?: [operation: string, choice: MockChoice][];
  /** Where the page shows the items of its lists (by template): the good items of those lists, all of them. */
  items: { lists: string[]; locate: (page: Page) => Locator }[];
  /** The notices the page must show, one per kind of item left out. */
  notices: string[];
  /** Text that shows each unknown value as it came. */
  shows: (string | RegExp)[];
}

const rows = (caption: string) => (page: Page) =>
  page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** What the platform and type labels make of an unknown value ('zz-new-value' → 'Zz-new-value', 'Zz new value'). */
const HUMANISED = /Zz[ -]new[ -]value/;

const DRIVERS: Record<string, TolerantDriver> = {
  'GET /api/u/getTasks': {
    open: '/dashboard/tasks',
    items: [{ lists: ['/tasks/*'], locate: (page) => page.getByTestId('task-card') }],
    notices: ['1 task could not be shown'],
    shows: [HUMANISED],
  },
  'GET /api/u/getRecentActivities': {
    open: '/dashboard/overview',
    items: [
      {
        lists: ['/activities/*'],
        locate: (page) => page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem'),
      },
    ],
    notices: ['1 activity could not be shown'],
    shows: [HUMANISED],
  },
  'GET /api/so/getSocials': {
    open: '/register',
    mocks: [['GET /api/s/session', { example: 'savedStep2' }]],
    // The three groups' cards, by their Follow buttons.
    items: [{ lists: ['/socials/cliq/*', '/socials/niche/*', '/socials/anonymous/*'], locate: followButtons }],
    notices: ['3 accounts to follow could not be shown'],
    shows: [HUMANISED],
  },
  'GET /api/a/taskTypes': {
    open: '/advertiser/dashboard/taskupload',
    items: [
      { lists: ['/taskTypes/*'], locate: (page) => control(page, 'Task type').locator('option:not([value=""])') },
    ],
    notices: ['1 task type could not be shown', '1 task type price could not be shown'],
    // A type is offered by its own name (task_type): its platform and action are not shown.
    shows: [],
  },
  'GET /api/u/profile-info': {
    open: '/dashboard/profile',
    items: [],
    notices: [],
    shows: [HUMANISED],
  },
  'GET /api/adm/get_users': {
    open: '/cfadmin/dashboard/users',
    items: [{ lists: ['/users/*'], locate: rows('Users') }],
    notices: ['1 user could not be shown'],
    shows: [UNKNOWN_TEXT],
  },
  'GET /api/adm/get_advertisers': {
    open: '/cfadmin/dashboard/advertisers',
    items: [{ lists: ['/advertisers/*'], locate: rows('Advertisers') }],
    notices: ['1 advertiser could not be shown'],
    shows: [UNKNOWN_TEXT],
  },
  'GET /api/adm/queryTaskTypes': {
    open: '/cfadmin/dashboard/task-types',
    items: [
      { lists: ['/taskTypes/*'], locate: rows('Task types') },
      {
        lists: ['/currencies/*'],
        locate: (page) => page.getByRole('region', { name: 'Currencies' }).getByRole('listitem'),
      },
    ],
    notices: [
      '1 task type could not be shown',
      '1 task type price could not be shown',
      '1 currency could not be shown',
    ],
    shows: [UNKNOWN_TEXT, `Status ${UNKNOWN_NUMBER}`],
  },
};

/**
 * Replies whose only extensible enum is FlowReply's onClick (the registration flow's dialogs): what a page does with
 * an action it does not know is one mapping for all of them (src/api/reply.ts, the call's default action), held by
 * tests/unit/api/reply.test.ts and tests/component/shell/reply-dialog-fallback.test.tsx rather than by eleven flows.
 */
const FLOW_REPLY_ONLY = (reply: DriftedReply) =>
  reply.lists.length === 0 && reply.unknown.every((pointer) => pointer === '/onClick');

const cases = model.operations
  .map((operation) => driftedReply(operation.label))
  .filter((reply): reply is DriftedReply => reply !== null);

test('every reply with a list or an extensible enum has a driver here (or its reason to be checked elsewhere)', () => {
  const missing = cases.filter((reply) => !DRIVERS[reply.operation] && !FLOW_REPLY_ONLY(reply));
  expect(missing.map((reply) => reply.operation)).toEqual([]);
  expect(Object.keys(DRIVERS).filter((operation) => !cases.some((reply) => reply.operation === operation))).toEqual([]);
  // Lists and unknown values in them, as the contract has them today.
  expect(cases.flatMap((reply) => reply.lists).length).toBeGreaterThanOrEqual(10);
});

const REPORTS = '/__reports';

/** Points config.js's reportUrl at a path this test answers, and collects what is posted there. */
async function receiveReports(
  page: Page,
): Promise<{ received: () => Promise<{ type: string; body: Record<string, unknown> }[]> }> {
  const posts: Request[] = [];
  await page.route('**/config.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__CLIQ_CONFIG__ = { apiBase: '', reportUrl: '${REPORTS}', vitalsSampleRate: 0 };`,
    }),
  );
  await page.route(`**${REPORTS}`, (route) => {
    posts.push(route.request());
    return route.fulfill({ status: 204 });
  });
  return {
    async received() {
      // The page sends what is queued when it is left or hidden.
      await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      await expect.poll(() => posts.length, { timeout: 10_000 }).toBeGreaterThan(0);
      return posts.flatMap((post) => {
        expect(post.headers()['content-type']).toBe('application/reports+json');
        return JSON.parse(post.postData() ?? '[]') as { type: string; body: Record<string, unknown> }[];
      });
    },
  };
}

/**
 * The pages of one area are checked in one page load (each page's call answers with its drifted reply from the
 * start; the next page opens inside the app): a page load is the suite's costliest step on two cores.
 */
const AREAS: Record<string, string[]> = {
  "a Cliquer's dashboard": ['GET /api/u/getTasks', 'GET /api/u/getRecentActivities', 'GET /api/u/profile-info'],
  'the registration': ['GET /api/so/getSocials'],
  "an advertiser's dashboard": ['GET /api/a/taskTypes'],
  "the admin's dashboard": ['GET /api/adm/get_users', 'GET /api/adm/get_advertisers', 'GET /api/adm/queryTaskTypes'],
};

test('every driver belongs to an area', () => {
  expect(Object.values(AREAS).flat().sort()).toEqual(Object.keys(DRIVERS).sort());
});

for (const [area, operations] of Object.entries(AREAS)) {
  test(`${area}: the good items stay, the left-out ones are counted, unknown values are shown and reported`, async ({
    page,
    faults,
    mock,
  }) => {
    test.slow();
    const replies = operations.map((operation) => cases.find((reply) => reply.operation === operation)!);
    const reports = await receiveReports(page);
    for (const reply of replies) {
      for (const [other, choice] of DRIVERS[reply.operation]!.mocks ?? []) await mock.use(other, choice);
      await faults.inject(reply.operation, { status: reply.status, json: reply.json });
    }
    for (const [index, reply] of replies.entries()) {
      const driver = DRIVERS[reply.operation]!;
      if (index === 0) await page.goto(driver.open);
      else await openInApp(page, driver.open);
      for (const notice of driver.notices) {
        await expect(page.getByText(notice, { exact: true }), reply.operation).toBeVisible({ timeout: 30_000 });
      }
      for (const { lists, locate } of driver.items) {
        const good = reply.lists
          .filter((entry) => lists.includes(entry.list))
          .reduce((sum, entry) => sum + entry.good, 0);
        await expect(locate(page), lists.join(', ')).toHaveCount(good, { timeout: 30_000 });
      }
      for (const text of driver.shows) await expect(page.getByText(text).first(), reply.operation).toBeVisible();
      await expect(page.getByText('The server sent a reply this page cannot use.')).toHaveCount(0);
    }

    const sent = await reports.received();
    for (const reply of replies) {
      const contract = sent.filter(
        (report) => report.type === 'cliq-contract' && report.body.operation === reply.operation,
      );
      const dropped = contract
        .filter((report) => report.body.outcome === 'item-dropped')
        .map((report) => report.body.pointer);
      for (const { list } of reply.lists) {
        expect(
          dropped.some((pointer) => String(pointer).startsWith(list)),
          `${reply.operation} ${list}`,
        ).toBe(true);
      }
      const kept = contract
        .filter((report) => report.body.outcome === 'value-kept')
        .map((report) => report.body.pointer);
      expect(kept, reply.operation).toHaveLength(reply.unknown.length);
    }
    expect(JSON.stringify(sent)).not.toContain(UNKNOWN_TEXT);
  });
}
