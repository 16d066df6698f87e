// verify's view of the contract's model (../model.mjs): operations in run order, and the request each one sends,
// built from the contract's own examples (else from its schemas), with the relations the contract states between
// fields kept (generate.mjs, `x-cliq-same-as`).
import { isJsonMediaType } from '../model.mjs';
import { applyRelations } from './generate.mjs';
import { makePng } from './png.mjs';

export { loadContract } from '../load.mjs';

/** @typedef {import('../model.mjs').ContractModel} ContractModel */
/** @typedef {import('../model.mjs').Operation} Operation */
/** @typedef {import('../model.mjs').MediaType} MediaType */
/** @typedef {import('../model.mjs').SchemaObject} SchemaObject */

/** @type {(value: unknown) => value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** @param {Operation} operation */
export const isLogout = (operation) => /^logout/i.test(operation.id);

/**
 * Every operation of the model, in the order verify calls them: the contract's order, except that the logout calls
 * come last (they end the session the other calls need).
 * @param {ContractModel} model
 */
export function operations(model) {
  return [...model.operations.filter((o) => !isLogout(o)), ...model.operations.filter(isLogout)];
}

// ------------------------------------------------------------------------------------------------ requests

// Candidates for a string the schema constrains with a pattern (the first one that fits is used).
const STRING_CANDIDATES = ['verify', '1', '10', 'a', 'A1', 'verify-1', 'verify_1', 'x1'];

/** @type {Record<string, string>} */
const FORMAT_SAMPLES = {
  email: 'verify@example.com',
  uri: 'https://example.com/verify',
  url: 'https://example.com/verify',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  uuid: '00000000-0000-4000-8000-000000000000',
  password: 'Verify12345',
};

/**
 * A value that satisfies `schema`, for a request the contract gives no example of.
 * @param {ContractModel} model
 * @param {unknown} rawSchema
 * @returns {unknown}
 */
export function sampleFromSchema(model, rawSchema, depth = 0) {
  /** @type {SchemaObject} */
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
      /** @type {Record<string, unknown>} */
      const value = {};
      for (const name of schema.required ?? []) {
        value[name] = sampleFromSchema(model, schema.properties?.[name] ?? {}, depth + 1);
      }
      return depth === 0 ? applyRelations(model, schema, value) : value;
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
      const sample = schema.format ? FORMAT_SAMPLES[schema.format] : undefined;
      if (sample) return sample;
      const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
      const min = schema.minLength ?? 0;
      const max = schema.maxLength ?? Infinity;
      /** @param {string} text */
      const fits = (text) => (!pattern || pattern.test(text)) && text.length >= min && text.length <= max;
      return STRING_CANDIDATES.find(fits) ?? 'verify'.padEnd(min, 'x');
    }
  }
}

/**
 * The first named example of a media type (or its `example`), if any.
 * @param {MediaType} media
 * @returns {{ found: true, value: unknown } | { found: false }}
 */
function firstExample(media) {
  const named = media.examples[0];
  if (named) return { found: true, value: named.value };
  if ('example' in media.media) return { found: true, value: media.media.example };
  return { found: false };
}

/** The file a binary multipart part carries: a generated 8x8 PNG (written to disk for the curl of a failure). */
export const UPLOAD_FILE = Object.freeze({ name: 'verify.png', type: 'image/png' });

/** The bytes of the upload file. */
export const uploadBytes = () => makePng(8, 8);

/**
 * @typedef {object} BuiltRequest
 * @property {string | FormData} [body]
 * @property {Record<string, string>} headers
 * @property {import('./show.mjs').Shown} [shown]
 * @property {string} [note] when the contract gave no example to use
 */

/**
 * The request verify sends for an operation: the first example of its request body (JSON), or for a multipart body
 * the example's text fields (else values built from the schema) with the generated PNG for each binary part, and
 * its required headers. `unsupported` names a body it cannot build.
 * @param {ContractModel} model
 * @param {Operation} operation
 * @param {{ uploadPath?: string }} [options] where the PNG a file part sends is on disk (for the curl)
 * @returns {BuiltRequest | { unsupported: string }}
 */
export function requestFor(model, operation, options = {}) {
  const request = bodyFor(model, operation, options.uploadPath);
  return 'unsupported' in request
    ? request
    : { ...request, headers: { ...requiredHeaders(model, operation), ...request.headers } };
}

/**
 * The operation's required header parameters (e.g. the CSRF header X-Requested-With), with a value.
 * @param {ContractModel} model
 * @param {Operation} operation
 * @returns {Record<string, string>}
 */
export function requiredHeaders(model, operation) {
  const headers = model.requiredHeaders(operation);
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'header' || !parameter.required || parameter.name in headers) continue;
    headers[parameter.name] = String(sampleFromSchema(model, parameter.schema ?? {}));
  }
  return headers;
}

/**
 * A multipart body's parts from field values: [{ name, value }] for text, [{ name, file }] for a binary part (the
 * generated PNG, from `uploadPath` when it is on disk). Objects and numbers are sent as JSON text.
 * @param {ContractModel} model
 * @param {MediaType} media
 * @param {unknown} values
 * @param {string} [uploadPath]
 * @returns {import('./show.mjs').Part[]}
 */
export function multipartParts(model, media, values, uploadPath) {
  /** @type {SchemaObject} */
  const schema = model.deref(media.schema) ?? {};
  return Object.entries(isObject(values) ? values : {}).map(([name, value]) => {
    /** @type {SchemaObject} */
    const property = model.deref(schema.properties?.[name] ?? {}) ?? {};
    if (property.format === 'binary' || property.contentMediaType || (isObject(value) && value.binary === true)) {
      return { name, file: { ...UPLOAD_FILE, ...(uploadPath ? { path: uploadPath } : {}) } };
    }
    return { name, value: typeof value === 'string' ? value : JSON.stringify(value) };
  });
}

/**
 * The FormData of multipart parts (each file part is the generated PNG).
 * @param {import('./show.mjs').Part[]} parts
 */
export function formData(parts) {
  const form = new FormData();
  for (const part of parts) {
    if ('file' in part) form.append(part.name, new Blob([uploadBytes()], { type: part.file.type }), part.file.name);
    else form.append(part.name, part.value);
  }
  return form;
}

/**
 * The body to send for a media type and a value: { body, headers, shown } where `shown` describes it for --verbose
 * and curl ({ json } or { parts }).
 * @param {ContractModel} model
 * @param {MediaType} media
 * @param {unknown} value
 * @param {string} [uploadPath]
 * @returns {{ body: string | FormData, headers: Record<string, string>, shown: import('./show.mjs').Shown }}
 */
export function encodeBody(model, media, value, uploadPath) {
  if (media.json)
    return { body: JSON.stringify(value), headers: { 'content-type': media.type }, shown: { json: value } };
  const parts = multipartParts(model, media, value, uploadPath);
  return { body: formData(parts), headers: {}, shown: { parts } };
}

/**
 * The example value of the body verify sends (or one built from the schema), and whether it was the contract's.
 * @param {ContractModel} model
 * @param {Operation} operation
 * @returns {{ media: MediaType, value: unknown, example: boolean } | undefined}
 */
export function bodyValue(model, operation) {
  const media = requestMedia(operation);
  if (!media) return undefined;
  const example = firstExample(media);
  if (example.found && (media.json || isObject(example.value))) return { media, value: example.value, example: true };
  return { media, value: sampleFromSchema(model, media.schema), example: false };
}

/**
 * @param {ContractModel} model
 * @param {Operation} operation
 * @param {string} [uploadPath]
 * @returns {BuiltRequest | { unsupported: string }}
 */
function bodyFor(model, operation, uploadPath) {
  const content = operation.requestBody?.content ?? [];
  if (content.length === 0) return { headers: {} };
  const chosen = bodyValue(model, operation);
  if (!chosen) return { unsupported: `a ${content.map((media) => media.type).join(', ')} body` };
  const { media, value, example } = chosen;
  let note;
  if (!example) {
    note = media.json
      ? 'request built from the schema: the contract has no request example'
      : 'multipart fields built from the schema (no request example), image: a generated 8x8 PNG';
  }
  return { ...encodeBody(model, media, value, uploadPath), ...(note ? { note } : {}) };
}

/**
 * The media type verify sends for an operation's body: its JSON one, else multipart/form-data.
 * @param {Operation} operation
 */
export function requestMedia(operation) {
  const content = operation.requestBody?.content ?? [];
  return content.find((media) => media.json) ?? content.find((media) => media.type === 'multipart/form-data');
}

export { isJsonMediaType as isJsonType };
