/**
 * The configuration renderer (deploy/nginx/nginx.mjs) without running nginx: which settings it requires and refuses,
 * and what it writes for them. The rate-limited operations are read from the contract, so a new sign-in or token
 * operation without a line in the template fails here. nginx itself runs in tests/prod (headers, deploy, release).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  configScript,
  readSettingsFile,
  renderConfig,
  settingsFrom,
  withMockDetails,
  type NginxEnv,
} from '../../../deploy/nginx/nginx.mjs';
import { loadContract } from '@cliq/contract/load';
import type { SchemaObject } from '@cliq/contract/model';
import { cspDirectives } from '../../prod/deploy-support.ts';

const ROOT = process.cwd();
const contract = await loadContract(join(ROOT, 'openapi/cliq.yaml'));
const SERVER: NginxEnv = {
  CLIQ_API_TARGET: 'http://127.0.0.1:3000',
  CLIQ_PUBLIC_ORIGIN: 'https://cliq.example',
  CLIQ_DIST: '/srv/cliq/current',
};

const render = (env: NginxEnv, options = {}) =>
  renderConfig({ ...settingsFrom(env, options), runtimeDir: '/var/lib/cliq-nginx' });

/** The CSP's directives (the app's, from the $cliq_csp map): name → sources. */
const appCsp = (config: string) =>
  cspDirectives(/map \$uri \$cliq_csp \{\s*default\s+"([^"]+)"/.exec(config)?.[1] ?? '');

/** window.__CLIQ_CONFIG__ as the app would read it from the rendered configuration's config.js. */
function configJs(config: string): Record<string, unknown> {
  const body = /location = \/config\.js \{[^}]*return 200 '([^']*)';/.exec(config)?.[1];
  expect(body, 'config.js in the configuration').toBeTruthy();
  const window: { __CLIQ_CONFIG__?: Record<string, unknown> } = {};
  runInNewContext((body ?? '').replaceAll('\\n', '\n'), { window });
  return window.__CLIQ_CONFIG__ ?? {};
}

describe('what the renderer requires', () => {
  it('an API target or --mock: it never falls back to the mock by itself', () => {
    expect(() => settingsFrom({})).toThrow(/CLIQ_API_TARGET.*--mock/);
    expect(settingsFrom({}, { mock: true }).apiMode).toBe('mock');
    expect(settingsFrom(SERVER).apiMode).toBe('backend');
    expect(() => settingsFrom(SERVER, { mock: true })).toThrow(/not both/);
    // An API on another origin is called by the app directly: /api is not this server's.
    const direct = settingsFrom({
      CLIQ_API_BASE: 'https://api.cliq.example',
      CLIQ_PUBLIC_ORIGIN: 'https://cliq.example',
    });
    expect(direct.apiMode).toBe('none');
    expect(render({ CLIQ_API_BASE: 'https://api.cliq.example', CLIQ_PUBLIC_ORIGIN: 'https://cliq.example' })).toMatch(
      /location \^~ \/api\/ \{\s*return 404;/,
    );
  });

  it('the command line says so, and renders once told', () => {
    const env = { PATH: process.env.PATH ?? '' };
    const bare = spawnSync(process.execPath, ['deploy/nginx/nginx.mjs', 'render'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(bare.status).toBe(1);
    expect(bare.stdout).toBe('');
    expect(bare.stderr).toMatch(/Set CLIQ_API_TARGET .* or pass --mock/);
    const mock = spawnSync(process.execPath, ['deploy/nginx/nginx.mjs', 'render', '--mock'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(mock.status).toBe(0);
    expect(mock.stdout).toContain('proxy_set_header Cookie $cliq_mock_cookie;');
  });

  it("the site's public origin for a server: its host is the only name answered, the others get 444", () => {
    expect(() => settingsFrom({ CLIQ_API_TARGET: 'http://127.0.0.1:3000' })).toThrow(/CLIQ_PUBLIC_ORIGIN/);
    const config = render({ ...SERVER, CLIQ_SERVER_ALIASES: 'www.cliq.example' });
    expect(config).toContain('server_name cliq.example www.cliq.example;');
    expect(config).toMatch(/listen 127\.0\.0\.1:4180 default_server;[\s\S]*?location \/ \{\s*return 444;/);
    expect(config).toContain('proxy_set_header X-Forwarded-Host cliq.example;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto https;');
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
    expect(config).not.toContain('$scheme');
    expect(config).not.toMatch(/X-Forwarded-Host \$host/);
  });

  it('refuses what cannot work, naming the setting', () => {
    expect(() => settingsFrom({ ...SERVER, CLIQ_API_ORIGIN: 'https://api.cliq.example' })).toThrow(/CLIQ_API_BASE/);
    expect(() => settingsFrom({ ...SERVER, CLIQ_LISTEN: '443 ssl' })).toThrow(/CLIQ_TLS_CERT and CLIQ_TLS_KEY/);
    expect(() => settingsFrom({ ...SERVER, CLIQ_TLS_CERT: '/etc/ssl/cliq.pem' })).toThrow(/go together/);
    expect(() =>
      settingsFrom({
        ...SERVER,
        CLIQ_PUBLIC_ORIGIN: 'http://cliq.example',
        CLIQ_TLS_CERT: '/a.pem',
        CLIQ_TLS_KEY: '/b.pem',
      }),
    ).toThrow(/must be https/);
    expect(() => settingsFrom({ ...SERVER, CLIQ_REAL_IP_FROM: '10.0.0.0/33' })).toThrow(/CLIQ_REAL_IP_FROM/);
    expect(() => settingsFrom({ ...SERVER, CLIQ_REAL_IP_FROM: 'proxy.internal' })).toThrow(/CLIQ_REAL_IP_FROM/);
    expect(() => settingsFrom({ ...SERVER, CLIQ_API_BASE: 'http://api.cliq.example' })).toThrow(/https/);
    expect(() => settingsFrom({ ...SERVER, CLIQ_HSTS: 'max-age=forever' })).toThrow(/CLIQ_HSTS/);
    expect(() => settingsFrom({ ...SERVER, CLIQ_PUBLIC_ORIGIN: 'https://cliq.example/app' })).toThrow(/no path/);
  });
});

describe('TLS, HSTS and the front proxy', () => {
  const TLS: NginxEnv = {
    ...SERVER,
    CLIQ_LISTEN: '443 [::]:443',
    CLIQ_TLS_CERT: '/etc/letsencrypt/live/cliq.example/fullchain.pem',
    CLIQ_TLS_KEY: '/etc/letsencrypt/live/cliq.example/privkey.pem',
    CLIQ_REDIRECT_LISTEN: '80 [::]:80',
  };

  it('ends TLS with the certificate given, refuses other names at the handshake, redirects plain http', () => {
    const config = render(TLS);
    for (const line of [
      'listen 443 ssl http2;',
      'listen [::]:443 ssl http2;',
      'ssl_certificate /etc/letsencrypt/live/cliq.example/fullchain.pem;',
      'ssl_certificate_key /etc/letsencrypt/live/cliq.example/privkey.pem;',
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'return 301 https://cliq.example$request_uri;',
      'add_header Strict-Transport-Security "max-age=31536000" always;',
    ]) {
      expect(config).toContain(line);
    }
    expect(config).toMatch(
      /listen 443 default_server ssl http2;\s*listen \[::\]:443 default_server ssl http2;\s*ssl_reject_handshake on;/,
    );
    expect(config).toMatch(/listen 80 default_server;\s*listen \[::\]:80 default_server;/);
  });

  it('sends HSTS for an https site only (also behind a TLS terminator), as configured', () => {
    expect(render(SERVER)).toContain('Strict-Transport-Security "max-age=31536000"');
    expect(render({ ...SERVER, CLIQ_HSTS: 'max-age=63072000; includeSubDomains' })).toContain(
      'Strict-Transport-Security "max-age=63072000; includeSubDomains"',
    );
    expect(render({ ...SERVER, CLIQ_HSTS: 'off' })).not.toContain('Strict-Transport-Security');
    expect(render({ ...SERVER, CLIQ_PUBLIC_ORIGIN: 'http://cliq.example' })).not.toContain('Strict-Transport-Security');
    expect(() =>
      settingsFrom({ ...SERVER, CLIQ_PUBLIC_ORIGIN: 'http://cliq.example', CLIQ_REDIRECT_LISTEN: '80' }),
    ).toThrow(/https/);
  });

  it('trusts X-Forwarded-For from the front proxy only', () => {
    expect(render(SERVER)).not.toContain('real_ip_header');
    const config = render({ ...SERVER, CLIQ_REAL_IP_FROM: '10.0.0.0/8 2001:db8::/32 192.0.2.1' });
    expect(config).toMatch(
      /set_real_ip_from 10\.0\.0\.0\/8;\s*set_real_ip_from 2001:db8::\/32;\s*set_real_ip_from 192\.0\.2\.1;\s*real_ip_header X-Forwarded-For;\s*real_ip_recursive on;/,
    );
  });

  it('verifies an https API target with the system CA bundle, or the one given', () => {
    expect(render(SERVER)).not.toContain('proxy_ssl_verify');
    const config = render({ ...SERVER, CLIQ_API_TARGET: 'https://api.internal:8443' });
    expect(config).toContain('proxy_ssl_verify on;');
    expect(config).toContain('proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;');
    expect(config).toContain('proxy_ssl_server_name on;');
    expect(render({ ...SERVER, CLIQ_API_TARGET: 'https://api.internal', CLIQ_API_CA: '/etc/cliq/ca.pem' })).toContain(
      'proxy_ssl_trusted_certificate /etc/cliq/ca.pem;',
    );
  });

  it('marks cookies Secure on an https site only, HttpOnly and SameSite=Lax always', () => {
    expect(render(SERVER)).toContain('proxy_cookie_flags ~ secure httponly samesite=lax;');
    expect(render({ ...SERVER, CLIQ_PUBLIC_ORIGIN: 'http://cliq.example' })).toContain(
      'proxy_cookie_flags ~ httponly samesite=lax;',
    );
  });
});

describe('the /api proxy', () => {
  const config = render(SERVER);
  const location = (pattern: string) =>
    new RegExp(`location ~\\* "${pattern.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}" \\{([^}]*)\\}`).exec(config)?.[1];
  const limited = /location ~\* "([^"]+)" \{\s*limit_req zone=cliq_auth/.exec(config)?.[1] ?? '';

  it("holds back guessing on exactly the contract's sign-in, mail-a-token and token operations, answering 429", () => {
    // Mailing a token to an address the caller names is guessing's first step (and a way to flood a mailbox).
    const MAILS_A_TOKEN = ['requestPasswordReset', 'continueRegistration'];
    const all = contract.operations;
    const expected = all
      .filter(({ id, requestBody }) => {
        const schema = requestBody?.content.find((media) => media.json)?.schema;
        const token = schema && contract.deref<SchemaObject>(schema).properties?.token;
        return /^login/.test(id) || MAILS_A_TOKEN.includes(id) || Boolean(token);
      })
      .map(({ path }) => path);
    expect(expected.length).toBeGreaterThanOrEqual(3 + MAILS_A_TOKEN.length);
    const pattern = new RegExp(limited, 'i'); // ~*: without regard to case, as nginx matches it
    for (const { path } of all) {
      expect(pattern.test(path), `${path} ${expected.includes(path) ? 'must' : 'must not'} be rate limited`).toBe(
        expected.includes(path),
      );
    }
    expect(pattern.test('/api/U/LOGIN/')).toBe(true);
    expect(config).toContain('limit_req_status 429;');
  });

  it('takes a 6 MB body on the task upload only, 64 KB elsewhere; connects within 5 s; hides X-Powered-By', () => {
    expect(config.match(/client_max_body_size \S+;/g)).toEqual([
      'client_max_body_size 64k;',
      'client_max_body_size 6m;',
    ]);
    expect(location('^/api/a/taskUpload/?$')).toContain('client_max_body_size 6m;');
    expect(config).toContain('proxy_connect_timeout 5s;');
    expect(config).toContain('proxy_hide_header X-Powered-By;');
  });
});

describe('CSP reporting and config.js', () => {
  it('without a report endpoint: no report-to, no Reporting-Endpoints, no Trusted Types', () => {
    const config = render(SERVER);
    expect(appCsp(config).has('report-to')).toBe(false);
    expect(config).not.toContain('Reporting-Endpoints');
    expect(config).not.toContain('Content-Security-Policy-Report-Only');
    expect(configJs(config)).toEqual({ apiBase: '', reportUrl: '' });
  });

  it.each([
    ['https://reports.cliq.example/csp', 'https://reports.cliq.example'],
    ['http://localhost:4400/reports', 'http://localhost:4400'],
    ['/api/reports', null],
  ])('with %s: the endpoint named, the CSP reporting to it, Trusted Types in report-only', (url, origin) => {
    const config = render({ ...SERVER, CLIQ_REPORT_URL: url });
    const csp = appCsp(config);
    expect(csp.get('report-to')).toEqual(['cliq']);
    expect(csp.get('connect-src')).toEqual(origin ? ["'self'", origin] : ["'self'"]);
    expect(config).toContain(`add_header Reporting-Endpoints 'cliq="${url}"' always;`);
    expect(config).toContain(
      `add_header Content-Security-Policy-Report-Only "require-trusted-types-for 'script'; report-to cliq" always;`,
    );
    expect(configJs(config)).toEqual({ apiBase: '', reportUrl: url });
  });

  it.each(['http://reports.example/csp', '//reports.example/csp', 'javascript:alert(1)', 'https://user:pw@r.example/'])(
    'refuses %s as a report endpoint',
    (url) => {
      expect(() => settingsFrom({ ...SERVER, CLIQ_REPORT_URL: url })).toThrow(/CLIQ_REPORT_URL/);
    },
  );

  it("gives the app the same API base and report endpoint as the CSP's sources", () => {
    const config = render({
      ...SERVER,
      CLIQ_API_BASE: 'https://api.cliq.example/v2/',
      CLIQ_REPORT_URL: 'https://reports.cliq.example/csp',
    });
    const app = configJs(config);
    expect(app).toEqual({ apiBase: 'https://api.cliq.example/v2', reportUrl: 'https://reports.cliq.example/csp' });
    const csp = appCsp(config);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.cliq.example', 'https://reports.cliq.example']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://api.cliq.example']);
    expect(configScript({ apiBase: '', reportUrl: '' })).toContain('window.__CLIQ_CONFIG__ = ');
  });
});

describe('the sample settings (deploy/nginx/cliq.env.sample)', () => {
  it('render a TLS configuration for a server as they are', async () => {
    const env = readSettingsFile(join(ROOT, 'deploy/nginx/cliq.env.sample'));
    const settings = await withMockDetails(settingsFrom(env));
    expect(settings.tls).not.toBeNull();
    expect(settings.apiMode).toBe('backend');
    const config = renderConfig({ ...settings, runtimeDir: settings.runtimeDir ?? '/var/lib/cliq-nginx' });
    expect(config).toContain('ssl_certificate ');
    expect(config).toContain('Strict-Transport-Security');
    expect(config).toContain(`root ${settings.previousDist};`);
  });
});
