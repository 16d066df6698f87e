#!/usr/bin/env node
/**
 * How fast the admin tables sort and filter 5,000 users (issue 8: ≤ 100 ms).
 *
 *   node scripts/bench-admin-tables.mjs                 both parts below
 *   node scripts/bench-admin-tables.mjs --no-browser    the table model only (--no-model: the page only)
 *   node scripts/bench-admin-tables.mjs --rows 20000 --dist /tmp/other-build
 *
 * 1. The table model (src/components/table/table-model.ts with the users columns of
 *    src/features/admin/shared/rows.ts), loaded through Vite in Node: building the search index, every sort
 *    in both directions, every status filter, searches, and whole views (filter + sort + one page).
 * 2. The real page in Chromium: the production build (dist/, or --dist) served by `vite preview` on a free
 *    port, every /api call answered by the script (5,000 users), and the time from a click on a sort header,
 *    a status change or a search to the table's next painted frame.
 *
 * Prints the median, p95 and max of each measurement in milliseconds and exits 1 when a median is over
 * the budget (100 ms).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { BENCH_CHROMIUM, launchChromium, serveDist } from './bench-browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_MS = 100;

// ------------------------------------------------------------------------------------------------ options

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const ROWS = Number(option('--rows', '5000'));
const RUNS = Number(option('--runs', '25'));
const DIST = resolve(root, option('--dist', 'dist'));
const BROWSER = !args.includes('--no-browser');
const MODEL = !args.includes('--no-model');

// ------------------------------------------------------------------------------------------------ data

/** A deterministic pseudo-random sequence, so every run measures the same rows. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const FIRST = ['Ada', 'Bola', 'Chen', 'Dami', 'Émile', 'Fatima', 'Gbenga', 'Hana', 'Ifeoma', 'José', 'Kemi', 'Lars', 'Musa', 'Ngozi', 'Olu', 'Priya', 'Quinn', 'Rahel', 'Sade', 'Tunde', 'Uche', 'Vera', 'Wale', 'Xiu', 'Yemi', 'Zainab'];
const LAST = ['Lovelace', 'Tinubu', 'Wei', 'Okafor', 'Zola', 'Bello', 'Adeyemi', 'Sato', 'Nwosu', 'García', 'Ali', 'Berg', 'Danjuma', 'Eze', 'Fashola', 'Gupta'];
const STATUSES = ['pending', 'approved', 'rejected'];
const PLATFORMS = ['instagram', 'twitter', 'tiktok', 'youtube', 'facebook'];

/** `count` users shaped like GET /api/adm/get_users (openapi/cliq.yaml, AdminUserRow). */
export function makeUsers(count) {
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const day = (from, span) => new Date(from + Math.floor(next() * span) * 86_400_000);
  return Array.from({ length: count }, (_, index) => {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const handle = `@${name.toLowerCase().replace(/[^a-z]/g, '')}${index}`;
    const socialHandles = Object.fromEntries(
      PLATFORMS.filter(() => next() < 0.4).map((platform) => [platform, handle]),
    );
    const joined = day(Date.UTC(2024, 0, 1), 1000);
    return {
      id: index + 1,
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${index}@example.com`,
      socialHandles,
      status: pick(STATUSES),
      joinDate: joined.toISOString().slice(0, 10),
      lastActive: next() < 0.05 ? null : new Date(joined.getTime() + next() * 300 * 86_400_000).toISOString(),
    };
  });
}

// ------------------------------------------------------------------------------------------------ stats

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

const results = [];

function report(label, samples) {
  const { median, p95, max } = stats(samples);
  results.push({ label, median });
  const flag = median > BUDGET_MS ? '  OVER BUDGET' : '';
  console.log(
    `  ${label.padEnd(52)} median ${median.toFixed(2).padStart(7)}  p95 ${p95.toFixed(2).padStart(7)}  max ${max
      .toFixed(2)
      .padStart(7)}${flag}`,
  );
}

function measure(label, run) {
  for (let warm = 0; warm < 3; warm += 1) run();
  const samples = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  report(label, samples);
}

// ------------------------------------------------------------------------------------------------ part 1

async function benchModel(users) {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // Only the two modules below are loaded: no dependency scan of the project's HTML files.
    optimizeDeps: { noDiscovery: true, entries: [] },
    resolve: { alias: { '@': join(root, 'src'), '@generated': join(root, 'generated') } },
  });
  try {
    const model = await server.ssrLoadModule('/src/components/table/table-model.ts');
    const rows = await server.ssrLoadModule('/src/features/admin/shared/rows.ts');
    const entries = rows.userEntries(users, new Map());
    const columns = { sort: rows.USER_SORT, statusOf: rows.userStatusOf };

    console.log(`\nTable model in Node ${process.version}, ${users.length.toLocaleString('en-US')} users, ${RUNS} runs each (ms):`);
    measure('apply local decisions (userEntries)', () => rows.userEntries(users, new Map([['id:1', 'approved']])));
    measure('build the search index', () => model.indexRows(entries, rows.userSearchText));
    const index = model.indexRows(entries, rows.userSearchText);
    for (const key of Object.keys(rows.USER_SORT)) {
      for (const direction of ['ascending', 'descending']) {
        measure(`sort by ${key}, ${direction}`, () => model.sortRows(entries, rows.USER_SORT[key], direction));
      }
    }
    for (const status of STATUSES) {
      measure(`filter status = ${status}`, () => model.filterRows(index, '', status, rows.userStatusOf));
    }
    for (const query of ['a', 'ada', 'tinubu 12', '@zainab', 'no such user']) {
      measure(`search '${query}'`, () => model.filterRows(index, query, 'all', rows.userStatusOf));
    }
    measure('count by status', () => model.countByStatus(entries, STATUSES, rows.userStatusOf));
    measure('view: all, sorted by name, page 1', () =>
      model.computeTableView(index, columns, {
        search: '',
        status: 'all',
        sort: { key: 'name', direction: 'ascending' },
        page: 1,
        pageSize: 25,
      }),
    );
    measure('view: search + pending + sorted by last active, page 3', () =>
      model.computeTableView(index, columns, {
        search: 'a',
        status: 'pending',
        sort: { key: 'lastActive', direction: 'descending' },
        page: 3,
        pageSize: 25,
      }),
    );
  } finally {
    await server.close();
  }
}

// ------------------------------------------------------------------------------------------------ part 2

/**
 * In the page: runs `act`, then resolves with { commit, frame }: the ms until the table body changed (React
 * committed the new rows) and until the next animation frame after that (the rows can be painted).
 */
const TIME_TABLE_UPDATE = `(async ({ act, arg }) => {
  const table = [...document.querySelectorAll('table')].find((t) => t.querySelector('caption')?.textContent === 'Users');
  const body = table.querySelector('tbody');
  const setValue = (element, value) => {
    const proto = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(element, value);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the table did not change')), 10000);
    let start = 0;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      const commit = performance.now() - start;
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve({ commit, frame: performance.now() - start });
      });
    });
    observer.observe(body, { childList: true, subtree: true, characterData: true });
    start = performance.now();
    if (act === 'sort') {
      const header = [...table.querySelectorAll('th[aria-sort]')].find((th) => th.textContent.trim().startsWith(arg));
      header.querySelector('button').click();
    } else if (act === 'status') {
      const select = document.getElementById('users-status');
      setValue(select, arg);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (act === 'search') {
      const input = document.querySelector('input[type=search]');
      setValue(input, arg);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
})`;

async function benchBrowser(users) {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log(`\nBrowser part skipped: ${DIST}/index.html is missing (run npx vite build, or pass --dist).`);
    return;
  }
  if (!existsSync(BENCH_CHROMIUM)) {
    console.log(`\nBrowser part skipped: no Chromium at ${BENCH_CHROMIUM} (set CHROMIUM_PATH).`);
    return;
  }
  // Every /api call is answered by the page's routes below: the preview's proxy is never asked.
  const preview = await serveDist({ dist: DIST });
  const base = preview.url;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const body = JSON.stringify({ success: true, users });
    await page.route('**/api/**', (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/api/s/session_adm') return route.fulfill({ json: { loggedIn: true } });
      if (pathname === '/api/adm/get_users') return route.fulfill({ contentType: 'application/json', body });
      return route.fulfill({ status: 404, json: { message: 'not part of the benchmark' } });
    });
    const loadStart = Date.now();
    await page.goto(`${base}/cfadmin/dashboard/users`);
    await page.getByRole('table', { name: 'Users' }).waitFor({ timeout: 60_000 });
    const loadMs = Date.now() - loadStart;
    const version = browser.version();
    console.log(
      `\nThe users page in Chromium ${version}, ${users.length.toLocaleString('en-US')} users (opened in ${loadMs} ms), ` +
        `${RUNS} runs each, ms from the action to the updated rows and to the next frame:`,
    );

    const time = (act, arg) => page.evaluate(`${TIME_TABLE_UPDATE}(${JSON.stringify({ act, arg })})`);
    const series = async (label, actions) => {
      const commits = [];
      const frames = [];
      for (let run = 0; run < RUNS + 2; run += 1) {
        const [act, arg] = actions[run % actions.length];
        const { commit, frame } = await time(act, arg);
        if (run >= 2) {
          commits.push(commit);
          frames.push(frame);
        }
      }
      report(`${label}: rows updated`, commits);
      report(`${label}: next frame`, frames);
    };
    await series('sort by User', [['sort', 'User']]);
    await series('sort by Last active', [['sort', 'Last active']]);
    await series('status filter', [
      ['status', 'pending'],
      ['status', 'approved'],
      ['status', 'rejected'],
      ['status', 'all'],
    ]);
    await series('search', [
      ['search', 'ada'],
      ['search', 'tinubu'],
      ['search', 'zainab'],
      ['search', ''],
    ]);
  } finally {
    await browser.close();
    await preview.close();
  }
}

// ------------------------------------------------------------------------------------------------ main

const users = makeUsers(ROWS);
if (MODEL) await benchModel(users);
if (BROWSER) await benchBrowser(users);

const over = results.filter((result) => result.median > BUDGET_MS);
console.log(
  over.length === 0
    ? `\nAll ${results.length} medians are within ${BUDGET_MS} ms.`
    : `\n${over.length} median(s) over ${BUDGET_MS} ms: ${over.map((result) => result.label).join('; ')}`,
);
process.exitCode = over.length === 0 ? 0 : 1;
