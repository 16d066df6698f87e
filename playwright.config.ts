/**
 * End-to-end tests: the production build (`vite build` → dist/) served by `vite preview`, whose /api proxy talks
 * to Prism serving openapi/cliq.yaml. Browsers are never downloaded: Debian's chromium-headless-shell is used, or
 * its full Chromium when the shell is missing (scripts/test-browser.mjs; scripts/ensure-chromium.mjs installs it;
 * CHROMIUM_PATH overrides the path).
 * The `production` project (tests/prod) runs the same build behind nginx with the deployment's configuration
 * (deploy/nginx: CSP, cache rules, 404s) and its own Prism (scripts/ensure-nginx.mjs installs nginx).
 * The `dev-server` project (tests/dev) runs `npm start` (scripts/start.mjs: the Vite dev server, its own Prism and
 * the dev-only mock panel) and walks what a frontend developer touches on a working day.
 *
 *   npx vite build && npx playwright test            (npm test does both, plus lint, typecheck and vitest)
 *   npx playwright test tests/e2e/shell.spec.ts --project=chromium
 *   npx playwright test --project=production
 *   npx playwright test --project=dev-server       (no build needed)
 */
import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './scripts/test-browser.mjs';

const onCI = Boolean(process.env.CI);
// E2E_MOCK_PORT / E2E_PREVIEW_PORT move the servers, e.g. to run two checkouts side by side.
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT || 4010);
const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT || 4173);
const baseURL = `http://127.0.0.1:${PREVIEW_PORT}`;
// The build under test: dist/ (what `npx vite build` writes). E2E_DIST points elsewhere, so a `vite build` running
// at the same time in this checkout cannot swap the files while the tests run (scripts/test.mjs builds there too).
const DIST = process.env.E2E_DIST || 'dist';
// The production project: nginx (E2E_PROD_PORT) serving the same build, /api to a Prism of its own
// (E2E_PROD_MOCK_PORT), so its tests never share the mock with the chromium project's.
const PROD_MOCK_PORT = Number(process.env.E2E_PROD_MOCK_PORT || 4011);
const PROD_PORT = Number(process.env.E2E_PROD_PORT || 4183);
const prodBaseURL = `http://127.0.0.1:${PROD_PORT}`;
// The dev-server project: `npm start` on E2E_DEV_PORT, its Prism on E2E_DEV_MOCK_PORT.
const DEV_PORT = Number(process.env.E2E_DEV_PORT || 4193);
const DEV_MOCK_PORT = Number(process.env.E2E_DEV_MOCK_PORT || 4012);
const devBaseURL = `http://127.0.0.1:${DEV_PORT}`;
// Where scripts/e2e-servers.mjs says every server is up (E2E_READY_PORT, else beside the preview's port).
const READY_PORT = Number(process.env.E2E_READY_PORT || PREVIEW_PORT + 26);

/** Each project's servers start only when it runs (not the production ones for `--project=chromium` alone). */
function projectsAsked(argv: string[]): string[] {
  return argv.flatMap((arg, index) =>
    arg === '--project'
      ? [argv[index + 1] ?? '']
      : arg.startsWith('--project=')
        ? [arg.slice('--project='.length)]
        : [],
  );
}
const asked = projectsAsked(process.argv);
const runs = (project: string) => asked.length === 0 || asked.some((name) => name === project || name.includes('*'));
// The chromium and mobile projects' Prism and `vite preview` of the build.
const runsBuild = runs('chromium') || runs('mobile');
const runsProduction = runs('production');
const runsDevServer = runs('dev-server');

/**
 * A server of the run, started by scripts/e2e-servers.mjs: `command` (run by the shell, `env` over the environment)
 * is up once `url` answers.
 */
interface E2EServer {
  name: string;
  command: string;
  url: string;
  env?: Record<string, string>;
}

/** A Prism mock of openapi/cliq.yaml on `port` (mock-server/start.mjs), for a project's app server to proxy to. */
function prismServer(name: string, port: number): E2EServer {
  return {
    name,
    command: 'node mock-server/start.mjs',
    url: `http://127.0.0.1:${port}/api/s/session`,
    env: { MOCK_PORT: String(port), MOCK_HOST: '127.0.0.1' },
  };
}

const launchOptions = {
  executablePath: testBrowserPath(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** The servers the projects of this run need (each project's only when it runs). */
const servers: E2EServer[] = [
  ...(runsBuild
    ? [
        prismServer('prism', MOCK_PORT),
        {
          name: 'vite preview',
          // Fails at once (instead of timing out on 404s) when nothing was built yet.
          command:
            `test -f '${DIST}/index.html' || { echo '${DIST}/index.html is missing: run npx vite build' >&2; exit 1; }` +
            ` && npx vite preview --config mock-server/vite.servers.config.ts --outDir '${DIST}' --port ${PREVIEW_PORT} --strictPort --host 127.0.0.1`,
          url: `${baseURL}/`,
          // The preview proxy forwards /api to this Prism (never to CLIQ_API_TARGET) and adds the mock session cookie.
          env: { MOCK_PORT: String(MOCK_PORT), MOCK_HOST: '127.0.0.1', CLIQ_API_TARGET: '' },
        },
      ]
    : []),
  ...(runsProduction
    ? [
        prismServer('prism (production)', PROD_MOCK_PORT),
        {
          name: 'nginx',
          // deploy/nginx's configuration for this build, /api to the Prism above (as the mock: its session
          // cookie added, like the preview proxy). One worker process is plenty for the tests.
          command: `node scripts/serve.mjs --dist '${DIST}' --port ${PROD_PORT} --no-build --no-prism`,
          url: `${prodBaseURL}/config.js`,
          env: {
            MOCK_PORT: String(PROD_MOCK_PORT),
            MOCK_HOST: '127.0.0.1',
            // Nothing from the caller's environment: the headers spec checks the defaults (no report endpoint,
            // no HSTS on plain http, the API on the site's own origin). tests/prod/deploy.spec.ts starts its own
            // nginx with the other settings.
            CLIQ_API_TARGET: '',
            CLIQ_API_BASE: '',
            CLIQ_REPORT_URL: '',
            CLIQ_PUBLIC_ORIGIN: '',
            CLIQ_SERVER_ALIASES: '',
            CLIQ_TLS_CERT: '',
            CLIQ_TLS_KEY: '',
            CLIQ_REDIRECT_LISTEN: '',
            CLIQ_REAL_IP_FROM: '',
            CLIQ_PREVIOUS_DIST: '',
            CLIQ_WELL_KNOWN_ROOT: '',
            CLIQ_INCLUDE: '',
            CLIQ_HSTS: '',
            CLIQ_WORKERS: '1',
            CLIQ_ACCESS_LOG: 'off',
            CLIQ_RUNTIME_DIR: '',
          },
        },
      ]
    : []),
  ...(runsDevServer
    ? [
        {
          name: 'npm start',
          // npm start itself: Prism first, then the Vite dev server (whose proxy adds the mock session cookie).
          command: `node scripts/start.mjs --port ${DEV_PORT}`,
          url: `${devBaseURL}/`,
          env: { MOCK_PORT: String(DEV_MOCK_PORT), MOCK_HOST: '127.0.0.1', CLIQ_API_TARGET: '' },
        },
      ]
    : []),
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  // CI machines have 2 cores shared by two browsers, Prism and the preview server: a first render after a
  // navigation can take several seconds there, so assertions wait up to 10 s (a passing test never waits longer
  // than its condition needs).
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: onCI,
  retries: 0,
  // Three workers on two cores: a test spends much of its time waiting (page loads, replies, timers), so a third
  // browser keeps the CPU busy. Measured on the public-site and shell specs: 174 s with 2 workers, 143 s with 3.
  workers: 3,
  // Playwright empties outputDir before a run: keep it apart from test-results/vitest.json.
  outputDir: 'test-results/playwright',
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/playwright.json' }],
    ['junit', { outputFile: 'test-results/playwright-junit.xml' }],
  ],
  use: {
    baseURL,
    // Recording a trace costs about a third of the run time (measured on the public-site and shell specs: 235 s
    // with traces, 154 s without), so CI records none; locally a failing test keeps its trace.
    trace: onCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions,
  },
  projects: [
    {
      // `npm start` as a frontend developer uses it, at phone and desktop widths (tests/dev). First in the list, so
      // its one long walk starts with the run rather than last, alone on a machine the other workers have left.
      name: 'dev-server',
      testDir: 'tests/dev',
      use: { ...devices['Desktop Chrome'], baseURL: devBaseURL, launchOptions },
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        // A phone's layout depends on its CSS width, not its pixel ratio; rendering at 1x keeps the run light.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
    {
      // The deployment's nginx in front of the build: every route with the CSP on, one whole flow per account
      // kind, and the response headers (tests/prod).
      name: 'production',
      testDir: 'tests/prod',
      use: { ...devices['Desktop Chrome'], baseURL: prodBaseURL, launchOptions },
    },
  ],
  // One entry that starts them all at once (scripts/e2e-servers.mjs): Playwright starts a list's entries one after
  // another. It answers on READY_PORT once every server does; SIGTERM stops them all.
  webServer: servers.length
    ? {
        command: 'node scripts/e2e-servers.mjs',
        url: `http://127.0.0.1:${READY_PORT}/`,
        env: { E2E_SERVERS: JSON.stringify(servers), E2E_READY_PORT: String(READY_PORT) },
        reuseExistingServer: !onCI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      }
    : undefined,
});
