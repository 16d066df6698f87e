// cliq-contract proxy (src/proxy.mjs): Prism's proxy mode in front of a real server (here the verify tests' server
// with planted bugs). Conforming traffic passes untouched; a reply that breaks the contract is printed with its
// operation and pointer (and the app gets Prism's 500); a request that breaks it is refused with 422 before the
// server sees it; what is not /api (task images) goes straight to the server. It only ever reaches its target,
// whatever the request line says, and its memory stays bounded: replies are streamed, not held whole, and Prism's
// output does not pile up.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_TAIL } from '../src/prism.mjs';
import { startContractProxy, type RunningProxy } from '../src/proxy.mjs';
import { startBuggyServer } from './helpers/buggy-server';
import { CONTRACT } from './helpers/spec';
import { startBystander, type RunningServer } from './helpers/wrong-server';

/** Sends a request whose request line is `target` as written (fetch would normalise it); resolves with the status. */
function rawRequest(proxyUrl: string, target: string): Promise<number> {
  const { hostname, port } = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path: target, method: 'GET' }, (reply) => {
      reply.resume();
      reply.on('end', () => resolve(reply.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('cliq-contract proxy', () => {
  let server: Awaited<ReturnType<typeof startBuggyServer>> | undefined;
  let bystander: RunningServer | undefined;
  let proxy: RunningProxy | undefined;
  /** The Cliquer's session cookie, from the login through the proxy. */
  let session = '';
  const printed: string[] = [];
  const csrf = { 'content-type': 'application/json', 'x-requested-with': 'cliq-web' };

  beforeAll(async () => {
    server = await startBuggyServer();
    bystander = await startBystander();
    proxy = await startContractProxy({
      target: server.url,
      port: 0,
      contract: CONTRACT,
      print: (line) => printed.push(line),
    });
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    await bystander?.close();
  });

  it('passes conforming requests and replies untouched, the session cookie included', async () => {
    const login = await fetch(`${proxy?.url}/api/u/login`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ user: 'ada', password: 'Secret123' }),
    });
    expect(login.status).toBe(200);
    session = /cliq_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(session).toMatch(/^cliq_session=user-/);
    const profile = await fetch(`${proxy?.url}/api/u/profile-info`, { headers: { cookie: session } });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { success: boolean }).success).toBe(true);
    expect(printed).toEqual([]);
  });

  it('prints a reply that breaks the contract with its operation and pointer; the app gets a 500', async () => {
    const login = await fetch(`${proxy?.url}/api/a/login`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify({ user: 'glowbeauty', password: 'Brand2026x' }),
    });
    const advertiser = /cliq_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const reply = await fetch(`${proxy?.url}/api/a/get_transaction`, {
      method: 'POST',
      headers: { ...csrf, cookie: advertiser },
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
      headers: { ...csrf, cookie: session },
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

  it('only ever reaches its target: //other-host/path is a path on the target, an absolute URL is refused', async () => {
    const elsewhere = new URL(bystander?.url ?? '').host;
    await rawRequest(proxy?.url ?? '', `//${elsewhere}/uploads/tasks/a.png`);
    await rawRequest(proxy?.url ?? '', `//${elsewhere}/api/u/getTasks`);
    expect(await rawRequest(proxy?.url ?? '', `http://${elsewhere}/api/u/getTasks`)).toBe(400);
    expect(await rawRequest(proxy?.url ?? '', `http://${elsewhere}/uploads/tasks/a.png`)).toBe(400);
    expect(bystander?.requests).toEqual([]);
    // The path reached the target as it was written.
    expect(server?.requests.map((r) => r.path)).toContain(`//${elsewhere}/uploads/tasks/a.png`);
  });

  it('streams a reply as it comes, never holding it whole, and ends the call when the client goes away', async () => {
    // /uploads/held sends 64 KiB, then holds the rest for 20 s: a proxy that read a reply whole before passing it on
    // would show the client nothing until then.
    const { hostname, port } = new URL(proxy?.url ?? '');
    const first = await new Promise<number>((resolve, reject) => {
      const sent = request({ host: hostname, port, path: '/uploads/held' }, (reply) => {
        reply.once('data', (chunk: Buffer) => {
          resolve(chunk.length);
          reply.destroy();
        });
      });
      sent.on('error', reject);
      setTimeout(() => reject(new Error('no byte of the reply within 5 s')), 5_000);
      sent.end();
    });
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => server?.heldOpen(), { timeout: 5_000 }).toBe(0);
  });

  it("keeps only the tail of Prism's output, however much traffic passes", async () => {
    // Prism logs a few lines per request: a few hundred requests write several times the tail it keeps.
    for (let batch = 0; batch < 15; batch += 1) {
      await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${proxy?.url}/api/s/session`).then((reply) => reply.arrayBuffer())),
      );
    }
    const kept = proxy?.prism.output() ?? '';
    expect(kept.length).toBeLessThanOrEqual(OUTPUT_TAIL);
    expect(kept.length).toBeGreaterThan(OUTPUT_TAIL / 2);
    // The newest lines are the ones kept: the start-up lines are long gone.
    expect(kept).not.toContain('Prism is listening');
    expect(kept).toContain('/api/s/session');
  }, 60_000);
});
