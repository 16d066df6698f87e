import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin } from './build/prerender.mjs';
import { chunkReport } from './build/chunk-report.mjs';
import { iconChunk, icons } from './build/icons.mjs';
import { apiDocs } from './build/docs-plugin.mjs';
import { CSP_NONCE_PLACEHOLDER } from './build/csp.mjs';

// The app's build: its plugins are build/'s. npm start and npm run preview run the dev and preview servers on
// mock-server/vite.servers.config.ts, which adds the /api proxy (to Prism, or to CLIQ_API_TARGET) and the mock panel's
// failures to this config: the app at http://127.0.0.1:5173, the production build at http://127.0.0.1:4173. Both
// serve the API reference (npm run docs) at /api-docs/.

export default defineConfig({
  // prerenderPlugin: after the client build, the public pages are rendered to HTML (build/prerender.mjs).
  // chunkReport: dist/.vite/chunks.json, the modules of each chunk (scripts/bench-bundle.mjs reads it).
  plugins: [react(), icons(), apiDocs(), prerenderPlugin(), chunkReport()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@generated', replacement: fileURLToPath(new URL('./generated', import.meta.url)) },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // The dev server's dependency scan starts from the app's page only (by default it reads every .html in the
  // project, and the generated docs/api/index.html does not parse as a module graph): a scan that fails finds the
  // dependencies one at a time as pages ask for them, and reloads the page for each one it finds late.
  optimizeDeps: { entries: ['index.html'] },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The Content-Security-Policy nonce (deploy/nginx, docs/deploy.md): Vite writes this placeholder on index.html's
  // script tags and into a <meta property="csp-nonce">, the web server replaces it with a new value per response, and
  // Emotion's style elements take it from the meta (src/app/emotion-cache.ts).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  // No source maps in dist/: whatever is built is published, and the maps would hand out the whole source.
  build: {
    target: 'es2022',
    // Every browser of the es2022 target but Safari before 17 preloads modules itself; there, without the polyfill
    // (0.4 kB gz in the first chunk), the chunks still load, only later.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      // @emotion/react imports hoist-non-react-statics (and through it react-is) for side effects it does not have;
      // only withTheme, which the app does not use, calls it. Without this, both stay in the first chunk (0.9 kB gz).
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false }],
      },
      output: {
        // What the entry imports statically (React, the router, Chakra, the shell) in one chunk rather than in a
        // dozen small shared ones that each compress alone; the other icons in two chunks (build/icons.mjs).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: iconChunk, debugName: 'icons' },
          ],
        },
      },
    },
  },
});
