// The HTTP module's status rule against the contract's declared error replies: 401 and 403 are "session ended"
// before the reply statuses are looked at (even where the contract declares them, even if a table called one a
// reply), a declared error reply of any other status stays a failure carrying its body, and the generated reply
// types hold only the replies (the type assertions below fail `tsc` if orval's unions grow error branches).
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { getRecentActivities, getUserProfile, getUserTasks } from '@generated/hooks/dashboard/dashboard';
import { registerUser } from '@generated/hooks/registration/registration';
import { addTaskType } from '@generated/hooks/admin/admin';
import { failureStatuses, replyStatuses } from '@generated/statuses';
import type * as StatusModule from '@generated/statuses';
import { ApiError, serverMessage } from '@/api/errors';
import { SESSION_STATUSES } from '@/api/http';
import { setApiBase } from '@/config/env';
import { SESSION_STATUSES as RULE_SESSION_STATUSES } from '../../../openapi/model.mjs';

type StatusTables = typeof StatusModule;

// A contract the tests can bend: GET /api/u/getTasks also declares an error reply 400, and GET
// /api/u/getRecentActivities has a table that (wrongly) lists 401 among its replies.
vi.mock('@generated/statuses', async (importOriginal) => {
  const real = await importOriginal<StatusTables>();
  return {
    replyStatuses: { ...real.replyStatuses, 'GET /api/u/getRecentActivities': [200, 401] },
    failureStatuses: { ...real.failureStatuses, 'GET /api/u/getTasks': [400, 401, 403] },
  };
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('');
});
afterEach(() => vi.unstubAllGlobals());

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => 'no failure',
    (error: unknown) => error,
  );

describe('401 and 403, which the contract declares as error replies', () => {
  it('the contract does declare them (SessionEnded and Forbidden on the profile)', () => {
    expect(failureStatuses['GET /api/u/profile-info']).toEqual([401, 403]);
    expect(replyStatuses['GET /api/u/profile-info']).toEqual([200]);
  });

  it.each([
    [401, { success: false, msg: 'Kindly login' }],
    [403, { success: false, msg: 'Kindly login', code: 'wrong_account' }],
  ])('a declared %i is ApiError("session") carrying its body, never a reply', async (status, body) => {
    fetchMock.mockResolvedValue(json(status, body));
    const error = await failureOf(getUserProfile());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'session', status, body });
    expect((error as ApiError).message).toBe(`GET /api/u/profile-info answered ${status} (an error reply it declares)`);
    expect(serverMessage(error)).toBe('Kindly login');
  });

  it("a 403 of a public call (CsrfRejected) is a refused request, with or without a JSON body", async () => {
    fetchMock.mockResolvedValue(json(403, { success: false, message: 'Request refused.' }));
    await expect(registerUser({} as never)).rejects.toMatchObject({ kind: 'refused', status: 403 });
    // A firewall's page: a refused request (see 'a 403 that is a refused request' below).
    fetchMock.mockResolvedValue(new Response('<html>Forbidden</html>', { status: 403 }));
    await expect(addTaskType({} as never)).rejects.toMatchObject({ kind: 'refused', status: 403 });
  });

  it('a 401 is "session ended" even where a status table calls it a reply: that check comes first', async () => {
    fetchMock.mockResolvedValue(json(401, { activities: [] }));
    await expect(failureOf(getRecentActivities())).resolves.toMatchObject({ kind: 'session', status: 401 });
  });

  it('are the statuses of the contract rule the codegen applies (openapi/model.mjs)', () => {
    expect([...SESSION_STATUSES].sort()).toEqual([...RULE_SESSION_STATUSES].sort());
  });
});

describe('a 403 that is a refused request, not an ended session', () => {
  it("is ApiError('refused') when the CSRF checks say so (code csrf_rejected), keeping its message", async () => {
    fetchMock.mockResolvedValue(json(403, { success: false, message: 'Request refused.', code: 'csrf_rejected' }));
    const error = await failureOf(addTaskType({ media: 'x', action: 'follow', currencies: [{ cur_code: 'USD', amount: 1 }] }));
    expect(error).toMatchObject({ kind: 'refused', status: 403 });
    expect(serverMessage(error)).toBe('Request refused.');
  });

  it("is ApiError('refused') when what answered is not the server's JSON (a firewall's page)", async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Access denied</h1>', { status: 403, headers: { 'content-type': 'text/html' } }));
    expect(await failureOf(getUserTasks())).toMatchObject({ kind: 'refused', status: 403 });
  });

  it("is ApiError('refused') for a framework's own 403 JSON without the session denial's code (Spring's CSRF reply)", async () => {
    fetchMock.mockResolvedValue(
      json(403, { timestamp: '2026-11-29T10:00:00Z', status: 403, error: 'Forbidden', path: '/api/u/getTasks' }),
    );
    expect(await failureOf(getUserTasks())).toMatchObject({ kind: 'refused', status: 403 });
    fetchMock.mockResolvedValue(json(403, { success: false, msg: 'This account cannot do that.' }));
    expect(await failureOf(getUserTasks())).toMatchObject({ kind: 'refused', status: 403 });
  });

  it("is 'session ended' only for the contract's declared denial (code wrong_account), and a 401 always is", async () => {
    fetchMock.mockResolvedValue(json(403, { success: false, msg: 'This account cannot do that.', code: 'wrong_account' }));
    expect(await failureOf(getUserTasks())).toMatchObject({ kind: 'session', status: 403 });
    fetchMock.mockResolvedValue(new Response('<h1>Unauthorized</h1>', { status: 401 }));
    expect(await failureOf(getUserTasks())).toMatchObject({ kind: 'session', status: 401 });
  });
});

describe('any other error reply the contract declares', () => {
  it('stays a failure, ApiError("http") carrying its body, and never reaches the page as data', async () => {
    fetchMock.mockResolvedValue(json(400, { success: false, msg: 'Bad request' }));
    const error = await failureOf(getUserTasks());
    expect(error).toMatchObject({ kind: 'http', status: 400, body: { success: false, msg: 'Bad request' } });
    expect((error as ApiError).message).toBe('GET /api/u/getTasks answered 400 (an error reply it declares)');
    expect(serverMessage(error)).toBe('Bad request');
  });

  it('an undeclared status says nothing of a declaration', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Down' }));
    const error = await failureOf(getUserTasks());
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect((error as ApiError).message).toBe('GET /api/u/getTasks answered 500');
  });
});

describe("the generated reply types (checked by tsc: orval's input leaves the error replies out)", () => {
  it('hold only the reply statuses', () => {
    expectTypeOf<Awaited<ReturnType<typeof getUserProfile>>['status']>().toEqualTypeOf<200>();
    expectTypeOf<Awaited<ReturnType<typeof registerUser>>['status']>().toEqualTypeOf<200 | 201 | 409>();
    expectTypeOf<Awaited<ReturnType<typeof addTaskType>>['status']>().toEqualTypeOf<200>();
  });
});
