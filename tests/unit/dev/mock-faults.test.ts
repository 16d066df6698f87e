// The failures the dev mock panel chooses per operation (a 500, a timeout, offline), answered by the dev server in
// front of its /api proxy (mock-server/dev-proxy.mjs `answerFault`, installed by the `mockFaults` Vite plugin): a
// server on a spare port runs it, then passes anything else on as the proxy would. The app's own HTTP module, with
// the panel's Prefer middleware, reads each failure as the kind its pages have words for.
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserTasks } from '@generated/hooks/dashboard/dashboard';
import { useHttpMiddleware as addHttpMiddleware } from '@/api/http';
import { ApiError } from '@/api/errors';
import { reloadApiBase, setApiBase } from '@/config/env';
import { createMockStore } from '@/dev/mock-store';
import { createPreferMiddleware } from '@/dev/prefer-middleware';
import type { ScenarioFile } from '@/dev/scenarios';
import { answerFault } from '../../../mock-server/dev-proxy.mjs';
import { loadContract } from '@cliq/contract/load';

const HOLD_MS = 1_500;
let server: Server;
let base = '';
/** How each request the server saw ended: 'passed on' (to the proxy) or 'closed' (the connection, by either side). */
const seen: { end: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const entry = { end: 'open' };
    seen.push(entry);
    res.on('close', () => (entry.end = entry.end === 'open' ? 'closed' : entry.end));
    if (answerFault(req, res, { holdMs: HOLD_MS })) return;
    entry.end = 'passed on';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ tasks: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (prefer?: string, signal?: AbortSignal) =>
  fetch(`${base}/api/u/getTasks`, { headers: prefer ? { prefer } : {}, ...(signal ? { signal } : {}) });

describe('the dev server answers the failures the mock panel chooses', () => {
  it("passes everything else on, Prism's own preferences included", async () => {
    for (const prefer of [undefined, 'code=200, example=empty', 'fault=explode']) {
      const reply = await get(prefer);
      expect(reply.status, String(prefer)).toBe(200);
      expect(seen.at(-1)?.end).toBe('passed on');
    }
  });

  it('server-error: a 500 with a JSON body that names no message (each page keeps its own words)', async () => {
    const reply = await get('fault=server-error');
    expect(reply.status).toBe(500);
    expect(reply.headers.get('content-type')).toBe('application/json');
    const body = (await reply.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: 'Internal Server Error' });
    expect(body).not.toHaveProperty('msg');
    expect(body).not.toHaveProperty('message');
  });

  it('offline: the connection closes without a reply, which fetch reports as a network failure', async () => {
    const failure = await get('fault=offline').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    expect(seen.at(-1)?.end).toBe('closed');
  });

  it('timeout: no answer until the client gives up, and then none is sent', async () => {
    const started = Date.now();
    const failure = await get('fault=timeout', AbortSignal.timeout(400)).then(
      () => null,
      (error: unknown) => error,
    );
    expect((failure as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(HOLD_MS);
    await expect.poll(() => seen.at(-1)?.end).toBe('closed');
  });

  it('timeout: a client that never gives up gets a 504 once the hold is over', async () => {
    const started = Date.now();
    const reply = await get('fault=timeout');
    expect(reply.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 50);
  });
});

describe("the app's HTTP module, with the panel's Prefer middleware", () => {
  it('reads the 500 as a server failure and offline as a network failure', async () => {
    const model = await loadContract(join(process.cwd(), 'openapi/cliq.yaml')); // vitest runs from the root
    const store = createMockStore(model, { scenarios: [] } satisfies ScenarioFile);
    const remove = addHttpMiddleware(createPreferMiddleware(store.choiceFor));
    setApiBase(base);
    const failureOf = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (error: unknown) => error as ApiError,
      );
    try {
      store.set({ scenario: null, overrides: { getUserTasks: { fault: 'server-error' } } });
      expect(await failureOf(getUserTasks())).toMatchObject({ kind: 'http', status: 500 });
      store.set({ scenario: null, overrides: { getUserTasks: { fault: 'offline' } } });
      const offline = await failureOf(getUserTasks());
      expect(offline).toBeInstanceOf(ApiError);
      expect(offline).toMatchObject({ kind: 'network', offline: false });
      store.set({ scenario: null, overrides: {} });
      expect(await getUserTasks()).toMatchObject({ status: 200, data: { tasks: [] } });
    } finally {
      remove();
      reloadApiBase();
    }
  });
});
