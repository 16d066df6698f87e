// The published API reference: `npm run docs` (build/build-docs.mjs, Redocly) and the /api-docs/ middleware the
// dev and preview servers use (build/docs-plugin.mjs).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '@cliq/contract/load';

type Next = () => void;
interface FakeRequest {
  url: string;
  method: string;
}
interface FakeResponse {
  status?: number;
  headers: Record<string, string | number>;
  body?: string;
  writeHead(status: number, headers?: Record<string, string | number>): void;
  end(body?: string | Buffer): void;
}
type Middleware = ((req: FakeRequest, res: FakeResponse, next: Next) => Promise<void>) & {
  ensureBuilt(): Promise<void>;
};
interface PluginModule {
  DOCS_BASE: string;
  docsMiddleware(options: { dir: string; stale?: () => boolean; build?: () => Promise<unknown> }): Middleware;
}

// The repository root: vitest runs from it (in jsdom, import.meta.url is not a file: URL).
const ROOT = process.cwd();
// Loaded by URL: plain ESM modules without type declarations; their shape is stated above.
const plugin = (await import(
  /* @vite-ignore */ pathToFileURL(join(ROOT, 'build/docs-plugin.mjs')).href
)) as PluginModule;

const temp = mkdtempSync(join(tmpdir(), 'cliq-docs-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function request(middleware: Middleware, url: string, method = 'GET') {
  const res: FakeResponse = {
    headers: {},
    writeHead(status, headers = {}) {
      this.status = status;
      this.headers = headers;
    },
    end(body) {
      this.body = body === undefined ? '' : String(body);
    },
  };
  let passedOn = false;
  await middleware({ url, method }, res, () => {
    passedOn = true;
  });
  return { ...res, passedOn };
}

describe('the /api-docs/ middleware', () => {
  const dir = join(temp, 'served');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Cliq API reference</title>');
  writeFileSync(join(dir, 'cliq.yaml'), 'openapi: 3.1.0\n');
  writeFileSync(join(temp, 'secret.html'), 'outside');
  const fresh = plugin.docsMiddleware({ dir, stale: () => false, build: () => Promise.reject(new Error('no build')) });

  it('serves the reference at /api-docs/ and the contract next to it', async () => {
    const page = await request(fresh, '/api-docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Cliq API reference');
    const yaml = await request(fresh, '/api-docs/cliq.yaml?download=1');
    expect(yaml.status).toBe(200);
    expect(yaml.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect((await request(fresh, '/api-docs/index.html', 'HEAD')).body).toBe('');
  });

  it('redirects /api-docs to /api-docs/ and leaves every other path (the /api proxy) alone', async () => {
    const bare = await request(fresh, '/api-docs');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/api-docs/');
    for (const url of ['/api/s/session', '/', '/api-docsx/']) {
      expect((await request(fresh, url)).passedOn, url).toBe(true);
    }
  });

  it('serves nothing outside its folder and only known file types', async () => {
    for (const url of ['/api-docs/..%2Fsecret.html', '/api-docs/%2e%2e/secret.html', '/api-docs/x/../../secret.html']) {
      const res = await request(fresh, url);
      expect(res.status, url).toBe(404);
      expect(res.body).not.toContain('outside');
    }
    expect((await request(fresh, '/api-docs/missing.html')).status).toBe(404);
    expect((await request(fresh, '/api-docs/run.sh')).status).toBe(404);
    expect((await request(fresh, '/api-docs/%E0%A4%A')).status).toBe(404);
    expect((await request(fresh, '/api-docs/', 'POST')).status).toBe(405);
  });

  it('builds a stale reference once, even for requests that arrive together', async () => {
    const buildDir = join(temp, 'built-on-demand');
    let builds = 0;
    let stale = true;
    const middleware = plugin.docsMiddleware({
      dir: buildDir,
      stale: () => stale,
      build: async () => {
        builds += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        mkdirSync(buildDir, { recursive: true });
        writeFileSync(join(buildDir, 'index.html'), '<!doctype html><title>built</title>');
        stale = false;
      },
    });
    const [first, second] = await Promise.all([
      request(middleware, '/api-docs/'),
      request(middleware, '/api-docs/index.html'),
    ]);
    expect(builds).toBe(1);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toContain('built');
  });

  it('explains a failed build on the page (escaped) instead of hanging', async () => {
    const broken = plugin.docsMiddleware({
      dir: join(temp, 'never'),
      stale: () => true,
      build: () => Promise.reject(new Error('redocly exited with 1: <bad ref>')),
    });
    const res = await request(broken, '/api-docs/');
    expect(res.status).toBe(500);
    expect(res.body).toContain('<h1>The API reference could not be built</h1>');
    expect(res.body).toContain('npm run docs');
    expect(res.body).toContain('redocly exited with 1: &lt;bad ref&gt;');
  });
});

describe('npm run docs (build/build-docs.mjs)', () => {
  const out = join(temp, 'api');
  let run: { code: number; stdout: string; stderr: string };

  it('builds one self-contained page with every operation, and copies the contract next to it', async () => {
    run = await new Promise((resolve) => {
      execFile(
        process.execPath,
        ['build/build-docs.mjs', '--out', out],
        { cwd: ROOT, timeout: 170_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? -1) : 0, stdout: String(stdout), stderr: String(stderr) }),
      );
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^API reference: .*index\.html \(\d+ KiB, built in [\d.]+ s\)/);
    expect(existsSync(join(out, 'cliq.yaml'))).toBe(true);
    expect(readFileSync(join(out, 'cliq.yaml'), 'utf8')).toBe(readFileSync(join(ROOT, 'openapi/cliq.yaml'), 'utf8'));

    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<title>Cliq API reference</title>');
    // Nothing from elsewhere: no script or stylesheet by URL, no CDN image, and a CSP that forbids other origins.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toContain('cdn.redoc.ly');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);

    // Every operation of the contract, found by its summary (each has one: tests/contract/structure.test.ts).
    const { operations } = await loadContract(join(ROOT, 'openapi/cliq.yaml'));
    const summaries = operations.map((operation) => operation.summary);
    expect(operations.filter((operation) => !operation.summary.trim()).map((operation) => operation.label)).toEqual([]);
    expect(summaries.length).toBeGreaterThan(0);
    const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    expect(summaries.filter((summary) => !html.includes(summary) && !html.includes(escaped(summary)))).toEqual([]);
    // Named examples are in it too.
    for (const name of ['emailTaken', 'savedStep3', 'notLoggedIn']) expect(html).toContain(name);
  }, 180_000);
});
