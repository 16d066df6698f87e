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
 * UI reaches it. One test per operation: where the message is a dialog, every fault is tried in one page load (the
 * dialog is closed and the call sent again), and so where it is an error with Try again (pressed for the next fault);
 * elsewhere the page is opened again for each fault (inside the app after the first time: see open()).
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

const FAMILIES: { name: string; variants: (operation: string) => Variant[]; alsoAccepts?: RegExp }[] = [
  { name: '500 with a JSON body', variants: () => [{ name: '500', fault: '500' }] },
  { name: '502 with an HTML body', variants: () => [{ name: '502', fault: '502-html' }] },
  { name: 'connection aborted', variants: () => [{ name: 'abort', fault: 'abort' }] },
  { name: 'malformed JSON', variants: () => [{ name: 'malformed', fault: 'malformed-json' }] },
  {
    name: 'a reply that breaks the schema',
    alsoAccepts: CONTRACT_MESSAGE,
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

// Five faults per operation, each through the page's own flow, on a busy 2-core machine.
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
});

/**
 * Opens the driver's page: loaded the first time, then mounted afresh inside the app (by way of a page that is not
 * one, so the page's components start again and a query that failed is fetched again): a page load costs a 2-core
 * machine about ten times a navigation inside the app, and most operations are opened once per fault.
 */
async function open(page: Page, driver: Driver, again: boolean) {
  if (again) {
    await remountInApp(page, driver.open);
  } else {
    await page.goto(driver.open);
  }
  await driver.prepare?.(page);
}

for (const operation of operations) {
  test(operation, async ({ page, faults, mock, api }) => {
    const driver = DRIVERS[operation];
    test.skip(!driver, `no driver for ${operation}: the first test of this file fails for it`);
    if (!driver) return;
    const broken = brokenReplies(operation);
    for (const reason of broken.skipped)
      test.info().annotations.push({ type: 'variant left out', description: reason });
    for (const [other, choice] of driver.mocks ?? []) await mock.use(other, choice);
    if (driver.clock) await page.clock.install();

    const variants = FAMILIES.flatMap((family) => family.variants(operation).map((variant) => ({ family, variant })));
    // The message stays on the page between faults (an error with Try again, a form that sends again).
    const stays = Boolean(driver.tryAgain || driver.sendsAgain);
    let reuse = false;
    let opened = false;
    for (const { family, variant } of variants) {
      const label = `${family.name}: ${variant.name}`;
      await faults.clear(operation);
      await faults.inject(operation, variant.fault);
      const sentBefore = api.matching(operation).length;
      const outcome = driver.outcome(page);
      const send = async () => {
        if (reuse && driver.tryAgain) await outcome.getByRole('button', { name: 'Try again' }).click();
        await driver.trigger?.(page);
      };
      if (!reuse) await open(page, driver, opened);
      opened = true;
      // On a page used again with its message still shown, the message checked next must be the new failure's.
      await (reuse && stays ? replacing(outcome, send) : send());
      await expect
        .poll(() => api.matching(operation).length, { message: `${label}: the call was sent`, timeout: 45_000 })
        .toBeGreaterThan(sentBefore);
      await expect(outcome, `${label}: a visible message`).toBeVisible({ timeout: 20_000 });
      const message = family.alsoAccepts
        ? new RegExp(`${driver.message.source}|${family.alsoAccepts.source}`, driver.message.flags)
        : driver.message;
      await expect(outcome, `${label}: the message`).toContainText(message);
      await driver.closes?.(page);
      await driver.kept?.(page);
      // A dialog's page, or one whose message stays, is used again for the next fault; any other is opened again.
      reuse = Boolean(driver.closes && driver.trigger) || stays;
    }
  });
}
