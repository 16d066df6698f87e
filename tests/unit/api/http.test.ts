import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerUser } from '@generated/hooks/registration/registration';
import { getUserProfile, getUserTasks } from '@generated/hooks/dashboard/dashboard';
import { uploadTask } from '@generated/hooks/advertiser/advertiser';
import { droppedCount } from '@/api/dropped';
import { ApiError, serverMessage } from '@/api/errors';
import { http, useHttpMiddleware } from '@/api/http';
import { setApiBase } from '@/config/env';
import { REGISTRATION, uploadFields } from './fixtures';

const payload = REGISTRATION;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
const lastRequest = (): Request => fetchMock.mock.calls.at(-1)?.[0] as Request;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setApiBase('');
});

describe('the register status rule', () => {
  it.each([200, 201, 409])('returns a %i reply as data, discriminated by status', async (status) => {
    const reply = { success: status !== 409, msg: `reply ${status}`, onClick: 'okay' };
    fetchMock.mockResolvedValue(json(status, reply));
    const result = await registerUser(payload);
    expect(result.status).toBe(status);
    expect(result.data).toEqual(reply);
  });

  it.each([400, 404, 422, 500, 503])('turns an undeclared %i into an ApiError of kind http', async (status) => {
    fetchMock.mockResolvedValue(json(status, { msg: 'nope' }));
    const error = await registerUser(payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status });
    expect(serverMessage(error)).toBe('nope');
  });

  it('turns a network failure into an ApiError of kind network', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(registerUser(payload)).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });
  });

  it('turns a non-JSON reply with a declared status into an ApiError of kind parse', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>proxy error</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    await expect(registerUser(payload)).rejects.toMatchObject({ kind: 'parse', status: 200 });
  });

  it('treats a truncated JSON body as a parse failure', async () => {
    fetchMock.mockResolvedValue(new Response('{"success":tr', { status: 201 }));
    await expect(registerUser(payload)).rejects.toMatchObject({ kind: 'parse' });
  });

  it('treats an empty 409 as a parse failure, not a reply', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 409 }));
    await expect(registerUser(payload)).rejects.toMatchObject({ kind: 'parse', status: 409 });
  });
});

describe('other operations', () => {
  it('only accept the statuses their contract declares: 409 is a failure for getTasks', async () => {
    fetchMock.mockResolvedValue(json(409, { tasks: [] }));
    await expect(getUserTasks()).rejects.toMatchObject({ kind: 'http', status: 409 });
  });

  it('return the JSON body of a 200 with headers', async () => {
    fetchMock.mockResolvedValue(json(200, { tasks: [] }, { 'x-test': '1' }));
    const result = await getUserTasks();
    expect(result.data).toEqual({ tasks: [] });
    expect(result.headers.get('x-test')).toBe('1');
  });
});

describe('the contract check', () => {
  const profile = { success: true, user: { name: 'Ada', username: 'ada', email: 'ada@example.com' } };

  it('accepts a reply with fields the contract does not declare (tolerant reader)', async () => {
    const reply = { ...profile, extra: 1, user: { ...profile.user, nickname: 'countess' } };
    fetchMock.mockResolvedValue(json(200, reply));
    const result = await getUserProfile();
    expect(result.data).toEqual(reply);
  });

  it('turns a 200 that breaks the schema into an ApiError of kind contract, naming every violation', async () => {
    vi.spyOn(console, 'groupCollapsed').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const reply = { success: 'yes', user: { ...profile.user, email: 3 }, cliqInfo: { rank: 'Gold' } };
    fetchMock.mockResolvedValue(json(200, reply));
    const error = await getUserProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'contract', operation: 'GET /api/u/profile-info', status: 200, body: reply });
    expect((error as ApiError).violations).toEqual(
      expect.arrayContaining([
        { pointer: '/success', expected: 'boolean', got: 'string "yes"' },
        { pointer: '/cliqInfo/points', expected: 'a required property', got: 'missing' },
        { pointer: '/user/email', expected: 'string', got: 'number 3' },
      ]),
    );
    expect((error as ApiError).violations).toHaveLength(3);
    vi.restoreAllMocks();
  });

  it('checks declared non-2xx replies too (register 409)', async () => {
    vi.spyOn(console, 'groupCollapsed').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(json(409, { success: false, onClick: 3 }));
    await expect(registerUser(payload)).rejects.toMatchObject({
      kind: 'contract',
      operation: 'POST /api/u/register',
      status: 409,
      violations: [expect.objectContaining({ pointer: '/onClick', expected: 'string', got: 'number 3' })],
    });
    vi.restoreAllMocks();
  });

  it('leaves out an item that breaks its schema and returns the rest, with what it left out', async () => {
    vi.spyOn(console, 'groupCollapsed').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const good = { key: 'tsk_1', media: 'threads', action: 'follow', points: 5, media_url: 'https://threads.net/a' };
    fetchMock.mockResolvedValue(json(200, { tasks: [good, { ...good, key: 'tsk_2', points: '5' }] }));
    const result = await getUserTasks();
    // The unknown platform is kept: an extensible enum.
    expect(result.data).toEqual({ tasks: [good] });
    expect(droppedCount(result, '/tasks/*')).toBe(1);
    expect((result as unknown as { dropped: unknown }).dropped).toEqual([
      { pointer: '/tasks/1', list: '/tasks/*', violations: [{ pointer: '/tasks/1/points', expected: 'number', got: 'string "5"' }] },
    ]);
    vi.restoreAllMocks();
  });
});

describe('requests', () => {
  it('go to {base}/api/... with credentials included and a JSON body', async () => {
    setApiBase('https://api.cliq.example/');
    fetchMock.mockResolvedValue(json(201, { success: true }));
    await registerUser(payload);
    const request = lastRequest();
    expect(request.url).toBe('https://api.cliq.example/api/u/register');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(await request.text())).toEqual(payload);
  });

  it('default to the same origin', async () => {
    fetchMock.mockResolvedValue(json(200, { tasks: [] }));
    await getUserTasks();
    expect(lastRequest().url).toBe(`${window.location.origin}/api/u/getTasks`);
  });

  it('send multipart bodies as FormData with their boundary, not as JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, link: 'https://pay.example/1' }));
    await uploadTask(uploadFields());
    const request = lastRequest();
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File does not cross into Node's Request intact (two realms), so only the part's presence and
    // type are checked here; the file bytes are checked in a real browser by the upload e2e tests.
    const body = await request.text();
    expect(body).toMatch(/name="acc_username"\r\n\r\nglow\r\n/);
    expect(body).toMatch(/name="niches"\r\n\r\n\["tech"\]\r\n/);
    expect(body).toMatch(/name="image"; filename="[^"]*"\r\nContent-Type: image\/png/);
  });

  it('let an abort pass through as an AbortError for react-query to handle', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (request: Request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = getUserTasks({ signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('run added middleware on every call until it is removed', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { tasks: [] })));
    const remove = useHttpMiddleware({
      onRequest: ({ request }) => {
        request.headers.set('Prefer', 'example=empty');
        return request;
      },
    });
    await getUserTasks();
    expect(lastRequest().headers.get('prefer')).toBe('example=empty');
    remove();
    await getUserTasks();
    expect(lastRequest().headers.get('prefer')).toBeNull();
  });

  it('rejects a GET on a path the contract does not have', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await expect(http('/api/not/in/contract')).rejects.toMatchObject({ kind: 'http', status: 200 });
  });
});

describe('serverMessage', () => {
  it('reads msg or message of a failed reply, but nothing of a reply that broke the contract', () => {
    expect(serverMessage(new ApiError('http', '500', { status: 500, body: { message: 'Down for a deploy' } }))).toBe(
      'Down for a deploy',
    );
    const broken = new ApiError('contract', 'broke', {
      status: 200,
      body: { success: 'yes', msg: 'Welcome back' },
      operation: 'POST /api/u/login',
      violations: [{ pointer: '/success', expected: 'boolean', got: 'string "yes"' }],
    });
    expect(serverMessage(broken)).toBeUndefined();
  });
});
