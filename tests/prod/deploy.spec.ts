/**
 * The configuration an operator renders for a server (docs/deploy.md, "On a server"): nginx ends TLS with a
 * certificate made here, redirects plain http, trusts a front proxy's X-Forwarded-For, sends CSP reports to an
 * endpoint, serves /.well-known/ from a folder of its own, logs to a file, and passes /api and /uploads to a real API
 * server over verified https (a small server of this file, which records what it receives). Plain Node requests, no
 * browser: each check costs milliseconds.
 *
 * Ports (E2E_DEPLOY_PORT, default 4350): +0 the site over https, +1 its plain-http redirect, +2 the API server,
 * +3 a second nginx that does not trust the API server's certificate.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startNginx } from '../../deploy/nginx/nginx.mjs';
import { BUILD_DIR } from '../e2e/support/fixtures.ts';
import { DEPLOY_PORT, rawRequest, selfSignedCertificate, startApiServer, type RawRequest } from './deploy-support.ts';

const SITE_PORT = DEPLOY_PORT;
const REDIRECT_PORT = DEPLOY_PORT + 1;
const API_PORT = DEPLOY_PORT + 2;
const UNTRUSTING_PORT = DEPLOY_PORT + 3;
const HOST = `cliq.test:${SITE_PORT}`;
const ORIGIN = `https://${HOST}`;
const REPORT_URL = 'https://reports.cliq.test/csp';

// One nginx for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let dir = '';
let certificate = { cert: '', key: '' };
let ca: Buffer;
let api: Awaited<ReturnType<typeof startApiServer>>;
let site: Awaited<ReturnType<typeof startNginx>>;
let accessLog = '';

/** A request to the site as a browser at https://cliq.test makes it. */
const visit = (path: string, options: Partial<RawRequest> = {}) =>
  rawRequest({
    host: '127.0.0.1',
    port: SITE_PORT,
    path,
    tls: { servername: 'cliq.test', ca },
    ...options,
    headers: { host: HOST, ...options.headers },
  });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cliq-deploy-'));
  // nginx's workers run as nobody when the tests run as root: they read the files and write the temporary ones here.
  chmodSync(dir, 0o755);
  certificate = selfSignedCertificate(join(dir, 'tls'), ['cliq.test', 'localhost']);
  ca = readFileSync(certificate.cert);
  api = await startApiServer(API_PORT, certificate);
  mkdirSync(join(dir, 'www/.well-known'), { recursive: true });
  writeFileSync(join(dir, 'www/.well-known/security.txt'), 'Contact: mailto:security@cliq.test\n');
  writeFileSync(join(dir, 'www/.well-known/.secret'), 'not for anyone\n');
  accessLog = join(dir, 'log/access.log');
  mkdirSync(join(dir, 'log'));
  site = await startNginx(
    {
      CLIQ_DIST: BUILD_DIR,
      CLIQ_LISTEN: `127.0.0.1:${SITE_PORT}`,
      CLIQ_REDIRECT_LISTEN: `127.0.0.1:${REDIRECT_PORT}`,
      CLIQ_PUBLIC_ORIGIN: ORIGIN,
      CLIQ_TLS_CERT: certificate.cert,
      CLIQ_TLS_KEY: certificate.key,
      // This test is the front proxy: it says who the client is.
      CLIQ_REAL_IP_FROM: '127.0.0.1',
      CLIQ_API_TARGET: `https://localhost:${API_PORT}`,
      CLIQ_API_CA: certificate.cert,
      CLIQ_REPORT_URL: REPORT_URL,
      CLIQ_WELL_KNOWN_ROOT: join(dir, 'www'),
      CLIQ_ACCESS_LOG: accessLog,
      CLIQ_RUNTIME_DIR: join(dir, 'run'),
      CLIQ_WORKERS: '1',
    },
    { quiet: true, local: false },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('over https: the app with HSTS, COOP, CORP and CSP reporting; plain http is redirected to https', async () => {
  const page = await visit('/dashboard/overview');
  expect(page.status).toBe(200);
  expect(page.body).toContain('<div id="root">');
  const headers = page.headers ?? {};
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // Reports: the endpoint is named, the CSP reports to it and may send the app's own reports there, and Trusted
  // Types are asked for in report-only mode.
  expect(headers['reporting-endpoints']).toBe(`cliq="${REPORT_URL}"`);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/; report-to cliq$/);
  expect(csp).toContain("connect-src 'self' https://reports.cliq.test;");
  expect(headers['content-security-policy-report-only']).toBe("require-trusted-types-for 'script'; report-to cliq");
  // config.js gives the app the same endpoint.
  const config = await visit('/config.js');
  expect(config.body).toContain(`window.__CLIQ_CONFIG__ = {"apiBase":"","reportUrl":"${REPORT_URL}"};`);
  expect(config.headers?.['strict-transport-security']).toBe('max-age=31536000');

  const redirect = await rawRequest({
    host: '127.0.0.1',
    port: REDIRECT_PORT,
    path: '/login?token=abc',
    headers: { host: 'whatever.example' },
  });
  expect(redirect.status).toBe(301);
  expect(redirect.headers?.location).toBe(`${ORIGIN}/login?token=abc`);
});

test("another name is refused: no TLS handshake without the site's name, no reply to another Host", async () => {
  expect((await visit('/', { tls: { servername: 'evil.test', ca } })).error).toMatch(/SSL|TLS/);
  expect((await visit('/', { tls: { servername: undefined, ca } })).error).toMatch(/SSL|TLS/);
  expect(await visit('/', { headers: { host: 'evil.test' } })).toEqual({ closed: true });
  expect((await visit('/healthz')).status).toBe(200);
});

test('/api: the site host and scheme and the real client address go to the server, nothing the client made up', async () => {
  const reply = await visit('/api/u/profile-info', {
    headers: {
      'x-forwarded-for': '203.0.113.66, 198.51.100.7',
      'x-forwarded-host': 'evil.test',
      'x-forwarded-proto': 'http',
      'x-real-ip': '203.0.113.66',
    },
  });
  expect(reply.status).toBe(200);
  const sent = api.received.at(-1)?.headers ?? {};
  // 127.0.0.1 (this test) is the trusted front proxy: the address it saw connect is the client's; the spoofed one
  // before it is dropped.
  expect(sent['x-forwarded-for']).toBe('198.51.100.7');
  expect(sent['x-real-ip']).toBe('198.51.100.7');
  expect(sent['x-forwarded-host']).toBe(HOST);
  expect(sent['x-forwarded-proto']).toBe('https');

  const headers = reply.headers ?? {};
  expect(headers['set-cookie']).toEqual(['cliq_session=s3cr3t; Path=/; Secure; HttpOnly; SameSite=Lax']);
  expect(headers['x-powered-by']).toBeUndefined();
  // No Cache-Control from the server: no-store. One the server gave is kept.
  expect(headers['cache-control']).toBe('no-store');
  expect((await visit('/api/cached')).headers?.['cache-control']).toBe('private, max-age=60');
});

test('/uploads: image files only, typed by their extension, in a sandbox, with every other header', async () => {
  const image = await visit('/uploads/tasks/banner.PNG');
  expect(image.status).toBe(200);
  expect(api.received.at(-1)?.url).toBe('/uploads/tasks/banner.PNG');
  const headers = image.headers ?? {};
  expect(headers['content-type']).toBe('image/png'); // the server said text/html
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
  expect((await visit('/uploads/tasks/photo.jpeg')).headers?.['content-type']).toBe('image/jpeg');

  const asked = api.received.length;
  for (const path of [
    '/uploads/tasks/page.html',
    '/uploads/tasks/banner.png.html',
    '/uploads/tasks/.png',
    '/uploads/',
  ]) {
    expect((await visit(path)).status, path).toBe(404);
  }
  expect((await visit('/uploads/tasks/banner.png', { method: 'POST', body: 'x' })).status).toBe(403);
  expect(api.received.length, 'none of these reached the API server').toBe(asked);
});

test('request bodies: 64 KB in general, 6 MB only for the task upload', async () => {
  const json = { 'content-type': 'application/json' };
  expect(
    (await visit('/api/u/editPaymentMethod', { method: 'POST', headers: json, body: 'x'.repeat(100_000) })).status,
  ).toBe(413);
  const upload = await visit('/api/a/taskUpload', {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.alloc(5_500_000),
  });
  expect(upload.status).toBe(200);
  expect(api.received.at(-1)?.bytes).toBe(5_500_000);
  expect((await visit('/api/a/taskUpload', { method: 'POST', body: Buffer.alloc(6_500_000) })).status).toBe(413);
});

test('sign-in and token operations: 11 tries at once from one address, then 429; others unaffected', async () => {
  const from = (address: string) => ({ 'x-forwarded-for': address, 'content-type': 'application/json' });
  // All at once: the limit lets one more through every 6 s, and the checks below must come before that.
  const replies = await Promise.all(
    Array.from({ length: 14 }, () =>
      visit('/api/u/login', { method: 'POST', headers: from('198.51.100.20'), body: '{}' }),
    ),
  );
  const statuses = replies.map((reply) => reply.status ?? 0).sort();
  expect(statuses).toEqual([...Array<number>(11).fill(200), 429, 429, 429]);
  // The same operation spelled otherwise is the same operation (a server may match paths without regard to case).
  expect((await visit('/api/U/Login/', { method: 'POST', headers: from('198.51.100.20'), body: '{}' })).status).toBe(
    429,
  );
  // Another address, and another operation, are not held back.
  expect((await visit('/api/u/login', { method: 'POST', headers: from('198.51.100.21'), body: '{}' })).status).toBe(
    200,
  );
  expect((await visit('/api/u/getTasks', { headers: from('198.51.100.20') })).status).toBe(200);
  // The token checks share the limit.
  expect(
    (await visit('/api/u/checkToken', { method: 'POST', headers: from('198.51.100.20'), body: '{}' })).status,
  ).toBe(429);
});

test('/.well-known/ is served (security.txt); dot files there and elsewhere are not', async () => {
  const securityTxt = await visit('/.well-known/security.txt');
  expect(securityTxt.status).toBe(200);
  expect(securityTxt.headers?.['content-type']).toBe('text/plain; charset=utf-8');
  expect(securityTxt.body).toContain('Contact: mailto:security@cliq.test');
  for (const path of ['/.well-known/.secret', '/.git/config', '/.env', '/.vite/chunks.json']) {
    expect((await visit(path)).status, path).toBe(404);
  }
});

test('the access log: the path without its query, no Referer, the real client address; USR1 reopens it', async () => {
  await visit('/login?token=SECRET-IN-QUERY', {
    headers: { referer: `${ORIGIN}/login?token=SECRET-IN-REFERER`, 'x-forwarded-for': '192.0.2.44' },
  });
  // nginx writes the line once the reply has gone: wait for it.
  const visitLine = () =>
    readFileSync(accessLog, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('192.0.2.44 ') && entry.includes('"GET /login HTTP/'));
  await expect.poll(visitLine, { message: 'the visit is logged' }).toBeTruthy();
  expect(visitLine()).toMatch(/ 200 /);
  expect(readFileSync(accessLog, 'utf8')).not.toContain('SECRET');

  // Log rotation (deploy/nginx/cliq-nginx.logrotate): the file is moved away, USR1 makes nginx open a new one.
  renameSync(accessLog, `${accessLog}.1`);
  process.kill(site.child.pid ?? 0, 'SIGUSR1');
  await expect
    .poll(async () => {
      await visit('/healthz?after-rotation');
      await visit('/about');
      return existsSync(accessLog) && readFileSync(accessLog, 'utf8').includes('"GET /about HTTP/');
    })
    .toBe(true);
});

test("an https API server is verified: one whose certificate the system's authorities did not sign gets 502", async () => {
  // The same API server, but nginx trusts only Debian's bundle (CLIQ_API_CA unset), which never signed this test's
  // certificate: nothing is sent to it.
  const untrusting = await startNginx(
    {
      CLIQ_DIST: BUILD_DIR,
      CLIQ_LISTEN: `127.0.0.1:${UNTRUSTING_PORT}`,
      CLIQ_API_TARGET: `https://localhost:${API_PORT}`,
      CLIQ_ACCESS_LOG: 'off',
      CLIQ_WORKERS: '1',
    },
    { quiet: true, env: {} },
  );
  try {
    const asked = api.received.length;
    const reply = await rawRequest({ host: '127.0.0.1', port: UNTRUSTING_PORT, path: '/api/s/session' });
    expect(reply.status).toBe(502);
    expect(api.received.length).toBe(asked);
    expect(untrusting.log()).toMatch(/certificate/);
  } finally {
    await untrusting.stop();
  }
});
