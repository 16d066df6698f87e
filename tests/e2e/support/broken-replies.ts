/**
 * Replies that break openapi/cliq.yaml outside any item of a list (its envelope: the client rejects the whole reply;
 * an item that breaks its schema is only left out, which tests/e2e/tolerant-reader.spec.ts covers), made from the
 * contract itself: for an operation, its first declared success status, the first named example of it, and four
 * copies of that example, each broken one way:
 *   missing-required  a field the schema requires is left out (the first one found, top level first)
 *   wrong-type        a declared field holds a value of another type
 *   null-object       null where the schema expects an object (a nested object, or else the whole reply)
 *   array-object      an array where the schema expects an object (the whole reply)
 * A variant the schema gives no room for (no required field anywhere in the example) is left out, with the reason.
 */
import { model } from './contract.ts';

type Json = Record<string, unknown>;

export interface BrokenReply {
  variant: 'missing-required' | 'wrong-type' | 'null-object' | 'array-object';
  /** Where the example was broken, as a JSON pointer ('' for the whole reply). */
  pointer: string;
  status: number;
  json: unknown;
}

export interface BrokenReplies {
  replies: BrokenReply[];
  /** Variants that cannot be made for this operation, and why. */
  skipped: string[];
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(value: unknown): Json {
  const current = model.deref(value);
  return isObject(current) ? current : {};
}

/** The schema's own type, or the object type its properties imply; combinators are followed to their first arm. */
function typeOf(schema: Json): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') as string | undefined;
  if (schema.properties) return 'object';
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const arms = schema[key];
    if (Array.isArray(arms) && arms.length > 0) return typeOf(resolve(arms[0]));
  }
  return undefined;
}

/** Properties and required names of an object schema, allOf arms merged. */
function objectParts(schema: Json): { properties: Record<string, Json>; required: string[] } {
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  const visit = (part: Json) => {
    for (const [name, sub] of Object.entries((part.properties as Json | undefined) ?? {}))
      properties[name] = resolve(sub);
    if (Array.isArray(part.required)) required.push(...(part.required as string[]));
    if (Array.isArray(part.allOf)) for (const arm of part.allOf) visit(resolve(arm));
  };
  visit(schema);
  return { properties, required };
}

interface Found {
  path: (string | number)[];
  schema: Json;
}

/** Walks the example alongside its schema, breadth first, calling `pick` on every declared field present. */
function findField(
  rootSchema: Json,
  example: unknown,
  pick: (found: Found, required: boolean) => boolean,
): Found | null {
  const queue: { schema: Json; value: unknown; path: (string | number)[] }[] = [
    { schema: rootSchema, value: example, path: [] },
  ];
  while (queue.length > 0) {
    const { schema, value, path } = queue.shift()!;
    const type = typeOf(schema);
    if (type === 'object' && isObject(value)) {
      const { properties, required } = objectParts(schema);
      for (const [name, sub] of Object.entries(properties)) {
        if (!(name in value)) continue;
        const found = { path: [...path, name], schema: sub };
        if (pick(found, required.includes(name))) return found;
        queue.push({ schema: sub, value: value[name], path: found.path });
      }
    }
    // Not into the items of a list: a break there leaves that item out, the reply stands (tolerant-reader.spec.ts).
  }
  return null;
}

const pointerOf = (path: (string | number)[]) => path.map((part) => `/${String(part)}`).join('');

function withChange(example: unknown, path: (string | number)[], change: 'delete' | { value: unknown }): unknown {
  const copy = structuredClone(example) as Json;
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Json)[key as string], copy) as Json;
  const last = path[path.length - 1] as string;
  if (change === 'delete') delete parent[last];
  else parent[last] = change.value;
  return copy;
}

/** A value of another type than the schema's. */
function wrongValue(schema: Json): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'not a list';
    default:
      return 42;
  }
}

export function brokenReplies(operationLabel: string): BrokenReplies {
  const success = model.operation(operationLabel).responses.find((response) => /^2\d\d$/.test(response.status));
  if (!success) return { replies: [], skipped: [`${operationLabel} declares no success status`] };
  const statusText = success.status;
  const media = success.content.find((entry) => entry.type === 'application/json');
  const schema = resolve(media?.schema);
  const example = media?.examples[0]?.value;
  if (example === undefined) return { replies: [], skipped: [`${operationLabel} ${statusText} has no example`] };
  const status = Number(statusText);
  const replies: BrokenReply[] = [];
  const skipped: string[] = [];

  const required = findField(schema, example, (_found, isRequired) => isRequired);
  if (required) {
    replies.push({
      variant: 'missing-required',
      pointer: pointerOf(required.path),
      status,
      json: withChange(example, required.path, 'delete'),
    });
  } else {
    skipped.push('missing-required: the schema requires no field that its example has');
  }

  const typed =
    findField(schema, example, (found, isRequired) => isRequired && typeOf(found.schema) !== undefined) ??
    findField(schema, example, (found) => typeOf(found.schema) !== undefined && !found.schema.oneOf);
  if (typed) {
    replies.push({
      variant: 'wrong-type',
      pointer: pointerOf(typed.path),
      status,
      json: withChange(example, typed.path, { value: wrongValue(typed.schema) }),
    });
  } else {
    skipped.push('wrong-type: the example has no typed field');
  }

  const nullable = (sub: Json) => Array.isArray(sub.type) && sub.type.includes('null');
  const nested = findField(schema, example, (found) => typeOf(found.schema) === 'object' && !nullable(found.schema));
  replies.push(
    nested
      ? {
          variant: 'null-object',
          pointer: pointerOf(nested.path),
          status,
          json: withChange(example, nested.path, { value: null }),
        }
      : { variant: 'null-object', pointer: '', status, json: null },
  );
  replies.push({ variant: 'array-object', pointer: '', status, json: [example] });
  return { replies, skipped };
}
