/**
 * The configuration an operator renders for a server (docs/deploy.md, "On a server"): nginx ends TLS with a
 * certificate made here, redirects plain http, trusts a front proxy's X-Forwarded-For, sends CSP reports to an
 * endpoint, serves /.well-known/ from a folder of its own, logs to a file, and passes /api and /uploads to a real API
 * server over verified https (a small server of this file, which records what it receives). Plain Node requests, no
 * browser: each check costs milliseconds.
 *
 * Ports (E2E_DEPLOY_PORT, default 4350): +0 the site over https, +1 its plain-http redirect, +2 the API server,
 * +3 a second nginx that does not trust the API server's certificate, +4 one serving a build in a folder of mode 0700.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CLEARED_HEADERS, READY_API_PATH, startNginx } from '../../deploy/nginx/nginx.mjs';
import { BUILD_DIR } from '../e2e/support/fixtures.ts';
import { DEPLOY_PORT, rawRequest, selfSignedCertificate, startApiServer, type RawRequest } from './deploy-support.ts';

const SITE_PORT = DEPLOY_PORT;
const REDIRECT_PORT = DEPLOY_PORT + 1;
const API_PORT = DEPLOY_PORT + 2;
const UNTRUSTING_PORT = DEPLOY_PORT + 3;
const PRIVATE_FOLDER_PORT = DEPLOY_PORT + 4;
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
  // A folder only this user may enter (mkdtemp's 0700): the workers run as this user (CLIQ_USER below).
  dir = mkdtempSync(join(tmpdir(), 'cliq-deploy-'));
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
      // A server's workers run as a user of their own (cliq-web by default, which this machine need not have):
      // here the one running the tests, so the owner of the log after a rotation is known.
      CLIQ_USER: userInfo().username,
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

test("another name is refused: no TLS handshake for another site's name, no reply to another Host", async () => {
  expect((await visit('/', { tls: { servername: 'evil.test', ca } })).error).toMatch(/SSL|TLS/);
  expect(await visit('/', { headers: { host: 'evil.test' } })).toEqual({ closed: true });
  expect((await visit('/healthz')).status).toBe(200);
});

test('health and readiness as load balancers ask them: by address, over TLS without a name and over plain http', async () => {
  // A load balancer connects to the server's address: over TLS it sends no server name (it gets the site's
  // certificate, and checks its chain at most), and its Host is the address.
  const byAddress = (path: string) =>
    visit(path, { tls: { servername: undefined, ca, anyName: true }, headers: { host: `127.0.0.1:${SITE_PORT}` } });
  expect(await byAddress('/healthz')).toMatchObject({ status: 200, body: 'ok\n' });
  const asked = api.received.length;
  expect(await byAddress('/readyz')).toMatchObject({ status: 200, body: 'ready\n' });
  // What readiness asked the API server: its session check, with nothing of the client's (no cookie).
  expect(api.received.slice(asked)).toEqual([expect.objectContaining({ method: 'GET', url: READY_API_PATH })]);
  expect(api.received.at(-1)?.headers.cookie).toBeUndefined();
  // Nothing else is answered by address.
  expect(await byAddress('/')).toEqual({ closed: true });
  expect(await byAddress('/login')).toEqual({ closed: true });
  // The plain-http port answers both too (everything else there is a redirect).
  const plain = (path: string) =>
    rawRequest({ host: '127.0.0.1', port: REDIRECT_PORT, path, headers: { host: '127.0.0.1' } });
  expect(await plain('/healthz')).toMatchObject({ status: 200, body: 'ok\n' });
  expect(await plain('/readyz')).toMatchObject({ status: 200, body: 'ready\n' });
  expect((await plain('/login')).status).toBe(301);
  // And the site itself, never cached.
  const readyReply = await visit('/readyz');
  expect(readyReply).toMatchObject({ status: 200, body: 'ready\n' });
  expect(readyReply.headers?.['cache-control']).toBe('no-store');
});

test('/api: the site host and scheme and the real client address go to the server, nothing the client made up', async () => {
  // Every forwarding header a server or framework may believe, forged.
  const forged: Record<string, string> = {
    'x-forwarded-for': '203.0.113.66, 198.51.100.7',
    'x-forwarded-host': 'evil.test',
    'x-forwarded-proto': 'http',
    'x-real-ip': '203.0.113.66',
    forwarded: 'for=203.0.113.66;host=evil.test;proto=http',
    'x-forwarded-port': '8443',
    'x-forwarded-prefix': '/evil',
    'x-forwarded-scheme': 'http',
    'x-forwarded-server': 'evil.test',
    'x-host': 'evil.test',
    'x-original-url': '/api/adm/get_users',
    'x-rewrite-url': '/api/adm/get_users',
    ...Object.fromEntries(
      Object.values(CLEARED_HEADERS)
        .flat()
        .map((name) => [name.toLowerCase(), name.includes('Method') ? 'DELETE' : 'evil.test']),
    ),
  };
  const reply = await visit('/api/u/profile-info', { headers: forged });
  expect(reply.status).toBe(200);
  const sent = api.received.at(-1)?.headers ?? {};
  // 127.0.0.1 (this test) is the trusted front proxy: the address it saw connect is the client's; the spoofed one
  // before it is dropped. The site's host, scheme and port, in every header that says them; nothing else.
  const fromNginx = {
    'x-forwarded-for': '198.51.100.7',
    'x-real-ip': '198.51.100.7',
    'x-forwarded-host': HOST,
    'x-forwarded-proto': 'https',
    forwarded: `for=198.51.100.7;host="${HOST}";proto=https`,
    'x-forwarded-port': String(SITE_PORT),
    'x-forwarded-scheme': 'https',
  };
  expect(Object.fromEntries(Object.keys(forged).map((name) => [name, sent[name]]))).toEqual(
    Object.fromEntries(Object.keys(forged).map((name) => [name, fromNginx[name as keyof typeof fromNginx]])),
  );

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
  for (const path of ['/uploads/tasks/page.html', '/uploads/tasks/banner.png.html', '/uploads/']) {
    expect((await visit(path)).status, path).toBe(404);
  }
  // A name starting with a dot is refused before the location rules (see the raw paths below).
  expect((await visit('/uploads/tasks/.png')).status).toBe(400);
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

test('paths a server could read otherwise than nginx are refused, never passed on as sent', async () => {
  const asked = api.received.length;
  for (const path of [
    '/api/..;/uploads/tasks/banner.png',
    '/api/u/..;/adm/get_users',
    '/api/u/%2e%2e/adm/get_users',
    '/api/u%2Fprofile-info',
    '/api/u/profile-info;jsessionid=1',
    '/api/u/profile-info.json',
    '/api/u/profile-info%20',
    '/api/u\\..\\adm/get_users',
    '//api/u/profile-info',
    '/uploads/tasks/..;/banner.png',
    '/uploads/tasks/%2e%2e%2fbanner.png',
  ]) {
    expect((await visit(path)).status, path).toBe(400);
  }
  expect(api.received.length, 'none of these reached the API server').toBe(asked);
  // The plain spellings still do, with their query.
  expect((await visit('/api/u/getTasks?page=2')).status).toBe(200);
  expect(api.received.at(-1)?.url).toBe('/api/u/getTasks?page=2');
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
  // Spellings a server may still read as the login (a path parameter, an escape, a suffix) never pass by the limit:
  // they are refused before it, and never reach the server.
  const asked = api.received.length;
  for (const path of ['/api/u/login;x=1', '/api/u/login%3B', '/api/u/login%20', '/api/u/login.json']) {
    expect((await visit(path, { method: 'POST', headers: from('198.51.100.20'), body: '{}' })).status, path).toBe(400);
  }
  expect(api.received.length).toBe(asked);
});

test('calls that send a mail: both registrations, the forgotten password and the resume share a limit of their own', async () => {
  const from = (address: string) => ({ 'x-forwarded-for': address, 'content-type': 'application/json' });
  const post = (path: string, address = '198.51.100.30') =>
    visit(path, { method: 'POST', headers: from(address), body: '{}' });
  const replies = await Promise.all(Array.from({ length: 8 }, () => post('/api/u/register')));
  expect(replies.map((reply) => reply.status ?? 0).sort()).toEqual([...Array<number>(6).fill(200), 429, 429]);
  for (const path of ['/api/a/register', '/api/u/forgetPassword', '/api/u/ContinueReg']) {
    expect((await post(path)).status, path).toBe(429);
  }
  // Not the sign-in limit's: that address may still sign in; another address may still register.
  expect((await post('/api/u/login')).status).toBe(200);
  expect((await post('/api/a/register', '198.51.100.31')).status).toBe(200);
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

test('the access log: 0640, the path without its query, no Referer, the real client address; USR1 reopens it', async () => {
  // Made 0640 (the systemd unit's UMask, which startNginx copies): never readable by everyone.
  expect(statSync(accessLog).mode & 0o777).toBe(0o640);
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
  // The new file: 0640 too, and the workers' user's (nginx hands a reopened log to it; logrotate's `create` names
  // the same user), never nobody's.
  expect(statSync(accessLog).mode & 0o777).toBe(0o640);
  expect(statSync(accessLog).uid).toBe(userInfo().uid);
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
    // Healthy (it serves a build), but not ready: the API server cannot be reached.
    const probe = (path: string) => rawRequest({ host: '127.0.0.1', port: UNTRUSTING_PORT, path });
    expect(await probe('/healthz')).toMatchObject({ status: 200, body: 'ok\n' });
    expect(await probe('/readyz')).toMatchObject({ status: 503, body: 'api unavailable\n' });
    expect(api.received.length).toBe(asked);
  } finally {
    await untrusting.stop();
  }
});

test("a build in a folder only its owner may enter is served: a local run's workers are whoever started it", async () => {
  // A fresh clone in `mktemp -d` (or /root): mode 0700. Started by root, nginx's workers used to run as nobody, who
  // cannot enter it: every page was a 500 (issue 40). (Started by anyone else, the workers are that user anyway.)
  const home = mkdtempSync(join(tmpdir(), 'cliq-private-'));
  expect(statSync(home).mode & 0o777).toBe(0o700);
  symlinkSync(BUILD_DIR, join(home, 'dist'));
  const local = await startNginx(
    {
      CLIQ_DIST: join(home, 'dist'),
      CLIQ_LISTEN: `127.0.0.1:${PRIVATE_FOLDER_PORT}`,
      CLIQ_RUNTIME_DIR: join(home, 'run'),
      CLIQ_API_TARGET: `https://localhost:${API_PORT}`,
      CLIQ_API_CA: certificate.cert,
      CLIQ_ACCESS_LOG: 'off',
      CLIQ_WORKERS: '1',
    },
    { quiet: true, env: {} },
  );
  try {
    const get = (path: string) => rawRequest({ host: '127.0.0.1', port: PRIVATE_FOLDER_PORT, path });
    for (const path of ['/', '/login', '/dashboard/overview', '/healthz', '/readyz']) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get('/dashboard/overview')).body).toContain('<div id="root">');
  } finally {
    await local.stop();
    rmSync(home, { recursive: true, force: true });
  }
});
