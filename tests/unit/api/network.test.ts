import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutFromRegistration, registerUser } from '@generated/hooks/registration/registration';
import { getUserTasks, withdrawPoints } from '@generated/hooks/dashboard/dashboard';
import { uploadTask } from '@generated/hooks/advertiser/advertiser';
import { logoutUser } from '@generated/hooks/auth/auth';
import { ApiError, OFFLINE_MESSAGE, isUnknownOutcome, serverMessage, withOfflineNote } from '@/api/errors';
import { changesState } from '@/api/http';
import { TIMEOUT_MS } from '@/api/timeout';
import { describeFailure } from '@/components/feedback/States';
import { loadContract } from '../../../openapi/load.mjs';
import { uploadFields } from './fixtures';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that never answers, but rejects like a browser when its request is aborted. */
const hang = (request: Request) =>
  new Promise<Response>((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });

let fetchMock: ReturnType<typeof vi.fn>;
const requests = (): Request[] => fetchMock.mock.calls.map((call) => call[0] as Request);

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('time limits', () => {
  it('turn a call with no reply within 20 s into an ApiError of kind timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hang);
    const pending = getUserTasks().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.json - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(describeFailure(error, 'load your tasks')).toBe(
      "We couldn't load your tasks: the server took too long to answer. Please try again.",
    );
  });

  it('give the multipart upload 120 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hang);
    let settled: unknown = null;
    const pending = uploadTask(uploadFields()).catch((e: unknown) => (settled = e));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.json);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS.upload - TIMEOUT_MS.json);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout' });
  });

  it("let the caller's own cancel pass through as an AbortError", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hang);
    const controller = new AbortController();
    const pending = getUserTasks({ signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('offline', () => {
  it('fails at once, before fetch, with the offline sentence', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await withdrawPoints({ points: 500 }).catch((e: unknown) => e);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toMatchObject({ kind: 'network', offline: true, message: OFFLINE_MESSAGE });
    expect(OFFLINE_MESSAGE).toBe("You're offline. Check your connection and try again.");
    expect(describeFailure(error, 'send your withdrawal request')).toBe(OFFLINE_MESSAGE);
    expect(withOfflineNote('Registration failed. Please check your internet connection try again.', error)).toBe(
      "Registration failed. Please check your internet connection try again. You're offline. Check your connection and try again.",
    );
    // Nothing was sent, so the outcome is not unknown.
    expect(isUnknownOutcome(error)).toBe(false);
  });
});

describe('the session-ended kind', () => {
  it.each([
    [401, { msg: 'Kindly login' }],
    [403, { msg: 'Kindly login', code: 'wrong_account' }],
  ])('turns %i (the declared session denial) from any call into an ApiError of kind session', async (status, body) => {
    fetchMock.mockResolvedValue(json(status, body));
    await expect(getUserTasks()).rejects.toMatchObject({ kind: 'session', status });
    fetchMock.mockResolvedValue(json(status, body));
    await expect(withdrawPoints({ points: 1 })).rejects.toMatchObject({ kind: 'session', status });
  });
});

describe('the CSRF header', () => {
  const ok = () => json(200, { success: true, msg: 'ok', message: 'ok', tasks: [] });

  it('is sent on POST, DELETE and GET /api/u/logout, and not on other GETs', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(ok()));
    await withdrawPoints({ points: 1 });
    await logoutUser();
    await logoutFromRegistration();
    await getUserTasks();
    const sent = requests().map((r) => [`${r.method} ${new URL(r.url).pathname}`, r.headers.get('x-requested-with')]);
    expect(sent).toEqual([
      ['POST /api/u/withdraw', 'cliq-web'],
      ['DELETE /api/u/logout', 'cliq-web'],
      ['GET /api/u/logout', 'cliq-web'],
      ['GET /api/u/getTasks', null],
    ]);
  });

  it('is sent on the multipart upload too (so the browser preflights it)', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, link: 'https://pay.example/1' }));
    await uploadTask(uploadFields());
    expect(requests()[0]?.headers.get('x-requested-with')).toBe('cliq-web');
  });

  it('is required by the contract on exactly the calls that send it', async () => {
    for (const { label, method, path, parameters } of (await loadContract()).operations) {
      const declares = parameters.some((p) => p.ref === '#/components/parameters/RequestedWith');
      expect(declares, label).toBe(changesState(method.toLowerCase(), path));
    }
  });
});

describe('the Idempotency-Key header', () => {
  it('passes through as the caller set it', async () => {
    fetchMock.mockResolvedValue(json(201, { success: true }));
    await registerUser({} as never, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(requests()[0]?.headers.get('idempotency-key')).toBe('k-1');
  });
});

describe('unknown outcomes', () => {
  it('are timeouts, lost connections and unreadable replies, not answers', () => {
    expect(isUnknownOutcome(new ApiError('timeout', 't'))).toBe(true);
    expect(isUnknownOutcome(new ApiError('network', 'n'))).toBe(true);
    expect(isUnknownOutcome(new ApiError('parse', 'p'))).toBe(true);
    expect(isUnknownOutcome(new Error('bug'))).toBe(false);
  });

  it.each([500, 502, 503, 504, 408, 409])('counts a %i as unknown: the call may have been carried out', (status) => {
    expect(isUnknownOutcome(new ApiError('http', String(status), { status }))).toBe(true);
  });

  it('counts a reply that breaks the contract as unknown (a 2xx the page cannot read)', () => {
    expect(isUnknownOutcome(new ApiError('contract', 'c', { status: 200 }))).toBe(true);
  });

  it.each([400, 404, 422, 429])('counts a %i refusal as a clear "not done"', (status) => {
    expect(isUnknownOutcome(new ApiError('http', String(status), { status }))).toBe(false);
  });

  it('counts an ended or refused session as a clear "not done"', () => {
    expect(isUnknownOutcome(new ApiError('session', '401', { status: 401 }))).toBe(false);
    expect(isUnknownOutcome(new ApiError('refused', '403', { status: 403 }))).toBe(false);
  });

  it('says "Too many attempts, wait a minute." for a 429 that carries no message of its own', () => {
    const limited = new ApiError('http', '429', { status: 429, body: '<html>429 Too Many Requests</html>' });
    expect(serverMessage(limited)).toBe('Too many attempts, wait a minute.');
    expect(describeFailure(limited, 'sign you in')).toBe('Too many attempts, wait a minute.');
    expect(serverMessage(new ApiError('http', '429', { status: 429, body: { msg: 'Slow down' } }))).toBe('Slow down');
  });
});
