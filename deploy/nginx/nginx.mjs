#!/usr/bin/env node
// The reference nginx configuration (deploy/nginx/cliq.conf.template) made ready to run, and nginx started on it.
//
//   node deploy/nginx/nginx.mjs render [--out FILE]   the configuration for the settings in the environment
//   node deploy/nginx/nginx.mjs run                    nginx in the foreground on it (Ctrl+C stops it)
//
// npm run serve (scripts/serve.mjs) and the Playwright `production` project use startNginx() below.
//
// Settings (environment variables; the same names as the dev proxy where they overlap, mock-server/dev-proxy.mjs):
//   CLIQ_DIST          the build to serve (default: dist/ of this repository)
//   CLIQ_LISTEN        nginx's `listen` (default 127.0.0.1:4180; a port alone listens on every address)
//   CLIQ_API_TARGET    the API server /api and /uploads go to, an origin such as http://10.0.0.5:3000; without it,
//                      /api goes to the Prism mock at MOCK_HOST:MOCK_PORT (127.0.0.1:4010) with the mock's session
//                      cookie added, and /uploads/tasks/ serves mock-server/uploads/tasks/
//   CLIQ_API_ORIGIN    origin(s) the page may call and load images from besides its own: the origin of apiBase in
//                      config.js when the API is on another origin (space-separated; default none)
//   CLIQ_RUNTIME_DIR   pid file, temporary files and the access log (default: a new directory under /tmp for run,
//                      /var/lib/cliq-nginx for render)
//   CLIQ_ACCESS_LOG    where requests are logged (default <runtime dir>/access.log; `off` for none)
//   CLIQ_WORKERS       worker_processes (default auto)
//   CLIQ_BROTLI        0 to leave brotli off even when Debian's module is installed
//   NGINX_PATH         the nginx binary (default /usr/sbin/nginx)
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sessionCookieNames, TASK_IMAGES_DIR } from '../../mock-server/dev-proxy.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');

/** What Vite writes where the nonce goes (html.cspNonce, vite.config.ts); nginx puts the request id there. */
export const CSP_NONCE_PLACEHOLDER = 'CLIQ_CSP_NONCE';
export const TEMPLATE = join(here, 'cliq.conf.template');
/** The map of the app's routes, copied into the configuration. */
export const APP_ROUTES = join(here, 'app-routes.conf');
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const DEFAULT_LISTEN = '127.0.0.1:4180';

/** The nginx binary, or null when there is none. */
export function findNginx(env = process.env) {
  const candidates = env.NGINX_PATH ? [env.NGINX_PATH] : ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** A value that goes into the configuration as it is: no spaces, quotes, semicolons, braces or `$`. */
function plain(name, value) {
  if (typeof value !== 'string' || value === '' || /[\s;{}"'$\\#]/.test(value)) {
    throw new Error(`${name} cannot be used in the nginx configuration: ${JSON.stringify(value)}`);
  }
  return value;
}

/** An origin (scheme, host, port) with nothing after it, as proxy_pass and the CSP need it. */
function origin(name, value, schemes = ['http:', 'https:']) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an origin such as https://api.example.com, not ${JSON.stringify(value)}`);
  }
  if (
    !schemes.includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/'
  ) {
    throw new Error(
      `${name} must be an origin such as https://api.example.com (no path), not ${JSON.stringify(value)}`,
    );
  }
  return plain(name, url.origin);
}

/**
 * The settings of one configuration, from the environment and the caller's overrides:
 * { dist, listen, apiTarget, mock, apiOrigins, runtimeDir, accessLog, workers, brotli }.
 */
export function settingsFrom(env = process.env, overrides = {}) {
  const apiTarget = overrides.apiTarget ?? (env.CLIQ_API_TARGET || null);
  const mockHost = env.MOCK_HOST || '127.0.0.1';
  const mockPort = Number(env.MOCK_PORT || 4010);
  const brotli = overrides.brotli ?? (env.CLIQ_BROTLI !== '0' && existsSync(BROTLI_MODULE));
  return {
    dist: resolve(overrides.dist ?? (env.CLIQ_DIST || join(root, 'dist'))),
    listen: String(overrides.listen ?? (env.CLIQ_LISTEN || DEFAULT_LISTEN)),
    apiTarget: apiTarget ? origin('CLIQ_API_TARGET', apiTarget) : null,
    mock: apiTarget ? null : `http://${mockHost}:${mockPort}`,
    apiOrigins: (overrides.apiOrigin ?? env.CLIQ_API_ORIGIN ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((value) => origin('CLIQ_API_ORIGIN', value, ['https:', 'http:'])),
    runtimeDir: overrides.runtimeDir ?? (env.CLIQ_RUNTIME_DIR || null),
    accessLog: overrides.accessLog ?? (env.CLIQ_ACCESS_LOG || null),
    workers: String(overrides.workers ?? (env.CLIQ_WORKERS || 'auto')),
    brotli,
  };
}

/** nginx maps that add each missing session cookie of the contract to the Cookie header ($cliq_mock_cookie). */
export function mockCookieMaps(names = sessionCookieNames()) {
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

/** The configuration text for `settings` (see settingsFrom); `runtimeDir` must be set. */
export function renderConfig(settings, template = readFileSync(TEMPLATE, 'utf8')) {
  if (!settings.runtimeDir) throw new Error('renderConfig needs a runtime directory (CLIQ_RUNTIME_DIR)');
  if (!isAbsolute(settings.runtimeDir)) throw new Error('The runtime directory must be an absolute path');
  const runtimeDir = plain('CLIQ_RUNTIME_DIR', settings.runtimeDir);
  const values = {
    CLIQ_BROTLI_MODULE: BROTLI_MODULE,
    CLIQ_WORKERS: plain('CLIQ_WORKERS', settings.workers),
    CLIQ_RUNTIME_DIR: runtimeDir,
    CLIQ_ACCESS_LOG:
      settings.accessLog === 'off' ? 'off' : plain('CLIQ_ACCESS_LOG', settings.accessLog ?? `${runtimeDir}/access.log`),
    CLIQ_APP_ROUTES: readFileSync(APP_ROUTES, 'utf8')
      .trimEnd()
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .map((line) => (line ? `    ${line}` : line))
      .join('\n'),
    CLIQ_LISTEN: plain('CLIQ_LISTEN', settings.listen),
    CLIQ_DIST: plain('CLIQ_DIST', settings.dist),
    CLIQ_API_TARGET: settings.apiTarget ?? plain('MOCK_HOST/MOCK_PORT', settings.mock),
    CLIQ_API_ORIGIN: settings.apiOrigins.map((value) => ` ${value}`).join(''),
    CLIQ_NONCE_PLACEHOLDER: CSP_NONCE_PLACEHOLDER,
    CLIQ_MOCK_COOKIE_MAPS: settings.apiTarget ? '' : mockCookieMaps(),
    CLIQ_MOCK_UPLOADS: plain('mock uploads', TASK_IMAGES_DIR),
  };
  const switches = { mock: !settings.apiTarget, backend: Boolean(settings.apiTarget), brotli: settings.brotli };
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

/** The port nginx listens on, for its URL. */
function listenUrl(listen) {
  const match = /^(?:(.+):)?(\d+)$/.exec(listen);
  if (!match) return null;
  const host = !match[1] || match[1] === '*' || match[1] === '0.0.0.0' ? '127.0.0.1' : match[1];
  return `http://${host}:${match[2]}`;
}

/**
 * Renders the configuration into a runtime directory and starts nginx in the foreground on it. Resolves once
 * nginx answers, with { child, url, runtimeDir, configFile, settings, stop() }; rejects with nginx's error output.
 */
export async function startNginx(overrides = {}, { env = process.env, quiet = false } = {}) {
  const binary = findNginx(env);
  if (!binary) throw new Error('nginx is not installed (node scripts/ensure-nginx.mjs installs it)');
  const settings = settingsFrom(env, overrides);
  if (!existsSync(join(settings.dist, 'index.html')))
    throw new Error(`${settings.dist}/index.html is missing: build first`);
  const ownDir = !settings.runtimeDir;
  const runtimeDir = settings.runtimeDir ?? mkdtempSync(join(tmpdir(), 'cliq-nginx-'));
  mkdirSync(runtimeDir, { recursive: true });
  // When the master process is root its workers run as nobody: they need to reach the temporary directories.
  chmodSync(runtimeDir, 0o755);
  const configFile = join(runtimeDir, 'nginx.conf');
  writeFileSync(configFile, renderConfig({ ...settings, runtimeDir }));

  const child = spawn(binary, ['-p', `${runtimeDir}/`, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'], {
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
  const url = listenUrl(settings.listen);
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
        const reply = await fetch(`${url}/config.js`, { signal: AbortSignal.timeout(2_000) });
        await reply.arrayBuffer();
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
  return { child, url, runtimeDir, configFile, settings, stop };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'render') {
    const out = rest[0] === '--out' ? rest[1] : null;
    const settings = settingsFrom(process.env);
    const text = renderConfig({ ...settings, runtimeDir: settings.runtimeDir ?? '/var/lib/cliq-nginx' });
    if (out) writeFileSync(out, text);
    else process.stdout.write(text);
  } else if (command === 'run') {
    const nginx = await startNginx().catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
    console.log(`nginx serves ${nginx.settings.dist} at ${nginx.url} (configuration: ${nginx.configFile})`);
    const stop = () => void nginx.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    nginx.child.on('exit', (code) => process.exit(code ?? 1));
  } else {
    console.error('Usage: node deploy/nginx/nginx.mjs render [--out FILE] | run');
    process.exit(2);
  }
}
