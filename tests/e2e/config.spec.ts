/**
 * The API base address (docs/architecture.md, "API base"): a deployment's config.js with a value the app may not use
 * stops it at start-up with a plain, readable message and no call at all.
 */
import { expect, test } from './support/fixtures.ts';

test('a config.js apiBase on plain http stops the app with a readable message and sends nothing', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError('Cliq did not start');
  await page.route('**/config.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "window.__CLIQ_CONFIG__ = { apiBase: 'http://api.cliq.example' };",
    }),
  );
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) calls.push(request.url());
  });
  await page.goto('/login');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { level: 1, name: 'Cliq cannot start' })).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('"http://api.cliq.example" is not allowed: plain http is only allowed for localhost');
  await expect(alert).toContainText('apiBase in config.js');
  expect(calls).toEqual([]);
});
