#!/usr/bin/env node
// Makes sure the browser the Playwright tests drive is there (no browser is ever downloaded by Playwright here):
// Debian's chromium-headless-shell (scripts/test-browser.mjs says why), else its full Chromium.
//   node scripts/ensure-chromium.mjs      exit 0: ready; exit 1: missing and not installable from here
// CHROMIUM_PATH overrides the choice. When neither browser is there and we are root with apt-get, the headless shell
// is installed; when only the full Chromium is there, the tests use it (slower) and a note says how to get the shell.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL, HEADLESS_SHELL_PACKAGE, testBrowserPath } from './test-browser.mjs';

const HINT = `Install Debian's headless Chromium: sudo apt-get install -y ${HEADLESS_SHELL_PACKAGE}, or set CHROMIUM_PATH`;

/** Returns the browser's version line, or null when it is missing or does not run. */
function versionOf(executable) {
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

const ready = (executable, version) => {
  console.log(`Test browser ready: ${executable} (${version})`);
  if (executable === CHROMIUM && !process.env.CHROMIUM_PATH)
    console.log(
      `  (the tests run about 1.5x faster in ${HEADLESS_SHELL}: apt-get install -y ${HEADLESS_SHELL_PACKAGE})`,
    );
  process.exit(0);
};

const executable = testBrowserPath();
let version = versionOf(executable);
if (version) ready(executable, version);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((path) => existsSync(path));
if (!isRoot || !aptGet || process.env.CHROMIUM_PATH) {
  const why = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH=${executable} does not exist or does not run`
    : `${executable} is missing` +
      `${isRoot ? '' : ' (and this is not root)'}${aptGet ? '' : ' (and apt-get is not available)'}`;
  console.error(`No browser for the tests: ${why}.\n${HINT}`);
  process.exit(1);
}

console.log(`${HEADLESS_SHELL} is missing: installing Debian's ${HEADLESS_SHELL_PACKAGE} with apt-get…`);
if (!run(aptGet, ['update']) || !run(aptGet, ['install', '-y', HEADLESS_SHELL_PACKAGE])) {
  console.error(`apt-get could not install ${HEADLESS_SHELL_PACKAGE}.\n${HINT}`);
  process.exit(1);
}
version = versionOf(HEADLESS_SHELL);
if (!version) {
  console.error(`${HEADLESS_SHELL_PACKAGE} was installed but ${HEADLESS_SHELL} still does not run.\n${HINT}`);
  process.exit(1);
}
ready(HEADLESS_SHELL, version);
