#!/usr/bin/env node
// Measures the JavaScript a route downloads: serves dist/ with `vite preview` on a spare port (bench-browser.mjs), opens the route in
// Debian's Chromium, records every JS response and sums raw and gzip sizes.
//   npx vite build && node scripts/bench-bundle.mjs [/route ...] [--budget-kb 250] [--public]   (BENCH_PORT=n: the port)
// With --budget-kb, exits 1 when a route's gzipped JS exceeds the budget. With --public, measures every
// prerendered public page (dist/*.html) against the public pages' budgets (PUBLIC_BUDGETS_KB: 5 kB gz, /contact
// 8 kB; issue 39: they are documents, with no app code) and checks, from dist/.vite/chunks.json
// (build/chunk-report.mjs and build/prerender.mjs), that none downloads the app's entry, React, the router,
// Chakra or Emotion, nor any dashboard, advertiser, admin, login, registration or form-library code; a page over its
// budget or with such code makes the script exit 1. API calls are not answered (no mock is started): only the code a
// route loads is measured.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium, serveDist } from './bench-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const budgetIndex = args.indexOf('--budget-kb');
const budgetKb = budgetIndex >= 0 ? Number(args[budgetIndex + 1]) : undefined;
const publicCheck = args.includes('--public');
const routes = args.filter((arg, i) => arg.startsWith('/') && !(budgetIndex >= 0 && i === budgetIndex + 1));
if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('dist/ is missing: run `npx vite build` first');
  process.exit(1);
}
if (publicCheck) {
  // The prerendered pages: index.html is /, <name>.html is /<name>; 200.html is the app shell, not a page.
  for (const file of readdirSync(join(root, 'dist')).sort()) {
    if (!file.endsWith('.html') || file === '200.html' || file === '404.html') continue;
    routes.push(file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`);
  }
}
if (routes.length === 0) routes.push('/');

/** Each public page's budget of gzipped JavaScript, in kB (issue 39); the others' is `*`. */
const PUBLIC_BUDGETS_KB = { '*': 5, '/contact': 8 };

/** What no public page may download, by module (see the file's comment). */
const FORBIDDEN = [
  { what: "the app's entry", test: (name) => name === 'src/app/main.tsx' },
  {
    what: 'React, the router, Chakra or Emotion',
    test: (name) =>
      /^node_modules\/(react|react-dom|react-router|react-router-dom|@chakra-ui\/.+|@ark-ui\/.+|@zag-js\/.+|@emotion\/.+)$/.test(
        name,
      ),
  },
  {
    what: 'dashboard, advertiser or admin code',
    test: (name) => /^src\/features\/(dashboard|advertiser|admin)\//.test(name),
  },
  { what: 'login or registration code', test: (name) => /^src\/features\/(auth|registration)\//.test(name) },
  { what: 'the form library', test: (name) => /^node_modules\/(formik|yup)$/.test(name) },
];
const chunksFile = join(root, 'dist/.vite/chunks.json');
const chunkModules = existsSync(chunksFile) ? JSON.parse(readFileSync(chunksFile, 'utf8')) : null;
if (publicCheck && !chunkModules) {
  console.error(
    'dist/.vite/chunks.json is missing: rebuild with `npx vite build` (build/chunk-report.mjs writes it)',
  );
  process.exit(1);
}

const server = await serveDist();
const browser = await launchChromium(['--disable-background-networking', '--no-first-run']);
let overBudget = false;
try {
  for (const route of routes) {
    const page = await browser.newPage();
    const scripts = new Map();
    // Which scripts the route requests; their sizes are read from dist/ afterwards.
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js') && existsSync(join(root, 'dist', url.pathname))) {
        const body = readFileSync(join(root, 'dist', url.pathname));
        scripts.set(url.pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }
    });
    await page.route('**/api/**', (r) => r.fulfill({ status: 503, body: '{}' }));
    try {
      await page.goto(`${server.url}${route}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    } catch (error) {
      console.log(`\n${route}: could not be loaded (${error.message.split('\n')[0]})`);
      overBudget = budgetKb !== undefined;
      await page.close();
      continue;
    }
    await page.close();
    const rows = [...scripts].map(([path, size]) => ({ file: path.replace('/assets/', ''), ...size }));
    const raw = rows.reduce((sum, r) => sum + r.raw, 0);
    const gzip = rows.reduce((sum, r) => sum + r.gzip, 0);
    console.log(
      `\n${route}: ${rows.length} JS files, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip`,
    );
    for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(7)} kB  ${row.file}`);
    }
    const budget = budgetKb ?? (publicCheck ? (PUBLIC_BUDGETS_KB[route] ?? PUBLIC_BUDGETS_KB['*']) : undefined);
    if (budget !== undefined) {
      const within = gzip / 1024 <= budget;
      console.log(`  ${within ? 'within' : 'over'} the ${budget} kB budget`);
      if (!within) overBudget = true;
    }
    if (publicCheck) {
      const found = [];
      for (const row of rows) {
        for (const name of chunkModules[`assets/${row.file}`] ?? []) {
          const rule = FORBIDDEN.find((r) => r.test(name));
          if (rule) found.push(`${row.file}: ${name} (${rule.what})`);
        }
      }
      if (found.length > 0) {
        overBudget = true;
        console.log(`  downloads code no public page may carry:\n${found.map((line) => `    ${line}`).join('\n')}`);
      } else {
        console.log(`  no app code: ${FORBIDDEN.map((rule) => rule.what).join(', ')}: none`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exitCode = overBudget ? 1 : 0;
