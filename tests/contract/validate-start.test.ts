// `CLIQ_API_TARGET=URL CLIQ_VALIDATE=1 npm start` (scripts/start.mjs) puts the validating proxy of @cliq/contract
// between the dev server's /api and the server: a reply that breaks the contract reaches the app as a 500, and its
// violation prints in npm start's output. The server here answers a transaction without the `status_name` the
// contract requires.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sparePort } from './helpers/prism';
import { ROOT } from './helpers/spec';

describe('npm start with CLIQ_VALIDATE=1', () => {
  let server: Server | undefined;
  let target = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const details = { amount: 50, task_key: 'tsk_2001', created_at: '2026-11-20T10:00:00Z', symbol: '$' };
        res.end(JSON.stringify({ success: true, transactionDetails: details }));
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("sends the app's /api through the proxy; violations print in its output", async () => {
    const port = await sparePort(4650);
    const proxyPort = await sparePort(4651);
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
        headers: { 'content-type': 'application/json', 'x-requested-with': 'cliq-web', cookie: 'cliq_session=s' },
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
