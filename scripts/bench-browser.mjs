// @ts-check
// The one way the benchmarks (scripts/bench-*.mjs) serve a build and open it: Vite's preview of dist/ (or another
// build folder) on the dev and preview servers' config (mock-server/vite.servers.config.ts: /api proxied to the
// Prism mock, or to CLIQ_API_TARGET), and Debian's full Chromium (CHROMIUM_PATH names another). The benchmarks keep
// the full Chromium, not the tests' headless shell (scripts/test-browser.mjs): they measure what visitors' browsers
// do.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The browser the benchmarks launch. */
export const BENCH_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The dev and preview servers' Vite config. */
export const SERVERS_CONFIG = join(root, 'mock-server/vite.servers.config.ts');

/**
 * Serves a build with Vite's preview server, in this process. `port`: BENCH_PORT, or any free one (a shared machine:
 * each session its own). `config`: another Vite config (the Lighthouse floor page's, which has no proxy).
 * @param {{ dist?: string; port?: number; config?: string }} [options]
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function serveDist({
  dist = join(root, 'dist'),
  port = Number(process.env.BENCH_PORT) || 0,
  config = SERVERS_CONFIG,
} = {}) {
  const { preview } = await import('vite');
  const server = await preview({
    root,
    configFile: config,
    logLevel: 'silent',
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port, strictPort: port !== 0, open: false },
  });
  const address = server.httpServer.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => server.close(),
  };
}

/**
 * Launches the benchmarks' Chromium (playwright-core), headless, with `args` beside the usual ones.
 * @param {string[]} [args]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchChromium(args = []) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: BENCH_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...args],
  });
}
