#!/usr/bin/env node
// LCP of `/` prerendered (dist/index.html) against the same build rendered on the client (dist/200.html, the shell,
// served at `/`), measured side by side in one run with Debian's Chromium and Lighthouse's mobile "devtools"
// throttling applied through the DevTools protocol: 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down.
//
//   npx vite build && node scripts/bench-lcp.mjs [--dist DIR] [--runs 5] [--max-ratio 0.5] [/route]
//
// Each variant is served gzipped by a small static server of this script (no CSP: the nonce placeholder stays, as
// with `vite preview`); every run uses a new browser context (empty cache), the variants alternating. Prints the
// median FCP and LCP of each, their ratio, and the gzipped JavaScript `/` loads. With --max-ratio, exits 1 when the
// prerendered LCP is more than that fraction of the client-rendered one.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './bench-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: join(root, 'dist') },
    runs: { type: 'string', default: '5' },
    'max-ratio': { type: 'string' },
  },
});
const dist = resolve(values.dist);
const runs = Number(values.runs);
const route = positionals[0] ?? '/';
const prerenderedFile = route === '/' ? 'index.html' : `${route.replace(/^\/+|\/+$/g, '')}.html`;
for (const file of [prerenderedFile, '200.html']) {
  if (!existsSync(join(dist, file))) {
    console.error(`${dist}/${file} is missing: build first (npx vite build)`);
    process.exit(1);
  }
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
const gzipped = new Map();
/** A static server of dist/ whose `route` is `page`; everything compressible is sent gzipped. */
function serve(page) {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = pathname === route ? join(dist, page) : normalize(join(dist, pathname));
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 6 }));
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    res.end(gzipped.get(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const variants = [
  { name: 'prerendered', server: await serve(prerenderedFile) },
  { name: 'client-rendered', server: await serve('200.html') },
];

const browser = await launchChromium(['--no-first-run']);

/** One page load: FCP, LCP (ms) and the gzipped JavaScript bytes it downloaded. */
async function measure(port) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let jsBytes = 0;
  const scripts = new Set();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
  });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(500);
  const result = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__lcp,
  }));
  await context.close();
  return { ...result, jsBytes };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const results = new Map(variants.map((variant) => [variant.name, []]));
try {
  for (let run = 0; run < runs; run += 1) {
    for (const variant of run % 2 ? [...variants].reverse() : variants) {
      results.get(variant.name).push(await measure(variant.server.address().port));
    }
  }
} finally {
  await browser.close();
  for (const variant of variants) variant.server.close();
}

console.log(`${route}: ${runs} load(s) per variant, 4x CPU slowdown, 150 ms RTT, 1.6 Mbit/s (${dist})`);
const lcp = {};
for (const [name, list] of results) {
  lcp[name] = median(list.map((result) => result.lcp));
  console.log(
    `  ${name.padEnd(16)} FCP ${(median(list.map((r) => r.fcp)) / 1000).toFixed(2)} s, ` +
      `LCP ${(lcp[name] / 1000).toFixed(2)} s (runs: ${list.map((r) => (r.lcp / 1000).toFixed(2)).join(', ')}), ` +
      `JS ${(median(list.map((r) => r.jsBytes)) / 1024).toFixed(1)} kB gz`,
  );
}
const ratio = lcp.prerendered / lcp['client-rendered'];
console.log(`  LCP ratio prerendered / client-rendered: ${ratio.toFixed(2)}`);
if (values['max-ratio'] !== undefined && !(ratio <= Number(values['max-ratio']))) {
  console.error(`the ratio ${ratio.toFixed(2)} is above ${values['max-ratio']}`);
  process.exit(1);
}
