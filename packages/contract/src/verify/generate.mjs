// verify --fuzz: requests generated from the contract's request schemas with fast-check. This module only maps JSON
// Schema keywords onto fast-check's own arbitraries; the library does the generating, the seeding and the shrinking.
// Every schema is read through the contract model (model.follow), and every value is checked with the one strict
// validator (../validator.mjs): a valid request passes the schema, an invalid one fails it.
//
// valid:   an arbitrary of values the schema accepts (each format, pattern, bound and enum kept). Free text is
//          Unicode: mostly ASCII, and graphemes of every script (fast-check's `grapheme` unit), combining marks,
//          right-to-left scripts and emoji sequences. A header's value is visible ASCII only, never blank or padded
//          (HTTP trims a header's value: ' ' arrives as an empty one). The relations the contract states between
//          fields are kept: a property marked `x-cliq-same-as: password` gets the value of `password`, so a
//          registration's confirmation matches and the request can succeed.
// invalid: an arbitrary of { value, broken } where `value` breaks the schema on purpose in one named way (a wrong
//          type, a missing required field, a number past a bound, a string too short or too long, not an e-mail,
//          not matching the pattern, a value outside the enum, string or integer, too few or too many items) and
//          `broken` says how.
import fc from 'fast-check';
import { escapeToken } from '../model.mjs';

/** @typedef {import('../model.mjs').SchemaObject} SchemaObject */
/** @typedef {import('../model.mjs').ContractModel} ContractModel */
/** @typedef {import('fast-check').Arbitrary<unknown>} AnyArbitrary */

const MAX_DEPTH = 8;
/** How many items an array without maxItems gets at most beyond its minItems, and dictionary keys at most. */
const EXTRA_ITEMS = 4;
/** Strings without maxLength stay this long at most (beyond minLength). */
const EXTRA_LENGTH = 24;

/** The contract's mark of a property that must equal another of the same object (its name). */
export const RELATION_MARKER = 'x-cliq-same-as';

/** Dates for the date and date-time formats: four-digit years, as RFC 3339 wants. */
const DATES = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

/**
 * Graphemes that stress text handling: accents as one code point and as a combining sequence, Czech, German, Arabic
 * and Hebrew (right to left), Devanagari, CJK, an emoji with a skin tone, a family (joined), a flag, a keycap.
 */
export const TRICKY_GRAPHEMES = Object.freeze([
  'é', 'e\u0301', 'ř', 'ß', 'ñ', 'ø', 'ق', 'ش', 'א', 'ש', 'क्षि', '山', '語', '👩🏽‍💻', '👨‍👩‍👧', '🇳🇬', '1️⃣',
]); // prettier-ignore

/** One grapheme of free text: ASCII most of the time, any script or a tricky sequence otherwise. */
const TEXT_UNIT = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 3 },
  { arbitrary: fc.constantFrom(...TRICKY_GRAPHEMES), weight: 2 },
);

/** Visible ASCII: what a generated header value is made of. */
const HEADER_UNIT = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));

/** The marker of a file part (format: binary): the request builder sends a generated PNG for it. */
export const BINARY = Object.freeze({ binary: true });

/** @type {(value: unknown) => value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * @param {string} where
 * @param {...(string | number)} tokens
 */
const child = (where, ...tokens) => `${where}${tokens.map((t) => `/${encodeURIComponent(escapeToken(t))}`).join('')}`;

/** @param {SchemaObject} schema @returns {string[]} */
function typesOf(schema) {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** @param {string} text */
const codePoints = (text) => [...text].length;

/**
 * The properties of an object schema, its allOf parts' and its branches' merged (for the relation marks).
 * @param {ContractModel} model
 * @param {unknown} raw
 * @returns {Record<string, SchemaObject>}
 */
function propertiesOf(model, raw, depth = 0) {
  /** @type {SchemaObject} */
  const schema = model.deref(raw) ?? {};
  if (depth > 4) return {};
  /** @type {Record<string, SchemaObject>} */
  const merged = {};
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    Object.assign(merged, propertiesOf(model, part, depth + 1));
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) merged[name] = model.deref(property) ?? {};
  return merged;
}

/**
 * `value` with the relations its schema states kept: each property marked `x-cliq-same-as: <name>` that is there
 * set to the value of <name> (when that one is there too), in nested objects too. Returns a copy; anything else is returned as it is.
 * @param {ContractModel} model
 * @param {unknown} schema
 * @param {unknown} value
 * @returns {unknown}
 */
export function applyRelations(model, schema, value, depth = 0) {
  if (!isObject(value) || depth > 4) return value;
  const properties = propertiesOf(model, schema);
  /** @type {Record<string, unknown>} */
  const copy = { ...value };
  for (const [name, property] of Object.entries(properties)) {
    if (isObject(copy[name])) copy[name] = applyRelations(model, property, copy[name], depth + 1);
  }
  for (const [name, property] of Object.entries(properties)) {
    const source = property[RELATION_MARKER];
    if (typeof source === 'string' && source in copy && name in copy) copy[name] = copy[source];
  }
  return copy;
}

/**
 * A JSON value of another type than every type in `types` (for a wrong-type mutation).
 * @param {string[]} types
 */
function wrongTypeArbitrary(types) {
  /** @type {Record<string, AnyArbitrary>} */
  const samples = {
    string: fc.string({ maxLength: 8 }),
    number: fc.integer({ min: -1000, max: 1000 }),
    boolean: fc.boolean(),
    object: fc.constant({}),
    array: fc.constant([]),
    null: fc.constant(null),
  };
  const numeric = types.includes('number') || types.includes('integer');
  const others = Object.entries(samples)
    .filter(([type]) => !types.includes(type) && !(type === 'number' && numeric))
    .map(([, arbitrary]) => arbitrary);
  return others.length ? fc.oneof(...others) : null;
}

/**
 * @typedef {object} Generators
 * @property {(schema: unknown, where: string, options?: { header?: boolean }) => AnyArbitrary} valid values the schema
 *   at `where` (a fragment pointer) accepts; `header` for a header's value
 * @property {(schema: unknown, where: string, options?: { wrongTypes?: boolean, seed?: number }) =>
 *   import('fast-check').Arbitrary<{ value: unknown, broken: string }> | null} invalid values that break the schema
 *   in one named way, or null when it cannot be broken
 * @property {(where: string, value: unknown) => boolean} isValid
 */

/**
 * The generators of one contract.
 * @param {ContractModel} model
 * @param {import('../validator.mjs').ContractValidator} validator
 * @returns {Generators}
 */
export function createGenerators(model, validator) {
  /** @param {string} pointer @param {unknown} value */
  const isValid = (pointer, value) => validator.validate(pointer, value).valid;

  /**
   * @param {SchemaObject} schema
   * @param {boolean} integer
   * @returns {AnyArbitrary}
   */
  function numberArbitrary(schema, integer) {
    const low = schema.exclusiveMinimum ?? schema.minimum;
    const high = schema.exclusiveMaximum ?? schema.maximum;
    const lowOut = schema.exclusiveMinimum !== undefined;
    const highOut = schema.exclusiveMaximum !== undefined;
    const intMin = low === undefined ? undefined : lowOut ? Math.floor(low) + 1 : Math.ceil(low);
    const intMax = high === undefined ? undefined : highOut ? Math.ceil(high) - 1 : Math.floor(high);
    const whole = fc.integer({ min: intMin ?? -(2 ** 31), max: intMax ?? 2 ** 31 - 1 });
    if (integer) return whole;
    const real = fc.double({
      ...(low === undefined ? {} : { min: low }),
      ...(high === undefined ? {} : { max: high }),
      minExcluded: lowOut,
      maxExcluded: highOut,
      noNaN: true,
      noDefaultInfinity: true,
    });
    return fc.oneof({ arbitrary: whole, weight: 2 }, { arbitrary: real, weight: 1 });
  }

  /**
   * @param {SchemaObject} schema
   * @param {string} where
   * @param {boolean} header
   * @returns {AnyArbitrary}
   */
  function stringArbitrary(schema, where, header) {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? minLength + EXTRA_LENGTH;
    /** @param {string} text */
    const fits = (text) => codePoints(text) >= minLength && codePoints(text) <= maxLength;
    let base;
    switch (schema.format) {
      case 'binary':
        return fc.constant(BINARY);
      case 'email':
        base = fc.emailAddress();
        break;
      case 'uri':
      case 'url':
        base = fc.webUrl();
        break;
      case 'date-time':
        base = DATES.map((date) => date.toISOString());
        break;
      case 'date':
        base = DATES.map((date) => date.toISOString().slice(0, 10));
        break;
      case 'uuid':
        base = fc.uuid();
        break;
      default:
        if (schema.pattern) base = fc.stringMatching(new RegExp(schema.pattern, 'u'));
        else if (header) base = fc.string({ minLength, maxLength, unit: HEADER_UNIT });
        else {
          // Most text is plain ASCII; two strings in five mix in other scripts.
          base = fc.oneof(
            { arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }), weight: 3 },
            { arbitrary: fc.string({ minLength, maxLength, unit: TEXT_UNIT }), weight: 2 },
          );
        }
    }
    // A format or pattern generator knows no length, and the validator's formats may be stricter than the library's
    // generators: keep what the schema accepts. A header's value must survive HTTP's trimming as it is.
    return base.filter(
      (text) =>
        fits(text) &&
        isValid(where, text) &&
        (!header || (text !== '' && text.trim() === text && /^[\x20-\x7e]*$/.test(text))),
    );
  }

  /**
   * @param {SchemaObject} schema
   * @param {string} where
   * @param {number} depth
   * @returns {AnyArbitrary}
   */
  function objectArbitrary(schema, where, depth) {
    const properties = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    /** @type {Record<string, AnyArbitrary>} */
    const shape = {};
    for (const [name, property] of properties)
      shape[name] = valid(property, child(where, 'properties', name), {}, depth + 1);
    const record = fc.record(shape, {
      requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
    });
    if (properties.length === 0 && isObject(schema.additionalProperties)) {
      const value = valid(schema.additionalProperties, child(where, 'additionalProperties'), {}, depth + 1);
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), value, { maxKeys: EXTRA_ITEMS });
    }
    const related = properties.some(([, property]) => typeof model.deref(property)?.[RELATION_MARKER] === 'string');
    return related ? record.map((value) => applyRelations(model, schema, value)) : record;
  }

  /**
   * @param {SchemaObject} schema
   * @param {string} where
   * @param {number} depth
   */
  function arrayArbitrary(schema, where, depth) {
    const item = valid(schema.items ?? {}, child(where, 'items'), {}, depth + 1);
    const minLength = schema.minItems ?? 0;
    const maxLength = schema.maxItems ?? minLength + EXTRA_ITEMS;
    return schema.uniqueItems
      ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
      : fc.array(item, { minLength, maxLength });
  }

  /**
   * An arbitrary of values valid against `raw` (a schema or a $ref), found at `where` (a fragment pointer).
   * @param {unknown} raw
   * @param {string} where
   * @param {{ header?: boolean }} [options]
   * @returns {AnyArbitrary}
   */
  function valid(raw, where, { header = false } = {}, depth = 0) {
    /** @type {{ value: SchemaObject | undefined, where: string }} */
    const followed = model.follow(raw ?? {}, where);
    const schema = followed.value ?? {};
    const at = followed.where;
    if (depth > MAX_DEPTH) return fc.constant(null);
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
    if (Array.isArray(schema.allOf)) {
      const parts = schema.allOf.map((part, index) => valid(part, child(at, 'allOf', index), {}, depth + 1));
      return fc
        .tuple(...parts)
        .map((values) => applyRelations(model, schema, Object.assign({}, ...values.filter(isObject))));
    }
    const union = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(union)) {
      const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
      const branches = union.map((branch, index) => valid(branch, child(at, keyword, index), {}, depth + 1));
      // oneOf needs exactly one branch to match: keep what the whole schema accepts.
      return fc.oneof(...branches).filter((value) => isValid(at, value));
    }
    const types = typesOf(schema);
    if (types.length === 0) return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
    return fc.oneof(
      ...types.map((type) => {
        switch (type) {
          case 'object':
            return objectArbitrary(schema, at, depth);
          case 'array':
            return arrayArbitrary(schema, at, depth);
          case 'integer':
            return numberArbitrary(schema, true);
          case 'number':
            return numberArbitrary(schema, false);
          case 'boolean':
            return fc.boolean();
          case 'null':
            return fc.constant(null);
          default:
            return stringArbitrary(schema, at, header);
        }
      }),
    );
  }

  // ------------------------------------------------------------------------------------------- invalid values

  /**
   * A place to break a value: its data path, how it is broken, and an arbitrary of the replacement ({ value }, or
   * { remove: true } to delete the field); `base` when the value to break comes from one branch of a union.
   * @typedef {{ path: string[], broken: string, bad: import('fast-check').Arbitrary<{ value?: unknown, remove?: boolean }>, base?: AnyArbitrary }} Site
   */

  /**
   * Every way to break the value at `path` (data path tokens) of a schema.
   * @param {unknown} raw
   * @param {string} where
   * @param {string[]} path
   * @param {{ wrongTypes: boolean }} options
   * @returns {Site[]}
   */
  function mutationsOf(raw, where, path, options, depth = 0) {
    /** @type {{ value: SchemaObject | undefined, where: string }} */
    const followed = model.follow(raw ?? {}, where);
    const schema = followed.value ?? {};
    const at = followed.where;
    if (depth > 3) return [];
    const field = path.length ? path.join('.') : 'the body';
    /** @type {Site[]} */
    const sites = [];
    /**
     * @param {string} broken
     * @param {AnyArbitrary} values
     */
    const add = (broken, values) =>
      sites.push({ path, broken: `${field}: ${broken}`, bad: values.map((value) => ({ value })) });

    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((part, index) =>
        sites.push(...mutationsOf(part, child(at, 'allOf', index), path, options, depth + 1)),
      );
      return sites;
    }
    const union = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(union) && path.length === 0) {
      // At the root, each branch is broken from a value of that branch (e.g. a bank transfer without its bank).
      const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
      union.forEach((branch, index) => {
        const branchAt = child(at, keyword, index);
        const base = valid(branch, branchAt, {}, depth + 1);
        for (const site of mutationsOf(branch, branchAt, path, options, depth + 1)) sites.push({ ...site, base });
      });
      return sites;
    }
    const types = typesOf(schema);
    if (types.length && options.wrongTypes) {
      const wrong = wrongTypeArbitrary(types);
      if (wrong) add(`a wrong type (${types.join(' or ')} expected)`, wrong);
    }
    if (Array.isArray(schema.enum)) {
      const known = schema.enum;
      if (known.every((value) => typeof value === 'string')) {
        add(
          'a value outside the enum',
          fc.string({ maxLength: 12 }).filter((text) => !known.includes(text)),
        );
      } else if (known.every((value) => Number.isInteger(value))) {
        const numbers = /** @type {number[]} */ (known);
        const outside = fc
          .integer({ min: Math.min(...numbers) - 3, max: Math.max(...numbers) + 3 })
          .filter((value) => !numbers.includes(value));
        add('a value outside the enum', outside);
      }
    }
    if (types.includes('number') || types.includes('integer')) {
      const low = schema.exclusiveMinimum ?? schema.minimum;
      const high = schema.exclusiveMaximum ?? schema.maximum;
      if (low !== undefined) {
        const exclusive = schema.exclusiveMinimum !== undefined;
        const below = fc.oneof(
          fc.integer({ min: -(2 ** 31), max: exclusive ? Math.floor(low) : Math.ceil(low) - 1 }),
          fc.double({ max: low, maxExcluded: !exclusive, noNaN: true, noDefaultInfinity: true }),
        );
        add(`below the minimum (${exclusive ? 'exclusiveMinimum' : 'minimum'} ${low})`, below);
      }
      if (high !== undefined) {
        const exclusive = schema.exclusiveMaximum !== undefined;
        add(
          `above the maximum (${exclusive ? 'exclusiveMaximum' : 'maximum'} ${high})`,
          fc.integer({ min: exclusive ? Math.ceil(high) : Math.floor(high) + 1, max: 2 ** 31 - 1 }),
        );
      }
    }
    if (types.includes('string') && schema.format !== 'binary') {
      const minLength = schema.minLength ?? 0;
      if (minLength > 0) {
        add(
          `shorter than minLength ${minLength}`,
          fc.string({ maxLength: minLength - 1, unit: TEXT_UNIT }).filter((t) => codePoints(t) < minLength),
        );
      }
      if (schema.maxLength !== undefined) {
        const longer = fc
          .string({ minLength: schema.maxLength + 1, maxLength: schema.maxLength + 8 })
          .filter((text) => codePoints(text) > /** @type {number} */ (schema.maxLength));
        add(`longer than maxLength ${schema.maxLength}`, longer);
      }
      if (schema.format && schema.format !== 'password') {
        const text = fc.string({ maxLength: 24 }).filter((value) => !isValid(at, value));
        add(`not a valid ${schema.format === 'email' ? 'e-mail' : schema.format}`, text);
      }
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        add(
          `not matching ${schema.pattern}`,
          fc.string({ maxLength: 12 }).filter((value) => !pattern.test(value)),
        );
      }
    }
    if (types.includes('array')) {
      if ((schema.minItems ?? 0) > 0) add(`fewer than ${schema.minItems} items`, fc.constant([]));
      if (schema.maxItems !== undefined && schema.items) {
        const item = valid(schema.items, child(at, 'items'), {}, depth + 1);
        add(
          `more than ${schema.maxItems} items`,
          fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 2 }),
        );
      }
    }
    if (types.includes('object')) {
      for (const name of schema.required ?? []) {
        sites.push({
          path: [...path, name],
          broken: `missing the required field '${[...path, name].join('.')}'`,
          bad: fc.constant({ remove: true }),
        });
      }
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        sites.push(...mutationsOf(property, child(at, 'properties', name), [...path, name], options, depth + 1));
      }
    }
    return sites;
  }

  /**
   * @param {unknown} value
   * @param {string[]} path
   * @param {{ value?: unknown, remove?: boolean }} bad
   */
  function applyMutation(value, path, bad) {
    if (path.length === 0) return bad.value;
    const copy = structuredClone(value);
    /** @type {unknown} */
    let parent = copy;
    for (const token of path.slice(0, -1)) {
      const next = isObject(parent) ? parent[token] : undefined;
      if (!isObject(next)) return undefined;
      parent = next;
    }
    if (!isObject(parent)) return undefined;
    const last = /** @type {string} */ (path.at(-1));
    if (bad.remove) delete parent[last];
    else parent[last] = bad.value;
    return copy;
  }

  /**
   * An arbitrary of values that break the schema at `where` in one named way ({ value, broken }), or null when the
   * schema cannot be broken (it accepts anything). `wrongTypes: false` for multipart fields, which are all text.
   * Mutations that turn out to keep the value valid are left out (checked on a sample with `seed`).
   * @param {unknown} raw
   * @param {string} where
   * @param {{ wrongTypes?: boolean, seed?: number }} [options]
   */
  function invalid(raw, where, { wrongTypes = true, seed = 1 } = {}) {
    const base = valid(raw, where);
    /** @param {{ value: unknown }} candidate */
    const breaks = ({ value }) => value !== undefined && !isValid(where, value);
    const usable = mutationsOf(raw, where, [], { wrongTypes })
      .map((site) =>
        fc
          .tuple(site.base ?? base, site.bad)
          .map(([value, bad]) => ({ value: applyMutation(value, site.path, bad), broken: site.broken })),
      )
      // A site whose mutations never break the value (e.g. a field the valid value rarely has) would make the filter
      // below search forever: keep the sites that broke the value on a sample.
      .filter((arbitrary) => fc.sample(arbitrary, { numRuns: 20, seed }).some(breaks))
      .map((arbitrary) => arbitrary.filter(breaks));
    return usable.length ? fc.oneof(...usable) : null;
  }

  return { valid: (raw, where, options) => valid(raw, where, options), invalid, isValid };
}
