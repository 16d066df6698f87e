// npm run contract:proxy (scripts/contract-proxy.mjs): Prism's proxy mode in front of a real server (here the
// contract:verify tests' server with planted bugs). Conforming traffic passes untouched; a reply that breaks the
// contract is printed with its operation and pointer (and the app gets Prism's 500); a request that breaks it is
// refused with 422 before the server sees it; what is not /api (task images) goes straight to the server. And
// `CLIQ_API_TARGET=URL CLIQ_VALIDATE=1 npm start` (scripts/start.mjs) puts it between the app and that server.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBuggyServer } from './helpers/buggy-server';
import { sparePort } from './helpers/prism';
import { ROOT } from './helpers/spec';
import { SESSION_COOKIE, type RunningServer } from './helpers/wrong-server';

interface RunningProxy {
  url: string;
  close(): Promise<void>;
}
type StartProxy = (options: { target: string; port: number; print: (line: string) => void }) => Promise<RunningProxy>;
// Loaded by URL: a plain JavaScript script without type declarations; its shape is stated by StartProxy.
const PROXY_MODULE = new URL('../../scripts/contract-proxy.mjs', import.meta.url).href;

describe('contract:proxy', () => {
  let server: RunningServer | undefined;
  let proxy: RunningProxy | undefined;
  const printed: string[] = [];
  const csrf = { 'content-type': 'application/json', 'x-requested-with': 'cliq-web' };

  beforeAll(async () => {
    server = await startBuggyServer();
    const { startContractProxy } = (await import(/* @vite-ignore */ PROXY_MODULE)) as {
      startContractProxy: StartProxy;
    };
    proxy = await startContractProxy({
      target: server.url,
      port: await sparePort(4640),
      print: (line) => printed.push(line),
    });
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  it('passes conforming requests and replies untouched, the session cookie included', async () => {
    const login = await fetch(`${proxy?.url}/api/u/login`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ user: 'ada', password: 'Secret123' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toContain(SESSION_COOKIE);
    const profile = await fetch(`${proxy?.url}/api/u/profile-info`, { headers: { cookie: SESSION_COOKIE } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { success: boolean }).success).toBe(true);
    expect(printed).toEqual([]);
  });

  it('prints a reply that breaks the contract with its operation and pointer; the app gets a 500', async () => {
    const reply = await fetch(`${proxy?.url}/api/a/get_transaction`, {
      method: 'POST',
      headers: { ...csrf, cookie: SESSION_COOKIE },
      body: JSON.stringify({ transactionId: 'tx_other' }),
    });
    expect(reply.status).toBe(500);
    expect(printed).toContainEqual(
      "✗ reply   getTransaction (POST /api/a/get_transaction)  /body/transactionDetails  Response body property transactionDetails must have required property 'status_name'",
    );
  });

  it('refuses a request that breaks the contract with 422, naming the field; the server never sees it', async () => {
    printed.splice(0);
    const reply = await fetch(`${proxy?.url}/api/u/withdraw`, {
      method: 'POST',
      headers: { ...csrf, cookie: SESSION_COOKIE },
      body: JSON.stringify({ points: -5 }),
    });
    expect(reply.status).toBe(422);
    expect(printed).toEqual([
      '✗ request withdrawPoints (POST /api/u/withdraw)  /body/points  Request body property points must be > 0',
    ]);
    expect(server?.requests.some((r) => r.path === '/api/u/withdraw')).toBe(false);
  });

  it('sends what is not /api (task images under /uploads) straight to the server', async () => {
    await fetch(`${proxy?.url}/uploads/tasks/sample-x.png`);
    expect(server?.requests.some((r) => r.path === '/uploads/tasks/sample-x.png')).toBe(true);
  });

  it("CLIQ_API_TARGET=URL CLIQ_VALIDATE=1 npm start: the app's /api goes through it, violations print there", async () => {
    const port = await sparePort(4650);
    const proxyPort = await sparePort(4651);
    const target = server?.url ?? '';
    // The dev server transforms the app's modules only when a page asks for them: starting it is cheap.
    const start = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port)], {
      cwd: ROOT,
      env: { ...process.env, CLIQ_API_TARGET: target, CLIQ_VALIDATE: '1', CLIQ_PROXY_PORT: String(proxyPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    start.stdout.on('data', (chunk) => (output += String(chunk)));
    start.stderr.on('data', (chunk) => (output += String(chunk)));
    try {
      await vi.waitFor(() => expect(output).toContain('Cliq is running at'), { timeout: 60_000, interval: 100 });
      expect(output).toContain(`Validating proxy at http://127.0.0.1:${proxyPort} → ${target}`);
      const reply = await fetch(`http://127.0.0.1:${port}/api/a/get_transaction`, {
        method: 'POST',
        headers: { ...csrf, cookie: SESSION_COOKIE },
        body: JSON.stringify({ transactionId: 'tx_other' }),
      });
      expect(reply.status).toBe(500);
      await vi.waitFor(
        () =>
          expect(output).toContain(
            '✗ reply   getTransaction (POST /api/a/get_transaction)  /body/transactionDetails  Response body property',
          ),
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      start.kill('SIGTERM');
      if (start.exitCode === null) await once(start, 'exit');
    }
  }, 90_000);
});
