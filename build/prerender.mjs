// @ts-check
// Prerendered public pages (issues 15 and 39). Part of every `vite build` through the Vite plugin below
// (vite.config.ts), so `npm run build`, `npm test`'s build step, `npm run serve` and `npm run preview` all get them;
// or, on a build that already exists:
//
//   node build/prerender.mjs [--dist DIR]
//
// After the client build it builds src/app/entry-server.tsx for Node, renders each path of PRERENDERED_PATHS
// (src/app/prerender.ts) and writes, next to the client build:
//   200.html         the app shell as Vite wrote it (every route without a prerendered page is served this file)
//   index.html       `/`, prerendered
//   <route>.html     each other public path (/about → about.html; what nginx's `$uri.html` and `vite preview` find)
// Each page is a document of its own, with no app code: the shell's head without the app's scripts, the page's
// title and description, its CSS in one <style> element (carrying the CSP nonce placeholder, like Vite's own tags),
// a <meta name="cliq-prerendered"> naming its path and the markup in #root. Its scripts are the documents' own,
// built here apart from the app (src/app/documents/, DOCUMENT_SCRIPTS): every page gets the web vitals' loader
// (which loads nothing more without a reportUrl), /contact also the contact form's behaviour.
// CLIQ_PRERENDER=0 skips the rendering: index.html stays the shell (200.html is written all the same, so a server
// configured for the prerendered layout serves the build alike). scripts/bench-lcp.mjs compares the two.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { moduleName } from './chunk-report.mjs';
import { CSP_NONCE_PLACEHOLDER } from './csp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'src/app/entry-server.tsx';
/** The app shell, kept as Vite wrote it, once index.html holds the prerendered `/`. */
export const SHELL = '200.html';
/** What the build writes where the nonce goes (build/csp.mjs). */
const NONCE = CSP_NONCE_PLACEHOLDER;
const META = 'cliq-prerendered';
/**
 * The id of the element until which a page is not rendered (see pageHtml): the page's own marker after its first screen
 * (FirstScreenEnd, src/components/layout/PublicPage.tsx, FIRST_SCREEN_END_ID), else one after its markup.
 */
const PARSED = 'cliq-parsed';

/**
 * The documents' own scripts (src/app/documents/), built apart from the app so they share no chunk with it, and the
 * pages that load each ('*': every prerendered page).
 * @type {Record<string, { source: string; pages: '*' | string[] }>}
 */
export const DOCUMENT_SCRIPTS = {
  vitals: { source: 'src/app/documents/vitals.ts', pages: '*' },
  contact: { source: 'src/app/documents/contact.ts', pages: ['/contact'] },
};

/**
 * One rendered page, as build/prerender-worker.mjs posts it.
 * @typedef {{ status: number; html: string; css: string }} RenderedPage
 */

/**
 * The file a prerendered path is written to, relative to the build: '/' → index.html, '/about' → about.html.
 * @param {string} path
 * @returns {string}
 */
export const fileFor = (path) => (path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`);

/** @param {string} value */
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Stops the build on a style attribute in the markup: the CSP refuses it (style-src has no 'unsafe-inline'; React
 * sets a style through the DOM in the browser, which the CSP allows, but writes it as an attribute in markup), and
 * no script comes later to set it again. Such an element must take style props (classes) instead.
 * @param {string} path
 * @param {string} html
 * @returns {string}
 */
export function withoutStyleAttributes(path, html) {
  const match = /\sstyle="[^"]*"/.exec(html);
  if (match) {
    const element = html.slice(Math.max(0, html.lastIndexOf('<', match.index)), match.index);
    throw new Error(`${path}: a style attribute the CSP refuses, on ${element.slice(0, 120)}…: ${match[0].trim()}`);
  }
  return html;
}

/** A declaration's value: anything but `;`, `{` and `}`, save inside a quoted string. */
const VALUE = String.raw`(?:[^;{}"']|"[^"]*"|'[^']*')*`;
/** A custom property's declaration (after a block's start or another declaration's end), with its `;`. */
const CUSTOM_PROPERTY = new RegExp(String.raw`(?<=[{;])\s*(--[\w\\.-]+)\s*:(${VALUE});?`, 'g');
const VAR_USE = /var\(\s*(--[\w\\.-]+)/g;

/**
 * The end (index after its closing brace) of the block whose `{` is at `open`.
 * @param {string} css
 * @param {number} open
 */
function blockEnd(css, open) {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}' && --depth === 0) return index + 1;
  }
  return css.length;
}

/**
 * A page's CSS without what nothing in it uses: the custom properties no declaration reads, directly or through
 * another one (Chakra defines every token of its theme on the root; a page reads about a third of them), and the
 * keyframes no animation names. A prerendered page runs no script that could ask for the others.
 * @param {string} css
 * @returns {string}
 */
export function leanCss(css) {
  const definitions = new Map();
  for (const [, name, value] of css.matchAll(CUSTOM_PROPERTY)) {
    definitions.set(name, [...(definitions.get(name) ?? []), value]);
  }
  const needed = new Set([...css.replace(CUSTOM_PROPERTY, '').matchAll(VAR_USE)].map(([, name]) => name));
  for (const name of needed) {
    for (const value of definitions.get(name) ?? []) for (const [, used] of value.matchAll(VAR_USE)) needed.add(used);
  }
  let lean = css.replace(CUSTOM_PROPERTY, (/** @type {string} */ declaration, /** @type {string} */ name) =>
    needed.has(name) ? declaration : '',
  );
  for (const [, name] of [...lean.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)]) {
    const start = lean.search(new RegExp(String.raw`@keyframes\s+${name}\s*\{`));
    const end = blockEnd(lean, lean.indexOf('{', start));
    const elsewhere = lean.slice(0, start) + lean.slice(end);
    if (!new RegExp(String.raw`(?<![\w-])${name}(?![\w-])`).test(elsewhere)) lean = elsewhere;
  }
  return lean;
}

/** What of the shell starts the app (its entry, its preloads) or speaks of it (the note for a browser without scripts). */
const APP_ONLY = [
  /\s*<script type="module"[^>]*><\/script>/g,
  /\s*<link rel="modulepreload"[^>]*>/g,
  /\s*<noscript>[\s\S]*?<\/noscript>/g,
];

/**
 * One page as a document: the shell without the app (APP_ONLY), the page's title and description (React writes
 * them first in the markup) in place of the shell's title, its path's meta, its CSS (leanCss, in a <style> with the
 * nonce placeholder) and its scripts (public URLs) in the head, its markup in #root.
 *
 * The page is rendered once its markup is all parsed (`<link rel="expect" blocking="render">` naming an empty
 * <template> after it): the browser otherwise paints what it has parsed, then parses, styles and lays out the rest
 * in long tasks after the first paint (on /contact, 250 ms of blocking time at Lighthouse's 4x CPU). The whole page
 * is a few dozen kB, so waiting for its end costs the first paint little. A long page whose markup holds that
 * <template> itself, after its first screen (FirstScreenEnd: the landing page, whose sections below it are rendered
 * near the screen only), is rendered once that much is parsed: the landing page's LCP with Lighthouse's devtools
 * throttling went from 1.11 s to 1.06 s (medians of 3 and 5 runs), with no blocking time after it.
 * @param {string} shell
 * @param {{ path: string; html: string; css: string }} page
 * @param {string[]} [scripts]
 * @returns {string}
 */
export function pageHtml(shell, { path, html, css }, scripts = []) {
  if (!shell.includes('<div id="root"></div>')) throw new Error('the shell has no empty <div id="root"></div>');
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('the shell has no <title>');
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>)+/.exec(html)?.[0] ?? '';
  if (!/<title>/.test(hoisted)) throw new Error(`${path}: the page names no <title> before its markup`);
  const document = APP_ONLY.reduce((text, pattern) => text.replace(pattern, ''), shell);
  const head = [
    `<meta name="${META}" content="${escapeAttribute(path)}">`,
    `<link rel="expect" href="#${PARSED}" blocking="render">`,
    `<style nonce="${NONCE}">${leanCss(css)}</style>`,
    ...scripts.map((src) => `<script type="module" src="${escapeAttribute(src)}" nonce="${NONCE}"></script>`),
  ].join('\n    ');
  return document
    .replace(/<title>[^<]*<\/title>/, () => hoisted)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => {
      const markup = html.slice(hoisted.length);
      const marker = `<template id="${PARSED}"></template>`;
      return `<div id="root">${markup}</div>${markup.includes(marker) ? '' : marker}`;
    });
}

/**
 * The modules of each chunk of a build's output, as build/chunk-report.mjs lists them.
 * @param {import('vite').Rollup.OutputChunk[]} chunks
 */
function chunkModules(chunks) {
  return Object.fromEntries(
    chunks.map((chunk) => [chunk.fileName, [...new Set(chunk.moduleIds.map((id) => moduleName(root, id)))].sort()]),
  );
}

/**
 * Builds DOCUMENT_SCRIPTS into `dist/assets` (hashed names, their own chunks: nothing shared with the app's) and adds
 * their chunks to dist/.vite/chunks.json; returns, for each, the public URLs a page loads for it (its entry and the
 * chunks it imports statically).
 * @param {string} dist
 * @param {string} base
 * @returns {Promise<Record<string, string[]>>}
 */
async function buildDocumentScripts(dist, base) {
  const { build, resolveConfig } = await import('vite');
  // The project's import aliases ('@', '@generated'), and none of its plugins (this build has no icons, no pages).
  const project = await resolveConfig({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' }, 'build');
  const alias = project.resolve.alias.filter(({ replacement }) => String(replacement).startsWith(root));
  const output = await build({
    root,
    base,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    resolve: { alias },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      sourcemap: false,
      minify: true,
      // Library mode: modules as they are, without the app's preload helper around each import() (2 kB of code
      // for the CSS and preloads these scripts do not have).
      lib: {
        entry: Object.fromEntries(Object.entries(DOCUMENT_SCRIPTS).map(([name, { source }]) => [name, source])),
        formats: ['es'],
      },
      rolldownOptions: {
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          minify: true,
        },
      },
    },
  });
  const results = /** @type {import('vite').Rollup.RollupOutput[]} */ ([output].flat());
  const chunks = results
    .flatMap((result) => result.output)
    .filter(/** @returns {item is import('vite').Rollup.OutputChunk} */ (item) => item.type === 'chunk');
  const report = join(dist, '.vite/chunks.json');
  if (existsSync(report)) {
    const known = JSON.parse(readFileSync(report, 'utf8'));
    writeFileSync(report, `${JSON.stringify({ ...known, ...chunkModules(chunks) }, null, 1)}\n`);
  }
  return Object.fromEntries(
    Object.keys(DOCUMENT_SCRIPTS).map((name) => {
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === name);
      if (!entry) throw new Error(`the documents' build has no entry ${name}`);
      return [name, [entry.fileName, ...entry.imports].map((file) => `${base}${file}`)];
    }),
  );
}

/**
 * The scripts (public URLs) a prerendered path loads.
 * @param {string} path
 * @param {Record<string, string[]>} built
 * @returns {string[]}
 */
const scriptsFor = (path, built) =>
  Object.entries(DOCUMENT_SCRIPTS)
    .filter(([, { pages }]) => pages === '*' || pages.includes(path))
    .flatMap(([name]) => built[name] ?? []);

/**
 * Builds the server entry for Node (into node_modules/.cache, so its imports resolve from the project); returns its
 * file and a function that removes the build.
 */
async function buildEntry() {
  const { build } = await import('vite');
  const outDir = join(root, 'node_modules/.cache', `cliq-prerender-${process.pid}-${Date.now()}`);
  // A production build of React and of the JSX, whatever NODE_ENV the client build had (a development-mode build
  // still gets production markup, which is the same).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // Everything in the bundle (no node_modules import): each page's worker then loads a few files, not thousands.
      ssr: { noExternal: true },
      build: { ssr: ENTRY, outDir, emptyOutDir: true, copyPublicDir: false, minify: false },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return { file: join(outDir, 'entry-server.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/**
 * Renders one path in a worker thread of its own (build/prerender-worker.mjs says why).
 * @param {string} entry
 * @param {string} path
 * @returns {Promise<RenderedPage>}
 */
function renderInWorker(entry, path) {
  return new Promise((resolvePage, reject) => {
    const worker = new Worker(join(root, 'build/prerender-worker.mjs'), {
      workerData: { entry, path },
      env: { ...process.env, NODE_ENV: 'production' },
    });
    /** @type {RenderedPage | undefined} */
    let page;
    worker.once('message', (message) => {
      page = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      page ? resolvePage(page) : reject(new Error(`${path}: the render stopped (exit code ${code})`)),
    );
  });
}

/**
 * `work` over `items`, at most `limit` at a time, results in the items' order.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
async function inParallel(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Prerenders into the client build at `dist`; returns the files written (relative to dist).
 * @param {string} dist
 * @param {{ base?: string; log?: (line: string) => void }} [options]
 * @returns {Promise<string[]>}
 */
export async function prerender(dist, { base = '/', log = console.log } = {}) {
  const started = performance.now();
  const index = join(dist, 'index.html');
  const shellFile = join(dist, SHELL);
  // Run again on a build prerendered before, the shell is 200.html (index.html is `/` by then).
  if (!existsSync(shellFile)) copyFileSync(index, shellFile);
  const shell = readFileSync(shellFile, 'utf8');

  const built = await buildDocumentScripts(dist, base);
  const entry = await buildEntry();
  const written = [SHELL];
  try {
    /** @type {{ PRERENDERED_PATHS: string[] }} */
    const { PRERENDERED_PATHS: list } = await import(pathToFileURL(entry.file).href);
    const pages = await inParallel(list, Math.max(1, Math.min(3, availableParallelism())), (path) =>
      renderInWorker(entry.file, path),
    );
    list.forEach((path, index) => {
      const page = /** @type {RenderedPage} */ (pages[index]);
      if (page.status !== 200) throw new Error(`${path} rendered with status ${page.status}`);
      if (/<script[\s>]/i.test(page.html)) {
        throw new Error(
          `${path}: the markup has an inline script, which the CSP refuses: ${/<script[^]{0,200}/i.exec(page.html)?.[0]}`,
        );
      }
      const file = join(dist, fileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      const scripts = scriptsFor(path, built);
      const document = pageHtml(shell, { path, ...page, html: withoutStyleAttributes(path, page.html) }, scripts);
      // No app code: the page loads config.js and its own scripts, nothing else.
      const loaded = [...document.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
      const others = loaded.filter((src) => src !== '/config.js' && !scripts.includes(src));
      if (others.length > 0) throw new Error(`${path}: the document would load ${others.join(', ')}`);
      writeFileSync(file, document);
      written.push(relative(dist, file));
    });
  } finally {
    entry.remove();
  }
  log(
    `prerendered ${written.length - 1} public pages in ${((performance.now() - started) / 1000).toFixed(1)} s: ${written.join(', ')}`,
  );
  return written;
}

/**
 * The Vite plugin (vite.config.ts): prerenders after each client build; `vite preview` serves the shell for the rest.
 * @returns {import('vite').Plugin}
 */
export function prerenderPlugin() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'cliq-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const dist = resolve(config.root, config.build.outDir);
      if (process.env.CLIQ_PRERENDER === '0') {
        copyFileSync(join(dist, 'index.html'), join(dist, SHELL));
        return;
      }
      await prerender(dist, { base: config.base, log: (line) => config.logger.info(line) });
    },
    // `vite preview` would answer every unknown path with index.html, which is now the prerendered `/`: a route of
    // the app without a page of its own gets the shell instead, as nginx does (deploy/nginx/cliq.conf.template).
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !(accept === '' || /text\/html|\*\/\*/.test(accept)))
          return next();
        let pathname;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
        } catch {
          return next();
        }
        if (pathname === '/' || /^\/(api|uploads|assets|api-docs)(\/|$)/.test(pathname)) return next();
        const file = join(dist, pathname);
        if (!file.startsWith(dist) || !existsSync(join(dist, SHELL))) return next();
        if (existsSync(file) && statSync(file).isFile()) return next();
        if (!pathname.endsWith('/') && existsSync(`${file}.html`)) return next();
        req.url = `/${SHELL}`;
        next();
      });
    },
  };
}

// Run as a script. Vite evaluates this module again when the server entry's build loads vite.config.ts (in this
// process, with the same import.meta.url): the variable keeps that from starting another run.
if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url) &&
  !process.env.CLIQ_PRERENDER_SCRIPT
) {
  process.env.CLIQ_PRERENDER_SCRIPT = '1';
  const { values } = parseArgs({ options: { dist: { type: 'string', default: join(root, 'dist') } } });
  await prerender(resolve(values.dist));
}
