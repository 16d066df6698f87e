#!/usr/bin/env node
// npm run serve: the production build as it is deployed: dist/ behind nginx with the reference configuration
// (deploy/nginx: CSP with a nonce per response, cache rules, 404 for unknown paths) and the Prism mock behind /api.
//
//   npm run serve                       builds first when dist/ is missing or older than the sources, then serves it
//                                       at http://127.0.0.1:4180 (Prism on 127.0.0.1:4010, or MOCK_PORT)
//   npm run serve -- --port 8080        another port (or CLIQ_LISTEN=host:port)
//   CLIQ_API_TARGET=http://host:port npm run serve    /api to that server instead, no mock started
//
// Flags: --port N, --dist DIR (serve that build; with --no-build it must exist), --no-build, --no-prism (a Prism
// already runs at MOCK_HOST:MOCK_PORT: the Playwright `production` project starts its own). Every other setting is
// an environment variable of deploy/nginx/nginx.mjs. nginx comes from Debian: when it is missing and this is root,
// it is installed with apt-get (scripts/ensure-nginx.mjs); otherwise the script says what to install.
// Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startNginx } from '../deploy/nginx/nginx.mjs';
import { startPrism } from '../mock-server/start.mjs';
import { ensureNginx } from './ensure-nginx.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = parseArgs({
  options: {
    port: { type: 'string' },
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-prism': { type: 'boolean', default: false },
  },
});
const dist = resolve(root, flags.dist ?? 'dist');
const started = performance.now();
const stops = [];
let stopping = false;

async function stopAll(code = 0) {
  stopping = true;
  await Promise.allSettled(stops.map((stop) => stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// What the build is made from: when any of it is newer than dist/index.html, the build is stale.
const SOURCES = [
  'src',
  'generated',
  'public',
  'index.html',
  'vite.config.ts',
  'build',
  'package-lock.json',
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function buildReason() {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return `${index} is missing`;
  const built = statSync(index).mtimeMs;
  const stale = SOURCES.find((source) => newestChange(join(root, source)) > built);
  return stale ? `${stale} changed since the last build` : null;
}

try {
  ensureNginx();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

if (!flags['no-build']) {
  const reason = buildReason();
  if (reason) {
    console.log(`Building (${reason})…`);
    const build = spawn(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
    });
    const code = await new Promise((done) => build.on('exit', done));
    if (code) {
      console.error(`The build failed (${code}).`);
      process.exit(code);
    }
  }
} else if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html is missing: build first (npx vite build --outDir ${dist})`);
  process.exit(1);
}

let api = process.env.CLIQ_API_TARGET;
if (!api && !flags['no-prism']) {
  const mock = await startPrism({ quiet: true }).catch((error) => {
    console.error(`Could not start the Prism mock: ${error.message}`);
    console.error('Is its port in use? Set MOCK_PORT to another port, or stop the other mock.');
    process.exit(1);
  });
  stops.push(async () => {
    mock.child.kill('SIGTERM');
  });
  console.log(`Mock API (Prism) at ${mock.url}/api, ready in ${(mock.ms / 1000).toFixed(1)} s`);
}
api ||= `the Prism mock at http://${process.env.MOCK_HOST || '127.0.0.1'}:${process.env.MOCK_PORT || 4010}`;

// Without a target, /api goes to the mock: said explicitly (--mock), as the renderer requires outside this script.
const nginx = await startNginx(
  { CLIQ_DIST: dist, ...(flags.port ? { CLIQ_LISTEN: `127.0.0.1:${flags.port}` } : {}) },
  { mock: !process.env.CLIQ_API_TARGET },
).catch(async (error) => {
  console.error(`Could not start nginx: ${error.message}`);
  await stopAll(1);
});
stops.push(nginx.stop);
nginx.child.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`nginx stopped (${code ?? signal})`);
  void stopAll(code || 1);
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nCliq (${dist}, behind nginx) is running at ${nginx.url} (${seconds} s). Ctrl+C stops it.`);
console.log(`  /api → ${api}`);
console.log(`  configuration: ${nginx.configFile}`);
