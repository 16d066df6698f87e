/**
 * The fault matrix (issue 13): every operation of openapi/cliq.yaml, on the page or flow that calls it, against each
 * way a real server or network fails:
 *   500 with a JSON body · 502 with a proxy's HTML page · the connection aborted · malformed JSON in a 200 ·
 *   a 200 that breaks the schema (made from the contract's own example, support/broken-replies.ts)
 * A reply that breaks the schema is one fault for the page, whichever way it breaks: the reply check (src/api/contract.ts)
 * rejects it whole, and the page shows the same message. So each operation gets one of the four ways (a required field
 * missing, a field of the wrong type, null or an array where an object is expected), taken in turn down the list of
 * operations so that each way reaches pages of every kind; that every way, on every example of every reply, is
 * rejected by the check the app runs is tests/unit/api/contract-validators.test.ts's business (milliseconds there,
 * where a fault here costs a page's flow in a browser).
 * Each must end in a visible message (the spec's own where point 8 names one), with what the user typed still in
 * place; the guard fixture fails a test on any uncaught error or console error (failed /api requests aside).
 *
 * The operations come from the contract, so a new operation fails here until support/fault-drivers.ts says how the
 * UI reaches it. One test per group of operations whose pages are reached inside one loaded app (GROUPS: an area's
 * pages, or one page), each operation a step; an operation in no group is a test of its own. Where the message is a
 * dialog, every fault is tried in one page (the dialog is closed and the call sent again), and so where it is an
 * error with Try again (pressed for the next fault); elsewhere the page is opened again for each fault. Only a
 * group's first page is loaded: every other opening mounts the page afresh inside the app (see open()), and each
 * operation starts with no fault, no mock choice and no draft of the one before.
 */
import { replyStatuses } from '../../generated/statuses.ts';
import { brokenReplies, type BrokenReply } from './support/broken-replies.ts';
import { model } from './support/contract.ts';
import { DRIVERS, type Driver } from './support/fault-drivers.ts';
import type { Page } from '@playwright/test';
import { expect, remountInApp, replacing, test, type FaultKind, type FaultReply } from './support/fixtures.ts';

interface Variant {
  name: string;
  fault: FaultKind | FaultReply;
}

/** What every page says of a reply that broke the contract, unless the spec names a message of its own. */
const CONTRACT_MESSAGE = /The server sent a reply this page cannot use\./;

/**
 * The families of faults; `success` marks the ones that are a 2xx reply the page cannot read: a call whose reply the
 * page does not read (a logout) ends there as the driver's `success` says.
 */
const FAMILIES: {
  name: string;
  variants: (operation: string) => Variant[];
  alsoAccepts?: RegExp;
  success?: true;
}[] = [
  { name: '500 with a JSON body', variants: () => [{ name: '500', fault: '500' }] },
  { name: '502 with an HTML body', variants: () => [{ name: '502', fault: '502-html' }] },
  { name: 'connection aborted', variants: () => [{ name: 'abort', fault: 'abort' }] },
  { name: 'malformed JSON', success: true, variants: () => [{ name: 'malformed', fault: 'malformed-json' }] },
  {
    name: 'a reply that breaks the schema',
    alsoAccepts: CONTRACT_MESSAGE,
    success: true,
    variants: (operation) => {
      const reply = schemaBreak(operation);
      return reply
        ? [{ name: `${reply.variant} at '${reply.pointer || '/'}'`, fault: { status: reply.status, json: reply.json } }]
        : [];
    },
  },
];

const operations = model.operations.map((operation) => operation.label);

/** The operation's one reply that breaks the schema: the four ways taken in turn down the list of operations. */
function schemaBreak(operation: string): BrokenReply | undefined {
  const { replies } = brokenReplies(operation);
  return replies[operations.indexOf(operation) % Math.max(replies.length, 1)];
}

/**
 * Operations tried one after another in one test, each a step, in one loaded app: a test's fixed cost (a new browser
 * context, the app's first page load) is about ten times a page mounted afresh inside the app (open()).
 * The order matters where a query's failure must be its page's first fetch: a reply that succeeded stays fresh
 * for 30 s (src/api/query-client.ts), and a page mounted again does not ask for it. So an area's session check
 * comes first, on the test's one page load (with an answer cached, the guard shows the page, not the failure), and
 * a page's loading call before any page that loads it too; a logout, which forgets what the area loaded, comes last.
 * Kept apart: the fake clock (installed before the first page load, so for the whole test) is for its operations
 * only.
 */
const GROUPS: { title: string; operations: string[] }[] = [
  {
    title: "the Cliquer's dashboard",
    operations: [
      'GET /api/s/session',
      // The area's layout loads the profile for every page: before any page of the area has shown.
      'GET /api/u/profile-info',
      'GET /api/u/getTasks',
      // The overview loads the tasks too: after the tasks page's own failure.
      'GET /api/u/getRecentActivities',
      'POST /api/u/engageTask',
      'POST /api/u/completedTask',
      'POST /api/u/withdraw',
      'POST /api/u/editPaymentMethod',
      'DELETE /api/u/logout',
    ],
  },
  {
    title: "the Cliquer's login page and the links from e-mails",
    operations: [
      'POST /api/u/login',
      'POST /api/u/forgetPassword',
      'POST /api/u/changePassword',
      'POST /api/u/confirmEmail',
    ],
  },
  {
    title: 'registration from its start',
    operations: [
      'POST /api/u/register',
      'POST /api/u/ContinueReg',
      'POST /api/u/checkToken',
      // Last: each fault ends with the token's dialog asked for again, and open.
      'POST /api/u/checkMailToken',
    ],
  },
  {
    // The wizard asks for the session again each time it mounts (it is never fresh there) and resumes at its saved
    // step: the saved steps go forward, a mount showing the step before until the session's new answer comes.
    title: 'registration resumed at a saved step',
    operations: [
      'POST /api/u/userSocials',
      'GET /api/so/getSocials',
      'GET /api/u/logout',
      'GET /api/u/completedRegistration',
    ],
  },
  {
    // From a saved step 2 to a saved step 3, as above.
    title: 'registration on the fake clock',
    operations: ['POST /api/so/initialFollow', 'POST /api/u/checkConfirmationToken'],
  },
  {
    title: "the advertiser's pages",
    operations: [
      'GET /api/s/session_a',
      // The area's layout loads the profile for every page.
      'GET /api/a/profile-info',
      'GET /api/a/taskTypes',
      'POST /api/a/taskUpload',
      'POST /api/a/get_transaction',
      'POST /api/a/register',
      'POST /api/a/confirmEmail',
      'POST /api/a/login',
      'DELETE /api/a/logout',
    ],
  },
  {
    title: "the admin's pages",
    operations: [
      'GET /api/s/session_adm',
      'GET /api/adm/get_users',
      'GET /api/adm/get_advertisers',
      'GET /api/adm/queryTaskTypes',
      'POST /api/adm/add-task-type',
      'POST /api/adm/update-task-type',
      'POST /api/adm/login',
      'DELETE /api/adm/logout',
    ],
  },
];

const grouped = GROUPS.flatMap((group) => group.operations);

// Five faults per operation, each through the page's own flow, on a busy 2-core machine (a test of several
// operations has test.slow() on top).
test.describe.configure({ timeout: 180_000 });

test('every operation of the contract has a driver, and every driver an operation', () => {
  expect(operations.filter((operation) => !DRIVERS[operation])).toEqual([]);
  expect(Object.keys(DRIVERS).filter((operation) => !operations.includes(operation))).toEqual([]);
  // How many there are is the contract's business: the matrix drives every operation the app under test was
  // generated from (generated/statuses.ts), no more and no fewer.
  expect(operations).toEqual(Object.keys(replyStatuses));
  // Each way a reply breaks the schema reaches some page of the matrix.
  const tried = new Set(operations.map((operation) => schemaBreak(operation)?.variant));
  expect([...tried].sort()).toEqual(['array-object', 'missing-required', 'null-object', 'wrong-type']);
  // A group names operations of the contract, each in one group only; its operations all run on the fake clock,
  // or none does.
  expect(grouped.filter((operation) => !operations.includes(operation))).toEqual([]);
  expect(grouped.filter((operation, index) => grouped.indexOf(operation) !== index)).toEqual([]);
  const mixed = GROUPS.filter(
    (group) => new Set(group.operations.map((operation) => Boolean(DRIVERS[operation]?.clock))).size > 1,
  );
  expect(mixed.map((group) => group.title)).toEqual([]);
});

/**
 * Opens the driver's page: loaded the first time in the test, then mounted afresh inside the app (by way of a page
 * that is not one, so the page's components start again and a query that failed is fetched again): a page load
 * costs a 2-core machine about ten times a navigation inside the app, and most operations are opened once per
 * fault. An operation's first opening after another's (`fresh`) also forgets the drafts the tab kept, as a new
 * test's browser context would.
 */
async function open(page: Page, driver: Driver, again: boolean, fresh: boolean) {
  if (again) {
    await remountInApp(page, driver.open, { forgetDrafts: fresh });
  } else {
    await page.goto(driver.open);
  }
  await driver.prepare?.(page);
}

const alone = operations.filter((operation) => !grouped.includes(operation));

for (const group of [...GROUPS, ...alone.map((operation) => ({ title: operation, operations: [operation] }))]) {
  test(group.title, async ({ page, faults, mock, api }) => {
    const missing = group.operations.filter((operation) => !DRIVERS[operation]);
    test.skip(missing.length > 0, `no driver for ${missing.join(', ')}: the first test of this file fails for it`);
    // One operation after another, five faults each.
    if (group.operations.length > 1) test.slow();
    if (group.operations.some((operation) => DRIVERS[operation]?.clock)) await page.clock.install();
    let loaded = false;

    for (const operation of group.operations) {
      await test.step(operation, async () => {
        const driver = DRIVERS[operation];
        if (!driver) return;
        const broken = brokenReplies(operation);
        for (const reason of broken.skipped) {
          const description = reason.startsWith(operation) ? reason : `${operation}: ${reason}`;
          test.info().annotations.push({ type: 'variant left out', description });
        }
        // Nothing of the operation before: its faults, its mock choices (its page's drafts go in open()).
        await faults.clear();
        await mock.reset();
        for (const [other, choice] of driver.mocks ?? []) await mock.use(other, choice);

        const variants = FAMILIES.flatMap((family) =>
          family.variants(operation).map((variant) => ({ family, variant })),
        );
        // The message stays on the page between faults (an error with Try again, a form that sends again).
        const stays = Boolean(driver.tryAgain || driver.sendsAgain);
        let reuse = false;
        let opened = false;
        for (const { family, variant } of variants) {
          const label = `${family.name}: ${variant.name}`;
          await faults.clear(operation);
          await faults.inject(operation, variant.fault);
          const sentBefore = api.matching(operation).length;
          const answered = family.success ? driver.success : undefined;
          const outcome = (answered ?? driver).outcome(page);
          const send = async () => {
            if (reuse && driver.tryAgain) await outcome.getByRole('button', { name: 'Try again' }).click();
            await driver.trigger?.(page);
          };
          if (!reuse) await open(page, driver, loaded, !opened);
          opened = true;
          loaded = true;
          // On a page used again with its message still shown, the message checked next must be the new failure's.
          await (reuse && stays ? replacing(outcome, send) : send());
          await expect
            .poll(() => api.matching(operation).length, { message: `${label}: the call was sent`, timeout: 45_000 })
            .toBeGreaterThan(sentBefore);
          await expect(outcome, `${label}: a visible message`).toBeVisible({ timeout: 20_000 });
          const message = answered
            ? answered.message
            : family.alsoAccepts
              ? new RegExp(`${driver.message.source}|${family.alsoAccepts.source}`, driver.message.flags)
              : driver.message;
          await expect(outcome, `${label}: the message`).toContainText(message);
          // What a failure leaves (a dialog to close, what the user typed) is no part of a success.
          if (!answered) {
            await driver.closes?.(page);
            await driver.kept?.(page);
          }
          // A dialog's page, or one whose message stays, is used again for the next fault; any other is opened again.
          // A success ended what the page was showing (a logout): the next fault opens it again.
          reuse = !answered && (Boolean(driver.closes && driver.trigger) || stays);
        }
      });
    }
  });
}
