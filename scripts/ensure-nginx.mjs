#!/usr/bin/env node
// Makes sure Debian's nginx is there for `npm run serve` and the Playwright `production` project, like
// ensure-chromium.mjs does for Chromium.
//   node scripts/ensure-nginx.mjs      exit 0: ready; exit 1: missing and not installable from here
// NGINX_PATH overrides /usr/sbin/nginx. When it is missing and we are root with apt-get, `nginx` is installed, and
// Debian's brotli module (libnginx-mod-http-brotli-filter) with it when the package exists (brotli is optional:
// without it the configuration serves gzip only).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BROTLI_MODULE, findNginx } from '../deploy/nginx/nginx.mjs';

export const NGINX_HINT =
  "Install Debian's nginx: sudo apt-get install -y nginx libnginx-mod-http-brotli-filter (the module is optional), " +
  'or set NGINX_PATH';

/** nginx's version line, or null when it does not run. */
function nginxVersion(binary) {
  const result = spawnSync(binary, ['-v'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) return null;
  return (result.stderr || result.stdout).trim() || '(no version printed)';
}

function run(command, args, log) {
  log(`$ ${command} ${args.join(' ')}`);
  // RUNLEVEL=1 keeps the package from starting its own nginx service on port 80 (invoke-rc.d reads it).
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' },
  });
  return result.status === 0;
}

/**
 * Returns the nginx binary, installing Debian's nginx first when it is missing and this is root with apt-get.
 * Throws with what to install otherwise.
 */
export function ensureNginx({ log = console.log } = {}) {
  const found = findNginx();
  const version = found && nginxVersion(found);
  if (found && version) return { binary: found, version, brotli: existsSync(BROTLI_MODULE) };

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((path) => existsSync(path));
  if (!isRoot || !aptGet || process.env.NGINX_PATH) {
    const why = process.env.NGINX_PATH
      ? `NGINX_PATH=${process.env.NGINX_PATH} does not exist or does not run`
      : `nginx is missing${isRoot ? '' : ' (and this is not root)'}${aptGet ? '' : ' (and apt-get is not available)'}`;
    throw new Error(`nginx is not available: ${why}.\n${NGINX_HINT}`);
  }
  log("nginx is missing: installing Debian's nginx with apt-get…");
  if (!run(aptGet, ['update'], log) || !run(aptGet, ['install', '-y', 'nginx'], log)) {
    throw new Error(`apt-get could not install nginx.\n${NGINX_HINT}`);
  }
  if (!run(aptGet, ['install', '-y', 'libnginx-mod-http-brotli-filter'], log)) {
    log('The brotli module did not install: nginx serves gzip only.');
  }
  const binary = findNginx();
  const installed = binary && nginxVersion(binary);
  if (!binary || !installed) throw new Error(`nginx was installed but does not run.\n${NGINX_HINT}`);
  return { binary, version: installed, brotli: existsSync(BROTLI_MODULE) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { binary, version, brotli } = ensureNginx();
    console.log(`nginx ready: ${binary} (${version}; brotli ${brotli ? 'on' : 'not installed: gzip only'})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
