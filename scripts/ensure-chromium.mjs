#!/usr/bin/env node
// Makes sure Debian's Chromium is there for Playwright (no browser is ever downloaded by Playwright here).
//   node scripts/ensure-chromium.mjs      exit 0: ready; exit 1: missing and not installable from here
// CHROMIUM_PATH overrides /usr/bin/chromium. When it is missing and we are root with apt-get, it is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const executable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HINT = "Install Debian's chromium: sudo apt-get install -y chromium, or set CHROMIUM_PATH";

/** Returns Chromium's version line, or null when it is missing or does not run. */
function chromiumVersion() {
  if (!existsSync(executable)) return null;
  const result = spawnSync(executable, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (result.status !== 0) {
    console.error(`${executable} --version failed (${result.status ?? result.signal}): ${result.stderr.trim()}`);
    return null;
  }
  return result.stdout.trim().split('\n').pop() || '(no version printed)';
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let version = chromiumVersion();
if (version) {
  console.log(`Chromium ready: ${executable} (${version})`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((path) => existsSync(path));
if (!isRoot || !aptGet || process.env.CHROMIUM_PATH) {
  const why = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${executable} does not exist or does not run`
    : `${executable} is missing` +
      `${isRoot ? '' : ' (and this is not root)'}${aptGet ? '' : ' (and apt-get is not available)'}`;
  console.error(`Chromium is not available: ${why}.\n${HINT}`);
  process.exit(1);
}

console.log(`${executable} is missing: installing Debian's chromium with apt-get…`);
if (!run(aptGet, ['update']) || !run(aptGet, ['install', '-y', 'chromium'])) {
  console.error(`apt-get could not install chromium.\n${HINT}`);
  process.exit(1);
}
version = chromiumVersion();
if (!version) {
  console.error(`chromium was installed but ${executable} still does not run.\n${HINT}`);
  process.exit(1);
}
console.log(`Chromium ready: ${executable} (${version})`);
