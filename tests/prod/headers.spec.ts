/**
 * What nginx answers (deploy/nginx/cliq.conf.template), read over HTTP without a browser: the security headers and
 * the CSP on HTML, config.js, a hashed asset, a source map path and an unknown path; the cache rules; the nonce put
 * into the page; compression; source maps neither served nor built; the defaults of a configuration for plain http
 * with no report endpoint (tests/prod/deploy.spec.ts covers TLS, a real API server and the other settings).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { BUILD_DIR } from '../e2e/support/fixtures.ts';
import { cspDirectives, rawRequest } from './deploy-support.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The CSP's directives: name → sources. */
const csp = (response: APIResponse) => cspDirectives(response.headers()['content-security-policy'] ?? '');

/** The headers every reply carries, whatever its status. */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const policy = csp(response);
  expect(headers['content-security-policy'], what).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('style-src')?.[0], what).toBe("'self'");
  expect(policy.get('style-src')?.[1], what).toMatch(/^'nonce-[0-9a-f]{32}'$/);
  expect(policy.get('style-src'), what).toHaveLength(2);
  expect(policy.get('img-src'), what).toEqual(["'self'", 'data:']);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['permissions-policy'], what).toContain('geolocation=()');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers.server, what).toBe('nginx'); // no version
  // Plain http without a report endpoint: no HSTS (browsers ignore it over http), no reporting, no Trusted Types.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  expect(headers['reporting-endpoints'], what).toBeUndefined();
  expect(headers['content-security-policy-report-only'], what).toBeUndefined();
  expect(policy.has('report-to'), what).toBe(false);
}

const nonceIn = (response: APIResponse) =>
  /'nonce-([0-9a-f]{32})'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

/** The app shell with `status`, never cached, with the security headers and this response's nonce in the page. */
async function expectShell(request: APIRequestContext, path: string, status: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
  expect(response.headers()['cache-control'], path).toBe('no-store');
  expectSecurityHeaders(response, path);
  const html = await response.text();
  expect(html, path).toContain('<div id="root">');
  expect(html, path).not.toContain('CLIQ_CSP_NONCE');
  const nonce = nonceIn(response);
  expect(html, path).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  return nonce;
}

test("HTML: the app shell, never cached, its nonce the header's and new for every response", async ({ request }) => {
  for (const path of ['/', '/dashboard/overview', '/cfadmin/dashboard/task-types']) {
    const nonce = await expectShell(request, path, 200);
    expect(await expectShell(request, path, 200), path).not.toBe(nonce);
  }
});

test("config.js: the configuration's settings, not the build's file; never cached, served as JavaScript", async ({
  request,
}) => {
  const response = await request.get('/config.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(response.headers()['cache-control']).toBe('no-store');
  const text = await response.text();
  expect(text).toContain('written by deploy/nginx/nginx.mjs');
  expect(text).toContain('window.__CLIQ_CONFIG__ = {"apiBase":"","reportUrl":""};');
  expectSecurityHeaders(response, '/config.js');
});

test('the health and readiness checks: 200 while a build is served and the API (here the mock) answers, never cached', async ({
  request,
}) => {
  for (const [path, text] of [
    ['/healthz', 'ok\n'],
    ['/readyz', 'ready\n'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toBe(text);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expectSecurityHeaders(response, path);
  }
});

test('another host name, or a bare address, gets no reply at all (the connection is closed)', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL ?? '');
  for (const host of ['evil.example', `10.1.2.3:${port}`]) {
    const reply = await rawRequest({ host: hostname, port: Number(port), path: '/', headers: { host } });
    expect(reply, `Host: ${JSON.stringify(host)}`).toEqual({ closed: true });
  }
  // The health check answers whatever the name (a load balancer asks by the server's address); the site's own
  // names answer everything.
  const health = await rawRequest({
    host: hostname,
    port: Number(port),
    path: '/healthz',
    headers: { host: '10.1.2.3' },
  });
  expect(health.status).toBe(200);
  const ready = await rawRequest({
    host: hostname,
    port: Number(port),
    path: '/readyz',
    headers: { host: '10.1.2.3' },
  });
  expect(ready.status).toBe(200);
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
    const reply = await rawRequest({ host: hostname, port: Number(port), path: '/healthz', headers: { host } });
    expect(reply.status, host).toBe(200);
  }
});

test('a hashed asset: a year, immutable, compressed; its source map is neither served nor built', async ({
  request,
}) => {
  // The app's shell (a prerendered public page loads no app code).
  const html = await (await request.get('/login')).text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the entry script of the app shell').toBeTruthy();
  const asset = `${entry}`;

  const response = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe(IMMUTABLE);
  expect(response.headers()['content-type']).toMatch(/javascript/);
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(response.headers().vary).toContain('Accept-Encoding');
  expectSecurityHeaders(response, asset);
  const gzip = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  const map = await request.get(`${asset}.map`);
  expect(map.status()).toBe(404);
  expect(map.headers()['cache-control']).not.toBe(IMMUTABLE);
  expectSecurityHeaders(map, `${asset}.map`);
  const maps = readdirSync(join(BUILD_DIR, 'assets')).filter((file) => file.endsWith('.map'));
  expect(maps, `source maps in ${BUILD_DIR}/assets`).toEqual([]);

  // A missing bundle is a plain 404, not the app shell (which the browser would try to run as a script).
  const missing = await request.get('/assets/no-such-chunk-0000.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
  expectSecurityHeaders(missing, '/assets/no-such-chunk-0000.js');
});

test('an unknown path: 404 with the app shell (which shows Not Found), the same headers, never cached', async ({
  request,
}) => {
  for (const path of ['/no-such-page', '/advertiser', '/about/more', '/index.htm'])
    await expectShell(request, path, 404);
});

test('/api goes to the mock with its session cookie; /uploads/tasks serves only image files', async ({ request }) => {
  const session = await request.get('/api/s/session');
  expect(session.status()).toBe(200);
  expect(session.headers()['content-type']).toContain('application/json');
  // The mock sends no Cache-Control: nothing in between may keep one user's data for the next.
  expect(session.headers()['cache-control']).toBe('no-store');

  const sample = readdirSync('mock-server/uploads/tasks').find((file) => file.endsWith('.png'));
  const image = await request.get(`/uploads/tasks/${sample}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  // A user's upload runs nothing and loads nothing, and keeps every other header.
  expect(image.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  expect(image.headers()['cross-origin-resource-policy']).toBe('same-origin');
  expect(image.headers()['x-frame-options']).toBe('DENY');
  expect(image.headers()['referrer-policy']).toBe('strict-origin');

  const denied = await request.get('/uploads/tasks/..%2F..%2Fpackage.json');
  expect(denied.status()).toBe(404);
  expect((await request.get('/uploads/tasks/notes.txt')).status()).toBe(404);
});
