#!/usr/bin/env node
// The reference nginx configuration (deploy/nginx/cliq.conf.template) made ready to run, and nginx started on it.
//
//   node deploy/nginx/nginx.mjs render [--settings FILE] [--mock] [--out FILE]
//                                    the configuration for the settings (FILE's KEY=VALUE lines, then the
//                                    environment, which wins: `sudo env CLIQ_LISTEN=80 ... render --settings FILE`
//                                    changes one setting for once); printed, or written to FILE
//   node deploy/nginx/nginx.mjs run [--settings FILE] [--mock]
//                                    nginx in the foreground on it (Ctrl+C stops it)
//
// The API: CLIQ_API_TARGET names the server /api and /uploads go to; --mock sends them to the Prism mock instead
// (what `npm run serve` does without a target). One of the two is required, so a configuration for a server never
// ends up talking to a mock by omission; only an API on another origin (CLIQ_API_BASE) needs neither.
// npm run serve (scripts/serve.mjs) and the Playwright `production` project use startNginx() below.
//
// Settings (environment variables; docs/deploy.md explains each; the same names as the dev proxy where they overlap,
// mock-server/dev-proxy.mjs):
//   CLIQ_DIST             the build to serve (default: dist/ of this repository); on a server, the release link
//   CLIQ_PREVIOUS_DIST    the previous release (deploy/release.sh): its /assets/ files stay reachable
//   CLIQ_LISTEN           nginx's `listen` address(es), space-separated (default 127.0.0.1:4180; a port alone
//                         listens on every IPv4 address)
//   CLIQ_PUBLIC_ORIGIN    the site's address as visitors type it (https://cliq.example): its host is the
//                         server_name (any other host is refused), it and its scheme are what the API server is told
//                         (X-Forwarded-Host/-Proto), https turns on HSTS. Required for `render` (not with --mock)
//   CLIQ_SERVER_ALIASES   more host names answered the same way (space-separated)
//   CLIQ_TLS_CERT, CLIQ_TLS_KEY   nginx ends TLS itself with this certificate chain and key (PEM files)
//   CLIQ_REDIRECT_LISTEN  also listen there with plain http and redirect every request to CLIQ_PUBLIC_ORIGIN
//   CLIQ_HSTS             Strict-Transport-Security on an https site (default max-age=31536000; `off`: none)
//   CLIQ_REAL_IP_FROM     the front proxy's addresses or networks (space-separated): trusted for X-Forwarded-For
//   CLIQ_API_TARGET       the API server's origin for /api and /uploads (http://10.0.0.5:3000)
//   CLIQ_API_CA           the CA certificates an https API target is verified with (default Debian's bundle)
//   CLIQ_API_BASE         apiBase in config.js: '' (default, the site's own origin) or the API's https address on
//                         another origin, which the CSP then allows (connect-src, img-src)
//   CLIQ_REPORT_URL       reportUrl in config.js: where CSP reports and the app's reports go (an https address,
//                         http on localhost, or a path of this site); empty: no reporting
//   CLIQ_VITALS_SAMPLE_RATE vitalsSampleRate in config.js: the share of page loads whose web vitals are reported
//                         (0 to 1; unset: the app's default, 0.1)
//   CLIQ_REPORT_COLLECTOR where nginx passes a CLIQ_REPORT_URL that is a path of this site (the collector's address,
//                         http://127.0.0.1:8088/reports; a path under /api/ goes to the API target without it)
//   CLIQ_USER             the user nginx's workers run as when the master is root (default cliq-web for render; a
//                         local run's is root when root starts it, none otherwise)
//   CLIQ_WELL_KNOWN_ROOT  a folder whose .well-known/ is served at /.well-known/ (default the build)
//   CLIQ_INCLUDE          a file (or glob) of extra directives included in the site's server block
//   CLIQ_RUNTIME_DIR      pid file, temporary files and the default access log (default: a new directory under /tmp
//                         for run, /var/lib/cliq-nginx for render)
//   CLIQ_ACCESS_LOG       where requests are logged (default <runtime dir>/access.log; `off` for none)
//   CLIQ_WORKERS          worker_processes (default auto)
//   CLIQ_BROTLI           0 to leave brotli off even when Debian's module is installed
//   NGINX_PATH            the nginx binary (default /usr/sbin/nginx)
// Only Node's standard library is needed (the mock's details are loaded from the checkout with --mock only), so the
// deploy/ folder renders on a server without node_modules.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');

/** What Vite writes where the nonce goes (html.cspNonce, vite.config.ts); nginx puts the request id there. */
export const CSP_NONCE_PLACEHOLDER = 'CLIQ_CSP_NONCE';
export const TEMPLATE = join(here, 'cliq.conf.template');
/** The map of the app's routes, copied into the configuration. */
export const APP_ROUTES = join(here, 'app-routes.conf');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const DEFAULT_LISTEN = '127.0.0.1:4180';
/** Debian's bundle of the system's trusted certificate authorities (package ca-certificates). */
export const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
export const DEFAULT_HSTS = 'max-age=31536000';
/** The name of the report endpoint in Reporting-Endpoints and the CSP's report-to. */
export const REPORT_GROUP = 'cliq';
/** The health check's path: 200 while the served folder holds a build. */
export const HEALTH_PATH = '/healthz';
/** The readiness check's path: the health check's answer, and the API server answers too. */
export const READY_PATH = '/readyz';
/** What the readiness check asks the API server (anonymously): the Cliquer's session check of the contract. */
export const READY_API_PATH = '/api/s/session';
/** The user nginx's workers run as on a server (deploy/cliq.sysusers creates it). */
export const DEFAULT_USER = 'cliq-web';
/**
 * The headers of the forwarding family that nginx clears towards the API server (an empty value is not sent), by
 * what a server would believe from them; nginx sets X-Forwarded-For, X-Real-IP, X-Forwarded-Proto, -Host, -Port,
 * -Scheme and Forwarded itself (cliq.conf.template).
 */
export const CLEARED_HEADERS = {
  "the client's address (only nginx's X-Forwarded-For, X-Real-IP and Forwarded name it)": [
    'X-Client-IP',
    'X-Cluster-Client-IP',
    'True-Client-IP',
    'CF-Connecting-IP',
    'Fastly-Client-IP',
    'Client-IP',
    'X-Originating-IP',
  ],
  "the site's host, scheme, port and prefix (what a server builds its links from)": [
    'X-Forwarded-Prefix',
    'X-Forwarded-Server',
    'X-Forwarded-Ssl',
    'X-Forwarded-Protocol',
    'X-Url-Scheme',
    'Front-End-Https',
    'X-Host',
    'X-Original-Host',
  ],
  'the path, which some servers take from these instead of the request line': [
    'X-Original-URL',
    'X-Rewrite-URL',
    'X-Original-URI',
    'X-Forwarded-Uri',
    'X-Forwarded-Path',
  ],
  "the method, which would get past nginx's rules by method (GET-only /uploads, POST-only reports)": [
    'X-HTTP-Method-Override',
    'X-HTTP-Method',
    'X-Method-Override',
  ],
};
/** Host names a local configuration (npm run serve, the tests) answers besides its public origin's. */
const LOCAL_NAMES = ['127.0.0.1', 'localhost'];
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The user a local run's workers run as: when root starts nginx, root itself (otherwise nginx would use `nobody`,
 * who cannot enter a checkout in a folder only its owner may, mode 0700); for anyone else none is named (nginx
 * cannot change users then, and its workers are that user anyway).
 */
export function localWorkerUser(uid = process.getuid?.() ?? -1, name = uid === 0 ? userInfo().username : '') {
  return uid === 0 ? name : null;
}

/** The nginx binary, or null when there is none. */
export function findNginx(env = process.env) {
  const candidates = env.NGINX_PATH ? [env.NGINX_PATH] : ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** A value that goes into the configuration as it is: no spaces, quotes, semicolons, braces or `$`. */
function plain(name, value) {
  if (typeof value !== 'string' || value === '' || /[\s;{}"'$\\#`]/.test(value)) {
    throw new Error(`${name} cannot be used in the nginx configuration: ${JSON.stringify(value)}`);
  }
  return value;
}

/** An absolute path that goes into the configuration as it is. */
function absolutePath(name, value) {
  plain(name, value);
  if (!isAbsolute(value)) throw new Error(`${name} must be an absolute path, not ${JSON.stringify(value)}`);
  return value;
}

const words = (value) => (value ?? '').split(/\s+/).filter(Boolean);

/** Parses an absolute URL, or throws with `example` in the message. */
function url(name, value, example) {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} must be an address such as ${example}, not ${JSON.stringify(value)}`);
  }
}

/** An origin (scheme, host, port) with nothing after it, as proxy_pass and the CSP need it. */
function origin(name, value, schemes = ['http:', 'https:']) {
  const parsed = url(name, value, 'https://api.example.com');
  if (
    !schemes.includes(parsed.protocol) ||
    parsed.username ||
    parsed.password ||
    parsed.search ||
    parsed.hash ||
    parsed.pathname !== '/'
  ) {
    throw new Error(
      `${name} must be an origin such as ${schemes.includes('http:') ? 'http://10.0.0.5:3000 or ' : ''}https://api.example.com (no path), not ${JSON.stringify(value)}`,
    );
  }
  return plain(name, parsed.origin);
}

/** https, or http on this machine only (what the app accepts for apiBase, src/config/env.ts). */
function secureUrl(name, value) {
  const parsed = url(name, value, 'https://api.cliq.example');
  const local = LOCAL_HOSTS.has(parsed.hostname);
  if (!(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local))) {
    throw new Error(`${name} must be an https address (http only for localhost), not ${JSON.stringify(value)}`);
  }
  if (parsed.username || parsed.password || parsed.hash) {
    throw new Error(`${name} must not carry a user name, password or fragment: ${JSON.stringify(value)}`);
  }
  plain(name, value);
  return parsed;
}

/** CLIQ_API_BASE: '' or an address the app accepts (src/config/env.ts parseApiBase), no query. */
function apiBaseFrom(value) {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return { apiBase: '', origin: null };
  const parsed = secureUrl('CLIQ_API_BASE', trimmed);
  if (parsed.search) throw new Error(`CLIQ_API_BASE must not carry a query: ${JSON.stringify(trimmed)}`);
  return { apiBase: `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, ''), origin: parsed.origin };
}

/** CLIQ_REPORT_URL: '' (no reporting), an https address (http on localhost) or a path of the site ('/reports'). */
function reportUrlFrom(value) {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return { reportUrl: '', origin: null };
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) {
    plain('CLIQ_REPORT_URL', trimmed);
    if (/[#,]/.test(trimmed)) throw new Error(`CLIQ_REPORT_URL must not carry a fragment or comma: ${trimmed}`);
    return { reportUrl: trimmed, origin: null };
  }
  const parsed = secureUrl('CLIQ_REPORT_URL', trimmed);
  if (trimmed.includes(',')) throw new Error(`CLIQ_REPORT_URL must not carry a comma: ${trimmed}`);
  return { reportUrl: parsed.href, origin: parsed.origin };
}

/**
 * Where nginx passes a report endpoint that is a path of this site: CLIQ_REPORT_COLLECTOR (an http(s) address with
 * its path), or for a path under /api/ the API server ('api': the same target as /api). null when the endpoint is
 * on another origin, or there is none.
 */
function reportCollectorFrom(value, reportUrl, apiMode) {
  const given = (value ?? '').trim();
  const sitePath = reportUrl.startsWith('/');
  if (given && !sitePath) {
    throw new Error(
      `CLIQ_REPORT_COLLECTOR is where nginx passes a CLIQ_REPORT_URL that is a path of this site (/reports); ${JSON.stringify(reportUrl)} is not`,
    );
  }
  if (!sitePath) return null;
  if (given) {
    const parsed = url('CLIQ_REPORT_COLLECTOR', given, 'http://127.0.0.1:8088/reports');
    if (
      !['http:', 'https:'].includes(parsed.protocol) ||
      parsed.username ||
      parsed.password ||
      parsed.search ||
      parsed.hash
    ) {
      throw new Error(
        `CLIQ_REPORT_COLLECTOR must be an address such as http://127.0.0.1:8088/reports, not ${JSON.stringify(given)}`,
      );
    }
    return plain('CLIQ_REPORT_COLLECTOR', parsed.href);
  }
  if (reportUrl.startsWith('/api/') && apiMode !== 'none') return 'api';
  throw new Error(
    `CLIQ_REPORT_URL ${reportUrl} is a path of this site: set CLIQ_REPORT_COLLECTOR to the collector nginx passes ` +
      'it to (http://127.0.0.1:8088/reports: deploy/collector/collector.mjs)',
  );
}

/** One `listen` address: a port, or address:port (IPv6 in brackets). */
function listenAddress(value) {
  if (!/^((\*|[0-9.]+|\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):)?\d{1,5}$/.test(value)) {
    throw new Error(
      `CLIQ_LISTEN and CLIQ_REDIRECT_LISTEN take addresses such as 443, 0.0.0.0:443 or [::]:443, not ${JSON.stringify(value)}` +
        (value === 'ssl' ? ' (for TLS set CLIQ_TLS_CERT and CLIQ_TLS_KEY)' : ''),
    );
  }
  return value;
}

/** A front proxy's address or network for set_real_ip_from. */
function realIpSource(value) {
  const [address, bits, extra] = value.split('/');
  const family = isIP(address ?? '');
  const maxBits = family === 6 ? 128 : 32;
  if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
    throw new Error(`CLIQ_REAL_IP_FROM takes addresses or networks such as 10.0.0.0/8, not ${JSON.stringify(value)}`);
  }
  return value;
}

/** The port a listen address names. */
const portOf = (listen) => /(\d+)$/.exec(listen)?.[1] ?? '80';

/**
 * The settings of one configuration from CLIQ_* variables (`env`). `mock`: /api goes to the Prism mock (--mock);
 * `local`: a configuration for this machine (npm run serve, run, the tests), whose public origin defaults to its own
 * address. Throws with a readable message on any value that cannot be used.
 */
export function settingsFrom(env = process.env, { mock = false, local = false } = {}) {
  if (env.CLIQ_API_ORIGIN) {
    throw new Error(
      'CLIQ_API_ORIGIN is gone: set CLIQ_API_BASE to the API address the app calls (it goes into config.js and ' +
        'the CSP together)',
    );
  }
  const apiTarget = env.CLIQ_API_TARGET ? origin('CLIQ_API_TARGET', env.CLIQ_API_TARGET) : null;
  const { apiBase, origin: apiBaseOrigin } = apiBaseFrom(env.CLIQ_API_BASE);
  if (apiTarget && mock) throw new Error('Give either CLIQ_API_TARGET or --mock, not both');
  const apiMode = apiTarget ? 'backend' : mock ? 'mock' : apiBaseOrigin ? 'none' : null;
  if (!apiMode) {
    throw new Error(
      'Where does /api go? Set CLIQ_API_TARGET to the API server (e.g. http://127.0.0.1:3000), or pass --mock for ' +
        'the Prism mock (npm run serve does that by itself), or set CLIQ_API_BASE when the app calls an API on ' +
        'another origin.',
    );
  }

  const listen = words(env.CLIQ_LISTEN || DEFAULT_LISTEN).map(listenAddress);
  const tlsCert = env.CLIQ_TLS_CERT || null;
  const tlsKey = env.CLIQ_TLS_KEY || null;
  if (Boolean(tlsCert) !== Boolean(tlsKey)) throw new Error('CLIQ_TLS_CERT and CLIQ_TLS_KEY go together');
  const tls = tlsCert
    ? { cert: absolutePath('CLIQ_TLS_CERT', tlsCert), key: absolutePath('CLIQ_TLS_KEY', tlsKey) }
    : null;

  let publicOrigin = env.CLIQ_PUBLIC_ORIGIN || null;
  if (!publicOrigin) {
    if (!local && apiMode !== 'mock') {
      throw new Error(
        "Set CLIQ_PUBLIC_ORIGIN to the site's address (e.g. https://cliq.example): nginx answers that host name " +
          'only, and tells the API server that host and scheme',
      );
    }
    const port = portOf(listen[0]);
    publicOrigin = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  }
  const site = new URL(origin('CLIQ_PUBLIC_ORIGIN', publicOrigin));
  if (tls && site.protocol !== 'https:') throw new Error('With CLIQ_TLS_CERT, CLIQ_PUBLIC_ORIGIN must be https');
  const https_ = site.protocol === 'https:';
  const hostname = site.hostname;
  const aliases = words(env.CLIQ_SERVER_ALIASES).map((name) => plain('CLIQ_SERVER_ALIASES', name));
  const serverNames = [...new Set([hostname, ...aliases, ...(local || apiMode === 'mock' ? LOCAL_NAMES : [])])];

  const redirectListen = words(env.CLIQ_REDIRECT_LISTEN).map(listenAddress);
  if (redirectListen.length > 0 && !https_) {
    throw new Error('CLIQ_REDIRECT_LISTEN redirects to an https site: CLIQ_PUBLIC_ORIGIN must be https');
  }
  const hstsSetting = (env.CLIQ_HSTS ?? '').trim();
  if (hstsSetting && hstsSetting !== 'off' && !/^max-age=\d+(; ?includeSubDomains)?(; ?preload)?$/i.test(hstsSetting)) {
    throw new Error(`CLIQ_HSTS must be off or a value such as ${DEFAULT_HSTS}; includeSubDomains, not ${hstsSetting}`);
  }
  const hsts = https_ && hstsSetting !== 'off' ? hstsSetting || DEFAULT_HSTS : null;

  const { reportUrl, origin: reportOrigin } = reportUrlFrom(env.CLIQ_REPORT_URL);
  const reportCollector = reportCollectorFrom(env.CLIQ_REPORT_COLLECTOR, reportUrl, apiMode);
  const vitalsText = (env.CLIQ_VITALS_SAMPLE_RATE ?? '').trim();
  const vitalsSampleRate = vitalsText === '' ? null : Number(vitalsText);
  if (vitalsSampleRate !== null && !(/^[0-9.]+$/.test(vitalsText) && vitalsSampleRate >= 0 && vitalsSampleRate <= 1)) {
    throw new Error(`CLIQ_VITALS_SAMPLE_RATE must be a number from 0 to 1, not ${JSON.stringify(vitalsText)}`);
  }
  const user = env.CLIQ_USER ? env.CLIQ_USER : local ? localWorkerUser() : DEFAULT_USER;
  if (user !== null && !/^[a-z_][a-z0-9_-]*$/i.test(user)) {
    throw new Error(`CLIQ_USER must be a user name, not ${JSON.stringify(user)}`);
  }
  const dist = resolve(env.CLIQ_DIST || join(root, 'dist'));
  const brotli = env.CLIQ_BROTLI !== '0' && existsSync(BROTLI_MODULE);
  return {
    dist,
    previousDist: env.CLIQ_PREVIOUS_DIST ? absolutePath('CLIQ_PREVIOUS_DIST', env.CLIQ_PREVIOUS_DIST) : null,
    listen,
    publicOrigin: site.origin,
    publicHost: site.host,
    publicPort: site.port || (https_ ? '443' : '80'),
    serverNames,
    tls,
    redirectListen,
    hsts,
    realIpFrom: words(env.CLIQ_REAL_IP_FROM).map(realIpSource),
    apiMode,
    apiTarget,
    apiCa: apiTarget?.startsWith('https:') ? absolutePath('CLIQ_API_CA', env.CLIQ_API_CA || SYSTEM_CA_BUNDLE) : null,
    mock: apiMode === 'mock' ? `http://${env.MOCK_HOST || '127.0.0.1'}:${Number(env.MOCK_PORT || 4010)}` : null,
    apiBase,
    apiBaseOrigin,
    reportUrl,
    reportOrigin,
    reportCollector,
    vitalsSampleRate,
    user,
    wellKnownRoot: env.CLIQ_WELL_KNOWN_ROOT ? absolutePath('CLIQ_WELL_KNOWN_ROOT', env.CLIQ_WELL_KNOWN_ROOT) : dist,
    include: env.CLIQ_INCLUDE ? absolutePath('CLIQ_INCLUDE', env.CLIQ_INCLUDE) : null,
    runtimeDir: env.CLIQ_RUNTIME_DIR || null,
    accessLog: env.CLIQ_ACCESS_LOG || null,
    workers: String(env.CLIQ_WORKERS || 'auto'),
    brotli,
    mockCookies: null,
    mockUploads: null,
  };
}

/** The mock's details (the contract's session cookies, the sample images), from the checkout's mock-server/. */
export async function withMockDetails(settings) {
  if (settings.apiMode !== 'mock') return settings;
  const { sessionCookieNames, TASK_IMAGES_DIR } = await import('../../mock-server/dev-proxy.mjs').catch((error) => {
    throw new Error(`The mock (--mock) needs a checkout of the web client with npm ci done: ${error.message}`);
  });
  return { ...settings, mockCookies: sessionCookieNames(), mockUploads: TASK_IMAGES_DIR };
}

/** nginx maps that add each missing session cookie of the contract to the Cookie header ($cliq_mock_cookie). */
export function mockCookieMaps(names) {
  if (names.length === 0) return 'map $http_cookie $cliq_mock_cookie { default $http_cookie; }';
  return names
    .map((name, index) => {
      const source = index === 0 ? '$http_cookie' : `$cliq_mock_cookie_${index}`;
      const target = index === names.length - 1 ? '$cliq_mock_cookie' : `$cliq_mock_cookie_${index + 1}`;
      const escaped = plain('cookie name', name).replace(/[.+*?^()|[\]]/g, '\\$&');
      return [
        `map ${source} ${target} {`,
        `        "~(^|;)[ ]*${escaped}="  ${source};`,
        `        ""  "${name}=mock";`,
        `        default  "${source}; ${name}=mock";`,
        '    }',
      ].join('\n');
    })
    .join('\n    ');
}

/**
 * config.js as the app reads it (src/config/env.ts): apiBase and reportUrl, from the same settings as the CSP, and
 * vitalsSampleRate when CLIQ_VITALS_SAMPLE_RATE is set. nginx serves it from the configuration itself, so it
 * survives every release and cannot disagree with the CSP.
 */
export function configScript(settings) {
  const config = { apiBase: settings.apiBase, reportUrl: settings.reportUrl };
  if (typeof settings.vitalsSampleRate === 'number') config.vitalsSampleRate = settings.vitalsSampleRate;
  return (
    '// Runtime settings of the Cliq web client, written by deploy/nginx/nginx.mjs from CLIQ_API_BASE, ' +
    'CLIQ_REPORT_URL and CLIQ_VITALS_SAMPLE_RATE: change those and render again.\n' +
    `window.__CLIQ_CONFIG__ = ${JSON.stringify(config)};\n`
  );
}

/** Lines indented for a server block (8 spaces) or deeper. */
const indent = (lines, depth = 2) => lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line)).join('\n');

/**
 * The health and readiness checks' locations, the same in every server (the site's, the default one answering by
 * address, the plain-http redirect). `apiTarget`: the API server's origin, or null when /api is not proxied here
 * (the readiness check is then the health check).
 */
export function probeLocations(apiTarget) {
  const build = ['if (!-f $document_root/200.html) {', '    return 503 "no build\\n";', '}'];
  const plainText = ['access_log off;', 'default_type text/plain;'];
  const lines = [`location = ${HEALTH_PATH} {`, ...plainText.map((l) => `    ${l}`), ...build.map((l) => `    ${l}`)];
  lines.push('    return 200 "ok\\n";', '}');
  lines.push(`location = ${READY_PATH} {`, ...plainText.map((l) => `    ${l}`), ...build.map((l) => `    ${l}`));
  if (!apiTarget) {
    lines.push('    return 200 "ready\\n";', '}');
    return indent(lines);
  }
  lines.push(
    // auth_request runs before the content: a 2xx of the subrequest lets the request through to @cliq_ready, any
    // other answer (or none within the timeouts) ends as 401, 403 or 500, which become 503.
    `    auth_request ${READY_PATH}-api;`,
    '    error_page 401 403 500 = @cliq_api_down;',
    // The root is a folder, never a file: always on to @cliq_ready.
    '    try_files "" @cliq_ready;',
    '}',
    `location = ${READY_PATH}-api {`,
    '    internal;',
    `    proxy_pass ${apiTarget}${READY_API_PATH};`,
    '    proxy_method GET;',
    '    proxy_pass_request_headers off;',
    '    proxy_pass_request_body off;',
    '    proxy_set_header Content-Length "";',
    '    proxy_connect_timeout 2s;',
    '    proxy_read_timeout 5s;',
    '}',
    'location @cliq_ready {',
    ...plainText.map((l) => `    ${l}`),
    '    return 200 "ready\\n";',
    '}',
    'location @cliq_api_down {',
    ...plainText.map((l) => `    ${l}`),
    '    return 503 "api unavailable\\n";',
    '}',
  );
  return indent(lines);
}

/** The proxy_set_header lines that clear CLEARED_HEADERS, each family under its comment. */
function clearedHeaderLines() {
  return indent(
    Object.entries(CLEARED_HEADERS).flatMap(([what, names]) => [
      `# Cleared: ${what}.`,
      ...names.map((name) => `proxy_set_header ${name} "";`),
    ]),
  );
}

/** The configuration text for `settings` (see settingsFrom; withMockDetails for --mock); `runtimeDir` must be set. */
export function renderConfig(settings, template = readFileSync(TEMPLATE, 'utf8')) {
  if (!settings.runtimeDir) throw new Error('renderConfig needs a runtime directory (CLIQ_RUNTIME_DIR)');
  if (!isAbsolute(settings.runtimeDir)) throw new Error('The runtime directory must be an absolute path');
  if (settings.apiMode === 'mock' && !settings.mockCookies) throw new Error('The mock needs withMockDetails()');
  const runtimeDir = plain('CLIQ_RUNTIME_DIR', settings.runtimeDir);
  const listenLines = (addresses, extra) => addresses.map((address) => `        listen ${address}${extra};`).join('\n');
  const tlsListen = settings.tls ? ' ssl http2' : '';
  const script = configScript(settings);
  if (/['\\$]/.test(script.replaceAll('\n', ''))) throw new Error('config.js cannot be written into the configuration');
  const connectOrigins = [...new Set([settings.apiBaseOrigin, settings.reportOrigin].filter(Boolean))];
  const apiOrigin = settings.apiTarget ?? (settings.mock ? plain('MOCK_HOST/MOCK_PORT', settings.mock) : null);
  const reportCollector =
    settings.reportCollector === 'api' ? `${apiOrigin}${settings.reportUrl}` : settings.reportCollector;
  const values = {
    CLIQ_BROTLI_MODULE: BROTLI_MODULE,
    CLIQ_WORKERS: plain('CLIQ_WORKERS', settings.workers),
    CLIQ_USER: settings.user ?? '',
    CLIQ_RUNTIME_DIR: runtimeDir,
    CLIQ_ACCESS_LOG:
      settings.accessLog === 'off'
        ? 'off'
        : `${absolutePath('CLIQ_ACCESS_LOG', settings.accessLog ?? `${runtimeDir}/access.log`)} cliq`,
    CLIQ_APP_ROUTES: readFileSync(APP_ROUTES, 'utf8')
      .trimEnd()
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .map((line) => (line ? `    ${line}` : line))
      .join('\n'),
    CLIQ_LISTEN_DEFAULT: listenLines(settings.listen, ` default_server${tlsListen}`),
    CLIQ_LISTEN_APP: listenLines(settings.listen, tlsListen),
    CLIQ_LISTEN_REDIRECT: listenLines(settings.redirectListen, ' default_server'),
    CLIQ_SERVER_NAMES: settings.serverNames.map((name) => plain('server name', name)).join(' '),
    CLIQ_PUBLIC_ORIGIN: plain('CLIQ_PUBLIC_ORIGIN', settings.publicOrigin),
    CLIQ_PUBLIC_SCHEME: settings.publicOrigin.startsWith('https:') ? 'https' : 'http',
    CLIQ_PUBLIC_HOST: plain('CLIQ_PUBLIC_ORIGIN', settings.publicHost),
    CLIQ_PUBLIC_PORT: plain('CLIQ_PUBLIC_ORIGIN', settings.publicPort),
    CLIQ_CLEARED_HEADERS: clearedHeaderLines(),
    CLIQ_TLS_CERT: settings.tls?.cert ?? '',
    CLIQ_TLS_KEY: settings.tls?.key ?? '',
    CLIQ_HSTS: settings.hsts ?? '',
    CLIQ_REAL_IP_FROM: settings.realIpFrom.map((source) => `    set_real_ip_from ${source};`).join('\n'),
    CLIQ_DIST: plain('CLIQ_DIST', settings.dist),
    CLIQ_PREVIOUS_DIST: settings.previousDist ?? '',
    CLIQ_WELL_KNOWN_ROOT: plain('CLIQ_WELL_KNOWN_ROOT', settings.wellKnownRoot),
    CLIQ_INCLUDE: settings.include ?? '',
    CLIQ_API_TARGET: apiOrigin ?? '',
    CLIQ_API_CA: settings.apiCa ?? '',
    CLIQ_IMG_ORIGINS: settings.apiBaseOrigin ? ` ${settings.apiBaseOrigin}` : '',
    CLIQ_CONNECT_ORIGINS: connectOrigins.map((value) => ` ${value}`).join(''),
    CLIQ_CSP_REPORT: settings.reportUrl ? '$cliq_csp_report_to' : '',
    CLIQ_REPORT_URL: settings.reportUrl,
    CLIQ_REPORT_COLLECTOR: reportCollector ?? '',
    CLIQ_CONFIG_JS: script.replaceAll('\n', '\\n'),
    CLIQ_COOKIE_FLAGS: `${settings.publicOrigin.startsWith('https:') ? 'secure ' : ''}httponly samesite=lax`,
    CLIQ_PROBES: probeLocations(settings.apiMode === 'none' ? null : apiOrigin),
    CLIQ_NONCE_PLACEHOLDER: CSP_NONCE_PLACEHOLDER,
    CLIQ_MOCK_COOKIE_MAPS: settings.apiMode === 'mock' ? mockCookieMaps(settings.mockCookies) : '',
    CLIQ_MOCK_UPLOADS: settings.apiMode === 'mock' ? plain('mock uploads', settings.mockUploads) : '',
  };
  const switches = {
    mock: settings.apiMode === 'mock',
    backend: settings.apiMode === 'backend',
    proxy: settings.apiMode !== 'none',
    noapi: settings.apiMode === 'none',
    https: Boolean(settings.apiCa),
    tls: Boolean(settings.tls),
    redirect: settings.redirectListen.length > 0,
    hsts: Boolean(settings.hsts),
    realip: settings.realIpFrom.length > 0,
    report: Boolean(settings.reportUrl),
    collector: Boolean(reportCollector),
    user: Boolean(settings.user),
    previous: Boolean(settings.previousDist),
    noprevious: !settings.previousDist,
    include: Boolean(settings.include),
    brotli: settings.brotli,
  };
  const lines = [];
  for (const line of template.split('\n')) {
    const marker = /^#@(\w+) ?/.exec(line);
    if (!marker) {
      lines.push(line);
      continue;
    }
    if (!(marker[1] in switches)) throw new Error(`Unknown switch #@${marker[1]} in ${TEMPLATE}`);
    if (switches[marker[1]]) lines.push(line.slice(marker[0].length));
  }
  return lines.join('\n').replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`Unknown setting \${${name}} in ${TEMPLATE}`);
    return values[name];
  });
}

/** KEY=VALUE lines (a systemd EnvironmentFile: # comments, optional quotes around a value). */
export function readSettingsFile(file) {
  const values = {};
  for (const [index, raw] of readFileSync(file, 'utf8').split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`${file}:${index + 1}: not KEY=VALUE: ${line}`);
    const value = match[2].trim();
    values[match[1]] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return values;
}

/** The address nginx answers on, for its URL (this machine's, for a wildcard address). */
function listenUrl(listen, tls) {
  const match = /^(?:(.+):)?(\d+)$/.exec(listen);
  const host =
    !match?.[1] || match[1] === '*' || match[1] === '0.0.0.0' || match[1] === '[::]' ? '127.0.0.1' : match[1];
  return `${tls ? 'https' : 'http'}://${host}:${match?.[2] ?? 80}`;
}

/** One GET to nginx as a visitor of the site (its host name, over TLS its server name), any reply will do. */
function knock(address, settings) {
  const target = new URL(HEALTH_PATH, address);
  const hostname = new URL(settings.publicOrigin).hostname;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const request = client.get(
      target,
      {
        headers: { host: settings.publicHost },
        servername: isIP(hostname) ? undefined : hostname,
        rejectUnauthorized: false,
        timeout: 2_000,
      },
      (reply) => {
        reply.resume();
        reply.on('end', done);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', fail);
  });
}

/**
 * Renders the configuration into a runtime directory and starts nginx in the foreground on it. `overrides` are
 * CLIQ_* settings that win over `env`. Resolves once nginx answers, with
 * { child, url, runtimeDir, configFile, settings, stop() }; rejects with nginx's error output.
 */
export async function startNginx(
  overrides = {},
  { env = process.env, quiet = false, mock = false, local = true } = {},
) {
  const binary = findNginx(env);
  if (!binary) throw new Error('nginx is not installed (node scripts/ensure-nginx.mjs installs it)');
  const settings = await withMockDetails(settingsFrom({ ...env, ...overrides }, { mock, local }));
  if (!existsSync(join(settings.dist, 'index.html')))
    throw new Error(`${settings.dist}/index.html is missing: build first`);
  const ownDir = !settings.runtimeDir;
  const runtimeDir = settings.runtimeDir ?? mkdtempSync(join(tmpdir(), 'cliq-nginx-'));
  mkdirSync(runtimeDir, { recursive: true });
  // Workers of another user than the master's (CLIQ_USER) still reach the temporary directories.
  chmodSync(runtimeDir, 0o755);
  const configFile = join(runtimeDir, 'nginx.conf');
  writeFileSync(configFile, renderConfig({ ...settings, runtimeDir }));

  // With umask 027, as the systemd unit runs it (UMask=0027): the logs nginx creates are 0640, never world-readable.
  // (sh execs nginx, so the child's pid is nginx's own.)
  const args = ['-p', `${runtimeDir}/`, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'];
  const child = spawn('/bin/sh', ['-c', 'umask 027 && exec "$0" "$@"', binary, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Registered first, so the directory goes before anyone else hears of the exit (a caller may exit the process then).
  child.once('exit', () => {
    if (ownDir) rmSync(runtimeDir, { recursive: true, force: true });
  });
  let log = '';
  child.stderr.on('data', (chunk) => {
    log += chunk.toString();
    if (!quiet) process.stderr.write(chunk);
  });
  const url = listenUrl(settings.listen[0], Boolean(settings.tls));
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });

  await new Promise((ready, fail) => {
    const started = Date.now();
    const onExit = (code) => fail(new Error(`nginx exited (${code}) before answering:\n${log}`));
    child.once('exit', onExit);
    const poll = async () => {
      if (child.exitCode !== null) return;
      try {
        await knock(url, settings);
        child.off('exit', onExit);
        ready();
        return;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 20_000) {
        child.off('exit', onExit);
        child.kill('SIGTERM');
        fail(new Error(`nginx did not answer on ${url} within 20 s:\n${log}`));
        return;
      }
      setTimeout(poll, 100);
    };
    void poll();
  });
  return { child, url, runtimeDir, configFile, settings, stop, log: () => log };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const usage =
    'Usage: node deploy/nginx/nginx.mjs render [--settings FILE] [--mock] [--out FILE] | run [--settings FILE] [--mock]';
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { settings: { type: 'string' }, mock: { type: 'boolean' }, out: { type: 'string' } },
    });
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  const { values: flags, positionals } = parsed;
  const [command] = positionals;
  const fail = (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  };
  let env = process.env;
  try {
    if (flags.settings) env = { ...readSettingsFile(flags.settings), ...process.env };
  } catch (error) {
    fail(error);
  }
  if (command === 'render') {
    try {
      const settings = await withMockDetails(settingsFrom(env, { mock: Boolean(flags.mock) }));
      const text = renderConfig({ ...settings, runtimeDir: settings.runtimeDir ?? '/var/lib/cliq-nginx' });
      if (flags.out) writeFileSync(flags.out, text);
      else process.stdout.write(text);
    } catch (error) {
      fail(error);
    }
  } else if (command === 'run') {
    const nginx = await startNginx({}, { env, mock: Boolean(flags.mock) }).catch(fail);
    console.log(`nginx serves ${nginx.settings.dist} at ${nginx.url} (configuration: ${nginx.configFile})`);
    const stop = () => void nginx.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    nginx.child.on('exit', (code) => process.exit(code ?? 1));
  } else {
    console.error(usage);
    process.exit(2);
  }
}
