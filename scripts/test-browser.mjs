// @ts-check
// The browser the Playwright tests drive (playwright.config.ts, scripts/ensure-chromium.mjs): CHROMIUM_PATH when set,
// else Debian's chromium-headless-shell, else Debian's full Chromium. The headless shell is the build Playwright
// itself runs headless tests in (its `chromium-headless-shell`, never downloaded here): no browser UI, no GPU
// process work to speak of. Measured on the whole e2e run on 2 cores: 1894 CPU-seconds and 14.9 min with the full
// Chromium, 1263 CPU-seconds and 9.9 min with the headless shell. The benchmarks (scripts/bench-*.mjs) keep the
// full Chromium: they measure what visitors' browsers do.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';
export const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';

/**
 * The executable the tests launch.
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [exists]
 * @returns {string}
 */
export function testBrowserPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) || !exists(CHROMIUM) ? HEADLESS_SHELL : CHROMIUM;
}
