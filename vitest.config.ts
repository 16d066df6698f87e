import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { icons } from './build/icons.mjs';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@generated', replacement: fileURLToPath(new URL('./generated', import.meta.url)) },
];

/**
 * jsdom test files that keep a module registry of their own; every other one shares one registry per worker
 * (isolate: false), so React, Chakra, zag and the app's modules load once per worker instead of once per file:
 * - files that replace or reload modules (vi.mock, vi.resetModules), which must not leak into other files;
 * - the unit files that render React (see below);
 * - reply-dialog-fallback, which needs the reply dialog's view never to have been loaded (module state).
 * A file that fakes timers goes back to the real clock with `backToRealTimers` (tests/component/support/render.tsx):
 * what the design system schedules as a dialog leaves, dropped with the fake clock, left module state behind that
 * made later files' dialogs close without ever leaving the page (why the registration folder was isolated before).
 */
const ISOLATED_UNIT_FILES = [
  'tests/unit/app/system.test.ts',
  // Mocks web-vitals.
  'tests/unit/app/reporting-vitals.test.ts',
  'tests/unit/api/status-rule.test.ts',
  // The unit files that render React: shared, offline-banner failed once after another of them ("The child can not
  // be found in the parent"); the unit project shares its registry only among the pure helpers' tests.
  'tests/unit/api/offline-banner.test.tsx',
  'tests/unit/dev/*.test.tsx',
  'tests/unit/lib/drafts.test.ts',
  'tests/unit/lib/timers.test.ts',
  'tests/unit/lib/use-form.test.tsx',
  'tests/unit/lib/use-once-per-key.test.tsx',
];
const ISOLATED_COMPONENT_FILES = [
  'tests/component/registration/niche-picker.test.tsx',
  'tests/component/shell/reply-dialog-chunk-failure.test.tsx',
  'tests/component/shell/reply-dialog-fallback.test.tsx',
];

export default defineConfig({
  resolve: { alias },
  plugins: [icons()],
  test: {
    // jsdom tests wait often (user events, async queries): three workers keep two cores busier than the default.
    // Measured on tests/component/advertiser: 133 s with the default, 105 s with 3-4 workers.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        plugins: [icons()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_UNIT_FILES,
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        resolve: { alias },
        plugins: [icons()],
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        // Shared registry: measured on the admin and dashboard files, 55 s instead of 106 s.
        resolve: { alias },
        plugins: [icons()],
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_COMPONENT_FILES,
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/recipes.ts'],
          // A whole page in jsdom can take seconds on a busy machine (see tests/setup/dom.ts).
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins: [icons()],
        test: {
          name: 'component-isolated',
          include: ISOLATED_COMPONENT_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/recipes.ts'],
          // A whole page in jsdom can take seconds on a busy machine (see tests/setup/dom.ts).
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        plugins: [icons()],
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          // One registry per worker: the contract's model, its YAML and Redocly load once per worker instead of once
          // per file (no contract test mocks or reloads a module). farm-bench, 2 pairs: 134.2 -> 118.2 CPU-s.
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The contract toolkit's own tests (packages/contract: verify, proxy, diff, coverage), run against the
        // contract it ships; plain Node, like the contract project, and sharing its registry per worker.
        test: {
          name: 'contract-toolkit',
          include: ['packages/contract/test/**/*.test.ts'],
          isolate: false,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
