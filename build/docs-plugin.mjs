// A Vite plugin that serves the API reference (npm run docs → docs/api/) at /api-docs/ in the dev and preview
// servers. When the reference is missing or older than openapi/cliq.yaml it is built first (the request waits a few
// seconds), so /api-docs/ works on a fresh clone; in dev, a change to the contract rebuilds it. The production build
// is not touched: the reference is published from docs/api/, not from dist/.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { buildDocs, CONTRACT, DOCS_DIR, docsStale } from './build-docs.mjs';

export const DOCS_BASE = '/api-docs/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * Connect middleware for /api-docs/. `dir` holds the built reference; `build` makes it (tests pass stubs).
 * Only files directly in `dir` with a known type are served.
 */
export function docsMiddleware({
  dir = DOCS_DIR,
  stale = () => docsStale(dir),
  build = () => buildDocs({ dir }),
} = {}) {
  let building = null;
  const ensureBuilt = () => {
    if (!stale()) return Promise.resolve();
    building ??= build().finally(() => {
      building = null;
    });
    return building;
  };

  async function serveDocs(req, res, next) {
    const path = (req.url ?? '').split(/[?#]/)[0];
    if (path === DOCS_BASE.slice(0, -1)) {
      res.writeHead(301, { location: DOCS_BASE });
      res.end();
      return;
    }
    if (!path.startsWith(DOCS_BASE)) {
      next();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    let name;
    try {
      name = decodeURIComponent(path.slice(DOCS_BASE.length)) || 'index.html';
    } catch {
      name = '';
    }
    const file = normalize(join(dir, name));
    const type = TYPES[extname(name)];
    if (!type || name.includes('/') || name.includes('\\') || !file.startsWith(dir + sep)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    try {
      await ensureBuilt();
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference not built</title></head>' +
          '<body><main><h1>The API reference could not be built</h1><p>Run <code>npm run docs</code> to see why.</p>' +
          `<pre>${escapeHtml(error?.message ?? error)}</pre></main></body></html>`,
      );
      return;
    }
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': type, 'content-length': body.length, 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
  /** Builds the reference now when it is stale (one build at a time). */
  serveDocs.ensureBuilt = ensureBuilt;
  return serveDocs;
}

/** The Vite plugin: /api-docs/ in `vite` (rebuilt when the contract changes) and `vite preview`. */
export function apiDocs(options = {}) {
  return {
    name: 'cliq-api-docs',
    configureServer(server) {
      const serveDocs = docsMiddleware(options);
      server.middlewares.use(serveDocs);
      server.watcher.add(CONTRACT);
      server.watcher.on('change', (file) => {
        if (normalize(file) !== CONTRACT) return;
        serveDocs.ensureBuilt().then(
          () => server.config.logger.info('API reference rebuilt (/api-docs/)', { timestamp: true }),
          (error) => server.config.logger.warn(`API reference not rebuilt: ${error.message}`),
        );
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(docsMiddleware(options));
    },
  };
}
