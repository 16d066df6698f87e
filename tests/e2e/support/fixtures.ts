/**
 * The e2e test API. Every spec imports `test` and `expect` from here instead of '@playwright/test':
 *
 *   mock.use('GET /api/s/session', { example: 'loggedOut' })   Prism answers with another contract example
 *   faults.inject('GET /api/s/session', '500')                 the browser gets a broken reply instead
 *   api.exchanges / api.matching(op)                           every /api response (or failure) the page saw
 *   guard.allowConsoleError('...')                             tolerate one expected console error
 *   expectNoAxeViolations(page)                                WCAG 2.2 AA scan with @axe-core/playwright
 *   openPage(page, '/login')                                   goto + wait (PAGE_LOAD_TIMEOUT) for the h1
 *   scenario.use('visitor')                                    a named scenario of mock-server/scenarios.json
 *
 * The automatic `coverage` fixture appends every /api request and its reply to test-results/coverage-raw/, for
 * cliq-contract coverage (npm run contract:coverage) (which operations and named examples the e2e run exercised).
 * After every test the automatic `guard` fixture fails the test if Prism answered 422 to a request the app sent
 * (the app broke the contract), if the page threw an uncaught error, or if it logged a console error.
 * Opt-outs, per file or describe block: test.use({ allowContractViolations: ['POST /api/u/register'] }),
 * test.use({ allowedConsoleErrors: [/expected/] }).
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
import { PRERENDERED_META } from '../../../src/app/prerender.ts';
import { resolveScenario, type ResolvedChoice, type ScenarioFile } from '../../../src/dev/scenarios.ts';
import { checkPreferChoice, model, parseOperation, type Operation } from './contract.ts';

export { expect };
export { contractExample } from './contract.ts';

// ------------------------------------------------------------------------------------------------ shared types

/** Which contract example Prism answers with: becomes `Prefer: code=409, example=emailTaken`. */
export interface MockChoice {
  example?: string;
  code?: number;
}

export type FaultKind = '500' | 'abort' | 'malformed-json' | 'html' | '502-html';

/** A reply of the test's own making: a status and a JSON body (e.g. a 200 that breaks the contract). */
export interface FaultReply {
  status: number;
  json: unknown;
}

export interface FaultOptions {
  /** Only the first `times` matching requests fail; later ones reach the mock again. */
  times?: number;
}

export interface PrismValidation {
  location?: string[];
  severity?: string;
  code?: string;
  message?: string;
}

/** One /api request the page made and what came back. */
export interface ApiExchange {
  /** 'GET /api/s/session' */
  operation: string;
  method: string;
  path: string;
  url: string;
  /** The HTTP status, or 0 when the request failed (aborted, network error). */
  status: number;
  contentType: string;
  /** The request's Prefer header, if any. */
  prefer?: string;
  /** Chromium's error text for a failed request, e.g. 'net::ERR_FAILED'. */
  failure?: string;
  /** For Prism's 422 (application/problem+json): its validation details. */
  validation?: PrismValidation[];
  problemDetail?: string;
}

export interface MockControl {
  /** Makes the page's matching requests carry `Prefer`, so Prism picks that example. The last call wins. */
  use(operation: string, choice: MockChoice): Promise<void>;
  /** Back to Prism's default answer for one operation (or for all). */
  reset(operation?: string): Promise<void>;
}

export interface FaultControl {
  /**
   * Breaks the reply of the page's matching requests: 500 + JSON, aborted, 200 '{"broken', 200 text/html, 502 with
   * a proxy's HTML page, or a reply of the test's own making ({ status, json }).
   */
  inject(operation: string, kind: FaultKind | FaultReply, options?: FaultOptions): Promise<void>;
  /** Removes the faults of one operation (or all). */
  clear(operation?: string): Promise<void>;
}

export interface ApiLog {
  readonly exchanges: readonly ApiExchange[];
  /** The exchanges of one operation ('GET /api/s/session', or '/api/s/session' for any method). */
  matching(operation: string): ApiExchange[];
  /** Prism's 422 answers: requests the app sent that break the contract. */
  contractViolations(): ApiExchange[];
  /** Resolves once the bodies of recorded 422 answers are read. */
  settled(): Promise<void>;
}

export interface PageGuard {
  /** This test expects a console error matching `pattern` (a substring or a RegExp); it will not fail the test. */
  allowConsoleError(pattern: string | RegExp): void;
  /** What the after-test check would report right now (empty when all is well). */
  problems(): Promise<string[]>;
}

interface Options {
  /** Operations whose 422 (contract violation) is expected in this test, e.g. ['POST /api/u/register']. */
  allowContractViolations: string[];
  /** Console errors expected in these tests (substrings or RegExps). */
  allowedConsoleErrors: (string | RegExp)[];
}

export interface ScenarioControl {
  /**
   * Applies a named scenario of mock-server/scenarios.json (the dev switcher's scenarios): the page's requests carry
   * its Prefer header per operation. It replaces the previous scenario; a mock.use choice always wins over it.
   */
  use(name: string): Promise<void>;
}

/** One /api request as the coverage fixture records it (a line of test-results/coverage-raw/*.jsonl). */
export interface CoverageRecord {
  project: string;
  spec: string;
  test: string;
  method: string;
  path: string;
  /** 0 when there was no reply. */
  status: number;
  prefer?: string;
  /** The reply's body when it was JSON. */
  body?: unknown;
}

interface Fixtures {
  mock: MockControl;
  faults: FaultControl;
  api: ApiLog;
  guard: PageGuard;
  scenario: ScenarioControl;
  coverage: readonly CoverageRecord[];
}

// ------------------------------------------------------------------------------------------------ helpers

/**
 * The URLs of an operation (`'GET /api/s/session'`, or a path for any method) as a regular expression, for
 * `page.route`: Playwright matches a regular expression or a glob in the browser's process, so only the operation's
 * requests come to the test's worker. A function would have every request of the page sent to the worker to be
 * matched, each chunk and image included (measured on /dashboard/overview: 1.6-1.7 CPU-s a load with no route,
 * 1.9-2.0 with a function's, 1.8 with a glob's).
 */
export function apiUrlPattern(operation: string | Operation): RegExp {
  const { pattern } = typeof operation === 'string' ? parseOperation(operation) : operation;
  const path = /^\^(.*)\$$/.exec(pattern.source)?.[1];
  if (path === undefined) throw new Error(`An operation's pattern is anchored at both ends; got ${pattern.source}`);
  return new RegExp(`^[a-z]+://[^/]+${path}(?:[?#].*)?$`);
}

const appliesTo = (operation: Operation, route: Route) =>
  operation.method === null || route.request().method() === operation.method;

/** Formats `Prefer` the way Prism reads it: 'code=409, example=emailTaken'. */
export function preferHeader(choice: MockChoice): string {
  const parts: string[] = [];
  if (choice.code !== undefined) parts.push(`code=${choice.code}`);
  if (choice.example !== undefined) parts.push(`example=${choice.example}`);
  if (parts.length === 0) throw new Error('mock.use needs an example, a code, or both.');
  return parts.join(', ');
}

async function fulfilFault(route: Route, kind: FaultKind | FaultReply): Promise<void> {
  if (typeof kind === 'object') {
    return route.fulfill({ status: kind.status, contentType: 'application/json', body: JSON.stringify(kind.json) });
  }
  switch (kind) {
    case '500':
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Injected fault: internal server error' }),
      });
    case 'abort':
      return route.abort('failed');
    case 'malformed-json':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken' });
    case 'html':
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><head><title>Gateway</title></head><body><h1>Not the API</h1></body></html>',
      });
    case '502-html':
      return route.fulfill({
        status: 502,
        contentType: 'text/html; charset=utf-8',
        body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
      });
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown fault kind '${String(unknown)}'.`);
    }
  }
}

function apiPathOf(url: string): string | null {
  try {
    const { pathname } = new URL(url);
    return pathname === '/api' || pathname.startsWith('/api/') ? pathname : null;
  } catch {
    return null;
  }
}

const isApiUrl = (url: string) => apiPathOf(url) !== null;

const SCENARIO_FILE = new URL('../../../mock-server/scenarios.json', import.meta.url);

const matches = (text: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);

function describeViolation(exchange: ApiExchange): string {
  const details = (exchange.validation ?? []).map((item) => {
    const where = item.location?.join('.') ?? '?';
    return `    - [${where}] ${item.message ?? item.code ?? 'invalid'}`;
  });
  const detail = details.length > 0 ? details.join('\n') : `    - ${exchange.problemDetail ?? 'no details'}`;
  return `  ${exchange.operation} → 422 (${exchange.url})\n${detail}`;
}

// ------------------------------------------------------------------------------------------------ fixtures

export const test = base.extend<Options & Fixtures>({
  allowContractViolations: [[], { option: true }],
  allowedConsoleErrors: [[], { option: true }],

  mock: async ({ page }, provide) => {
    const choices = new Map<string, MockChoice>();
    const routes = new Map<string, { matcher: RegExp; handler: (route: Route) => Promise<void> }>();

    await provide({
      async use(text, choice) {
        const operation = parseOperation(text);
        checkPreferChoice(operation, choice);
        preferHeader(choice); // throws now, not inside the route, when the choice is empty
        const key = operation.label;
        choices.set(key, choice);
        if (routes.has(key)) return; // the route is in place: it reads the new choice
        const matcher = apiUrlPattern(operation);
        const handler = async (route: Route) => {
          const current = choices.get(key);
          if (!current || !appliesTo(operation, route)) return route.fallback();
          // fallback (not continue) so faults injected earlier still apply; the request then goes to the network.
          return route.fallback({ headers: { ...route.request().headers(), prefer: preferHeader(current) } });
        };
        routes.set(key, { matcher, handler });
        await page.route(matcher, handler);
      },
      async reset(text) {
        const keys = text === undefined ? [...routes.keys()] : [parseOperation(text).label];
        for (const key of keys) {
          const entry = routes.get(key);
          choices.delete(key);
          routes.delete(key);
          if (entry) await page.unroute(entry.matcher, entry.handler);
        }
      },
    });
  },

  faults: async ({ page }, provide) => {
    const installed: {
      operation: Operation;
      handler: (route: Route) => Promise<void>;
      matcher: RegExp;
    }[] = [];

    await provide({
      async inject(text, kind, options = {}) {
        const operation = parseOperation(text);
        let remaining = options.times ?? Number.POSITIVE_INFINITY;
        const handler = async (route: Route) => {
          if (!appliesTo(operation, route) || remaining <= 0) return route.fallback();
          remaining -= 1;
          return fulfilFault(route, kind);
        };
        const matcher = apiUrlPattern(operation);
        installed.push({ operation, handler, matcher });
        await page.route(matcher, handler);
      },
      async clear(text) {
        const label = text === undefined ? undefined : parseOperation(text).label;
        for (const entry of [...installed]) {
          if (label !== undefined && entry.operation.label !== label) continue;
          installed.splice(installed.indexOf(entry), 1);
          await page.unroute(entry.matcher, entry.handler);
        }
      },
    });
  },

  api: async ({ page }, provide) => {
    const exchanges: ApiExchange[] = [];
    const pending: Promise<void>[] = [];

    page.on('response', (response) => {
      const request = response.request();
      const path = apiPathOf(response.url());
      if (!path) return;
      const exchange: ApiExchange = {
        operation: `${request.method()} ${path}`,
        method: request.method(),
        path,
        url: response.url(),
        status: response.status(),
        contentType: response.headers()['content-type'] ?? '',
      };
      const prefer = request.headers().prefer;
      if (prefer) exchange.prefer = prefer;
      exchanges.push(exchange);
      if (exchange.status === 422 && exchange.contentType.includes('application/problem+json')) {
        pending.push(
          response
            .json()
            .then((body: { validation?: PrismValidation[]; detail?: string }) => {
              exchange.validation = Array.isArray(body.validation) ? body.validation : [];
              if (body.detail) exchange.problemDetail = body.detail;
            })
            .catch((error: unknown) => {
              exchange.problemDetail = `(could not read the 422 body: ${String(error)})`;
            }),
        );
      }
    });
    page.on('requestfailed', (request) => {
      const path = apiPathOf(request.url());
      if (!path) return;
      exchanges.push({
        operation: `${request.method()} ${path}`,
        method: request.method(),
        path,
        url: request.url(),
        status: 0,
        contentType: '',
        failure: request.failure()?.errorText ?? 'failed',
        ...(request.headers().prefer ? { prefer: request.headers().prefer } : {}),
      });
    });

    const isViolation = (exchange: ApiExchange) =>
      exchange.status === 422 && exchange.contentType.includes('application/problem+json');

    await provide({
      exchanges,
      matching(text) {
        const operation = parseOperation(text);
        return exchanges.filter(
          (exchange) =>
            operation.pattern.test(exchange.path) &&
            (operation.method === null || exchange.method === operation.method),
        );
      },
      contractViolations: () => exchanges.filter(isViolation),
      async settled() {
        await Promise.all(pending);
      },
    });
  },

  scenario: async ({ page }, provide) => {
    const scenarios = JSON.parse(readFileSync(SCENARIO_FILE, 'utf8')) as ScenarioFile;
    let choices = new Map<string, ResolvedChoice>();
    // One route for all of the scenario's operations (not one per operation: every route is a round trip for
    // each request). A Prefer header already set by mock.use is left alone, so mock.use always wins.
    const handler = async (route: Route) => {
      const request = route.request();
      const path = apiPathOf(request.url()) ?? '';
      const operation = model.match(request.method(), path);
      const choice = operation && choices.get(operation.label);
      const headers = request.headers();
      if (!choice || headers.prefer) return route.fallback();
      return route.fallback({ headers: { ...headers, prefer: preferHeader(choice) } });
    };
    let installed = false;
    await provide({
      async use(name) {
        choices = resolveScenario(model, scenarios, name);
        if (installed) return;
        installed = true;
        await page.route('**/api/**', handler);
      },
    });
  },

  coverage: [
    async ({ page }, provide, testInfo) => {
      const root = testInfo.config.configFile ? dirname(testInfo.config.configFile) : process.cwd();
      const base = {
        project: testInfo.project.name,
        spec: relative(root, testInfo.file).split('\\').join('/'),
        test: testInfo.titlePath.slice(1).join(' › '),
      };
      const records: CoverageRecord[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const path = apiPathOf(response.url());
        if (!path) return;
        const request = response.request();
        const record: CoverageRecord = { ...base, method: request.method(), path, status: response.status() };
        if (request.headers().prefer) record.prefer = request.headers().prefer;
        records.push(record);
        pending.push(
          response.text().then(
            (text) => {
              try {
                if (text.length <= 200_000) record.body = JSON.parse(text) as unknown;
              } catch {
                // Not JSON (a fault): recorded without a body.
              }
            },
            () => undefined,
          ),
        );
      });
      page.on('requestfailed', (request) => {
        const path = apiPathOf(request.url());
        if (path) records.push({ ...base, method: request.method(), path, status: 0 });
      });

      await provide(records);

      await Promise.all(pending);
      if (records.length === 0) return;
      // One file per worker of this run (the runner's pid names the run; the report reads the latest run).
      const dir = join(root, 'test-results/coverage-raw');
      mkdirSync(dir, { recursive: true });
      const lines = records.map((record) => JSON.stringify(record)).join('\n');
      appendFileSync(join(dir, `run-${process.ppid}-w${testInfo.workerIndex}.jsonl`), `${lines}\n`);
    },
    { auto: true },
  ],

  guard: [
    async ({ page, api, allowContractViolations, allowedConsoleErrors }, provide) => {
      const pageErrors: string[] = [];
      const consoleErrors: string[] = [];
      const allowed = [...allowedConsoleErrors];
      const allowedViolations = allowContractViolations.map((text) => parseOperation(text));

      page.on('pageerror', (error) => {
        pageErrors.push(error.stack || `${error.name}: ${error.message}`);
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        // Chromium logs every failed or non-2xx request as 'Failed to load resource'. For /api calls that is the
        // answer a test asked for (mock codes, faults) and `api` records it; for any other resource it is a bug.
        if (message.text().startsWith('Failed to load resource') && isApiUrl(url)) return;
        consoleErrors.push(url ? `${message.text()}  (${url}:${lineNumber})` : message.text());
      });

      const problems = async (): Promise<string[]> => {
        await api.settled();
        const found: string[] = [];
        const violations = api
          .contractViolations()
          .filter(
            (exchange) =>
              !allowedViolations.some(
                (operation) =>
                  operation.pattern.test(exchange.path) &&
                  (operation.method === null || operation.method === exchange.method),
              ),
          );
        if (violations.length > 0) {
          found.push(
            `The app sent ${violations.length} request(s) that break openapi/cliq.yaml (Prism answered 422):\n` +
              violations.map(describeViolation).join('\n'),
          );
        }
        if (pageErrors.length > 0) {
          found.push(`Uncaught error(s) in the page:\n${pageErrors.map((text) => `  ${text}`).join('\n')}`);
        }
        const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => matches(text, pattern)));
        if (unexpected.length > 0) {
          found.push(
            `Console error(s) in the page (allow an expected one with guard.allowConsoleError):\n` +
              unexpected.map((text) => `  ${text}`).join('\n'),
          );
        }
        return found;
      };

      await provide({
        allowConsoleError(pattern) {
          allowed.push(pattern);
        },
        problems,
      });

      const found = await problems();
      if (found.length > 0) throw new Error(`After-test checks failed:\n\n${found.join('\n\n')}`);
    },
    { auto: true },
  ],
});

// ------------------------------------------------------------------------------------------------ fault families

/**
 * One fault family in one page load: for each case in turn, `operation` gets that case's fault instead of the one
 * before, then `attempt` sends the call and checks what the user sees (a step named after the fault). A case is a
 * fault, or a tuple whose first item is the fault (the rest is the test's, e.g. the message expected).
 */
export async function forEachFault<Case extends FaultKind | readonly [FaultKind, ...unknown[]]>(
  faults: FaultControl,
  operation: string,
  cases: readonly Case[],
  attempt: (item: Case, index: number) => Promise<void>,
): Promise<void> {
  for (const [index, item] of cases.entries()) {
    const kind: FaultKind = typeof item === 'string' ? (item as FaultKind) : (item as readonly [FaultKind])[0];
    await faults.clear(operation);
    await faults.inject(operation, kind);
    await test.step(`${operation}: ${kind}`, () => attempt(item, index));
  }
}

/** A query that fails, for failedQueryRecovers. */
export interface FailedQuery {
  operation: string;
  open: () => Promise<unknown>;
  error: string | RegExp;
  kinds?: readonly FaultKind[];
  each?: (alert: Locator, kind: FaultKind) => Promise<void>;
  recovered: () => Promise<void>;
}

/**
 * A query whose call fails each way of `kinds` in turn (500, aborted, malformed JSON unless told), in one page: the
 * first failure as the page opens (`open`), the next ones through the error's Try again, each a new alert (checked
 * by `each`); then the call answers, and Try again brings the data (`recovered`).
 */
export async function failedQueryRecovers(page: Page, faults: FaultControl, query: FailedQuery): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: query.error });
  await forEachFault(
    faults,
    query.operation,
    query.kinds ?? ['500', 'abort', 'malformed-json'],
    async (kind, index) => {
      await (index === 0 ? query.open() : tryAgain(alert));
      await expect(alert).toBeVisible();
      await query.each?.(alert, kind);
    },
  );
  await faults.clear(query.operation);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await query.recovered();
}

/** Presses a dialog's button (Okay unless named) and waits until the dialog has gone. */
export async function closeDialog(page: Page, title: string | RegExp, button = 'Okay'): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Runs `action`, then waits until the element `shown` matched before it has left the page, so that what the test
 * checks next is the new message, not the one before it. A new document (a prerendered public page's links load the
 * app) has taken the element away with its own.
 */
export async function replacing(shown: Locator, action: () => Promise<void>): Promise<void> {
  const before = await shown.elementHandle();
  await action();
  await expect
    .poll(async () => {
      if (!before) return undefined;
      try {
        return await before.evaluate((element) => element.isConnected);
      } catch (error) {
        if (/Execution context was destroyed|has been closed|not attached/i.test(String(error))) return false;
        throw error;
      }
    })
    .toBe(false);
}

/** Presses an error's Try again, then waits until that error has gone (a failure that follows is a new alert). */
export const tryAgain = (error: Locator): Promise<void> =>
  replacing(error, () => error.getByRole('button', { name: 'Try again' }).click());

// ------------------------------------------------------------------------------------------------ pages

/**
 * How long a freshly opened page may take to show its content: route chunks are lazy-loaded, and a busy 2-core
 * machine can need several seconds. Use it only for the first render after a navigation; behaviour after that
 * keeps the 5 s expect timeout.
 */
export const PAGE_LOAD_TIMEOUT = 20_000;

/** The build under test (playwright.config.ts serves it): E2E_DIST, or dist/ of this checkout. */
export const BUILD_DIR = resolve(process.env.E2E_DIST || 'dist');

/** Opens a path and waits until the page shows a level-1 heading; returns that heading. */
export async function openPage(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  return heading;
}

/**
 * Goes to `path` inside the app already open on the page, as a browser's Back does (history.pushState, then the
 * popstate event the router follows), instead of loading the page again. For tests that check several pages of one
 * area in turn: a page load costs this 2-core machine about 1.5 CPU-seconds (a new document, every chunk parsed and
 * compiled again), a navigation inside the app about a tenth of that. What the app had loaded stays (its query
 * cache too), so use it where a check does not depend on a fresh load. The caller waits for what the page shows.
 * A prerendered public page is a document with no app in it (build/prerender.mjs): from there, `path` is loaded.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if ((await page.locator(`meta[name="${PRERENDERED_META}"]`).count()) > 0) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export interface UnmountOptions {
  /**
   * Also empty sessionStorage, where the app keeps form drafts and what a session did (engaged tasks): a new test's
   * browser context starts with none.
   */
  forgetDrafts?: boolean;
}

/**
 * Goes inside the app to a path that is no page (the app's Page not found), so the page shown before unmounts: what
 * its components held, a countdown they started, gone. What the app fetched and is still fresh stays cached.
 */
export async function unmountPage(page: Page, options: UnmountOptions = {}): Promise<void> {
  await openInApp(page, '/e2e/between-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found', exact: true })).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
  if (options.forgetDrafts) await page.evaluate(() => window.sessionStorage.clear());
}

/**
 * Opens `path` inside the app so that its page starts afresh (unmountPage, then openInApp): its components mounted
 * again, a query that failed fetched again; about a tenth of a page load. Queries still fresh (30 s,
 * src/api/query-client.ts) are not fetched again. The caller waits for what the page shows.
 */
export async function remountInApp(page: Page, path: string, options: UnmountOptions = {}): Promise<void> {
  await unmountPage(page, options);
  await openInApp(page, path);
}

/**
 * Stops the page's fake clock `ahead` ms from the page's now; from then on only runFor/fastForward move it.
 * The clock keeps running while the call travels, and on a busy machine it can pass the chosen instant first
 * ("Cannot fast-forward to the past"): then it reads the new now and tries again with a wider margin.
 */
export async function freezeClock(page: Page, ahead: number): Promise<void> {
  for (let margin = ahead; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin >= 10_000 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/**
 * Holds the replies to one path until `release()`: the test can pause the clock after everything before the
 * reply has run on natural time, so a timer started by the reply is measured from a known instant.
 */
export async function holdReplies(page: Page, path: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(apiUrlPattern(path), async (route) => {
    await gate;
    await route.fallback();
  });
  return { release: () => release() };
}

/** Moves the page's paused clock on 1 ms at a time until `done` holds (so fetches settle at a known time). */
export async function settleOnClock(page: Page, done: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.runFor(1);
        return done();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

// ------------------------------------------------------------------------------------------------ accessibility

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** Only scan these CSS selectors. */
  include?: string | string[];
  /** Leave these CSS selectors out. */
  exclude?: string | string[];
  /** Rule ids to switch off (say why in the test). */
  disableRules?: string[];
}

/**
 * axe-core goes into a page once per document, minified (axe.min.js, the file the package ships for browsers), by
 * `ensureAxe`; the builder is then given a source that only checks axe is there. Given the whole source, the builder
 * sends it with each scan, twice (in legacy mode): 1.3 MB a time, 92 ms of CPU between this worker and the page
 * even when the page had axe already (measured on /dashboard/overview), where a short script takes 4 ms.
 */
const AXE_MIN_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_IN_PAGE = "if (typeof window.axe === 'undefined') throw new Error('axe-core is not in the page');";

async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe !== 'undefined');
  if (!present) await page.evaluate(AXE_MIN_SOURCE);
}

/**
 * Runs axe-core on the page as it is now and fails with a readable list of WCAG 2.2 AA violations.
 * The same rules and the same violations as the builder's default run, at about a third of its cost (measured on
 * the task upload page: 1.1 s a scan, 0.35 s): legacy mode runs `axe.run` in the page (the app has no frames)
 * instead of opening a blank page per scan for `axe.finishRun`; `resultTypes` stops axe listing every node that
 * passes (only violations are read here).
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await ensureAxe(page);
  let builder = new AxeBuilder({ page, axeSource: AXE_IN_PAGE })
    .setLegacyMode(true)
    // options() replaces the run options: before withTags and disableRules, which add to them.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();

  const { violations } = results;
  if (violations.length > 0) {
    await test.info().attach('axe-violations.json', {
      body: JSON.stringify(violations, null, 2),
      contentType: 'application/json',
    });
  }
  const report = violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 8).map((node) => {
      const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
      return `      • ${node.target.join(' ')}\n        ${summary}\n        ${node.html.slice(0, 160)}`;
    });
    const more = violation.nodes.length > 8 ? [`      … and ${violation.nodes.length - 8} more`] : [];
    return [
      `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))`,
      `    ${violation.helpUrl}`,
      ...nodes,
      ...more,
    ].join('\n');
  });
  const heading = `${violations.length} accessibility violation(s) (${WCAG_TAGS.join(', ')}) on ${page.url()}:`;
  const message = [heading, ...report].join('\n');
  expect(violations.length, message).toBe(0);
}
