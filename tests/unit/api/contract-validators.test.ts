// The generated reply validators (generated/validators/, npm run codegen) against the contract's own examples: every
// named response example passes the validator of its operation and status, and broken copies of each (a required
// field removed, a wrong type, null or an array where an object is expected, a value outside an enum) fail with
// the violation named by its JSON pointer. The broken copies are derived from the contract, so they follow its
// changes without editing this file.
import { describe, expect, it } from 'vitest';
import { validatorModules, type ReplyValidator } from '@generated/validators/index.js';
import { failureStatuses, replyStatuses } from '@generated/statuses';
import { checkReply, describeValue, toViolations, valueAt } from '@/api/contract';
import type { ContractViolation } from '@/api/errors';
import { loadContract } from '../../../openapi/load.mjs';
import { escapeToken, parsePointer, type SchemaObject } from '../../../openapi/model.mjs';

// ------------------------------------------------------------------------------------- the contract's replies

interface Reply {
  operation: string;
  status: number;
  name: string;
  value: unknown;
  schema: SchemaObject;
  label: string;
}

const model = await loadContract();
const deref = (schema: SchemaObject) => model.deref<SchemaObject>(schema);

/** Every named example of every declared JSON reply (the reply statuses; error replies are never checked). */
const replies: Reply[] = model.operations.flatMap((operation) =>
  operation.responses
    .filter((response) => response.code !== null && replyStatuses[operation.label]?.includes(response.code))
    .flatMap((response) =>
      response.content
        .filter((media) => media.json && media.schema)
        .flatMap((media) =>
          media.examples.map((example) => ({
            operation: operation.label,
            status: Number(response.code),
            name: example.name,
            value: example.value,
            schema: media.schema as SchemaObject,
            label: `${operation.label} ${response.status} ${example.name}`,
          })),
        ),
    ),
);

async function validatorFor(operation: string, status: number): Promise<ReplyValidator> {
  const load = validatorModules[operation];
  if (!load) throw new Error(`no validator module for ${operation}`);
  const validate = (await load()).validators[operation]?.[status];
  if (!validate) throw new Error(`no validator for ${operation} ${status}`);
  return validate;
}

async function violationsOf(operation: string, status: number, value: unknown): Promise<ContractViolation[]> {
  const validate = await validatorFor(operation, status);
  return validate(value) ? [] : toViolations(validate.errors ?? [], value);
}

// ------------------------------------------------------------------------------ where to break an example

type Break = 'required' | 'type' | 'null' | 'array' | 'enum';
interface Site {
  pointer: string;
  kind: Break;
}

const typesOf = (schema: SchemaObject): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** The places in `value` (an example) where the schema says enough to break it in each way. */
function sitesOf(schemaIn: SchemaObject, value: unknown, pointer = ''): Site[] {
  const schema = deref(schemaIn);
  const types = typesOf(schema);
  const sites: Site[] = [];
  if (pointer && value !== null && value !== undefined) {
    if (schema.enum && !schema.enum.includes('__not_in_enum__')) sites.push({ pointer, kind: 'enum' });
    else if (types.length === 1 && types[0] !== 'object' && types[0] !== 'array') sites.push({ pointer, kind: 'type' });
    if (types.includes('object') && !types.includes('null')) sites.push({ pointer, kind: 'null' });
    if (types.includes('object') && !types.includes('array')) sites.push({ pointer, kind: 'array' });
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && types.includes('object')) {
    const record = value as Record<string, unknown>;
    for (const field of schema.required ?? []) {
      if (field in record) sites.push({ pointer: `${pointer}/${escapeToken(field)}`, kind: 'required' });
    }
    for (const [field, sub] of Object.entries(schema.properties ?? {})) {
      if (field in record) sites.push(...sitesOf(sub, record[field], `${pointer}/${escapeToken(field)}`));
    }
  }
  if (Array.isArray(value) && schema.items && value.length > 0) {
    sites.push(...sitesOf(schema.items, value[0], `${pointer}/0`));
  }
  return sites;
}

/** A copy of `value` broken at `site`. */
function broken(value: unknown, site: Site): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const segments = parsePointer(site.pointer);
  const last = segments.pop()!;
  const parent = segments.reduce<Record<string, unknown>>((node, s) => node[s] as Record<string, unknown>, copy);
  const current = parent[last];
  if (site.kind === 'required') delete parent[last];
  else if (site.kind === 'null') parent[last] = null;
  else if (site.kind === 'array') parent[last] = [];
  else if (site.kind === 'enum') parent[last] = '__not_in_enum__';
  else parent[last] = typeof current === 'string' ? 12345 : 'wrong';
  return copy;
}

const expectedFor: Record<Break, (violation: ContractViolation) => boolean> = {
  required: (v) => v.expected === 'a required property' && v.got === 'missing',
  type: (v) => !v.expected.startsWith('one of') && (v.got === 'number 12345' || v.got === 'string "wrong"'),
  null: (v) => v.expected.includes('object') && v.got === 'null',
  array: (v) => v.expected.includes('object') && v.got === 'array',
  enum: (v) => v.expected.startsWith('one of ') && v.got === 'string "__not_in_enum__"',
};

// ------------------------------------------------------------------------------------------------ the tests

describe('the generated reply validators', () => {
  it('exist for every operation (all replies are JSON)', () => {
    expect(Object.keys(validatorModules).sort()).toEqual(Object.keys(replyStatuses).sort());
  });

  it('exist for exactly the reply statuses: the declared error replies (401, 403) are never checked', async () => {
    const problems: string[] = [];
    for (const [operation, statuses] of Object.entries(replyStatuses)) {
      const load = validatorModules[operation];
      const checked = load ? Object.keys((await load()).validators[operation] ?? {}).map(Number) : [];
      if (JSON.stringify(checked.sort()) !== JSON.stringify([...statuses].sort()))
        problems.push(`${operation}: validators for ${checked.join(', ')}, replies ${statuses.join(', ')}`);
      for (const status of failureStatuses[operation] ?? []) {
        if (await checkReply(operation, status, { success: false })) problems.push(`${operation}: checks ${status}`);
      }
    }
    expect(problems).toEqual([]);
    expect(Object.values(failureStatuses).flat().length).toBeGreaterThan(0);
  });

  it('find examples to check', () => {
    expect(replies.length).toBeGreaterThan(50);
  });

  describe('accept every named response example of the contract', () => {
    for (const example of replies) {
      it(example.label, async () => {
        expect(await violationsOf(example.operation, example.status, example.value)).toEqual([]);
      });
    }
  });

  describe('accept fields the contract does not declare (tolerant reader)', () => {
    for (const example of replies.filter((e) => e.value && typeof e.value === 'object' && !Array.isArray(e.value))) {
      it(example.label, async () => {
        const extended = { ...(example.value as object), notInTheContract: { anything: [1, 'two'] } };
        expect(await violationsOf(example.operation, example.status, extended)).toEqual([]);
      });
    }
  });

  describe('name each break of a broken copy by its pointer', () => {
    let total = 0;
    for (const example of replies) {
      const sites = sitesOf(example.schema, example.value);
      for (const kind of ['required', 'type', 'null', 'array', 'enum'] as const) {
        const ofKind = sites.filter((s) => s.kind === kind);
        if (ofKind.length === 0) continue;
        total += ofKind.length;
        it(`${example.label}: ${kind} at ${ofKind.map((s) => s.pointer).join(', ')}`, async () => {
          for (const site of ofKind) {
            const value = broken(example.value, site);
            const violations = await violationsOf(example.operation, example.status, value);
            const named = violations.filter((v) => v.pointer === site.pointer);
            expect(named.length, `${site.pointer}: ${JSON.stringify(violations)}`).toBeGreaterThan(0);
            expect(named.some(expectedFor[kind]), `${site.pointer}: ${JSON.stringify(named)}`).toBe(true);
          }
        });
      }
    }
    it('covers every kind of break somewhere in the contract', () => {
      const kinds = new Set(replies.flatMap((e) => sitesOf(e.schema, e.value).map((s) => s.kind)));
      expect([...kinds].sort()).toEqual(['array', 'enum', 'null', 'required', 'type']);
      expect(total).toBeGreaterThan(100);
    });
  });

  it('report every violation of one reply (allErrors), each with what was expected and what came', async () => {
    const example = replies.find((e) => e.operation === 'POST /api/u/register' && e.status === 409)!;
    const value = { ...(example.value as object), success: 'no', onClick: 'dance' };
    const violations = await violationsOf('POST /api/u/register', 409, value);
    expect(violations).toEqual(
      expect.arrayContaining([
        { pointer: '/success', expected: 'boolean', got: 'string "no"' },
        expect.objectContaining({
          pointer: '/onClick',
          expected: expect.stringMatching(/^one of "okay", /),
          got: 'string "dance"',
        }),
      ]),
    );
  });

  it('name the whole body with the empty pointer', async () => {
    expect(await violationsOf('GET /api/s/session', 200, [])).toEqual([
      { pointer: '', expected: 'object', got: 'array' },
    ]);
  });

  it('leave a reply unchecked when the operation has no validator', async () => {
    expect(await checkReply('GET /api/not/in/contract', 200, {})).toBeUndefined();
    expect(await checkReply('GET /api/s/session', 418, {})).toBeUndefined();
    expect(await checkReply('GET /api/s/session', 200, { loggedIn: true })).toEqual([]);
  });
});

describe('the Ajv error → violation mapping', () => {
  it('folds the branches of a failed oneOf into one violation', () => {
    const data = { users: [{ id: true }] };
    const errors = [
      { instancePath: '/users/0/id', schemaPath: '#/oneOf/0/type', keyword: 'type', params: { type: 'integer' } },
      { instancePath: '/users/0/id', schemaPath: '#/oneOf/1/type', keyword: 'type', params: { type: 'string' } },
      { instancePath: '/users/0/id', schemaPath: '#/oneOf', keyword: 'oneOf', params: { passingSchemas: null } },
    ];
    expect(toViolations(errors, data)).toEqual([
      { pointer: '/users/0/id', expected: 'integer or string', got: 'boolean true' },
    ]);
  });

  it('spells type lists, missing fields under escaped keys, and long strings readably', () => {
    const data = { 'a/b': {}, text: 'x'.repeat(60) };
    const errors = [
      { instancePath: '/a~1b', schemaPath: '#/required', keyword: 'required', params: { missingProperty: 'c~d' } },
      { instancePath: '/text', schemaPath: '#/type', keyword: 'type', params: { type: 'integer,null' } },
    ];
    expect(toViolations(errors, data)).toEqual([
      { pointer: '/a~1b/c~0d', expected: 'a required property', got: 'missing' },
      { pointer: '/text', expected: 'integer or null', got: `string "${'x'.repeat(40)}…"` },
    ]);
  });

  it('resolves pointers and describes values', () => {
    expect(valueAt({ a: [{ 'b/c': 3 }] }, '/a/0/b~1c')).toBe(3);
    expect(valueAt({ a: 1 }, '/b')).toBeUndefined();
    expect([undefined, null, [], {}, 3, false, 'hi'].map(describeValue)).toEqual([
      'missing',
      'null',
      'array',
      'object',
      'number 3',
      'boolean false',
      'string "hi"',
    ]);
  });
});
