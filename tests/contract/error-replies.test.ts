// The error replies the contract declares (issue 14): every operation declares a 4xx (Redocly's
// operation-4xx-response); every call that needs a session declares the shared 401; every call that needs one
// account kind's session, and every state-changing call, a shared 403; each through components/responses with the
// ErrorReply shape the client reads and a named example. They are failures, never replies, by the one rule the
// codegen applies (in openapi/model.mjs), which is checked here too.
import { describe, expect, it } from 'vitest';
import { createValidator } from '../../openapi/validator.mjs';
import {
  createModel,
  freshDoc,
  isReply,
  model,
  onlyReplies,
  type Operation,
  type OperationObject,
  type ResponseObject,
} from './helpers/spec';

const { doc } = model;
const ops = model.operations;
const validator = createValidator(model);

const SHARED = {
  sessionEnded: '#/components/responses/SessionEnded',
  forbidden: '#/components/responses/Forbidden',
  forbiddenOrCsrf: '#/components/responses/ForbiddenOrCsrfRejected',
  csrf: '#/components/responses/CsrfRejected',
};

/** Every requirement names a scheme: the call cannot be made without a session. */
const needsSession = ({ security }: Operation) =>
  security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
/** A session check: anonymous callers, or the session of its kind. */
const isSessionCheck = ({ security }: Operation) =>
  security.some((r) => Object.keys(r).length === 0) && security.some((r) => Object.keys(r).length > 0);
/** A state-changing call carries the CSRF header (the RequestedWith parameter). */
const changesState = (operation: Operation) =>
  operation.parameters.some((p) => p.ref === '#/components/parameters/RequestedWith');
const refOf = (operation: Operation, status: string) => operation.responses.find((r) => r.status === status)?.ref;

describe('every operation declares the error replies a real server sends', () => {
  it('declares at least one 4xx (what Redocly asks of every operation)', () => {
    const without = ops.filter(({ responses }) => !responses.some((r) => /^4(\d\d|XX)$/.test(r.status)));
    expect(without.map((o) => o.label)).toEqual([]);
  });

  it('declares the shared 401 on every call that needs a session, and on the session checks', () => {
    const problems = ops
      .filter((operation) => needsSession(operation) || isSessionCheck(operation))
      .filter((operation) => refOf(operation, '401') !== SHARED.sessionEnded)
      .map(({ label, op }) => `${label}: 401 is ${JSON.stringify(op.responses?.['401'])}`);
    expect(problems).toEqual([]);
    expect(ops.filter(needsSession).length).toBeGreaterThan(20);
  });

  it('declares no 401 on a public call (it needs no session to lose)', () => {
    const public401 = ops.filter(({ security, op }) => security.length === 0 && op.responses?.['401']);
    expect(public401.map((o) => o.label)).toEqual([]);
  });

  it('declares the shared 403 on every call of one account kind and every state-changing call', () => {
    const problems: string[] = [];
    for (const operation of ops) {
      const expected = needsSession(operation)
        ? changesState(operation)
          ? SHARED.forbiddenOrCsrf
          : SHARED.forbidden
        : changesState(operation)
          ? SHARED.csrf
          : undefined;
      const found = refOf(operation, '403');
      if (found !== expected) problems.push(`${operation.label}: 403 should be ${expected}, is ${found}`);
    }
    expect(problems).toEqual([]);
  });

  it('declares every error reply through a shared response: ErrorReply, a named example, how the client reads it', () => {
    const problems: string[] = [];
    for (const operation of ops) {
      for (const status of operation.failureStatuses) {
        const ref = refOf(operation, String(status));
        const { label } = operation;
        if (!ref?.startsWith('#/components/responses/')) problems.push(`${label} ${status}: not a shared response`);
      }
    }
    for (const [name, response] of Object.entries(doc.components.responses ?? {})) {
      const content = model.deref<ResponseObject>(response).content ?? {};
      expect(Object.keys(content), name).toEqual(['application/json']);
      expect(content['application/json']?.schema, name).toEqual({ $ref: '#/components/schemas/ErrorReply' });
      expect(Object.keys(content['application/json']?.examples ?? {}).length, name).toBeGreaterThan(0);
      // What the client makes of it: an ended session (401, the 403 session denial) or a refused request.
      expect(response.description, name).toMatch(/"session ended"|a refused request/);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(doc.components.responses ?? {}).sort()).toEqual(
      ['CsrfRejected', 'Forbidden', 'ForbiddenOrCsrfRejected', 'SessionEnded'].sort(),
    );
  });

  it('keeps them failures: the only non-2xx reply is register’s 409, and no 401 or 403 is a reply', () => {
    const nonSuccessReplies = ops.flatMap(({ label, replyStatuses }) =>
      replyStatuses.filter((s) => s < 200 || s > 299).map((s) => `${label} ${s}`),
    );
    expect(nonSuccessReplies).toEqual(['POST /api/u/register 409']);
    const failures = new Set(ops.flatMap(({ failureStatuses }) => failureStatuses));
    expect([...failures].sort()).toEqual([401, 403]);
  });
});

describe('ErrorReply, the shape the client reads from an error body', () => {
  const at = '#/components/schemas/ErrorReply';

  it('requires nothing and allows any other field (the client needs nothing from it)', () => {
    for (const body of [{}, { msg: 'Kindly login' }, { success: false, message: 'Refused', code: 'E1', extra: [1] }]) {
      const verdict = validator.validate(at, body);
      expect(verdict.valid, `${JSON.stringify(body)}: ${verdict.text}`).toBe(true);
    }
  });

  it('still has a shape: msg and message are strings, success a boolean, the body an object', () => {
    expect(validator.validate(at, { msg: 3 }).valid).toBe(false);
    expect(validator.validate(at, { message: ['no'] }).valid).toBe(false);
    expect(validator.validate(at, { success: 'false' }).valid).toBe(false);
    expect(validator.validate(at, []).valid).toBe(false);
  });
});

describe('the reply rule (openapi/model.mjs)', () => {
  const marked = { description: 'x', 'x-cliq-reply': true };

  it('makes every 2xx a reply, and a non-2xx only when marked x-cliq-reply', () => {
    expect(isReply(doc, '200', { description: 'x' })).toBe(true);
    expect(isReply(doc, '201', { description: 'x' })).toBe(true);
    expect(isReply(doc, '409', { description: 'x' })).toBe(false);
    expect(isReply(doc, '409', marked)).toBe(true);
    expect(isReply(doc, '401', { $ref: '#/components/responses/SessionEnded' })).toBe(false);
  });

  it('refuses a 401 or 403 marked as a reply (the client always reads them as "session ended")', () => {
    expect(() => isReply(doc, '401', marked)).toThrow(/cannot be a reply/);
    expect(() => isReply(doc, 403, marked)).toThrow(/cannot be a reply/);
  });

  it('gives orval a copy without the failures and the shared responses they used, the contract untouched', () => {
    const before = JSON.stringify(doc);
    const pruned = onlyReplies(doc);
    expect(JSON.stringify(doc)).toBe(before);
    const problems: string[] = [];
    for (const { label, op } of createModel(pruned).operations) {
      const kept = Object.keys(op.responses ?? {}).map(Number);
      const original = model.operation(label);
      if (JSON.stringify(kept) !== JSON.stringify(original.replyStatuses))
        problems.push(`${label}: kept ${kept.join(', ')}`);
    }
    expect(problems).toEqual([]);
    expect(pruned.components.responses).toBeUndefined();
    expect(pruned.components.schemas.ErrorReply).toEqual(doc.components.schemas.ErrorReply);
    const register = createModel(pruned).operation('POST /api/u/register').op;
    expect(Object.keys(register?.responses ?? {})).toEqual(['200', '201', '409']);
  });

  it('keeps a shared response an operation still uses as a reply', () => {
    const copy = freshDoc();
    const shared: ResponseObject = { description: 'shared', content: {} };
    copy.components.responses = { ...copy.components.responses, Shared: shared };
    const tasks = copy.paths['/api/u/getTasks']?.get as OperationObject;
    tasks.responses = { ...tasks.responses, '202': { $ref: '#/components/responses/Shared' } };
    const pruned = onlyReplies(copy);
    expect(Object.keys(pruned.components.responses ?? {})).toEqual(['Shared']);
  });
});
