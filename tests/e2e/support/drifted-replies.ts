/**
 * Replies that drift from openapi/cliq.yaml the way a real server's do, made from the contract itself
 * (@cliq/contract/model's `replyShape`): from an operation's first success example,
 *   - in every list of objects the example has items in, one broken item is added after the good ones (a copy of
 *     the first item without its first required field), which the client must leave out and count;
 *   - every extensible enum the example has a value for gets, at its first place, a value the client does not know
 *     (UNKNOWN_TEXT, or UNKNOWN_NUMBER for a number), which the client must keep and show as it came.
 * tests/e2e/tolerant-reader.spec.ts serves these and checks each page.
 */
import {
  findAt,
  parsePointer,
  pointersMatching,
  replyShape,
  toPointer,
  walkSchema,
  type SchemaObject,
} from '@cliq/contract/model';
import { model } from './contract.ts';

export const UNKNOWN_TEXT = 'zz-new-value';
export const UNKNOWN_NUMBER = 99;

export interface DriftedList {
  /** The list's items as the contract has them ('/tasks/*'). */
  list: string;
  /** The list that got the broken item ('/tasks'). */
  at: string;
  /** How many good items it has (all shown). */
  good: number;
}

export interface DriftedReply {
  operation: string;
  status: number;
  json: unknown;
  lists: DriftedList[];
  /** Where a value the client does not know was put ('/tasks/0/media'). */
  unknown: string[];
}

type Json = Record<string, unknown>;

/** The schema that applies at a template ('/tasks/*'), through allOf/oneOf: the required fields of its items. */
function requiredAt(schema: unknown, template: string): string[] {
  const required = new Set<string>();
  walkSchema(model.doc, schema, (node: SchemaObject, tokens) => {
    if (toPointer(tokens) === template) for (const name of node.required ?? []) required.add(name);
  });
  return [...required];
}

/** The drifted reply of an operation, or null when its reply has no list or extensible enum to drift. */
export function driftedReply(operation: string): DriftedReply | null {
  const success = model
    .operation(operation)
    .responses.find((response) => /^2\d\d$/.test(response.status) && (response.json?.examples.length ?? 0) > 0);
  const media = success?.json;
  if (!success || !media) return null;
  const original = media.examples[0]!.value;
  const shape = replyShape(model.doc, media.schema);
  const json = structuredClone(original) as Json;
  const unknown: string[] = [];
  for (const { path } of shape.open) {
    const place = pointersMatching(original, path).find((pointer) => {
      const value = findAt(original, pointer);
      return value !== null && value !== undefined && value !== '';
    });
    if (!place) continue;
    const tokens = parsePointer(place);
    const parent = findAt(json, toPointer(tokens.slice(0, -1))) as Json;
    parent[tokens[tokens.length - 1]!] = typeof findAt(original, place) === 'number' ? UNKNOWN_NUMBER : UNKNOWN_TEXT;
    unknown.push(place);
  }
  const lists: DriftedList[] = [];
  for (const list of shape.items) {
    const of = toPointer(parsePointer(list).slice(0, -1));
    // The first such list of the example with items (only good ones: lists appended to below are not chosen).
    const at = pointersMatching(original, of).find(
      (pointer) => ((findAt(original, pointer) as unknown[] | undefined)?.length ?? 0) > 0,
    );
    if (!at) continue;
    const items = findAt(json, at) as unknown[];
    const good = items.length;
    const required = requiredAt(media.schema, list);
    const first = structuredClone(findAt(original, `${at}/0`)) as Json;
    let broken: unknown = 'not an item';
    if (required.length > 0 && first && typeof first === 'object') {
      delete first[required[0]!];
      broken = first;
    }
    items.push(broken);
    lists.push({ list, at, good });
  }
  if (lists.length === 0 && unknown.length === 0) return null;
  return { operation, status: Number(success.status), json, lists, unknown };
}
