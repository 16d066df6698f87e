/**
 * The component tests' stub (tests/component/support/api-stub.ts) is typed from the contract's generated `paths`:
 * an operation is named as the contract has it, and a JSON answer has the shape of one of its replies. Those checks
 * happen in the typecheck (npm test's `tsc`, which reads tests/ too), so this file holds them there: each
 * `@ts-expect-error` below turns into an error of its own ("unused directive") as soon as the typing lets its line
 * through, and each expectTypeOf fails the typecheck when its type no longer holds.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Answers, OperationKey, ReplyBody } from '../../component/support/api-stub';

describe('the component stub is typed from the contract', () => {
  it("names each operation as the contract does: 'METHOD /path', nothing else", () => {
    expectTypeOf<'GET /api/u/getTasks'>().toExtend<OperationKey>();
    expectTypeOf<'POST /api/u/withdraw'>().toExtend<OperationKey>();
    expectTypeOf<'GET /api/u/getTask'>().not.toExtend<OperationKey>();
    expectTypeOf<'POST /api/u/getTasks'>().not.toExtend<OperationKey>();
    expectTypeOf<'get /api/u/getTasks'>().not.toExtend<OperationKey>();
    expectTypeOf<string>().not.toExtend<OperationKey>();
  });

  it("types a JSON answer by the operation's replies", () => {
    expectTypeOf<ReplyBody<'GET /api/u/getTasks'>>().toHaveProperty('tasks');
    const answers: Answers = {
      'GET /api/u/getTasks': { tasks: [] },
      'POST /api/u/withdraw': 'abort',
      // A deliberately broken reply goes as a Response.
      'GET /api/s/session': new Response('not json'),
    };
    const unknownOperation: Answers = {
      // @ts-expect-error -- not an operation of the contract
      'GET /api/u/getTask': { tasks: [] },
    };
    const wrongShape: Answers = {
      // @ts-expect-error -- tasks is a list in every reply of getTasks
      'GET /api/u/getTasks': { tasks: 'none' },
    };
    const wrongOperationsReply: Answers = {
      // @ts-expect-error -- a reply of another operation (getTasks has no `success` and lacks `tasks` here)
      'GET /api/u/getTasks': { success: true, msg: 'Done' },
    };
    expect(Object.keys({ ...answers, ...unknownOperation, ...wrongShape, ...wrongOperationsReply })).toEqual([
      'GET /api/u/getTasks',
      'POST /api/u/withdraw',
      'GET /api/s/session',
      'GET /api/u/getTask',
    ]);
  });
});
