// @ts-check
// The dev and preview servers' /api proxy. By default it forwards to the Prism mock; with
// CLIQ_API_TARGET=http://host:port it forwards to a real server instead, untouched.
//
// Prism has no sessions: it answers 401 to a gated call without the session cookie the contract names.
// Towards the mock only, the proxy adds that cookie when the browser has none, so every page works on the
// mock; which session state a page sees is then chosen with Prism examples (e.g. `Prefer: example=loggedOut`).
//
// The failures the dev mock panel chooses per operation (a 500, a timeout, a dropped connection: `Prefer: fault=...`,
// mock-server/faults.mjs) are answered by the dev server itself, in front of this proxy, whatever the backend
// (`mockFaults`, a Vite plugin of the dev server only).
//
// Task images live under {base}/uploads/tasks/ on the server. Towards the mock, the proxy serves the sample images
// of mock-server/uploads/tasks/ (the file names the contract's examples use); with CLIQ_API_TARGET, /uploads is
// forwarded to that server like /api.
// Nothing here ships in the production build. Its types are its JSDoc, checked by the web client's typecheck.
import { readFile } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract } from '@cliq/contract/load';
import { faultOf } from './faults.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contract = await loadContract(join(root, 'openapi/cliq.yaml'));

/**
 * The session cookie name(s) the contract's security schemes declare.
 * @returns {string[]}
 */
export function sessionCookieNames() {
  return [...new Set(Object.values(contract.cookieSchemes()))];
}

/**
 * The proxy entries of Vite's dev and preview servers (`server.proxy`, `preview.proxy`).
 * @returns {Record<string, import('vite').ProxyOptions>}
 */
export function apiProxy() {
  const real = process.env.CLIQ_API_TARGET;
  const mock = `http://${process.env.MOCK_HOST ?? '127.0.0.1'}:${process.env.MOCK_PORT ?? 4010}`;
  if (real) {
    return {
      '/api': { target: real, changeOrigin: true },
      '/uploads/': { target: real, changeOrigin: true },
    };
  }

  const cookies = sessionCookieNames();
  return {
    '/uploads/tasks/': { target: mock, bypass: serveTaskImage },
    '/api': {
      target: mock,
      changeOrigin: true,
      configure(proxy) {
        proxy.on('proxyReq', (proxyReq, req) => {
          const sent = req.headers.cookie ?? '';
          const missing = cookies.filter((name) => !new RegExp(`(^|;\\s*)${name}=`).test(sent));
          if (missing.length === 0) return;
          const added = missing.map((name) => `${name}=mock`).join('; ');
          proxyReq.setHeader('cookie', sent ? `${sent}; ${added}` : added);
        });
      },
    },
  };
}

/** How long the dev server holds a 'timeout' request before it answers 504 (the app gives up first: 20 s, 120 s
 * for the upload). */
export const FAULT_HOLD_MS = 150_000;

/**
 * Answers a request whose Prefer header asks for a failure (mock-server/faults.mjs) and returns true; returns false
 * for any other request, which goes on to the proxy.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ holdMs?: number }} [options]
 * @returns {boolean}
 *  - 'server-error': 500 with a JSON body that carries no message of its own, so each page shows its own words for
 *    a server failure, as it would for a real server's;
 *  - 'timeout': no answer. The app gives up at its time limit and closes the connection; should nothing close it,
 *    a 504 after `holdMs`;
 *  - 'offline': the connection is closed without a reply (what the browser reports as a network failure).
 */
export function answerFault(req, res, { holdMs = FAULT_HOLD_MS } = {}) {
  const fault = faultOf([req.headers.prefer ?? ''].flat().join(','));
  if (!fault) return false;
  /** @param {number} status @param {unknown} body */
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  if (fault === 'server-error') {
    json(500, { error: 'Internal Server Error', cause: 'a 500 chosen in the dev mock panel' });
  } else if (fault === 'offline') {
    req.socket.destroy();
  } else {
    const timer = setTimeout(
      () => json(504, { error: 'Gateway Timeout', cause: 'a timeout chosen in the dev mock panel' }),
      holdMs,
    );
    res.on('close', () => clearTimeout(timer));
  }
  return true;
}

/**
 * The dev server's answer to the mock panel's failures (answerFault), ahead of its /api proxy.
 * @param {{ holdMs?: number }} [options]
 * @returns {import('vite').Plugin}
 */
export function mockFaults(options) {
  return {
    name: 'cliq-mock-faults',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!(req.url ?? '').startsWith('/api/') || !answerFault(req, res, options)) next();
      });
    },
  };
}

export const TASK_IMAGES_DIR = join(root, 'mock-server/uploads/tasks');

/** @type {Record<string, string>} */
const IMAGE_TYPES = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * The file of TASK_IMAGES_DIR a /uploads/tasks/ URL names, or null: only a plain file name with an image
 * extension (no folders, no '..', no dot files), so nothing else on disk can be reached.
 * @param {string | undefined} url
 * @returns {{ file: string, type: string } | null}
 */
export function taskImageFile(url) {
  const path = (url ?? '').split(/[?#]/)[0] ?? '';
  const prefix = '/uploads/tasks/';
  if (!path.startsWith(prefix)) return null;
  let name;
  try {
    name = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
  if (name === '' || name !== basename(name) || name.startsWith('.') || /[\\/\0]/.test(name)) return null;
  const type = IMAGE_TYPES[extname(name).toLowerCase()];
  return type ? { file: join(TASK_IMAGES_DIR, name), type } : null;
}

/**
 * Vite proxy `bypass` for /uploads/tasks/ towards the mock: answers from disk (200 image or 404) and never
 * reaches Prism, which knows nothing of uploads. Returning the URL after ending the response stops Vite there.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse | undefined} res
 * @returns {Promise<string | undefined>}
 */
export function serveTaskImage(req, res) {
  const method = req.method ?? 'GET';
  const found = taskImageFile(req.url);
  return new Promise((resolve) => {
    /**
     * @param {number} status
     * @param {import('node:http').OutgoingHttpHeaders} headers
     * @param {string | Buffer} body
     */
    const finish = (status, headers, body) => {
      res?.writeHead(status, headers);
      res?.end(method === 'HEAD' ? undefined : body);
      resolve(req.url);
    };
    if (method !== 'GET' && method !== 'HEAD') {
      finish(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }, 'Method not allowed');
      return;
    }
    if (!found) {
      finish(404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not found');
      return;
    }
    readFile(found.file, (error, bytes) => {
      if (error) {
        finish(404, { 'content-type': 'text/plain; charset=utf-8' }, 'Not found');
        return;
      }
      finish(200, { 'content-type': found.type, 'content-length': bytes.length, 'cache-control': 'no-cache' }, bytes);
    });
  });
}
