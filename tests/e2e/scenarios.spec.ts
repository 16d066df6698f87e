/**
 * The tools around the contract, end to end against the production build and Prism:
 *  - the named mock scenarios of mock-server/scenarios.json, applied with `scenario.use(name)` (the same
 *    definitions the dev build's switcher uses), drive the app into each situation they promise;
 *  - the automatic `coverage` fixture records each /api request for cliq-contract coverage (npm run contract:coverage);
 *  - the preview server publishes the API reference at /api-docs/, self-contained.
 *
 * A test's fixed cost (a browser context and its fixtures) is a good part of a short test's, so the checks are the
 * steps of three tests (each step titled as its former test). A scenario's session example is read as the app
 * starts, so each step that applies a scenario loads its page for real (page.goto), as do the redirects on load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DIR, expect, expectNoAxeViolations, openPage, PAGE_LOAD_TIMEOUT, test } from './support/fixtures';

test.describe('mock scenarios', () => {
  // Its title names what the coverage step finds in the records: the records carry the test's title.
  test('visitor: every dashboard sends the visitor to its login page; coverage records each /api request', async ({
    page,
    scenario,
    coverage,
  }) => {
    await scenario.use('visitor');

    await test.step('visitor: the Cliquer dashboard sends the visitor to /login with "Kindly login"', async () => {
      await page.goto('/dashboard/overview');
      await expect(page).toHaveURL(/\/login$/, { timeout: PAGE_LOAD_TIMEOUT });
      await expect(page.getByRole('alert').filter({ hasText: 'Kindly login' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // The records of the step before's load: the visitor's /dashboard/overview, sent to /login.
    await test.step('records each /api request with its operation, status and reply', async () => {
      await expect(page).toHaveURL(/\/login$/, { timeout: PAGE_LOAD_TIMEOUT });
      await expect
        .poll(() => coverage.find((r) => r.method === 'GET' && r.path === '/api/s/session' && r.body !== undefined))
        .toMatchObject({
          status: 200,
          body: { loggedIn: false },
          spec: 'tests/e2e/scenarios.spec.ts',
          test: expect.stringContaining('records each /api request'),
          project: expect.any(String),
        });
    });

    for (const [area, login] of [
      ['/advertiser/dashboard/overview', '/advertiser/login'],
      ['/cfadmin/dashboard', '/cfadmin/login'],
    ] as const) {
      await test.step(`visitor: ${area} sends the visitor to ${login}`, async () => {
        await page.goto(area);
        await expect(page).toHaveURL(new RegExp(`${login}$`), { timeout: PAGE_LOAD_TIMEOUT });
      });
    }

    // The scenario in use stays as it was: the name is refused before anything changes.
    await test.step('an unknown scenario name fails loudly, listing the real ones', async () => {
      await expect(scenario.use('vistor')).rejects.toThrow(/There is no mock scenario 'vistor' \(scenarios: visitor, /);
    });
  });

  test('each signed-in scenario drives its page; a later mock.use overrides one operation of it', async ({
    page,
    scenario,
    mock,
    api,
  }) => {
    test.slow(); // nine page loads, one per scenario (18 s on a 2-core machine busy with other test runs)
    for (const [name, phase] of [
      ['newCliquerStep1', 'Social Info'],
      ['newCliquerStep2', 'Follow Accounts'],
      ['newCliquerStep3', 'Congratulations'],
    ] as const) {
      await test.step(`${name}: /register resumes at "${phase}"`, async () => {
        await scenario.use(name);
        await openPage(page, '/register');
        await expect(page.getByRole('heading', { level: 2, name: phase })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
        await expect(page.locator('[aria-current="step"]')).toContainText(phase);
      });
    }

    await test.step('activeCliquer: the tasks page lists the tasks', async () => {
      await scenario.use('activeCliquer');
      await openPage(page, '/dashboard/tasks');
      await expect(page.getByText('@glowbeauty').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
      await expect(page.getByText('No tasks available in this category.')).toHaveCount(0);
    });

    await test.step('cliquerNoTasks: the tasks page shows its empty state', async () => {
      await scenario.use('cliquerNoTasks');
      await openPage(page, '/dashboard/tasks');
      await expect(
        page.getByText('No tasks available in this category. Check back soon for new opportunities!'),
      ).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    });

    await test.step('advertiserInitiatedTransaction: the transaction is pending and the page keeps checking', async () => {
      await scenario.use('advertiserInitiatedTransaction');
      await openPage(page, '/advertiser/dashboard/transaction/tx_58213');
      await expect(page.getByTestId('transaction-status')).toHaveText('Initiated', { timeout: PAGE_LOAD_TIMEOUT });
      await expect(
        page.getByRole('status').filter({ hasText: 'Waiting for the payment to be confirmed.' }),
      ).toBeVisible();
    });

    await test.step('admin: the admin dashboard lists the users', async () => {
      await scenario.use('admin');
      await openPage(page, '/cfadmin/dashboard/users');
      await expect(page.getByText('Ada Lovelace').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    });

    // Last: its mock.use holds to the end of the test.
    await test.step('a later mock.use overrides one operation of the scenario; another scenario replaces it', async () => {
      await scenario.use('activeCliquer');
      await mock.use('GET /api/u/getTasks', { example: 'empty' });
      await openPage(page, '/dashboard/tasks');
      await expect(page.getByText('No tasks available in this category.')).toBeVisible({
        timeout: PAGE_LOAD_TIMEOUT,
      });
      // The profile loads beside the task list and may answer after the empty state shows: wait for its reply.
      await expect.poll(() => api.matching('GET /api/u/profile-info').at(-1)?.status).toBe(200);

      await scenario.use('visitor');
      await page.goto('/dashboard/tasks');
      await expect(page).toHaveURL(/\/login$/, { timeout: PAGE_LOAD_TIMEOUT });
    });
  });
});

test('the production build has no mock logic; the published API reference', async ({ page, baseURL }) => {
  // First: no page of the app loaded before, so every request seen is the reference's.
  await test.step('/api-docs/ serves the reference with every tag, without loading anything from elsewhere', async () => {
    const elsewhere: string[] = [];
    const own = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== own && !['data:', 'blob:'].includes(url.protocol)) {
        elsewhere.push(request.url());
      }
    });
    await page.goto('/api-docs');
    await expect(page).toHaveURL(/\/api-docs\/$/);
    await expect(page).toHaveTitle('Cliq API reference');
    await expect(page.getByRole('heading', { level: 1, name: /Cliq API/ })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    for (const tag of ['session', 'registration', 'auth', 'dashboard', 'advertiser', 'admin']) {
      await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();
    }
    const contract = await page.request.get('/api-docs/cliq.yaml');
    expect(contract.ok()).toBe(true);
    expect(await contract.text()).toContain('openapi: 3.1.0');
    expect(elsewhere).toEqual([]);
  });

  await test.step('the build under test has no switcher on the page and none of its code in dist/', async () => {
    await openPage(page, '/');
    await expect(page.getByRole('button', { name: /^Mock:/ })).toHaveCount(0);
    await expect(page.locator('#cliq-mock-switcher')).toHaveCount(0);
    const assets = join(BUILD_DIR, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const shipped = scripts.filter((name) => {
      const code = readFileSync(join(assets, name), 'utf8');
      return ['mockScenario', 'cliq-mock-switcher', 'Mock scenarios', 'savedStep2'].some((mark) => code.includes(mark));
    });
    expect(shipped, 'dist/assets files with dev-only mock code').toEqual([]);
  });
});
