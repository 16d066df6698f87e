/**
 * The configuration renderer (deploy/nginx/nginx.mjs) without running nginx: which settings it requires and refuses,
 * and what it writes for them. The rate-limited operations and the paths the API may be asked for are read from the
 * contract, so a new sign-in, token or mail operation without a line in the template fails here, and so does a path
 * the proxy would refuse. The server files around it (systemd units, logrotate, sysusers) are checked against each
 * other. nginx itself runs in tests/prod (headers, deploy, deploy-reports, release).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CLEARED_HEADERS,
  configScript,
  DEFAULT_USER,
  localWorkerUser,
  readSettingsFile,
  READY_API_PATH,
  renderConfig,
  settingsFrom,
  withMockDetails,
  type NginxEnv,
} from '../../../deploy/nginx/nginx.mjs';
import { DEFAULT_FILE as REPORTS_FILE } from '../../../deploy/collector/collector.mjs';
import { loadContract } from '../../../openapi/load.mjs';
import type { SchemaObject } from '../../../openapi/model.mjs';
import { cspDirectives } from '../../prod/deploy-support.ts';

const ROOT = process.cwd();
const contract = await loadContract();
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
    // Two Node processes started one after the other: past 5 s on a busy two-core machine.
  }, 30_000);

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

  it('sets or clears every other forwarding header a server could believe', () => {
    const config = render(SERVER);
    expect(config).toContain('proxy_set_header X-Forwarded-Port 443;');
    expect(config).toContain('proxy_set_header X-Forwarded-Scheme https;');
    expect(config).toContain(`proxy_set_header Forwarded 'for=$cliq_forwarded_for;host="cliq.example";proto=https';`);
    const plainHttp = render({ ...SERVER, CLIQ_PUBLIC_ORIGIN: 'http://cliq.example:8080' });
    expect(plainHttp).toContain('proxy_set_header X-Forwarded-Port 8080;');
    expect(plainHttp).toContain(
      `proxy_set_header Forwarded 'for=$cliq_forwarded_for;host="cliq.example:8080";proto=http';`,
    );
    // The ones the second review found passed on as the client sent them, and every other one of the family.
    const named = ['Forwarded', 'X-Forwarded-Port', 'X-Forwarded-Prefix', 'X-Forwarded-Scheme', 'X-Forwarded-Server'];
    for (const name of [
      ...named,
      'X-Host',
      'X-Original-URL',
      'X-Rewrite-URL',
      ...Object.values(CLEARED_HEADERS).flat(),
    ]) {
      expect(config, name).toMatch(new RegExp(`^\\s+proxy_set_header ${name} \\S`, 'm'));
    }
    for (const name of Object.values(CLEARED_HEADERS).flat()) {
      expect(config).toContain(`proxy_set_header ${name} "";`);
    }
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

describe('the workers and the logs', () => {
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
  /** A logrotate pattern (`*` within one folder) as a regular expression. */
  const globs = (text: string) =>
    [...text.matchAll(/^(\/\S+) \{$/gm)].map(
      ([, glob]) => new RegExp(`^${(glob ?? '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`),
    );

  it("run a deployment's workers as a user of their own, never nobody", () => {
    expect(DEFAULT_USER).not.toBe('nobody');
    expect(render(SERVER)).toMatch(new RegExp(`^user ${DEFAULT_USER};$`, 'm'));
    expect(render({ ...SERVER, CLIQ_USER: 'www-data' })).toMatch(/^user www-data;$/m);
    expect(() => settingsFrom({ ...SERVER, CLIQ_USER: 'root; evil' })).toThrow(/CLIQ_USER/);
    // The sysusers file makes that user.
    expect(read('deploy/cliq.sysusers')).toMatch(new RegExp(`^u ${DEFAULT_USER} `, 'm'));
  });

  it("run a local run's workers as whoever started it: root, or none named (issue 40)", async () => {
    expect(localWorkerUser(0, 'root')).toBe('root');
    expect(localWorkerUser(1000, 'ada')).toBeNull();
    const local = renderConfig({
      ...(await withMockDetails(settingsFrom({}, { mock: true, local: true }))),
      runtimeDir: '/tmp/cliq-nginx-test',
    });
    if (process.getuid?.() === 0) expect(local).toMatch(/^user root;$/m);
    else expect(local).not.toMatch(/^user /m);
  });

  it('create the access log 0640 and keep its owner and mode across rotation', () => {
    const unit = read('deploy/nginx/cliq-nginx.service');
    expect(unit).toMatch(/^UMask=0027$/m);
    const rotation = read('deploy/nginx/cliq-nginx.logrotate');
    expect(rotation).toMatch(new RegExp(`^\\s+create 0640 ${DEFAULT_USER} adm$`, 'm'));
    const accessLog = readSettingsFile(join(ROOT, 'deploy/nginx/cliq.env.sample')).CLIQ_ACCESS_LOG ?? '';
    expect(
      globs(rotation).some((glob) => glob.test(accessLog)),
      `logrotate rotates ${accessLog}`,
    ).toBe(true);
  });

  it("rotate the report collector's file, made 0640 by its own user", () => {
    const unit = read('deploy/collector/cliq-reports.service');
    const user = /^User=(\S+)$/m.exec(unit)?.[1] ?? '';
    expect(user).toBe('cliq-reports');
    expect(read('deploy/cliq.sysusers')).toMatch(new RegExp(`^u ${user} `, 'm'));
    expect(unit).toMatch(/^UMask=0027$/m);
    const file = /^Environment=CLIQ_REPORTS_FILE=(\S+)$/m.exec(unit)?.[1] ?? '';
    expect(file).toBe(REPORTS_FILE);
    const rotation = read('deploy/collector/cliq-reports.logrotate');
    expect(
      globs(rotation).some((glob) => glob.test(file)),
      `logrotate rotates ${file}`,
    ).toBe(true);
    expect(rotation).toMatch(new RegExp(`^\\s+create 0640 ${user} ${user}$`, 'm'));
    // Not nginx's: a file the nginx rotation matched would be handed to nginx's user.
    expect(globs(read('deploy/nginx/cliq-nginx.logrotate')).some((glob) => glob.test(file))).toBe(false);
  });
});

/** A server ending TLS itself and redirecting plain http. */
const TLS: NginxEnv = {
  ...SERVER,
  CLIQ_LISTEN: '443 [::]:443',
  CLIQ_TLS_CERT: '/etc/letsencrypt/live/cliq.example/fullchain.pem',
  CLIQ_TLS_KEY: '/etc/letsencrypt/live/cliq.example/privkey.pem',
  CLIQ_REDIRECT_LISTEN: '80 [::]:80',
};

describe('TLS, HSTS and the front proxy', () => {
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
    // The default server (by address) shows the site's certificate; a server name of another site is refused at the
    // handshake (the health and readiness checks, below).
    expect(config).toMatch(
      /listen 443 default_server ssl http2;\s*listen \[::\]:443 default_server ssl http2;\s*ssl_certificate \/etc\/letsencrypt\/live\/cliq\.example\/fullchain\.pem;/,
    );
    expect(config).toMatch(
      /listen 443 ssl http2;\s*listen \[::\]:443 ssl http2;\s*server_name "[^"]+";\s*ssl_reject_handshake on;/,
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

  /** The operations a location limited by `zone` matches (its regex, case-insensitive as nginx's `~*`). */
  const limitedBy = (zone: string) => {
    const source = new RegExp(`location ~\\* "([^"]+)" \\{\\s*limit_req zone=${zone} `).exec(config)?.[1];
    expect(source, `a location limited by ${zone}`).toBeTruthy();
    return new RegExp(source ?? '^$', 'i');
  };
  /** The paths of the contract's operations that `test` picks. */
  const pathsOf = (test: (operation: (typeof contract.operations)[number]) => boolean) =>
    contract.operations.filter(test).map(({ path }) => path);

  it("holds back guessing on exactly the contract's sign-in and token operations, answering 429", () => {
    const expected = pathsOf(({ id, requestBody }) => {
      const schema = requestBody?.content.find((media) => media.json)?.schema;
      const token = schema && contract.deref<SchemaObject>(schema).properties?.token;
      return /^login/.test(id) || Boolean(token);
    });
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const pattern = limitedBy('cliq_auth');
    for (const { path } of contract.operations) {
      expect(
        pattern.test(path),
        `${path} ${expected.includes(path) ? 'must' : 'must not'} be limited as guessing`,
      ).toBe(expected.includes(path));
    }
    expect(pattern.test('/api/U/LOGIN/')).toBe(true);
    expect(config).toContain('limit_req_status 429;');
  });

  it('limits the calls anyone can make that send a mail: both registrations, the forgotten password, the resume', () => {
    // The contract says which calls mail someone (the registrations' confirmation links, the reset link, the
    // resume token); getCompletedRegistration may mail a token too, but only to a signed-in Cliquer's own address.
    const SENDS_A_MAIL = ['registerUser', 'registerAdvertiser', 'requestPasswordReset', 'continueRegistration'];
    const expected = pathsOf(({ id }) => SENDS_A_MAIL.includes(id));
    expect(expected).toHaveLength(SENDS_A_MAIL.length);
    const pattern = limitedBy('cliq_mail');
    for (const { path, security } of contract.operations) {
      expect(pattern.test(path), `${path} ${expected.includes(path) ? 'must' : 'must not'} be limited as mail`).toBe(
        expected.includes(path),
      );
      // Every one of them can be called without a session.
      if (expected.includes(path)) expect(security).toEqual([]);
    }
    expect(config).toMatch(/limit_req_zone \$binary_remote_addr zone=cliq_mail:10m rate=5r\/m;/);
  });

  /** The raw-path rule ($cliq_path_refused): whether a path sent as `raw`, bound for the API server, is refused. */
  const refused = (raw: string) => {
    const map =
      /map "\$cliq_upstream_bound \$cliq_request_path" \$cliq_path_refused \{([\s\S]*?)\n {4}\}/.exec(config)?.[1] ??
      '';
    const rules = [...map.matchAll(/^\s*"~([^"]+)"\s+([01]);/gm)].map(([, source, value]) => ({
      pattern: new RegExp(source ?? ''),
      value,
    }));
    expect(rules.length).toBeGreaterThanOrEqual(3);
    const bound = raw.startsWith('/api/') ? 'api' : raw.startsWith('/uploads/') ? 'uploads' : '';
    return rules.find(({ pattern }) => pattern.test(`${bound} ${raw}`))?.value === '1';
  };

  it('passes every path of the contract on as it is, and refuses spellings a server could read otherwise', () => {
    for (const { path } of contract.operations) {
      expect(path, 'a path of the contract is plain (the rule below has no path parameters)').toMatch(
        /^\/api(\/[A-Za-z0-9_-]+)+$/,
      );
      expect(refused(path), path).toBe(false);
      expect(refused(`${path}/`), `${path}/`).toBe(false);
    }
    expect(refused('/uploads/tasks/sample-x.png')).toBe(false);
    expect(refused('/uploads/tasks/banner%20big.PNG')).toBe(false);
    expect(refused('/uploads/')).toBe(false);
    for (const path of [
      '/api/u/login;x=1',
      '/api/u/login%3B',
      '/api/u/login%20',
      '/api/u/login.json',
      '/api/..;/uploads/tasks/a.png',
      '/api/u/%2e%2e/adm/get_users',
      '/api/u%2Flogin',
      '/api/u/login%00',
      '/api/u\\..\\adm/get_users',
      '/api//u/login',
      '/uploads/tasks/..;/a.png',
      '/uploads/tasks/%2e%2e/a.png',
      '/uploads/tasks/a%2Fb.png',
      '/uploads/tasks/.hidden.png',
      '/uploads/tasks/a;b.png',
      '/uploads/tasks/a%252e.png',
    ]) {
      expect(refused(path), path).toBe(true);
    }
    expect(config).toMatch(/if \(\$cliq_path_refused\) \{\s*return 400;/);
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

  /** The value a map over $is_args gives a document requested without a query, and with one. */
  const byQuery = (config: string, variable: string) => {
    const body = new RegExp(`map \\$is_args \\$${variable} \\{([^}]*)\\}`).exec(config)?.[1] ?? '';
    const value = (key: string) =>
      /^\s*\S+\s+(.*);$/.exec(body.split('\n').find((line) => line.trim().startsWith(key)) ?? '')?.[1];
    return { without: value('""'), with: value('default') };
  };

  it.each([
    ['https://reports.cliq.example/csp', 'https://reports.cliq.example'],
    ['http://localhost:4400/reports', 'http://localhost:4400'],
    ['/api/reports', null],
  ])('with %s: the endpoint named, the CSP reporting to it, Trusted Types in report-only', (url, origin) => {
    const config = render({ ...SERVER, CLIQ_REPORT_URL: url });
    const csp = appCsp(config);
    expect(csp.get('frame-ancestors')).toEqual(["'none'$cliq_csp_report_to"]);
    expect(csp.get('connect-src')).toEqual(origin ? ["'self'", origin] : ["'self'"]);
    expect(config).toContain('add_header Reporting-Endpoints $cliq_reporting_endpoints always;');
    expect(config).toContain('add_header Content-Security-Policy-Report-Only $cliq_csp_report_only always;');
    expect(byQuery(config, 'cliq_reporting_endpoints')).toEqual({ without: `'cliq="${url}"'`, with: '""' });
    expect(byQuery(config, 'cliq_csp_report_to')).toEqual({ without: '"; report-to cliq"', with: '""' });
    expect(byQuery(config, 'cliq_csp_report_only')).toEqual({
      without: `"require-trusted-types-for 'script'; report-to cliq"`,
      with: '""',
    });
    expect(configJs(config)).toEqual({ apiBase: '', reportUrl: url });
  });

  it('a report endpoint that is a path of this site: POSTs only, rate limited, to the collector or the API', () => {
    const collector = render({
      ...SERVER,
      CLIQ_REPORT_URL: '/reports',
      CLIQ_REPORT_COLLECTOR: 'http://127.0.0.1:8088/reports',
    });
    const location = /location = \/reports \{([\s\S]*?)\n {8}\}/.exec(collector)?.[1] ?? '';
    expect(location).toContain('limit_req zone=cliq_reports burst=30 nodelay;');
    expect(location).toMatch(/limit_except POST \{\s*deny all;/);
    expect(location).toContain('client_max_body_size 64k;');
    expect(location).toContain('proxy_pass_request_headers off;');
    expect(location).toContain('proxy_pass http://127.0.0.1:8088/reports;');
    expect(collector).toContain('limit_req_zone $binary_remote_addr zone=cliq_reports:1m rate=60r/m;');
    expect(render({ ...SERVER, CLIQ_REPORT_URL: '/api/reports' })).toMatch(
      /location = \/api\/reports \{[^}]*limit_req zone=cliq_reports[\s\S]*?proxy_pass http:\/\/127\.0\.0\.1:3000\/api\/reports;/,
    );
    expect(() => settingsFrom({ ...SERVER, CLIQ_REPORT_URL: '/reports' })).toThrow(/CLIQ_REPORT_COLLECTOR/);
    expect(() =>
      settingsFrom({
        ...SERVER,
        CLIQ_REPORT_URL: 'https://reports.cliq.example/csp',
        CLIQ_REPORT_COLLECTOR: 'http://127.0.0.1:8088/reports',
      }),
    ).toThrow(/path of this site/);
    // An endpoint on another origin is that origin's to limit.
    expect(render({ ...SERVER, CLIQ_REPORT_URL: 'https://reports.cliq.example/csp' })).not.toContain('cliq_reports');
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

  it('gives the app the web vitals sample rate when CLIQ_VITALS_SAMPLE_RATE is set, and refuses what is no share', () => {
    expect(configJs(render({ ...SERVER, CLIQ_REPORT_URL: '/api/reports', CLIQ_VITALS_SAMPLE_RATE: '0.25' }))).toEqual({
      apiBase: '',
      reportUrl: '/api/reports',
      vitalsSampleRate: 0.25,
    });
    expect(configJs(render({ ...SERVER, CLIQ_VITALS_SAMPLE_RATE: '1' })).vitalsSampleRate).toBe(1);
    expect(configJs(render(SERVER))).not.toHaveProperty('vitalsSampleRate');
    for (const value of ['1.5', '-0.1', 'often', '1e-1']) {
      expect(() => settingsFrom({ ...SERVER, CLIQ_VITALS_SAMPLE_RATE: value }), value).toThrow(
        /CLIQ_VITALS_SAMPLE_RATE/,
      );
    }
  });
});

describe('the health and readiness checks', () => {
  it('are answered by every server that answers an address: the default one, the site, the http redirect', () => {
    const config = render(TLS);
    expect(config.match(/location = \/healthz \{/g)).toHaveLength(3);
    expect(config.match(/location = \/readyz \{/g)).toHaveLength(3);
    // Over TLS the default server completes a handshake without a server name (by address), with the site's
    // certificate; a server name of another site is refused at the handshake.
    expect(config).toMatch(/listen \[::\]:443 default_server ssl http2;\s*ssl_certificate \/etc\/letsencrypt\/\S+;/);
    expect(config).toMatch(/server_name "~\^\(\?!\[0-9\.\]\+\$\|\\\[\)";\s*ssl_reject_handshake on;/);
  });

  it("readiness asks the API server's session check, anonymously, within 5 s", () => {
    const config = render(SERVER);
    const probe = /location = \/readyz-api \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(probe).toContain('internal;');
    expect(probe).toContain(`proxy_pass http://127.0.0.1:3000${READY_API_PATH};`);
    expect(probe).toContain('proxy_pass_request_headers off;');
    expect(probe).toContain('proxy_read_timeout 5s;');
    // An operation anyone may call.
    expect(contract.match('GET', READY_API_PATH)?.security).toContainEqual({});
    // Without a proxied API (apiBase on another origin) it is the health check.
    const direct = render({ CLIQ_API_BASE: 'https://api.cliq.example', CLIQ_PUBLIC_ORIGIN: 'https://cliq.example' });
    expect(direct).not.toContain('auth_request');
    expect(direct).toMatch(/location = \/readyz \{[^}]*\}\s*return 200 "ready\\n";/);
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
    expect(config).toMatch(new RegExp(`^user ${DEFAULT_USER};$`, 'm'));
  });
});
