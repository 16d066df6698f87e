// @ts-check
// Prerendered public pages (issue 15). Part of every `vite build` through the Vite plugin below (vite.config.ts), so
// `npm run build`, `npm test`'s build step, `npm run serve` and `npm run preview` all get them; or, on a build that
// already exists:
//
//   node build/prerender.mjs [--dist DIR]
//
// After the client build it builds src/app/entry-server.tsx for Node, renders each path of PRERENDERED_PATHS
// (src/app/prerender.ts) and writes, next to the client build:
//   200.html         the app shell as Vite wrote it (every route without a prerendered page is served this file)
//   index.html       `/`, prerendered
//   <route>.html     each other public path (/about → about.html; what nginx's `$uri.html` and `vite preview` find)
// Each page is the shell with the markup in #root, Emotion's critical <style> elements in the head (carrying the CSP
// nonce placeholder, like Vite's own tags), a modulepreload of the route's chunks, a <meta name="cliq-prerendered">
// naming its path and the router's loader data as a JSON block (not executed, so the CSP allows it).
// CLIQ_PRERENDER=0 skips the rendering: index.html stays the shell (200.html is written all the same, so a server
// configured for the prerendered layout serves the build alike). scripts/bench-lcp.mjs compares the two.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { CSP_NONCE_PLACEHOLDER } from './csp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = 'src/app/entry-server.tsx';
/** The module every public page's code comes from (src/app/router.tsx's `publicSite`). */
const PUBLIC_SITE = 'src/features/public-site/index.tsx';
/** The app shell, kept as Vite wrote it, once index.html holds the prerendered `/`. */
export const SHELL = '200.html';
/** What the build writes where the nonce goes (build/csp.mjs). */
const NONCE = CSP_NONCE_PLACEHOLDER;
const META = 'cliq-prerendered';
const DATA_ID = 'cliq-hydration-data';

/**
 * One rendered page, as build/prerender-worker.mjs posts it.
 * @typedef {{ status: number; html: string; styles: string; hydrationData: unknown }} RenderedPage
 */

/**
 * The file a prerendered path is written to, relative to the build: '/' → index.html, '/about' → about.html.
 * @param {string} path
 * @returns {string}
 */
export const fileFor = (path) => (path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`);

/** JSON that can sit inside a <script> element (no `</script>`, no `<!--`, no line separators). */
/** @param {unknown} value */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** @param {string} value */
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The markup without the style attributes the CSP would refuse (style-src has no 'unsafe-inline'; React sets a style
 * through the DOM in the browser, which the CSP allows, but writes it as an attribute in markup). Only attributes
 * made of CSS variables are dropped: zag's measurements of a closed part (the FAQ answers' `--height:0px`), which
 * the part sets again when it opens, after hydration. Any other style attribute stops the build: the element would
 * stay unstyled (hydration does not set attributes again), so it must take style props (classes) instead.
 * @param {string} path
 * @param {string} html
 * @returns {string}
 */
export function withoutStyleAttributes(path, html) {
  return html.replace(/\sstyle="([^"]*)"/g, (/** @type {string} */ attribute, /** @type {string} */ value) => {
    const declarations = value.split(';').filter((part) => part.trim());
    if (declarations.every((part) => /^\s*--[\w-]+\s*:/.test(part))) return '';
    const element = html.slice(Math.max(0, html.lastIndexOf('<', html.indexOf(attribute))), html.indexOf(attribute));
    throw new Error(`${path}: a style attribute the CSP refuses, on ${element.slice(0, 120)}…: ${attribute.trim()}`);
  });
}

/**
 * The shell with one page's markup, styles, preloads and data in it.
 * @param {string} shell
 * @param {{ path: string; html: string; styles: string; hydrationData: unknown }} page
 * @param {string[]} [preloads]
 * @returns {string}
 */
export function pageHtml(shell, { path, html, styles, hydrationData }, preloads = []) {
  if (!shell.includes('<div id="root"></div>')) throw new Error('the shell has no empty <div id="root"></div>');
  if (!shell.includes('</head>')) throw new Error('the shell has no </head>');
  const head = [
    `<meta name="${META}" content="${escapeAttribute(path)}">`,
    ...preloads.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}" nonce="${NONCE}">`,
    ),
    styles,
  ].join('\n    ');
  const data = `<script type="application/json" id="${DATA_ID}">${scriptJson(hydrationData)}</script>`;
  return shell
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>\n    ${data}`);
}

/**
 * The chunks (public URLs) the public pages need beyond the entry's, from the client bundle (writeBundle).
 * @param {Record<string, unknown>} bundle
 * @param {string} [base]
 * @returns {string[]}
 */
export function publicChunks(bundle, base = '/') {
  const chunks = /** @type {import('vite').Rollup.OutputChunk[]} */ (
    Object.values(bundle).filter(
      (item) => typeof item === 'object' && item !== null && /** @type {{ type?: unknown }} */ (item).type === 'chunk',
    )
  );
  const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(PUBLIC_SITE));
  if (!page) return [];
  const entry = chunks.find((chunk) => chunk.isEntry);
  const inEntry = new Set(entry ? [entry.fileName, ...entry.imports] : []);
  const files = [page.fileName, ...page.imports].filter((file) => !inEntry.has(file));
  return [...new Set(files)].map((file) => `${base}${file}`);
}

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
      workerData: { entry, path, nonce: NONCE },
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
 * @param {{ preloads?: string[]; log?: (line: string) => void }} [options]
 * @returns {Promise<string[]>}
 */
export async function prerender(dist, { preloads = [], log = console.log } = {}) {
  const started = performance.now();
  const index = join(dist, 'index.html');
  const shellFile = join(dist, SHELL);
  // Run again on a build prerendered before, the shell is 200.html (index.html is `/` by then).
  if (!existsSync(shellFile)) copyFileSync(index, shellFile);
  const shell = readFileSync(shellFile, 'utf8');

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
      writeFileSync(file, pageHtml(shell, { path, ...page, html: withoutStyleAttributes(path, page.html) }, preloads));
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
  /** @type {string[]} */
  let preloads = [];
  return {
    name: 'cliq-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      if (config.command === 'build' && !config.build.ssr) preloads = publicChunks(bundle, config.base);
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const dist = resolve(config.root, config.build.outDir);
      if (process.env.CLIQ_PRERENDER === '0') {
        copyFileSync(join(dist, 'index.html'), join(dist, SHELL));
        return;
      }
      await prerender(dist, { preloads, log: (line) => config.logger.info(line) });
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
