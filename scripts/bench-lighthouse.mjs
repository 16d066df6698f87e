#!/usr/bin/env node
// Lighthouse mobile performance of public routes, measured with Debian's Chromium against the production build,
// side by side with the stack's floor page.
//   npx vite build && node scripts/bench-lighthouse.mjs [/route ...] [--runs 3] [--throttling simulate|devtools|both]
//     [--floor] [--budgets] [--min-score 90] [--dist dist]
// Serves dist/ with `vite preview` and runs lighthouse 12.8.2 on demand through npx (it is not a locked
// dependency: its own `latest`-tagged dependency can break `npm ci`). Lighthouse's mobile settings: a mid-range
// phone, slow 4G and a 4x slower CPU, either simulated from one fast load (`simulate`, Lighthouse's default) or
// applied to the page as it loads (`devtools`).
// --floor also builds and measures the floor page (scripts/floor/: React, the router and ChakraProvider with Chakra's
// default system rendering a heading and a button, on the client), the app and the floor taking turns run by run,
// so a shared machine's load weighs on both alike; medians per route and method, and the app's LCP over the floor's.
// --budgets checks issue 39's bars for each route (the public pages are documents with no app code): with either
// throttling TBT at most 50 ms and a score of at least 98; LCP at most 0.35x the floor's with devtools throttling and
// at most 1.0x with simulated throttling (exit 1 when one fails).
// --min-score N: exit 1 when a route's median score (simulated, or the only method) is below N.
// A run Lighthouse could not finish (a runtimeError: no paint seen on a busy machine, ...) is said and left out of
// the medians. Ports: BENCH_PORT (the app), otherwise a free one; the floor any free one (scripts/bench-browser.mjs serves both).
import { spawn } from 'node:child_process';
import { BENCH_CHROMIUM, serveDist } from './bench-browser.mjs';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

function option(name, parse = Number) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = parse(args[index + 1]);
  if (value === undefined || Number.isNaN(value)) {
    console.error(`${name} needs a value`);
    process.exit(2);
  }
  args.splice(index, 2);
  return value;
}
function flag(name) {
  const index = args.indexOf(name);
  if (index >= 0) args.splice(index, 1);
  return index >= 0;
}

const runs = option('--runs') ?? 3;
const minScore = option('--min-score');
const throttling = option('--throttling', String) ?? 'simulate';
const dist = resolve(root, option('--dist', String) ?? 'dist');
const withFloor = flag('--floor');
const budgets = flag('--budgets');
if (budgets && !withFloor) {
  console.error('--budgets compares with the floor: add --floor');
  process.exit(2);
}
/** Issue 39's bars (--budgets): TBT in ms and LCP as a multiple of the floor's, per throttling; the least score. */
const BUDGETS = { score: 98, devtools: { tbt: 50, lcp: 0.35 }, simulate: { tbt: 50, lcp: 1.0 } };
const methods = throttling === 'both' ? ['devtools', 'simulate'] : [throttling];
if (!methods.every((m) => m === 'devtools' || m === 'simulate')) {
  console.error('--throttling is simulate, devtools or both');
  process.exit(2);
}
const routes = args.filter((arg) => arg.startsWith('/'));
if (routes.length === 0) routes.push('/');
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} has no build: run \`npx vite build\` first`);
  process.exit(1);
}
const chromePath = BENCH_CHROMIUM;

function run(command, commandArgs) {
  return new Promise((done) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ code, stderr }));
  });
}

const out = mkdtempSync(join(tmpdir(), 'cliq-lighthouse-'));
const servers = [];
const targets = [];
try {
  const app = await serveDist({ dist });
  servers.push(app);
  for (const route of routes) targets.push({ name: route, url: `${app.url}${route}`, route });
  if (withFloor) {
    // The floor is built here, each time, with the project's own React, router and Chakra.
    const floorDist = join(out, 'floor');
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    await build({
      root: join(root, 'scripts/floor'),
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: floorDist, emptyOutDir: true, target: 'es2022' },
    });
    // A preview without the project's config (its proxy and plugins): the floor folder alone.
    const floor = await serveDist({ dist: floorDist, port: 0, config: join(root, 'scripts/floor/vite.config.mjs') });
    servers.push(floor);
    targets.push({ name: 'floor', url: `${floor.url}/`, route: null });
  }

  const median = (values) => {
    const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
  };
  console.log(
    `${LIGHTHOUSE}, mobile, ${runs} run(s) per page and method (${methods.join(', ')} throttling), ${chromePath}` +
      (withFloor ? ', the floor page in turn with each route' : ''),
  );
  /** results[method][target name] = [{ score, fcp, lcp, tbt, cls, si }] */
  const results = Object.fromEntries(methods.map((m) => [m, Object.fromEntries(targets.map((t) => [t.name, []]))]));
  let failed = false;
  for (let i = 0; i < runs; i += 1) {
    for (const method of methods) {
      for (const target of targets) {
        const report = join(out, `report-${i}.json`);
        const { code, stderr } = await run('npx', [
          '--yes',
          LIGHTHOUSE,
          target.url,
          '--only-categories=performance',
          `--throttling-method=${method}`,
          '--output=json',
          `--output-path=${report}`,
          `--chrome-path=${chromePath}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run',
          '--quiet',
        ]);
        if (code !== 0 || !existsSync(report)) {
          console.error(`lighthouse failed on ${target.name} (exit ${code}):\n${stderr.slice(-2000)}`);
          failed = true;
          continue;
        }
        const lhr = JSON.parse(readFileSync(report, 'utf8'));
        rmSync(report);
        if (lhr.runtimeError) {
          console.error(`lighthouse could not measure ${target.name} (run ${i + 1}): ${lhr.runtimeError.message}`);
          continue;
        }
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        results[method][target.name].push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          si: audit('speed-index'),
        });
      }
    }
  }

  const verdicts = [];
  for (const method of methods) {
    console.log(`\n${method} throttling (medians):`);
    const summary = {};
    for (const target of targets) {
      const list = results[method][target.name];
      if (list.length === 0) continue;
      const pick = (key) => median(list.map((r) => r[key]));
      summary[target.name] = { score: pick('score'), lcp: pick('lcp'), tbt: pick('tbt') };
      console.log(
        `  ${target.name}: score ${pick('score')} (runs: ${list.map((r) => r.score).join(', ')}), ` +
          `FCP ${(pick('fcp') / 1000).toFixed(2)} s, LCP ${(pick('lcp') / 1000).toFixed(2)} s ` +
          `(runs: ${list.map((r) => Math.round(r.lcp)).join(', ')} ms), TBT ${Math.round(pick('tbt'))} ms ` +
          `(runs: ${list.map((r) => Math.round(r.tbt)).join(', ')}), CLS ${pick('cls').toFixed(3)}, ` +
          `Speed Index ${(pick('si') / 1000).toFixed(2)} s`,
      );
    }
    const floor = summary.floor;
    for (const target of targets.filter((t) => t.route)) {
      const app = summary[target.name];
      if (!app || (budgets && !floor)) {
        if (budgets) verdicts.push([`${target.name} ${method}: no run of it and the floor measured`, false]);
        if (!app) continue;
      }
      if (floor) {
        const ratio = app.lcp / floor.lcp;
        console.log(`  ${target.name}: LCP ${ratio.toFixed(2)}x the floor's, score ${app.score} vs ${floor.score}`);
        if (budgets) {
          const { tbt, lcp } = BUDGETS[method];
          verdicts.push([`${target.name} ${method} TBT ${Math.round(app.tbt)} ms <= ${tbt} ms`, app.tbt <= tbt]);
          verdicts.push([`${target.name} ${method} score ${app.score} >= ${BUDGETS.score}`, app.score >= BUDGETS.score]);
          verdicts.push([`${target.name} ${method} LCP ${ratio.toFixed(2)}x the floor's <= ${lcp}x`, ratio <= lcp]);
        }
      }
      const gated = method === 'simulate' || methods.length === 1;
      if (minScore !== undefined && gated && app.score < minScore) {
        console.error(`${target.name}: median ${method} score ${app.score} is below ${minScore}`);
        failed = true;
      }
    }
  }
  if (verdicts.length) {
    console.log('\nbudgets (issue 39):');
    for (const [text, ok] of verdicts) console.log(`  ${ok ? 'ok  ' : 'OVER'} ${text}`);
    if (verdicts.some(([, ok]) => !ok)) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  for (const server of servers) await server.close();
  rmSync(out, { recursive: true, force: true });
}
