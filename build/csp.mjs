// @ts-check
// The Content-Security-Policy nonce placeholder (docs/deploy.md): the build writes it where a nonce goes (Vite's
// html.cspNonce on index.html's tags and its <meta property="csp-nonce">, the prerendered pages' style and preload
// tags), and the web server puts a new value in its place on every response. deploy/nginx/nginx.mjs names the same
// word (deploy/ runs on a server without this folder); tests/unit/app/nginx-config.test.ts checks that they agree.

/** What the build writes where the CSP nonce goes. */
export const CSP_NONCE_PLACEHOLDER = 'CLIQ_CSP_NONCE';
