// Flat config: typescript-eslint + react-hooks, plus the architecture's rules:
// - the top-level folders import each other only one way (docs/architecture.md, "Folders"): the app (src/) none of
//   the tools; the build's plugins (build/) none of the servers, deployment, runners or tests; deploy/ and
//   mock-server/ neither the app nor the runners; the contract toolkit (packages/contract/) nothing outside itself;
// - features never import each other (each area can be read and changed alone);
// - only the HTTP module (src/api/http.ts) calls fetch;
// - generated/ is output, never linted.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['public-site', 'auth', 'registration', 'dashboard', 'advertiser', 'admin'];

/** The import patterns (relative paths, at any depth) that reach a top-level folder. */
const folder = (...names) => names.flatMap((name) => [`**/${name}`, `**/${name}/**`]);
// What each top-level folder may not import. The app ships to browsers: only the contract (openapi/, the dev panel's
// copy) and the dev panel's data (mock-server/faults.mjs, pure, and the scenarios) are shared with the tools.
const appBoundary = {
  group: [
    ...folder('scripts', 'build', 'deploy', 'tests', 'packages'),
    '**/mock-server/**',
    '!**/mock-server/faults.mjs',
    '!**/mock-server/scenarios.json',
  ],
  message:
    "The app (src/) does not import the tools: only openapi/ and the dev panel's mock-server/faults.mjs and scenarios.json are shared with it.",
};
const TOP_LEVEL = [
  {
    files: ['build/**/*.{mjs,ts}'],
    group: folder('mock-server', 'deploy', 'scripts', 'tests', 'packages'),
    message: "The build's plugins (build/) do not import the servers, the deployment, the runners or the tests.",
  },
  {
    files: ['deploy/**/*.{mjs,ts}'],
    group: folder('src', 'build', 'scripts', 'tests', 'packages'),
    message: 'deploy/ runs on a server with the build only: it imports none of the other folders.',
  },
  {
    files: ['mock-server/**/*.{mjs,ts}'],
    group: folder('src', 'build', 'deploy', 'scripts', 'tests'),
    message: 'mock-server/ serves the contract: it does not import the app, the build, the deployment or the runners.',
  },
  {
    files: ['packages/contract/*/*.{mjs,ts}'],
    group: ['../../*', '../../**'],
    message: 'The contract toolkit installs alone: it imports nothing outside packages/contract/.',
  },
  {
    files: ['packages/contract/*/*/*.{mjs,ts}'],
    group: ['../../../*', '../../../**'],
    message: 'The contract toolkit installs alone: it imports nothing outside packages/contract/.',
  },
  {
    files: ['scripts/**/*.{mjs,ts}'],
    group: folder('src', 'tests'),
    message: 'The runners (scripts/) start the app and the tests, they do not import them.',
  },
];

const noFetch = [
  { name: 'fetch', message: 'Only src/api/http.ts calls fetch: use a generated hook.' },
];
const noFetchSyntax = [
  {
    selector: "MemberExpression[property.name='fetch'][object.name=/^(window|globalThis|self)$/]",
    message: 'Only src/api/http.ts calls fetch: use a generated hook.',
  },
];

// One error colour: the semantic token fg.error (red.700 in light mode, set in src/app/system.ts), never a raw red.
const oneErrorColour = [
  {
    selector: "JSXAttribute[name.name='color'] > Literal[value=/^red\\./]",
    message: "Write errors in the one error colour, color=\"fg.error\" (Field.ErrorText has it already).",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'generated/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'docs/api/',
      // What packing the contract toolkit adds for the tarball (its declarations, its copy of the contract).
      'packages/contract/types/',
      'packages/contract/contract/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // The HTTP module, and the reports' sender (src/api/report-transport.ts says why it is not the HTTP module).
    ignores: ['src/api/http.ts', 'src/api/report-transport.ts'],
    rules: {
      'no-restricted-globals': ['error', ...noFetch],
      'no-restricted-syntax': ['error', ...noFetchSyntax, ...oneErrorColour],
    },
  },
  // The top-level folders' boundaries (above).
  ...TOP_LEVEL.map(({ files, group, message }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  })),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appBoundary] }] },
  },
  // Each feature may not import another feature.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
                `@/features/${other}`,
                `@/features/${other}/**`,
                `**/features/${other}`,
                `**/features/${other}/**`,
                `../${other}`,
                `../${other}/**`,
              ]),
              message: 'Features never import each other: move shared code to components/, lib/, api/ or config/.',
            },
            { group: ['@/app', '@/app/**'], message: 'Only app/ assembles features; features do not import it.' },
            appBoundary,
          ],
        },
      ],
    },
  })),
  // Shared layers never import features or the app.
  {
    files: ['src/{api,components,config,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '@/app/**', '@/features', '@/app'], message: 'Shared code may not depend on features or the app.' },
            appBoundary,
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'build/**/*.mjs',
      'mock-server/**/*.{mjs,ts}',
      'deploy/**/*.mjs',
      'packages/**/*.{mjs,ts}',
      '*.config.{js,ts}',
      'tests/**/*.{ts,tsx,mjs}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
