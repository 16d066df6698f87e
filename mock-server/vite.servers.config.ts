// The dev and preview servers' Vite config: the app's own (vite.config.ts: the build and its plugins) plus what only
// a server on this machine needs, from this folder: the /api proxy to the Prism mock or to CLIQ_API_TARGET, with the
// sample task images (dev-proxy.mjs), and the dev server's answers to the mock panel's failures (mockFaults). The
// runners pass it: `npm start` and `npm run preview` (scripts/start.mjs), the e2e tests' `vite preview`
// (playwright.config.ts) and the benchmarks that serve dist/ (scripts/bench-*.mjs), with `--config` or `configFile`.
import { defineConfig, mergeConfig } from 'vite';
import app from '../vite.config.ts';
import { apiProxy, mockFaults } from './dev-proxy.mjs';

export default mergeConfig(
  app,
  defineConfig({
    plugins: [mockFaults()],
    server: { proxy: apiProxy() },
    preview: { proxy: apiProxy() },
  }),
);
