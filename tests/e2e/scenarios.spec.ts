/**
 * The tools around the contract, end to end against the production build and Prism:
 *  - the named mock scenarios of mock-server/scenarios.json, applied with `scenario.use(name)` (the same
 *    definitions the dev build's switcher uses), drive the app into each situation they promise;
 *  - the automatic `coverage` fixture records each /api request for scripts/contract-coverage.mjs;
 *  - the preview server publishes the API reference at /api-docs/, self-contained.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_DIR, expect, expectNoAxeViolations, openPage, PAGE_LOAD_TIMEOUT, test } from './support/fixtures';

test.describe('mock scenarios', () => {
  test('visitor: the Cliquer dashboard sends the visitor to /login with "Kindly login"', async ({ page, scenario }) => {
    await scenario.use('visitor');
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/login$/, { timeout: PAGE_LOAD_TIMEOUT });
    await expect(page.getByRole('alert').filter({ hasText: 'Kindly login' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const [area, login] of [
    ['/advertiser/dashboard/overview', '/advertiser/login'],
    ['/cfadmin/dashboard', '/cfadmin/login'],
  ] as const) {
    test(`visitor: ${area} sends the visitor to ${login}`, async ({ page, scenario }) => {
      await scenario.use('visitor');
      await page.goto(area);
      await expect(page).toHaveURL(new RegExp(`${login}$`), { timeout: PAGE_LOAD_TIMEOUT });
    });
  }

  for (const [name, phase] of [
    ['newCliquerStep1', 'Social Info'],
    ['newCliquerStep2', 'Follow Accounts'],
    ['newCliquerStep3', 'Congratulations'],
  ] as const) {
    test(`${name}: /register resumes at "${phase}"`, async ({ page, scenario }) => {
      await scenario.use(name);
      await openPage(page, '/register');
      await expect(page.getByRole('heading', { level: 2, name: phase })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
      await expect(page.locator('[aria-current="step"]')).toContainText(phase);
    });
  }

  test('activeCliquer: the tasks page lists the tasks', async ({ page, scenario }) => {
    await scenario.use('activeCliquer');
    await openPage(page, '/dashboard/tasks');
    await expect(page.getByText('@glowbeauty').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(page.getByText('No tasks available in this category.')).toHaveCount(0);
  });

  test('cliquerNoTasks: the tasks page shows its empty state', async ({ page, scenario }) => {
    await scenario.use('cliquerNoTasks');
    await openPage(page, '/dashboard/tasks');
    await expect(
      page.getByText('No tasks available in this category. Check back soon for new opportunities!'),
    ).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  });

  test('advertiserInitiatedTransaction: the transaction is pending and the page keeps checking', async ({
    page,
    scenario,
  }) => {
    await scenario.use('advertiserInitiatedTransaction');
    await openPage(page, '/advertiser/dashboard/transaction/tx_58213');
    await expect(page.getByTestId('transaction-status')).toHaveText('Initiated', { timeout: PAGE_LOAD_TIMEOUT });
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for the payment to be confirmed.' }),
    ).toBeVisible();
  });

  test('admin: the admin dashboard lists the users', async ({ page, scenario }) => {
    await scenario.use('admin');
    await openPage(page, '/cfadmin/dashboard/users');
    await expect(page.getByText('Ada Lovelace').first()).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  });

  test('a later mock.use overrides one operation of the scenario; another scenario replaces it', async ({
    page,
    scenario,
    mock,
    api,
  }) => {
    await scenario.use('activeCliquer');
    await mock.use('GET /api/u/getTasks', { example: 'empty' });
    await openPage(page, '/dashboard/tasks');
    await expect(page.getByText('No tasks available in this category.')).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    // The profile loads beside the task list and may answer after the empty state shows: wait for its reply.
    await expect.poll(() => api.matching('GET /api/u/profile-info').at(-1)?.status).toBe(200);

    await scenario.use('visitor');
    await page.goto('/dashboard/tasks');
    await expect(page).toHaveURL(/\/login$/, { timeout: PAGE_LOAD_TIMEOUT });
  });

  test('an unknown scenario name fails loudly, listing the real ones', async ({ scenario }) => {
    await expect(scenario.use('vistor')).rejects.toThrow(/There is no mock scenario 'vistor' \(scenarios: visitor, /);
  });
});

test.describe('no mock logic in the production build', () => {
  test('the build under test has no switcher on the page and none of its code in dist/', async ({ page }) => {
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

test.describe('contract coverage recording', () => {
  test('records each /api request with its operation, status and reply', async ({ page, scenario, coverage }) => {
    await scenario.use('visitor');
    await page.goto('/dashboard/overview');
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
});

test.describe('the published API reference', () => {
  test('/api-docs/ serves the reference with every tag, without loading anything from elsewhere', async ({
    page,
    baseURL,
  }) => {
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
});
