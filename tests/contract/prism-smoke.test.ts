// The mock backend serves the contract: for every operation and every named response example, Prism answers a
// valid request (the operation's first request example, a session cookie, `Prefer: code=..., example=...`) with
// exactly that status and that example. It also rejects a request that breaks the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, stopMock, type RunningPrism } from './helpers/prism';
import { model, type Operation, type SchemaObject } from './helpers/spec';

const ops = model.operations;
const replies = model.namedExamples().filter((e) => e.kind === 'response');

const SESSION = 'cliq_session=test';
// A 1x1 RGBA PNG (70 bytes), the image part of the task upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGPQztnwHwAEVAJHnALJDgAAAABJRU5ErkJggg==',
  'base64',
);
// Text parts of a multipart body, by field name (a form with a required field missing here fails the test).
const FORM_FIELDS: Record<string, string> = {
  acc_username: 'glowbeauty',
  description: 'Follow Glow Beauty for daily skincare tips.',
  taskType: '1',
  mediaUrl: 'https://instagram.com/glowbeauty',
  target_count: '10',
  niches: '["tech"]',
};

function multipart(operation: Operation, schema: unknown): FormData {
  const form = new FormData();
  const { required = [], properties = {} } = model.deref<SchemaObject>(schema ?? {});
  for (const field of required) {
    if (model.deref<SchemaObject>(properties[field] ?? {}).format === 'binary') {
      form.append(field, new Blob([PNG], { type: 'image/png' }), 'task.png');
    } else if (field in FORM_FIELDS) {
      form.append(field, FORM_FIELDS[field] ?? '');
    } else {
      throw new Error(`${operation.label}: no test value for the required form field '${field}'`);
    }
  }
  return form;
}

/** The body and headers of a valid request to `operation`. */
function requestOf(operation: Operation): { body?: BodyInit; headers: Record<string, string> } {
  const headers = model.requiredHeaders(operation);
  const content = operation.requestBody?.content;
  if (!content) return { headers };
  const json = content.find((media) => media.type === 'application/json');
  if (json) {
    const first = json.examples[0];
    if (!first) throw new Error(`${operation.label}: no request example to send`);
    return { body: JSON.stringify(first.value), headers: { ...headers, 'Content-Type': 'application/json' } };
  }
  const form = content.find((media) => media.type === 'multipart/form-data');
  if (form) return { body: multipart(operation, form.schema), headers }; // fetch sets the boundary
  throw new Error(`${operation.label}: cannot build a ${content.map((media) => media.type).join(', ')} body`);
}

async function call(
  prism: RunningPrism | undefined,
  operation: Operation,
  headers: Record<string, string>,
  body?: BodyInit,
): Promise<{ status: number; type: string; text: string }> {
  if (!prism) throw new Error('Prism did not start');
  const res = await fetch(prism.url + operation.path, {
    method: operation.method.toUpperCase(),
    headers: { Accept: 'application/json', ...headers },
    body,
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

describe('Prism serves the contract', () => {
  let prism: RunningPrism | undefined;

  beforeAll(async () => {
    prism = await startMock(4610);
    console.log(`Prism listening on ${prism.url} after ${(prism.ms / 1000).toFixed(2)} s`);
  });

  afterAll(() => stopMock(prism?.child));

  it('has at least one response example to check for every operation', () => {
    const covered = new Set(replies.map((r) => r.operation.label));
    expect(ops.filter((o) => !covered.has(o.label)).map((o) => o.label)).toEqual([]);
  });

  for (const reply of replies) {
    it(reply.label, async () => {
      const { body, headers } = requestOf(reply.operation);
      const res = await call(
        prism,
        reply.operation,
        { ...headers, Cookie: SESSION, Prefer: `code=${reply.status}, example=${reply.name}` },
        body,
      );
      expect(res.status, `${reply.label} answered ${res.status}: ${res.text}`).toBe(Number(reply.status));
      expect(res.type).toMatch(/^application\/json/);
      expect(parse(res.text)).toStrictEqual(reply.value);
    });
  }

  it('answers 422 to a registration that breaks the contract (request validation is on)', async () => {
    const register = ops.find((o) => o.id === 'registerUser');
    if (!register) throw new Error('no registerUser');
    const res = await call(
      prism,
      register,
      { 'Content-Type': 'application/json', Prefer: 'code=200, example=registered' },
      JSON.stringify({ username: 'ada', email: 'not-an-email', niches: ['tech'] }),
    );
    expect(res.status, res.text).toBe(422);
    expect(parse(res.text)).toMatchObject({
      status: 422,
      validation: expect.arrayContaining([expect.objectContaining({ location: ['body'], code: 'required' })]),
    });
  });

  it("answers a gated call without the session cookie with the contract's own 401 (SessionEnded)", async () => {
    const profile = ops.find((o) => o.id === 'getUserProfile');
    if (!profile) throw new Error('no getUserProfile');
    const res = await call(prism, profile, {});
    expect(res.status, res.text).toBe(401);
    expect(res.type).toMatch(/^application\/json/);
    const declared = replies.find((r) => r.operation.label === profile.label && r.status === '401');
    expect(declared?.name).toBe('sessionEnded');
    expect(parse(res.text)).toStrictEqual(declared?.value);
  });

  it('answers the public calls without a session cookie', async () => {
    const open = ops.filter(({ op }) => Array.isArray(op.security) && op.security.length === 0);
    expect(open.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const operation of open) {
      const { body, headers } = requestOf(operation);
      const res = await call(prism, operation, headers, body);
      if (res.status < 200 || res.status > 299) failures.push(`${operation.label}: ${res.status} ${res.text}`);
    }
    expect(failures).toEqual([]);
  });
});
