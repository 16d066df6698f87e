// Flat config: typescript-eslint + react-hooks, plus the architecture's rules:
// - features never import each other (each area can be read and changed alone);
// - only the HTTP module (src/api/http.ts) calls fetch;
// - generated/ is output, never linted.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['public-site', 'auth', 'registration', 'dashboard', 'advertiser', 'admin'];

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
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'mock-server/**/*.mjs',
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
