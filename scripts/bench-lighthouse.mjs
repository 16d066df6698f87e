#!/usr/bin/env node
// Lighthouse mobile performance of public routes, measured with Debian's Chromium against the production build.
//   npx vite build && node scripts/bench-lighthouse.mjs [/route ...] [--runs 3] [--min-score 90]
// Serves dist/ with `vite preview` on a spare port and runs lighthouse 12.8.2 on demand through npx (it is not a
// locked dependency: its own `latest`-tagged dependency can break `npm ci`). Lighthouse's default mobile settings
// apply: a mid-range phone, simulated slow 4G and 4x CPU slowdown. Prints the median score and metrics per route;
// with --min-score, exits 1 when a route's median is below it. Needs the npm registry the first time (npx cache).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

function option(name) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = Number(args[index + 1]);
  if (!Number.isFinite(value)) {
    console.error(`${name} needs a number`);
    process.exit(2);
  }
  args.splice(index, 2);
  return value;
}

const runs = option('--runs') ?? 3;
const minScore = option('--min-score');
const routes = args.filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push('/');
if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('dist/ is missing: run `npx vite build` first');
  process.exit(1);
}
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(command, commandArgs) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

const port = 4890 + Math.floor(Math.random() * 100);
const server = spawn(join(root, 'node_modules/.bin/vite'), ['preview', '--port', String(port), '--strictPort'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => /Local:/.test(chunk.toString()) && resolve());
  server.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const out = mkdtempSync(join(tmpdir(), 'cliq-lighthouse-'));
let failed = false;
try {
  console.log(`${LIGHTHOUSE}, mobile preset, ${runs} run(s) per route, ${chromePath}`);
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const report = join(out, `report-${i}.json`);
      const { code, stderr } = await run('npx', [
        '--yes',
        LIGHTHOUSE,
        `http://127.0.0.1:${port}${route}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        `--chrome-path=${chromePath}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
        '--quiet',
      ]);
      if (code !== 0 || !existsSync(report)) {
        console.error(`lighthouse failed on ${route} (exit ${code}):\n${stderr.slice(-2000)}`);
        failed = true;
        break;
      }
      const lhr = JSON.parse(readFileSync(report, 'utf8'));
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
      });
    }
    if (results.length === 0) continue;
    const pick = (key) => median(results.map((result) => result[key]));
    const score = pick('score');
    console.log(
      `${route}: score ${score} (runs: ${results.map((r) => r.score).join(', ')}), ` +
        `FCP ${(pick('fcp') / 1000).toFixed(2)} s, LCP ${(pick('lcp') / 1000).toFixed(2)} s, ` +
        `TBT ${Math.round(pick('tbt'))} ms, CLS ${pick('cls').toFixed(3)}, Speed Index ${(pick('si') / 1000).toFixed(2)} s`,
    );
    if (minScore !== undefined && score < minScore) {
      console.error(`${route}: median score ${score} is below ${minScore}`);
      failed = true;
    }
  }
} finally {
  server.kill();
  rmSync(out, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
