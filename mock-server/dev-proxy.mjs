// The dev and preview servers' /api proxy. By default it forwards to the Prism mock; with
// CLIQ_API_TARGET=http://host:port it forwards to a real server instead, untouched.
//
// Prism has no sessions: it answers 401 to a gated call without the session cookie the contract names.
// Towards the mock only, the proxy adds that cookie when the browser has none, so every page works on the
// mock; which session state a page sees is then chosen with Prism examples (e.g. `Prefer: example=loggedOut`).
// Nothing here ships in the production build.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The session cookie name(s) the contract's security schemes declare. */
export function sessionCookieNames() {
  const spec = parse(readFileSync(join(root, 'openapi/cliq.yaml'), 'utf8'));
  const schemes = Object.values(spec.components?.securitySchemes ?? {});
  return [...new Set(schemes.filter((s) => s.type === 'apiKey' && s.in === 'cookie').map((s) => s.name))];
}

export function apiProxy() {
  const real = process.env.CLIQ_API_TARGET;
  const mock = `http://${process.env.MOCK_HOST ?? '127.0.0.1'}:${process.env.MOCK_PORT ?? 4010}`;
  if (real) return { '/api': { target: real, changeOrigin: true } };

  const cookies = sessionCookieNames();
  return {
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
