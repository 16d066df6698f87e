import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { chakraThemeAlias } from './scripts/chakra-theme-alias.mjs';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: '@generated', replacement: fileURLToPath(new URL('./generated', import.meta.url)) },
  chakraThemeAlias,
];

/**
 * jsdom test files that keep a module registry of their own; every other one shares one registry per worker
 * (isolate: false), so React, Chakra, zag and the app's modules load once per worker instead of once per file:
 * - files that replace or reload modules (vi.mock, vi.resetModules), which must not leak into other files;
 * - reply-dialog-fallback, which needs the reply dialog's view never to have been loaded (module state);
 * - the registration folder: a test there leaves state behind that later files' dialogs trip on (they close but never
 *   leave the page; seen with follow.test's 'Follow all accounts' and nextStep tests before mobile-menu and sessions:
 *   not pinned down).
 */
const ISOLATED_UNIT_FILES = ['tests/unit/app/system.test.ts', 'tests/unit/api/status-rule.test.ts'];
const ISOLATED_COMPONENT_FILES = [
  'tests/component/registration/**/*.test.{ts,tsx}',
  'tests/component/shell/reply-dialog-chunk-failure.test.tsx',
  'tests/component/shell/reply-dialog-fallback.test.tsx',
];

export default defineConfig({
  resolve: { alias },
  test: {
    // jsdom tests wait often (user events, async queries): three workers keep two cores busier than the default.
    // Measured on tests/component/advertiser: 133 s with the default, 105 s with 3-4 workers.
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
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
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_COMPONENT_FILES,
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/recipes.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'component-isolated',
          include: ISOLATED_COMPONENT_FILES,
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/recipes.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
