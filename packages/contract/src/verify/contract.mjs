// verify's view of the contract's model (openapi/model.mjs): operations in run order, and the request each
// one sends (built from the contract's own examples).
import { isJsonMediaType } from '../model.mjs';
import { makePng } from './png.mjs';

export { loadContract } from '../load.mjs';

const isObject = (value) => typeof value === 'object' && value !== null;

export const isLogout = (operation) => /^logout/i.test(operation.id);

/**
 * Every operation of the model, in the order verify calls them: the contract's order, except that the
 * logout calls come last (they end the session the other calls need).
 */
export function operations(model) {
  return [...model.operations.filter((o) => !isLogout(o)), ...model.operations.filter(isLogout)];
}

// ------------------------------------------------------------------------------------------------ requests

// Candidates for a string the schema constrains with a pattern (the first one that fits is used).
const STRING_CANDIDATES = ['verify', '1', '10', 'a', 'A1', 'verify-1', 'verify_1', 'x1'];

const FORMAT_SAMPLES = {
  email: 'verify@example.com',
  uri: 'https://example.com/verify',
  url: 'https://example.com/verify',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  uuid: '00000000-0000-4000-8000-000000000000',
  password: 'Verify12345',
};

/** A value that satisfies `schema`, for a request the contract gives no example of. */
export function sampleFromSchema(model, rawSchema, depth = 0) {
  const schema = model.deref(rawSchema) ?? {};
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (schema.examples?.length) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('default' in schema) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return sampleFromSchema(model, branch, depth + 1);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleFromSchema(model, part, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : 'string')) {
    case 'object': {
      const value = {};
      for (const name of schema.required ?? []) {
        value[name] = sampleFromSchema(model, schema.properties?.[name] ?? {}, depth + 1);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleFromSchema(model, schema.items ?? {}, depth + 1),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default: {
      if (schema.format === 'binary') return { binary: true };
      if (FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format];
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? Infinity;
      const fits = (text) => (!pattern || pattern.test(text)) && text.length >= min && text.length <= max;
      return STRING_CANDIDATES.find(fits) ?? 'verify'.padEnd(min, 'x');
    }
  }
}

/** The first named example of a media type (or its `example`), if any. */
function firstExample(media) {
  const named = media.examples[0];
  if (named) return { found: true, value: named.value };
  if ('example' in media.media) return { found: true, value: media.media.example };
  return { found: false };
}

/**
 * The request verify sends for an operation: the first example of its request body (JSON), or for a
 * multipart body the example's text fields (else values built from the schema) with a generated PNG for each
 * binary part. `note` says when the contract gave no example to use.
 */
export function requestFor(model, operation) {
  const request = bodyFor(model, operation);
  return request.unsupported
    ? request
    : { ...request, headers: { ...requiredHeaders(model, operation), ...request.headers } };
}

/** The operation's required header parameters (e.g. the CSRF header X-Requested-With), with a value. */
export function requiredHeaders(model, operation) {
  const headers = model.requiredHeaders(operation);
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'header' || !parameter.required || parameter.name in headers) continue;
    headers[parameter.name] = String(sampleFromSchema(model, parameter.schema ?? {}));
  }
  return headers;
}

/** The file a binary multipart part carries: a generated 8x8 PNG. */
export const UPLOAD_FILE = Object.freeze({ name: 'verify.png', type: 'image/png' });

/**
 * A multipart body's parts from field values: [{ name, value }] for text, [{ name, file }] for a binary part (the
 * generated PNG). Objects and numbers are sent as JSON text.
 */
export function multipartParts(model, media, values) {
  const schema = model.deref(media.schema) ?? {};
  return Object.entries(values ?? {}).map(([name, value]) => {
    const property = model.deref(schema.properties?.[name] ?? {}) ?? {};
    if (property.format === 'binary' || property.contentMediaType || (isObject(value) && value.binary === true)) {
      return { name, file: UPLOAD_FILE };
    }
    return { name, value: typeof value === 'string' ? value : JSON.stringify(value) };
  });
}

/** The FormData of multipart parts (each file part is a new generated PNG). */
export function formData(parts) {
  const form = new FormData();
  for (const part of parts) {
    if (part.file) form.append(part.name, new Blob([makePng(8, 8)], { type: part.file.type }), part.file.name);
    else form.append(part.name, part.value);
  }
  return form;
}

/**
 * The body to send for a media type and a value: { body, headers, shown } where `shown` describes it for --verbose
 * and curl ({ json } or { parts }).
 */
export function encodeBody(model, media, value) {
  if (media.json)
    return { body: JSON.stringify(value), headers: { 'content-type': media.type }, shown: { json: value } };
  const parts = multipartParts(model, media, value);
  return { body: formData(parts), headers: {}, shown: { parts } };
}

function bodyFor(model, operation) {
  const content = operation.requestBody?.content ?? [];
  if (content.length === 0) return { headers: {} };
  const json = content.find((media) => media.json);
  if (json) {
    const example = firstExample(json);
    const value = example.found ? example.value : sampleFromSchema(model, json.schema);
    return {
      ...encodeBody(model, json, value),
      note: example.found ? undefined : 'request built from the schema: the contract has no request example',
    };
  }
  const multipart = content.find((media) => media.type === 'multipart/form-data');
  if (multipart) {
    const schema = model.deref(multipart.schema) ?? {};
    const example = firstExample(multipart);
    const values = example.found && isObject(example.value) ? example.value : sampleFromSchema(model, schema);
    return {
      ...encodeBody(model, multipart, values),
      note: example.found
        ? undefined
        : 'multipart fields built from the schema (no request example), image: a generated 8x8 PNG',
    };
  }
  return { unsupported: `a ${content.map((media) => media.type).join(', ')} body` };
}

/** The media type verify sends for an operation's body: its JSON one, else multipart/form-data. */
export function requestMedia(operation) {
  const content = operation.requestBody?.content ?? [];
  return content.find((media) => media.json) ?? content.find((media) => media.type === 'multipart/form-data');
}

export { isJsonMediaType as isJsonType };
