// verify --fuzz: requests generated from the contract's request schemas with fast-check. This module only
// maps JSON Schema keywords onto fast-check's own arbitraries; the library does the generating, the seeding and the
// shrinking. Every schema is read through the contract model (model.follow), and every value is checked with the
// one strict validator (openapi/validator.mjs): a valid request passes the schema, an invalid one fails it.
//
// valid:   an arbitrary of values the schema accepts (each format, pattern, bound and enum kept).
// invalid: an arbitrary of { value, broken } where `value` breaks the schema on purpose in one named way (a wrong
//          type, a missing required field, a number past a bound, a string too short or too long, not an e-mail,
//          not matching the pattern, a value outside the enum, too few or too many items) and `broken` says how.
import fc from 'fast-check';
import { escapeToken } from '../model.mjs';

const MAX_DEPTH = 8;
/** How many items an array without maxItems gets at most beyond its minItems, and dictionary keys at most. */
const EXTRA_ITEMS = 4;
/** Strings without maxLength stay this long at most (beyond minLength). */
const EXTRA_LENGTH = 24;

/** Dates for the date and date-time formats: four-digit years, as RFC 3339 wants. */
const DATES = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

/** The marker of a file part (format: binary): the request builder sends a generated PNG for it. */
export const BINARY = Object.freeze({ binary: true });

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const child = (where, ...tokens) => `${where}${tokens.map((t) => `/${encodeURIComponent(escapeToken(t))}`).join('')}`;

function typesOf(schema) {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A JSON value of another type than every type in `types` (for a wrong-type mutation). */
function wrongTypeArbitrary(types) {
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
    .map(([type, arbitrary]) => arbitrary.map((value) => ({ value, type })));
  return others.length ? fc.oneof(...others) : null;
}

/**
 * The generators of one contract: `validate(pointer, value)` is the validator's check of a value against the schema
 * at a pointer (fragment form).
 */
export function createGenerators(model, validator) {
  const isValid = (pointer, value) => validator.validate(pointer, value).valid;

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
      min: low,
      max: high,
      minExcluded: lowOut,
      maxExcluded: highOut,
      noNaN: true,
      noDefaultInfinity: true,
    });
    return fc.oneof({ arbitrary: whole, weight: 2 }, { arbitrary: real, weight: 1 });
  }

  function stringArbitrary(schema, where) {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? minLength + EXTRA_LENGTH;
    const fits = (text) => [...text].length >= minLength && [...text].length <= maxLength;
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
        base = schema.pattern
          ? fc.stringMatching(new RegExp(schema.pattern, 'u'))
          : fc.string({ minLength, maxLength });
    }
    // A format or pattern generator knows no length, and the validator's formats may be stricter than the library's
    // generators: keep what the schema accepts.
    return base.filter((text) => fits(text) && isValid(where, text));
  }

  function objectArbitrary(schema, where, depth) {
    const properties = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    const shape = {};
    for (const [name, property] of properties)
      shape[name] = valid(property, child(where, 'properties', name), depth + 1);
    const record = fc.record(shape, {
      requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)),
    });
    if (properties.length === 0 && isObject(schema.additionalProperties)) {
      const value = valid(schema.additionalProperties, child(where, 'additionalProperties'), depth + 1);
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), value, { maxKeys: EXTRA_ITEMS });
    }
    return record;
  }

  function arrayArbitrary(schema, where, depth) {
    const item = valid(schema.items ?? {}, child(where, 'items'), depth + 1);
    const minLength = schema.minItems ?? 0;
    const maxLength = schema.maxItems ?? minLength + EXTRA_ITEMS;
    return schema.uniqueItems
      ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
      : fc.array(item, { minLength, maxLength });
  }

  /** An arbitrary of values valid against `raw` (a schema or a $ref), found at `where` (a fragment pointer). */
  function valid(raw, where, depth = 0) {
    const { value: schema = {}, where: at } = model.follow(raw ?? {}, where);
    if (depth > MAX_DEPTH) return fc.constant(null);
    if ('const' in schema) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
    if (Array.isArray(schema.allOf)) {
      const parts = schema.allOf.map((part, index) => valid(part, child(at, 'allOf', index), depth + 1));
      return fc.tuple(...parts).map((values) => Object.assign({}, ...values.filter(isObject)));
    }
    const union = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(union)) {
      const keyword = schema.oneOf ? 'oneOf' : 'anyOf';
      const branches = union.map((branch, index) => valid(branch, child(at, keyword, index), depth + 1));
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
            return stringArbitrary(schema, at);
        }
      }),
    );
  }

  // ------------------------------------------------------------------------------------------- invalid values

  /**
   * Every way to break the value at `path` (data path tokens) of a schema: [{ path, broken, bad }] where `bad` is an
   * arbitrary of { value } (the replacement; `remove: true` deletes the field instead).
   */
  function mutationsOf(raw, where, path, options, depth = 0) {
    const { value: schema = {}, where: at } = model.follow(raw ?? {}, where);
    if (depth > 3) return [];
    const field = path.length ? path.join('.') : 'the body';
    const sites = [];
    const add = (broken, bad) => sites.push({ path, broken: `${field}: ${broken}`, bad });

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
        const base = valid(branch, branchAt, depth + 1);
        for (const site of mutationsOf(branch, branchAt, path, options, depth + 1)) sites.push({ ...site, base });
      });
      return sites;
    }
    const types = typesOf(schema);
    if (types.length && options.wrongTypes) {
      const wrong = wrongTypeArbitrary(types);
      if (wrong)
        add(
          `a wrong type (${types.join(' or ')} expected)`,
          wrong.map(({ value }) => ({ value })),
        );
    }
    if (Array.isArray(schema.enum) && schema.enum.every((value) => typeof value === 'string')) {
      add(
        `a value outside the enum`,
        fc
          .string({ maxLength: 12 })
          .filter((text) => !schema.enum.includes(text))
          .map((value) => ({ value })),
      );
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
        add(
          `below the minimum (${exclusive ? 'exclusiveMinimum' : 'minimum'} ${low})`,
          below.map((value) => ({ value })),
        );
      }
      if (high !== undefined) {
        const exclusive = schema.exclusiveMaximum !== undefined;
        const above = fc.integer({ min: exclusive ? Math.ceil(high) : Math.floor(high) + 1, max: 2 ** 31 - 1 });
        add(
          `above the maximum (${exclusive ? 'exclusiveMaximum' : 'maximum'} ${high})`,
          above.map((value) => ({ value })),
        );
      }
    }
    if (types.includes('string') && schema.format !== 'binary') {
      if (schema.minLength > 0) {
        add(
          `shorter than minLength ${schema.minLength}`,
          fc.string({ maxLength: schema.minLength - 1 }).map((value) => ({ value })),
        );
      }
      if (schema.maxLength !== undefined) {
        const longer = fc.string({ minLength: schema.maxLength + 1, maxLength: schema.maxLength + 8 });
        add(
          `longer than maxLength ${schema.maxLength}`,
          longer.map((value) => ({ value })),
        );
      }
      if (schema.format && schema.format !== 'password') {
        const text = fc.string({ maxLength: 24 }).filter((value) => !isValid(at, value));
        add(
          `not a valid ${schema.format === 'email' ? 'e-mail' : schema.format}`,
          text.map((value) => ({ value })),
        );
      }
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        add(
          `not matching ${schema.pattern}`,
          fc
            .string({ maxLength: 12 })
            .filter((value) => !pattern.test(value))
            .map((value) => ({ value })),
        );
      }
    }
    if (types.includes('array')) {
      if (schema.minItems > 0) add(`fewer than ${schema.minItems} items`, fc.constant({ value: [] }));
      if (schema.maxItems !== undefined && schema.items) {
        const item = valid(schema.items, child(at, 'items'), depth + 1);
        const more = fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 2 });
        add(
          `more than ${schema.maxItems} items`,
          more.map((value) => ({ value })),
        );
      }
    }
    if (types.includes('object')) {
      const required = new Set(schema.required ?? []);
      for (const name of required) {
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

  function applyMutation(value, path, bad) {
    if (path.length === 0) return bad.value;
    const copy = structuredClone(value);
    let parent = copy;
    for (const token of path.slice(0, -1)) {
      if (!isObject(parent?.[token])) return undefined;
      parent = parent[token];
    }
    if (!isObject(parent)) return undefined;
    const last = path.at(-1);
    if (bad.remove) delete parent[last];
    else parent[last] = bad.value;
    return copy;
  }

  /**
   * An arbitrary of values that break the schema at `where` in one named way ({ value, broken }), or null when the
   * schema cannot be broken (it accepts anything). `wrongTypes: false` for multipart fields, which are all text.
   * Mutations that turn out to keep the value valid are left out (checked on a sample with `seed`).
   */
  function invalid(raw, where, { wrongTypes = true, seed = 1 } = {}) {
    const base = valid(raw, where);
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

  return { valid, invalid, isValid };
}
