import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: a plain ESM module of the mock tooling, without type declarations.
import { apiProxy } from './mock-server/dev-proxy.mjs';
// @ts-expect-error: a plain ESM module of the mock tooling, without type declarations.
import { apiDocs } from './mock-server/docs-plugin.mjs';

// npm start: the app at http://127.0.0.1:5173 with /api proxied to Prism (or to CLIQ_API_TARGET).
// npm run preview: the production build at http://127.0.0.1:4173 with the same proxy.
// Both serve the API reference (npm run docs) at /api-docs/.
export default defineConfig({
  plugins: [react(), apiDocs()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@generated': fileURLToPath(new URL('./generated', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy: apiProxy() },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy: apiProxy() },
  build: { target: 'es2022', sourcemap: true },
});
