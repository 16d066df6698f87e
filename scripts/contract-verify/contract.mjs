// Reads openapi/cliq.yaml for contract:verify: operations in run order, the security each one needs, the request
// each one sends (built from the contract's own examples), and what each declared response allows.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { makePng } from './png.mjs';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isObject = (value) => typeof value === 'object' && value !== null;

export function loadContract(file) {
  return parse(readFileSync(file, 'utf8'));
}

/** One JSON pointer segment, escaped for a URI fragment. */
export const escapeSegment = (segment) => encodeURIComponent(String(segment).replace(/~/g, '~0').replace(/\//g, '~1'));

export const pointer = (...segments) => '#' + segments.map((s) => '/' + escapeSegment(s)).join('');

function at(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got '${ref}'`);
  let node = doc;
  for (const raw of ref.slice(2).split('/')) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(segment in node)) throw new Error(`$ref '${ref}' does not resolve`);
    node = node[segment];
  }
  return node;
}

/** Follows $refs; returns the value and the pointer it was found at. */
export function follow(doc, value, where) {
  let current = value;
  let location = where;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${current.$ref}`);
    location = current.$ref;
    current = at(doc, current.$ref);
  }
  return { value: current, where: location };
}

export const deref = (doc, value) => follow(doc, value, '#').value;

const isLogout = (operation) => /^logout/i.test(operation.id);

/**
 * Every operation, in the order contract:verify calls them: the contract's order, except that the logout calls
 * come last (they end the session the other calls need).
 */
export function operations(doc) {
  const found = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem) ?? {};
    for (const method of HTTP_METHODS) {
      if (!item[method]) continue;
      const where = pointer('paths', path, method);
      const op = deref(doc, item[method]);
      found.push({
        id: op.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        tags: op.tags ?? [],
        tag: op.tags?.[0] ?? 'other',
        op,
        where,
        security: op.security ?? doc.security ?? [],
      });
    }
  }
  return [...found.filter((o) => !isLogout(o)), ...found.filter(isLogout)];
}

/** The cookie name of each cookie security scheme ({ userSession: 'cliq_session', ... }). */
export function cookieSchemes(doc) {
  const schemes = {};
  for (const [name, raw] of Object.entries(doc.components?.securitySchemes ?? {})) {
    const scheme = deref(doc, raw);
    if (scheme?.type === 'apiKey' && scheme.in === 'cookie') schemes[name] = scheme.name;
  }
  return schemes;
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
export function sampleFromSchema(doc, rawSchema, depth = 0) {
  const schema = deref(doc, rawSchema) ?? {};
  if (depth > 8) return null;
  if ('const' in schema) return schema.const;
  if (schema.examples?.length) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('default' in schema) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (branch) return sampleFromSchema(doc, branch, depth + 1);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleFromSchema(doc, part, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : 'string')) {
    case 'object': {
      const value = {};
      for (const name of schema.required ?? []) {
        value[name] = sampleFromSchema(doc, schema.properties?.[name] ?? {}, depth + 1);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleFromSchema(doc, schema.items ?? {}, depth + 1),
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

const isJsonType = (mediaType) => /^application\/(?:[\w.-]+\+)?json$/i.test(mediaType.split(';')[0].trim());

/** The first named example of a media type (or its `example`), if any. */
function firstExample(doc, media) {
  const named = Object.values(media.examples ?? {})[0];
  if (named) return { found: true, value: deref(doc, named).value };
  if ('example' in media) return { found: true, value: media.example };
  return { found: false };
}

/**
 * The request contract:verify sends for an operation: the first example of its request body (JSON), or for a
 * multipart body the example's text fields (else values built from the schema) with a generated PNG for each
 * binary part. `note` says when the contract gave no example to use.
 */
export function requestFor(doc, operation) {
  const request = bodyFor(doc, operation);
  return request.unsupported ? request : { ...request, headers: { ...requiredHeaders(doc, operation), ...request.headers } };
}

/** The operation's required header parameters (e.g. the CSRF header X-Requested-With), with their example value. */
export function requiredHeaders(doc, operation) {
  const headers = {};
  for (const raw of operation.op.parameters ?? []) {
    const parameter = deref(doc, raw);
    if (parameter?.in !== 'header' || !parameter.required) continue;
    const schema = deref(doc, parameter.schema ?? {}) ?? {};
    headers[parameter.name] = String(parameter.example ?? schema.enum?.[0] ?? sampleFromSchema(doc, schema));
  }
  return headers;
}

function bodyFor(doc, operation) {
  const body = operation.op.requestBody ? deref(doc, operation.op.requestBody) : null;
  if (!body?.content) return { headers: {} };
  const entries = Object.entries(body.content);
  const json = entries.find(([type]) => isJsonType(type));
  if (json) {
    const [type, media] = json;
    const example = firstExample(doc, media);
    const value = example.found ? example.value : sampleFromSchema(doc, media.schema);
    return {
      body: JSON.stringify(value),
      headers: { 'content-type': type },
      note: example.found ? undefined : 'request built from the schema: the contract has no request example',
    };
  }
  const multipart = entries.find(([type]) => type === 'multipart/form-data');
  if (multipart) {
    const [, media] = multipart;
    const schema = deref(doc, media.schema) ?? {};
    const example = firstExample(doc, media);
    const values = example.found && isObject(example.value) ? example.value : sampleFromSchema(doc, schema);
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) {
      const property = deref(doc, schema.properties?.[name] ?? {}) ?? {};
      if (property.format === 'binary' || property.contentMediaType || isObject(value)) {
        form.append(name, new Blob([makePng(8, 8)], { type: 'image/png' }), 'verify.png');
      } else {
        form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
    return {
      body: form,
      headers: {},
      note: example.found
        ? undefined
        : 'multipart fields built from the schema (no request example), image: a generated 8x8 PNG',
    };
  }
  return { unsupported: `a ${entries.map(([type]) => type).join(', ')} body` };
}

// ------------------------------------------------------------------------------------------------ responses

/** The declared response that covers `status` ('200', then '2XX', then 'default'), with its pointer. */
export function declaredResponse(doc, operation, status) {
  const responses = operation.op.responses ?? {};
  const exact = String(status);
  const range = `${exact[0]}XX`;
  const key = [exact, range, range.toLowerCase(), 'default'].find((k) => k in responses);
  if (!key) return null;
  const { value, where } = follow(doc, responses[key], `${operation.where}/responses/${escapeSegment(key)}`);
  return { key, response: value, where };
}

export const declaredStatuses = (operation) => Object.keys(operation.op.responses ?? {});

export { isJsonType };
