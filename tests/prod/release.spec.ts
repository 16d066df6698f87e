/**
 * Releases as docs/deploy.md describes them: deploy/release.sh switches SITE/current to a new build in one rename,
 * and nginx (CLIQ_DIST=SITE/current, CLIQ_PREVIOUS_DIST=SITE/previous) keeps serving the bundles of the build before,
 * so a tab opened before the switch still loads its code; the health check follows the link. The builds are three
 * small folders made here, each with its own hashed bundle.
 *
 * Port: E2E_DEPLOY_PORT + 5 (default 4355).
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startNginx } from '../../deploy/nginx/nginx.mjs';
import { DEPLOY_PORT, rawRequest } from './deploy-support.ts';

const PORT = DEPLOY_PORT + 5;
const RELEASE = join(process.cwd(), 'deploy/release.sh');

let dir = '';

/** A build whose pages say `name` and load /assets/app-<name>.js. */
function build(name: string) {
  const folder = join(dir, `build-${name}`);
  mkdirSync(join(folder, 'assets'), { recursive: true });
  mkdirSync(join(folder, '.vite'));
  const html = `<!doctype html><title>${name}</title><script type="module" src="/assets/app-${name}.js"></script>`;
  writeFileSync(join(folder, 'index.html'), html);
  writeFileSync(join(folder, '200.html'), html);
  writeFileSync(join(folder, 'config.js'), 'window.__CLIQ_CONFIG__ = { apiBase: "https://build.example" };\n');
  writeFileSync(join(folder, 'assets', `app-${name}.js`), `console.log(${JSON.stringify(name)});\n`);
  writeFileSync(join(folder, '.vite', 'chunks.json'), '{}');
  return folder;
}

const release = (...args: string[]) => execFileSync(RELEASE, [join(dir, 'site'), ...args], { encoding: 'utf8' });
const get = (path: string) => rawRequest({ host: '127.0.0.1', port: PORT, path });
const status = async (path: string) => (await get(path)).status;

test.beforeAll(() => {
  // mkdtemp's folder is 0700: a local run's workers are whoever runs the tests (CLIQ_USER), so they read it.
  dir = mkdtempSync(join(tmpdir(), 'cliq-release-'));
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a release switch keeps the previous build's bundles reachable; rollback swaps back", async () => {
  release(build('one'));
  const site = join(dir, 'site');
  const nginx = await startNginx(
    {
      CLIQ_DIST: join(site, 'current'),
      CLIQ_PREVIOUS_DIST: join(site, 'previous'),
      CLIQ_LISTEN: `127.0.0.1:${PORT}`,
      CLIQ_ACCESS_LOG: 'off',
      CLIQ_WORKERS: '1',
    },
    { quiet: true, mock: true, env: {} },
  );
  try {
    expect((await get('/')).body).toContain('<title>one</title>');
    expect(await status('/assets/app-one.js')).toBe(200);

    release(build('two'));
    expect(lstatSync(join(site, 'current')).isSymbolicLink()).toBe(true);
    expect((await get('/')).body).toContain('<title>two</title>');
    expect((await get('/dashboard')).body).toContain('<title>two</title>');
    expect(await status('/assets/app-two.js')).toBe(200);
    // A tab still on build one asks for its bundle after the switch.
    const old = await get('/assets/app-one.js');
    expect(old.status).toBe(200);
    expect(old.body).toContain('"one"');
    expect(old.headers?.['cache-control']).toBe('public, max-age=31536000, immutable');
    // config.js is the configuration's, never a release's; build metadata is not published.
    expect((await get('/config.js')).body).toContain('"apiBase":""');
    expect(readdirSync(join(site, 'current'))).not.toContain('.vite');

    release(build('three'));
    expect(await status('/assets/app-three.js')).toBe(200);
    expect(await status('/assets/app-two.js')).toBe(200);
    expect(await status('/assets/app-one.js')).toBe(404); // two releases back: gone, and its folder deleted
    expect(readdirSync(join(site, 'releases'))).toHaveLength(2);

    release('--rollback');
    expect((await get('/')).body).toContain('<title>two</title>');
    expect(await status('/assets/app-three.js')).toBe(200); // tabs of the release rolled back from
    expect(await status('/healthz')).toBe(200);

    // A link that points nowhere is what the health check is for.
    rmSync(join(site, 'current'));
    expect(await status('/healthz')).toBe(503);
  } finally {
    await nginx.stop();
  }
});
