// The layered reading of replies (src/api/contract.ts over generated/validators/, npm run codegen) against the
// contract's own examples: every named response example passes untouched; a broken copy of each (a required field
// removed, a wrong type, null or an array where an object is expected) is rejected with the violation named by its
// JSON pointer when the break is outside any item of a list, and otherwise loses only that item (its pointer
// recorded, the other items kept); a value of an extensible enum the client does not know is kept and noted. The
// broken copies and the lists are derived from the contract, so they follow its changes without editing this file.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatorModules, type ReplyValidator } from '@generated/validators/index.js';
import { failureStatuses, replyStatuses } from '@generated/statuses';
import { checkReply, describeValue, toViolations, valueAt } from '@/api/contract';
import type { ContractViolation } from '@/api/errors';
import { loadContract } from '@cliq/contract/load';
import { escapeToken, parsePointer, replyShape, toPointer, type SchemaObject } from '@cliq/contract/model';

// ------------------------------------------------------------------------------------- the contract's replies

interface Reply {
  operation: string;
  status: number;
  name: string;
  value: unknown;
  schema: SchemaObject;
  label: string;
}

const model = await loadContract(join(process.cwd(), 'openapi/cliq.yaml')); // vitest runs from the root
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

type Break = 'required' | 'type' | 'null' | 'array' | 'enum' | 'unknown';
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
    else if (Array.isArray(schema.examples) && typeof value === 'string') sites.push({ pointer, kind: 'unknown' });
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
  else if (site.kind === 'enum' || site.kind === 'unknown') parent[last] = '__not_in_enum__';
  else parent[last] = typeof current === 'string' ? 12345 : 'wrong';
  return copy;
}

const expectedFor: Record<Break, (violation: ContractViolation) => boolean> = {
  required: (v) => v.expected === 'a required property' && v.got === 'missing',
  type: (v) => !v.expected.startsWith('one of') && (v.got === 'number 12345' || v.got === 'string "wrong"'),
  null: (v) => v.expected.includes('object') && v.got === 'null',
  array: (v) => v.expected.includes('object') && v.got === 'array',
  enum: (v) => v.expected.startsWith('one of ') && v.got === 'string "__not_in_enum__"',
  unknown: () => false,
};

/** The item of a list (its pointer) that holds `pointer` in a reply of `schema`, or undefined. */
function itemHolding(schema: SchemaObject, pointer: string): string | undefined {
  const tokens = parsePointer(pointer);
  const lists = replyShape(model.doc, schema).items.map((item) => parsePointer(item));
  const holding = lists
    .filter((list) => list.length <= tokens.length && list.every((token, i) => token === '*' || token === tokens[i]))
    .sort((a, b) => b.length - a.length)[0];
  return holding && toPointer(tokens.slice(0, holding.length));
}

async function read(operation: string, status: number, value: unknown) {
  const check = await checkReply(operation, status, value);
  if (!check) throw new Error(`${operation} ${status} was not checked`);
  return check;
}

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

  describe('accept every named response example of the contract, whole', () => {
    for (const example of replies) {
      it(example.label, async () => {
        expect(await violationsOf(example.operation, example.status, example.value)).toEqual([]);
        const check = await read(example.operation, example.status, example.value);
        expect(check).toMatchObject({ violations: [], dropped: [], unknown: [] });
        expect(check.data).toBe(example.value);
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

  describe('read each break of a broken copy in layers: the reply rejected, or only its item left out', () => {
    let total = 0;
    let inItems = 0;
    for (const example of replies) {
      const sites = sitesOf(example.schema, example.value);
      for (const kind of ['required', 'type', 'null', 'array', 'enum'] as const) {
        const ofKind = sites.filter((s) => s.kind === kind);
        if (ofKind.length === 0) continue;
        total += ofKind.length;
        inItems += ofKind.filter((site) => itemHolding(example.schema, site.pointer)).length;
        it(`${example.label}: ${kind} at ${ofKind.map((s) => s.pointer).join(', ')}`, async () => {
          for (const site of ofKind) {
            const value = broken(example.value, site);
            const check = await read(example.operation, example.status, value);
            const item = itemHolding(example.schema, site.pointer);
            const found = item ? check.dropped.flatMap((d) => d.violations) : check.violations;
            const named = found.filter((v) => v.pointer === site.pointer);
            expect(named.length, `${site.pointer}: ${JSON.stringify(check)}`).toBeGreaterThan(0);
            expect(named.some(expectedFor[kind]), `${site.pointer}: ${JSON.stringify(named)}`).toBe(true);
            if (!item) continue;
            // Only that item is left out: the reply stands, with one item fewer in that list.
            expect(check.violations, site.pointer).toEqual([]);
            expect(check.dropped.map((d) => d.pointer)).toEqual([item]);
            const list = toPointer(parsePointer(item).slice(0, -1));
            const before = (valueAt(value, list) as unknown[]).length;
            expect((valueAt(check.data, list) as unknown[]).length, site.pointer).toBe(before - 1);
            expect(valueAt(check.data, list)).toEqual((valueAt(value, list) as unknown[]).filter((_, i) => `${list}/${i}` !== item));
          }
        });
      }
    }
    it('covers every kind of break somewhere in the contract, in items and outside them', () => {
      const kinds = new Set(replies.flatMap((e) => sitesOf(e.schema, e.value).map((s) => s.kind)));
      expect([...kinds].sort()).toEqual(expect.arrayContaining(['array', 'null', 'required', 'type', 'unknown']));
      expect(total).toBeGreaterThan(100);
      expect(inItems).toBeGreaterThan(20);
      expect(total - inItems).toBeGreaterThan(20);
    });
  });

  describe('keep a value of an extensible enum the client does not know, and note where it is', () => {
    const cases = replies.flatMap((example) =>
      sitesOf(example.schema, example.value)
        .filter((site) => site.kind === 'unknown')
        .map((site) => ({ example, site })),
    );
    it('finds such values in the examples', () => {
      expect(cases.length).toBeGreaterThan(10);
    });
    for (const { example, site } of cases) {
      it(`${example.label} at ${site.pointer}`, async () => {
        const value = broken(example.value, site);
        const check = await read(example.operation, example.status, value);
        expect(check).toMatchObject({ violations: [], dropped: [] });
        expect(check.unknown).toEqual([expect.objectContaining({ pointer: site.pointer, got: 'string "__not_in_enum__"' })]);
        expect(check.data).toEqual(value);
      });
    }
  });

  it('leaves out each broken item of a list and keeps the rest (one task broken among good ones)', async () => {
    const example = replies.find((e) => e.operation === 'GET /api/u/getTasks' && e.name === 'mixed')!;
    const tasks = (example.value as { tasks: Record<string, unknown>[] }).tasks;
    expect(tasks.length).toBeGreaterThan(2);
    const value = { tasks: tasks.map((task, i) => (i === 1 ? { ...task, points: '10' } : i === 2 ? { ...task, key: undefined } : task)) };
    const check = await read('GET /api/u/getTasks', 200, JSON.parse(JSON.stringify(value)));
    expect(check.violations).toEqual([]);
    expect(check.dropped.map((d) => [d.pointer, d.list, d.violations.map((v) => v.pointer)])).toEqual([
      ['/tasks/1', '/tasks/*', ['/tasks/1/points']],
      ['/tasks/2', '/tasks/*', ['/tasks/2/key']],
    ]);
    expect((check.data as { tasks: unknown[] }).tasks).toEqual([tasks[0], ...tasks.slice(3)]);
  });

  it('leaves out a nested item alone, and an outer item with what it holds', async () => {
    const example = replies.find((e) => e.operation === 'GET /api/adm/queryTaskTypes')!;
    const reply = structuredClone(example.value) as { taskTypes: { currencies?: unknown[]; id: unknown }[] };
    const withPrices = reply.taskTypes.findIndex((type) => (type.currencies?.length ?? 0) > 0);
    expect(withPrices).toBeGreaterThanOrEqual(0);
    reply.taskTypes[withPrices]!.currencies![0] = { cur_code: 'USD' };
    const nested = await read('GET /api/adm/queryTaskTypes', 200, reply);
    expect(nested.dropped.map((d) => [d.pointer, d.list])).toEqual([
      [`/taskTypes/${withPrices}/currencies/0`, '/taskTypes/*/currencies/*'],
    ]);
    expect((nested.data as typeof reply).taskTypes).toHaveLength(reply.taskTypes.length);
    reply.taskTypes[withPrices]!.id = 'not a number';
    const outer = await read('GET /api/adm/queryTaskTypes', 200, reply);
    expect(outer.dropped.map((d) => d.pointer)).toEqual([`/taskTypes/${withPrices}`]);
    expect((outer.data as typeof reply).taskTypes).toHaveLength(reply.taskTypes.length - 1);
  });

  it('rejects the whole reply when a list is not a list, even with good items elsewhere', async () => {
    const check = await read('GET /api/u/getTasks', 200, { tasks: { 0: {} } });
    expect(check.violations).toEqual([expect.objectContaining({ pointer: '/tasks', expected: 'array' })]);
    expect(check.dropped).toEqual([]);
  });

  it('report every violation of one reply (allErrors), each with what was expected and what came', async () => {
    const example = replies.find((e) => e.operation === 'POST /api/u/register' && e.status === 409)!;
    const value = { ...(example.value as object), success: 'no', onClick: 3 };
    const violations = await violationsOf('POST /api/u/register', 409, value);
    expect(violations).toEqual(
      expect.arrayContaining([
        { pointer: '/success', expected: 'boolean', got: 'string "no"' },
        { pointer: '/onClick', expected: 'string', got: 'number 3' },
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
    expect(await checkReply('GET /api/s/session', 200, { loggedIn: true })).toMatchObject({ violations: [] });
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
