// The dev and preview servers' /api proxy. By default it forwards to the Prism mock; with
// CLIQ_API_TARGET=http://host:port it forwards to a real server instead, untouched.
//
// Prism has no sessions: it answers 401 to a gated call without the session cookie the contract names.
// Towards the mock only, the proxy adds that cookie when the browser has none, so every page works on the
// mock; which session state a page sees is then chosen with Prism examples (e.g. `Prefer: example=loggedOut`).
//
// Task images live under {base}/uploads/tasks/ on the server. Towards the mock, the proxy serves the sample images
// of mock-server/uploads/tasks/ (the file names the contract's examples use); with CLIQ_API_TARGET, /uploads is
// forwarded to that server like /api.
// Nothing here ships in the production build.
import { readFile } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract } from '../openapi/load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contract = await loadContract();

/** The session cookie name(s) the contract's security schemes declare. */
export function sessionCookieNames() {
  return [...new Set(Object.values(contract.cookieSchemes()))];
}

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

export const TASK_IMAGES_DIR = join(root, 'mock-server/uploads/tasks');

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
 */
export function taskImageFile(url) {
  const path = (url ?? '').split(/[?#]/)[0];
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
 */
export function serveTaskImage(req, res) {
  const method = req.method ?? 'GET';
  const found = taskImageFile(req.url);
  return new Promise((resolve) => {
    const finish = (status, headers, body) => {
      res.writeHead(status, headers);
      res.end(method === 'HEAD' ? undefined : body);
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
