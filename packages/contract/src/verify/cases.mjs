// verify --fuzz's first pass, before the random one (Schemathesis calls it the coverage phase): for each operation, a
// fixed list of requests built from its example request (or one built from its schemas), each changing one thing,
// so a bug on one field is found whatever the seed:
//   invalid  every required field missing, once each; every field with a wrong type; every enum (string or integer)
//            with a value outside it; every length, minimum and maximum just past its bound; a format broken; a
//            pattern not matched; too few or too many items; a header's value empty or too long;
//   valid    every bound at its edge (the shortest and longest string, the smallest and largest number, a large one
//            where there is no maximum); every other
//            value of a small enum; e-mails with '+' and sub-addresses; dates at their edges; free text in other
//            scripts (accents as one code point and combining, right to left, CJK, emoji).
// Every case is checked against the schema before it is sent: a "valid" case the schema refuses, or an "invalid"
// one it accepts, is left out. The relations the contract states are kept in every case (a confirmation is its
// password): they make a request succeed; whether a server refuses one broken is not the contract's to say (the
// client never sends one, and a schema cannot state it).
import { bodyValue, requestMedia, sampleFromSchema } from './contract.mjs';
import { applyRelations } from './generate.mjs';
import { escapeToken } from '../model.mjs';

/** @typedef {import('../model.mjs').SchemaObject} SchemaObject */
/** @typedef {import('../model.mjs').ContractModel} ContractModel */
/** @typedef {import('../model.mjs').Operation} Operation */

/**
 * A request of the first pass: what it changes (`label`), whether the contract accepts it, and its input: path and
 * query parameters and headers by 'in:name' (a header set to undefined is not sent), and the body. An 'edge' case
 * breaks the schema in a way HTTP blurs: an optional header sent empty, which many servers (and Prism) read as no
 * header at all, so either a refusal or the reply without it is right; only a crash is wrong.
 * @typedef {{ kind: 'valid' | 'invalid' | 'edge', label: string, input: CaseInput }} Case
 * @typedef {{ params: Record<string, unknown>, body?: unknown }} CaseInput
 */

/** The largest enum whose every value gets a case of its own. */
const MAX_ENUM_CASES = 40;

/** Free text in other scripts, one case each (cut or padded to the field's lengths). */
export const INTERNATIONAL_TEXT = Object.freeze(['Zoë Dvořák-Ñúñez', 'محمد علي שלום', 'Ngô Thừa Ân e\u0301 山田 👩🏽‍💻']);

const EMAILS = ['ada+cliq@example.com', 'first.last+tag.sub@mail.example.co.uk', "o'brien-2026@example.org"];
const NOT_EMAILS = ['not-an-e-mail', 'ada@', '@example.com'];
/** @type {Record<string, { valid: string[], invalid: string[] }>} */
const FORMAT_EDGES = {
  email: { valid: EMAILS, invalid: NOT_EMAILS },
  'date-time': {
    valid: ['2024-02-29T23:59:59Z', '2026-12-31T23:59:59.999+14:00'],
    invalid: ['2026-13-01T00:00:00Z', 'not a date'],
  },
  date: { valid: ['2024-02-29'], invalid: ['2023-02-29', 'not a date'] },
  uri: { valid: ['https://example.com/a/b?c=d#e', 'https://xn--bcher-kva.example/'], invalid: ['not a uri'] },
  uuid: { valid: ['00000000-0000-4000-8000-000000000000'], invalid: ['not-a-uuid'] },
};

/** @type {(value: unknown) => value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {SchemaObject} schema @returns {string[]} */
const typesOf = (schema) =>
  Array.isArray(schema.type)
    ? schema.type
    : typeof schema.type === 'string'
      ? [schema.type]
      : schema.properties
        ? ['object']
        : schema.items
          ? ['array']
          : [];

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` cut (at a grapheme's end) or padded (with 'a') to fit a string's length bounds, counted in code points as
 * JSON Schema counts them.
 * @param {string} text
 * @param {SchemaObject} schema
 */
function fitLength(text, schema) {
  const max = schema.maxLength ?? Infinity;
  let fitted = '';
  for (const { segment } of segmenter.segment(text)) {
    if ([...fitted].length + [...segment].length > max) break;
    fitted += segment;
  }
  while ([...fitted].length < (schema.minLength ?? 0)) fitted += 'a';
  return fitted;
}

/** @param {unknown} value */
const shown = (value) => {
  if (typeof value !== 'string') return JSON.stringify(value);
  const graphemes = [...segmenter.segment(value)].map(({ segment }) => segment);
  return `'${graphemes.length > 24 ? `${graphemes.slice(0, 24).join('')}…` : value}'`;
};

/**
 * A copy of `root` with the value at `path` replaced (or removed).
 * @param {unknown} root
 * @param {string[]} path
 * @param {unknown} value
 */
function setAt(root, path, value, remove = false) {
  const copy = structuredClone(root);
  if (path.length === 0) return remove ? undefined : value;
  /** @type {any} */
  let parent = copy;
  for (const token of path.slice(0, -1))
    parent = typeof parent === 'object' && parent !== null ? parent[token] : undefined;
  if (typeof parent !== 'object' || parent === null) return copy;
  const last = /** @type {string} */ (path.at(-1));
  if (remove) delete parent[last];
  else parent[last] = value;
  return copy;
}

/**
 * The values of a site that are just inside and just outside its bounds, enum and format: [{ kind, value, label }].
 * @param {SchemaObject} schema
 * @param {unknown} current
 * @param {{ json: boolean, header: boolean }} where
 * @returns {{ kind: 'valid' | 'invalid', value: unknown, label: string }[]}
 */
function variants(schema, current, { json, header }) {
  /** @type {{ kind: 'valid' | 'invalid', value: unknown, label: string }[]} */
  const found = [];
  const types = typesOf(schema);
  /** @param {'valid' | 'invalid'} kind @param {unknown} value @param {string} label */
  const add = (kind, value, label) => found.push({ kind, value, label });
  if (json && types.length) {
    /** @type {Record<string, unknown>} */
    const wrong = { string: 12345, integer: 'text', number: 'text', boolean: 'true', array: {}, object: [], null: 0 };
    const other = types.includes('string') ? 12345 : wrong[types[0] ?? 'string'];
    add('invalid', other, `a wrong type (${types.join(' or ')} expected)`);
  }
  if (Array.isArray(schema.enum)) {
    const known = schema.enum;
    if (known.every((value) => typeof value === 'string'))
      add('invalid', 'not-in-the-enum', "'not-in-the-enum', outside the enum");
    else if (known.every((value) => Number.isInteger(value))) {
      const numbers = /** @type {number[]} */ (known);
      for (const value of [Math.max(...numbers) + 1, Math.min(...numbers) - 1]) {
        add('invalid', value, `${value}, outside the enum (${numbers.join(', ')})`);
      }
    }
    if (known.length <= MAX_ENUM_CASES) {
      for (const value of known) if (value !== current) add('valid', value, `= ${shown(value)}`);
    }
    return found;
  }
  if (types.includes('integer') || types.includes('number')) {
    const integer = types.includes('integer');
    const step = integer ? 1 : 0.5;
    if (schema.minimum !== undefined) {
      add('valid', integer ? Math.ceil(schema.minimum) : schema.minimum, `at its minimum ${schema.minimum}`);
      add('invalid', schema.minimum - step, `below the minimum (minimum ${schema.minimum})`);
    }
    if (schema.exclusiveMinimum !== undefined) {
      add(
        'valid',
        integer ? Math.floor(schema.exclusiveMinimum) + 1 : schema.exclusiveMinimum + 0.01,
        `just above exclusiveMinimum ${schema.exclusiveMinimum}`,
      );
      add('invalid', schema.exclusiveMinimum, `below the minimum (exclusiveMinimum ${schema.exclusiveMinimum})`);
    }
    if (schema.maximum !== undefined) {
      add('valid', integer ? Math.floor(schema.maximum) : schema.maximum, `at its maximum ${schema.maximum}`);
      add('invalid', schema.maximum + step, `above the maximum (maximum ${schema.maximum})`);
    }
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) {
      // No upper bound: the largest 32-bit integer is a value the contract accepts, and one a server may not expect.
      add('valid', 2 ** 31 - 1, 'a large value (2147483647, no maximum)');
    }
    if (schema.exclusiveMaximum !== undefined) {
      add(
        'valid',
        integer ? Math.ceil(schema.exclusiveMaximum) - 1 : schema.exclusiveMaximum - 0.01,
        `just below exclusiveMaximum ${schema.exclusiveMaximum}`,
      );
      add('invalid', schema.exclusiveMaximum, `above the maximum (exclusiveMaximum ${schema.exclusiveMaximum})`);
    }
  }
  if (types.includes('string') && schema.format !== 'binary') {
    const minLength = schema.minLength ?? 0;
    const filler = header ? 'k' : 'a';
    if (minLength > 0) {
      add(
        'invalid',
        filler.repeat(minLength - 1),
        minLength === 1 ? 'an empty value (minLength 1)' : `shorter than minLength ${minLength}`,
      );
      if (!schema.pattern && !schema.format) add('valid', filler.repeat(minLength), `at minLength ${minLength}`);
    }
    if (schema.maxLength !== undefined) {
      add('invalid', filler.repeat(schema.maxLength + 1), `longer than maxLength ${schema.maxLength}`);
      if (!schema.pattern && !schema.format)
        add('valid', filler.repeat(schema.maxLength), `at maxLength ${schema.maxLength}`);
    }
    const edges = schema.format ? FORMAT_EDGES[schema.format === 'url' ? 'uri' : schema.format] : undefined;
    for (const value of edges?.valid ?? []) add('valid', value, `${schema.format} at an edge ${shown(value)}`);
    for (const value of edges?.invalid ?? [])
      add('invalid', value, `not a valid ${schema.format === 'email' ? 'e-mail' : schema.format} ${shown(value)}`);
    if (schema.pattern) add('invalid', '!not matching!', `not matching ${schema.pattern}`);
    if (!schema.pattern && (!schema.format || schema.format === 'password') && !header) {
      for (const text of INTERNATIONAL_TEXT) {
        const value = fitLength(text, schema);
        if (value !== '' && value !== current) add('valid', value, `text in other scripts ${shown(value)}`);
      }
    }
  }
  if (types.includes('array') && Array.isArray(current)) {
    if ((schema.minItems ?? 0) > 0)
      add('invalid', current.slice(0, (schema.minItems ?? 1) - 1), `fewer than ${schema.minItems} items`);
    if (schema.maxItems !== undefined && current.length > 0) {
      /** @type {SchemaObject} */
      const items = schema.items ?? {};
      const spare = Array.isArray(items.enum) ? items.enum.find((value) => !current.includes(value)) : current[0];
      const longer = [...current];
      while (longer.length <= schema.maxItems) longer.push(spare ?? current[0]);
      add('invalid', longer, `more than ${schema.maxItems} items`);
    }
  }
  return found;
}

/**
 * The first pass's cases for an operation (see the file comment).
 * @param {ContractModel} model
 * @param {import('./generate.mjs').Generators} generators
 * @param {Operation} operation
 * @returns {Case[]}
 */
export function deterministicCases(model, generators, operation) {
  const media = requestMedia(operation);
  const chosen = bodyValue(model, operation);
  const baseBody = media && chosen ? applyRelations(model, media.schema, chosen.value) : undefined;
  /** @type {Record<string, unknown>} */
  const baseParams = {};
  const parameters = operation.parameters.filter(
    (p) => p.in === 'path' || p.in === 'query' || (p.in === 'header' && !p.required),
  );
  for (const parameter of parameters) {
    if (parameter.in === 'header' && !parameter.required) continue; // optional headers are only sent by their cases
    if (!parameter.required && parameter.in === 'query') continue;
    baseParams[`${parameter.in}:${parameter.name}`] =
      parameter.example ?? sampleFromSchema(model, parameter.schema ?? {});
  }
  /** @type {Case[]} */
  const cases = [];
  /** @param {Case['kind']} kind @param {string} label @param {CaseInput} input */
  const add = (kind, label, input) => cases.push({ kind, label, input });

  // Path, query and optional header parameters.
  for (const parameter of parameters) {
    const key = `${parameter.in}:${parameter.name}`;
    /** @type {SchemaObject} */
    const schema = model.deref(parameter.schema ?? {}) ?? {};
    const header = parameter.in === 'header';
    if (parameter.required && parameter.in === 'query') {
      const rest = Object.fromEntries(Object.entries(baseParams).filter(([name]) => name !== key));
      add('invalid', `${parameter.name}: missing the required query parameter`, { params: rest, body: baseBody });
    }
    for (const variant of variants(schema, baseParams[key], { json: false, header })) {
      // An empty path segment makes another URL, not another value of this one.
      if (parameter.in === 'path' && variant.value === '') continue;
      const blank = header && !parameter.required && variant.value === '';
      add(
        blank ? 'edge' : variant.kind,
        `${parameter.name}: ${blank ? 'an empty value (read as no header, or refused)' : variant.label}`,
        {
          params: { ...baseParams, [key]: variant.value },
          body: baseBody,
        },
      );
    }
  }

  // The body, field by field.
  if (media && baseBody !== undefined) {
    /**
     * @param {unknown} raw
     * @param {string} where
     * @param {unknown} value
     * @param {string[]} path
     */
    const visit = (raw, where, value, path, depth = 0) => {
      if (depth > 4) return;
      /** @type {{ value: SchemaObject | undefined, where: string }} */
      const followed = model.follow(raw ?? {}, where);
      const schema = followed.value ?? {};
      const at = followed.where;
      const union = schema.oneOf ?? schema.anyOf;
      if (Array.isArray(union)) {
        // The branch the value is of: its fields are the ones to change.
        const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
        const index = union.findIndex((_, i) => generators.isValid(`${at}/${keyword}/${i}`, value));
        if (index >= 0) visit(union[index], `${at}/${keyword}/${index}`, value, path, depth + 1);
        return;
      }
      if (Array.isArray(schema.allOf)) {
        schema.allOf.forEach((part, index) => visit(part, `${at}/allOf/${index}`, value, path, depth + 1));
        return;
      }
      const field = path.join('.');
      if (path.length > 0) {
        for (const variant of variants(schema, value, { json: media.json, header: false })) {
          add(variant.kind, `${field}: ${variant.label}`, {
            params: baseParams,
            body: setAt(baseBody, path, variant.value),
          });
        }
      }
      // The first item of an array of objects stands for them all.
      if (Array.isArray(value) && isObject(value[0]) && schema.items) {
        visit(schema.items, `${at}/items`, value[0], [...path, '0'], depth + 1);
        return;
      }
      if (!isObject(value)) return;
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const inner = [...path, name];
        const propertyAt = `${at}/properties/${encodeURIComponent(escapeToken(name))}`;
        if (!(name in value)) {
          // An optional field the example leaves out: sent once as the schemas build it, then with its own cases.
          const sample = sampleFromSchema(model, property);
          add('valid', `${inner.join('.')}: present (optional) ${shown(sample)}`, {
            params: baseParams,
            body: setAt(baseBody, inner, sample),
          });
          /** @type {SchemaObject} */
          const resolved = model.deref(property) ?? {};
          for (const variant of variants(resolved, sample, { json: media.json, header: false })) {
            add(variant.kind, `${inner.join('.')}: ${variant.label}`, {
              params: baseParams,
              body: setAt(baseBody, inner, variant.value),
            });
          }
          continue;
        }
        if (required.has(name)) {
          add('invalid', `${inner.join('.')}: missing (required)`, {
            params: baseParams,
            body: setAt(baseBody, inner, undefined, true),
          });
        }
        visit(property, propertyAt, value[name], inner, depth + 1);
      }
    };
    visit(media.schema, media.schemaPointer, baseBody, []);
    if (operation.requestBody?.required)
      add('invalid', 'no body (the body is required)', { params: baseParams, body: undefined });
  }

  // Keep the relations in every case but the one breaking them; keep only what the schemas say each case is.
  /** @param {Case} item */
  const related = (item) =>
    media ? { ...item, input: { ...item.input, body: applyRelations(model, media.schema, item.input.body) } } : item;
  /** @param {CaseInput} input */
  const accepted = (input) => {
    if (media) {
      if (input.body === undefined) {
        if (operation.requestBody?.required) return false;
      } else {
        const body = media.json ? input.body : asSentForm(input.body);
        if (!generators.isValid(media.schemaPointer, body)) return false;
      }
    }
    return parameters.every((parameter) => {
      const key = `${parameter.in}:${parameter.name}`;
      if (!(key in input.params)) return !parameter.required;
      const value = input.params[key];
      return generators.isValid(`${parameter.pointer}/schema`, parameter.in === 'header' ? String(value) : value);
    });
  };
  const seen = new Set();
  return cases.map(related).filter((item) => {
    const identity = JSON.stringify([item.kind, item.input]);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return item.kind === 'edge' ? !accepted(item.input) : (item.kind === 'valid') === accepted(item.input);
  });
}

/**
 * A multipart body as the server reads it: every field text (a file part as an empty string).
 * @param {unknown} value
 */
function asSentForm(value) {
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' ? item : isObject(item) && item.binary ? '' : JSON.stringify(item),
    ]),
  );
}
