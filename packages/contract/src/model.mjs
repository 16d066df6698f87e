// The one model of a contract (openapi/cliq.yaml for Cliq): every tool that reads the contract (the web client's
// codegen, its dev panel and tests, and this package's verify, proxy, diff and coverage) gets its operations,
// replies, examples and resolved schemas from here.
//
// This module is pure and synchronous (no file system, no network), so the browser's dev-only chunk can use it as
// well as Node (package export `@cliq/contract/model`). It works on a document that is already parsed and bundled:
// load.mjs does that in Node with @redocly/openapi-core (parsing, bundling, reporting $refs that do not resolve);
// the web client's dev panel parses the same file with `yaml`, which needs no bundling because the contract is one
// file (a contract test checks both give the same document). After bundling every $ref is local, and following
// one is reading a JSON pointer (RFC 6901), which happens only here: a test fails when another file resolves a
// $ref by hand.
//
// The reply/failure rule lives here too. A declared status is a *reply* (the HTTP module returns it to the page,
// after checking it against its schema) when it is a 2xx, or a non-2xx marked `x-cliq-reply: true` (register's
// 409); every other declared status is a *failure* (the shared 401/403 error replies), which the HTTP module turns
// into an ApiError and never returns as data. 401 and 403 are never replies: marking one is an error.
//
// Its types are the JSDoc below, checked by TypeScript (checkJs): no declaration file restates them.

/** @typedef {Record<string, string[]>} SecurityRequirement */

/**
 * A JSON Schema as OpenAPI 3.1 writes it (the keywords the tools read; any other is allowed).
 * @typedef {{
 *   $ref?: string,
 *   type?: string | string[],
 *   format?: string,
 *   enum?: unknown[],
 *   const?: unknown,
 *   required?: string[],
 *   properties?: Record<string, SchemaObject>,
 *   additionalProperties?: boolean | SchemaObject,
 *   items?: SchemaObject,
 *   oneOf?: SchemaObject[],
 *   anyOf?: SchemaObject[],
 *   allOf?: SchemaObject[],
 *   minimum?: number,
 *   maximum?: number,
 *   exclusiveMinimum?: number,
 *   exclusiveMaximum?: number,
 *   minLength?: number,
 *   maxLength?: number,
 *   minItems?: number,
 *   maxItems?: number,
 *   uniqueItems?: boolean,
 *   pattern?: string,
 *   examples?: unknown[],
 *   example?: unknown,
 *   default?: unknown,
 *   description?: string,
 *   contentMediaType?: string,
 *   [keyword: string]: unknown,
 * }} SchemaObject
 */

/** @typedef {{ $ref?: string, summary?: string, description?: string, value?: unknown }} ExampleObject */

/**
 * @typedef {{
 *   schema?: SchemaObject,
 *   examples?: Record<string, ExampleObject>,
 *   example?: unknown,
 *   encoding?: Record<string, unknown>,
 * }} MediaTypeObject
 */

/**
 * @typedef {{
 *   $ref?: string,
 *   description?: string,
 *   content?: Record<string, MediaTypeObject>,
 *   [extension: `x-${string}`]: unknown,
 * }} ResponseObject
 */

/** @typedef {{ $ref?: string, required?: boolean, content?: Record<string, MediaTypeObject> }} RequestBodyObject */

/**
 * @typedef {{
 *   $ref?: string,
 *   name: string,
 *   in: 'query' | 'header' | 'path' | 'cookie',
 *   required?: boolean,
 *   schema?: SchemaObject,
 *   example?: unknown,
 *   description?: string,
 * }} ParameterObject
 */

/**
 * @typedef {{
 *   operationId?: string,
 *   tags?: string[],
 *   summary?: string,
 *   description?: string,
 *   security?: SecurityRequirement[],
 *   parameters?: (ParameterObject | { $ref: string })[],
 *   requestBody?: RequestBodyObject,
 *   responses?: Record<string, ResponseObject>,
 *   [extension: `x-${string}`]: unknown,
 * }} OperationObject
 */

/**
 * @typedef {{
 *   openapi: string,
 *   info: Record<string, unknown>,
 *   security?: SecurityRequirement[],
 *   tags?: { name: string, description?: string }[],
 *   paths: Record<string, Record<string, unknown>>,
 *   components: {
 *     schemas: Record<string, SchemaObject>,
 *     examples?: Record<string, ExampleObject>,
 *     securitySchemes?: Record<string, Record<string, unknown>>,
 *     responses?: Record<string, ResponseObject>,
 *     requestBodies?: Record<string, RequestBodyObject>,
 *     parameters?: Record<string, ParameterObject>,
 *   },
 *   [key: string]: unknown,
 * }} OpenApiDocument
 */

/**
 * @typedef {object} NamedExample
 * @property {string} name
 * @property {string} [summary]
 * @property {unknown} value The example's value (after following an example $ref).
 * @property {string} pointer Where the example object was found (fragment form).
 * @property {string} [ref] The `$ref` it was written as ('#/components/examples/...'), when it was one.
 */

/**
 * @typedef {object} MediaType
 * @property {string} type 'application/json', 'multipart/form-data'
 * @property {boolean} json
 * @property {string} pointer Where the media type object is (fragment form).
 * @property {SchemaObject} [schema] The schema as written (possibly a `$ref`).
 * @property {string} schemaPointer Where the schema sits (fragment form), for a validator of the whole document.
 * @property {string} [model] The component the schema is a `$ref` to ('FlowReply'), if it is one.
 * @property {NamedExample[]} examples
 * @property {MediaTypeObject} media The media type object itself (its `example`, `encoding`...).
 */

/**
 * @typedef {object} Response
 * @property {string} status The response key as written: '200', '2XX', 'default'.
 * @property {number | null} code The numeric status, or null for a range or 'default'.
 * @property {boolean} reply A reply (returned to the page) rather than a failure (an ApiError).
 * @property {string} pointer Where the response object was found (fragment form).
 * @property {string} [ref] The `$ref` it was written as ('#/components/responses/SessionEnded'), when it was one.
 * @property {string} description
 * @property {MediaType[]} content
 * @property {MediaType} [json] The first JSON media type, if any.
 * @property {NamedExample[]} examples The named examples of every media type, each name once.
 */

/**
 * @typedef {ParameterObject & { pointer: string, ref?: string }} Parameter A parameter as resolved: where it was
 *   found (fragment form) and the `$ref` it was written as, when it was one.
 */

/**
 * @typedef {object} Operation
 * @property {string} id The operationId ('getUserSession'), or the label when there is none.
 * @property {string} method Upper case: 'GET'.
 * @property {string} path
 * @property {string} label 'GET /api/s/session'
 * @property {string} tag The first tag ('other' when there is none).
 * @property {string[]} tags
 * @property {string} summary
 * @property {string} description
 * @property {string} pointer Where the operation object is (fragment form): '#/paths/~1api~1s~1session/get'.
 * @property {OperationObject} op The operation object as written.
 * @property {RegExp} pattern Matches a URL pathname ('{param}' matches one segment).
 * @property {SecurityRequirement[]} security The security that applies: the operation's, else the document's
 *   ([] = public).
 * @property {boolean} writes Whether the call changes data (`x-cliq-writes`, else any method but GET, HEAD, OPTIONS).
 * @property {Parameter[]} parameters The path item's and the operation's parameters, resolved (the operation's win).
 * @property {{ required: boolean, pointer: string, content: MediaType[] } | null} requestBody
 * @property {Response[]} responses Declared responses in the contract's order.
 * @property {number[]} replyStatuses
 * @property {number[]} failureStatuses
 */

/**
 * @typedef {NamedExample & {
 *   kind: 'request' | 'response',
 *   operation: Operation,
 *   status?: string,
 *   reply?: boolean,
 *   mediaType: string,
 *   schemaPointer: string,
 *   label: string,
 * }} ExampleEntry A named example with where it is: its operation, its response key ('200', '409'; none for a
 *   request body's), whether that status is a reply, the pointer of the schema it must satisfy, and a label
 *   ('POST /api/u/register 409 emailTaken', 'POST /api/u/register request newCliquer').
 */

/** @typedef {ReturnType<typeof createModel>} ContractModel */

export const HTTP_METHODS = Object.freeze(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The statuses the HTTP module turns into ApiError('session') whatever the contract says. */
export const SESSION_STATUSES = Object.freeze([401, 403]);

/** The contract's marker of a non-2xx status that is still a reply. */
export const REPLY_MARKER = 'x-cliq-reply';

/**
 * The contract's marker of whether an operation changes data on the server (`x-cliq-writes: true | false`). Without
 * it, the HTTP method decides: GET, HEAD and OPTIONS read, every other method writes. `cliq-contract verify` calls a write
 * only when asked to (--allow-writes).
 */
export const WRITES_MARKER = 'x-cliq-writes';
const READING_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Whether an operation object changes data: its `x-cliq-writes`, else its method (see WRITES_MARKER).
 * @param {string} method
 * @param {unknown} op
 * @returns {boolean}
 */
export function writesData(method, op) {
  const marked = isObject(op) ? /** @type {Record<string, unknown>} */ (op)[WRITES_MARKER] : undefined;
  if (marked !== undefined && typeof marked !== 'boolean') {
    throw new Error(`${WRITES_MARKER} is true or false, got ${JSON.stringify(marked)}`);
  }
  return marked ?? !READING_METHODS.includes(String(method).toUpperCase());
}

/** @type {(value: unknown) => value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null;
/** @param {string} mediaType */
const isJsonMediaType = (mediaType) =>
  /^application\/(?:[\w.-]+\+)?json$/i.test((String(mediaType).split(';')[0] ?? '').trim());
export { isJsonMediaType };

// ------------------------------------------------------------------------------------------- JSON pointers

/** One reference token escaped for a JSON pointer (RFC 6901 §3: '~' as '~0', then '/' as '~1'). */
/** @param {string | number} token */
export const escapeToken = (token) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** One reference token unescaped (RFC 6901 §4: '~1' to '/' first, then '~0' to '~'). */
/** @param {string} token */
export const unescapeToken = (token) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** A JSON pointer ('/paths/~1api~1u~1login/post') from raw tokens. */
/** @param {readonly (string | number)[]} tokens */
export const toPointer = (tokens) => tokens.map((token) => '/' + escapeToken(token)).join('');

/**
 * A pointer in its URI fragment form ('#/paths/~1api~1u~1login/post', RFC 6901 §6: percent-encoded where a URI
 * needs it), the form a `$ref` is written in.
 */
/** @param {readonly (string | number)[]} tokens */
export const toFragment = (tokens) =>
  '#' + tokens.map((token) => '/' + encodeURIComponent(escapeToken(token))).join('');

/**
 * The raw tokens of a pointer, in either form: a JSON pointer ('', '/a/b') or a URI fragment ('#', '#/a%20b').
 * Throws on anything else (a pointer that does not start with '/', a reference to another document).
 * @param {string} pointer
 * @returns {string[]}
 */
export function parsePointer(pointer) {
  if (typeof pointer !== 'string') throw new TypeError(`A JSON pointer is a string, got ${typeof pointer}`);
  let text = pointer;
  if (text.startsWith('#')) {
    try {
      text = decodeURIComponent(text.slice(1));
    } catch {
      throw new Error(`'${pointer}' is not a valid URI fragment`);
    }
  }
  if (text === '') return [];
  if (!text.startsWith('/')) {
    throw new Error(`Only local references ('#/...') are read from a bundled contract, got '${pointer}'`);
  }
  return text.slice(1).split('/').map(unescapeToken);
}

/**
 * @param {unknown} root
 * @param {string} pointer
 * @returns {{ value: unknown } | { missing: string }}
 */
function lookup(root, pointer) {
  /** @type {any} */
  let node = root;
  for (const token of parsePointer(pointer)) {
    const present = Array.isArray(node)
      ? /^(0|[1-9]\d*)$/.test(token) && Number(token) < node.length
      : isObject(node) && Object.hasOwn(node, token);
    if (!present) return { missing: token };
    node = node[token];
  }
  return { value: node };
}

/**
 * The value at a pointer; throws (naming the first missing token) when there is none.
 * @param {unknown} root
 * @param {string} pointer
 * @returns {any}
 */
export function valueAt(root, pointer) {
  const found = lookup(root, pointer);
  if ('missing' in found) throw new Error(`'${pointer}' does not resolve (no '${found.missing}')`);
  return found.value;
}

/**
 * The value at a pointer, or undefined when there is none (for data, where a missing value is an answer).
 * @param {unknown} root
 * @param {string} pointer
 * @returns {any}
 */
export function findAt(root, pointer) {
  const found = lookup(root, pointer);
  return 'value' in found ? found.value : undefined;
}

/**
 * Every pointer of `root` that a template names: a pointer whose `*` tokens stand for each item of a list or value
 * of an object ('/tasks/*' + '/media' gives '/tasks/0/media', '/tasks/1/media', ...), in the data's order.
 * @param {unknown} root
 * @param {string} template
 * @returns {string[]}
 */
export function pointersMatching(root, template) {
  /** @type {(node: any, tokens: string[], at: string[]) => string[]} */
  const visit = (node, tokens, at) => {
    if (tokens.length === 0) return [toPointer(at)];
    const [head = '', ...rest] = tokens;
    if (node === null || typeof node !== 'object') return [];
    const keys = head === '*' ? Object.keys(node) : Object.hasOwn(node, head) ? [head] : [];
    return keys.flatMap((key) => visit(node[key], rest, [...at, key]));
  };
  return visit(root, parsePointer(template), []);
}

/** The `$ref` a node is, or undefined when it is not a reference. */
/** @param {unknown} node @returns {string | undefined} */
export const refOf = (node) => (isObject(node) && typeof node.$ref === 'string' ? node.$ref : undefined);

/**
 * The component name a reference designates ('#/components/schemas/FlowReply' → 'FlowReply'), if it is one.
 * @param {unknown} node
 * @returns {string | undefined}
 */
export function componentName(node, kind = 'schemas') {
  const ref = refOf(node);
  if (!ref) return undefined;
  const tokens = parsePointer(ref);
  return tokens.length === 3 && tokens[0] === 'components' && tokens[1] === kind ? tokens[2] : undefined;
}

// ------------------------------------------------------------------------------------------- resolving

/**
 * Follows a chain of `$ref`s from `node` until a value without one. Returns the value and the pointer (fragment
 * form) it was found at: `where` when `node` is not a reference. Throws on a cycle or a reference that does not
 * resolve.
 * @template [T=any]
 * @param {unknown} doc
 * @param {unknown} node
 * @returns {{ value: T, where: string }}
 */
export function follow(doc, node, where = '#') {
  const seen = new Set();
  /** @type {any} */
  let value = node;
  let location = where;
  for (let ref = refOf(value); ref !== undefined; ref = refOf(value)) {
    if (seen.has(ref)) throw new Error(`$ref cycle at ${ref}`);
    seen.add(ref);
    location = ref.startsWith('#') ? ref : `#${ref}`;
    value = valueAt(doc, ref);
  }
  return { value, where: location };
}

/**
 * The value behind `node` (itself when it is not a reference).
 * @template [T=any]
 * @param {unknown} doc
 * @param {unknown} node
 * @returns {T}
 */
export const deref = (doc, node) => follow(doc, node).value;

// ------------------------------------------------------------------------------------------- schemas

// The item of an array, or any value of a map, in an instance path template: '/tasks/*' is every task.
export const ANY = /** @type {const} */ ('*');

/** @param {SchemaObject} schema @returns {string[]} */
const typesOf = (schema) => (schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);

/**
 * Visits every subschema of `schema` with the instance path it applies to, as tokens ('tasks', ANY, 'media'):
 * `visit(schema, tokens)` gets each schema once its $refs are followed. The branches of allOf, oneOf and anyOf
 * apply where their parent does. A $ref met again inside itself (a recursive schema) is not entered again.
 * @param {unknown} doc
 * @param {unknown} schema
 * @param {(schema: SchemaObject, tokens: readonly string[]) => void} visit
 * @param {string[]} [tokens]
 * @param {Set<string>} [entered]
 */
export function walkSchema(doc, schema, visit, tokens = [], entered = new Set()) {
  const ref = refOf(schema);
  if (ref !== undefined) {
    if (entered.has(ref)) return;
    entered = new Set(entered).add(ref);
  }
  /** @type {SchemaObject} */
  const node = deref(doc, schema);
  if (!isObject(node)) return;
  visit(node, tokens);
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    for (const branch of Array.isArray(node[keyword]) ? node[keyword] : [])
      walkSchema(doc, branch, visit, tokens, entered);
  }
  for (const [name, sub] of Object.entries(isObject(node.properties) ? node.properties : {})) {
    walkSchema(doc, sub, visit, [...tokens, name], entered);
  }
  if (isObject(node.additionalProperties)) walkSchema(doc, node.additionalProperties, visit, [...tokens, ANY], entered);
  if (isObject(node.items)) walkSchema(doc, node.items, visit, [...tokens, ANY], entered);
}

/**
 * Whether a schema describes objects: its type says so, or it has properties (through allOf/oneOf/anyOf too).
 * @param {unknown} doc
 * @param {unknown} schema
 */
export function isObjectSchema(doc, schema) {
  let found = false;
  walkSchema(doc, schema, (node, tokens) => {
    if (tokens.length === 0 && (typesOf(node).includes('object') || isObject(node.properties))) found = true;
  });
  return found;
}

/**
 * What a reply's tolerant reading needs to know of its schema (docs/api-layer.md, "Replies drift"):
 *   items  the instance paths of the items of every array of objects ('/tasks/*', and nested ones such as each
 *          task type's currencies):
 *          an item that breaks its schema is left out and counted, the others are kept;
 *   open   every extensible enum (a scalar schema whose `examples` list the values known today; its description
 *          says "Extensible enum"): the path of each task's media, with the values known today; a value outside
 *          them is kept, and reported.
 * Paths are JSON pointer templates (RFC 6901 tokens, `*` for any item or map value), outermost first.
 * @param {unknown} doc
 * @param {unknown} schema
 * @returns {{ items: string[], open: { path: string, known: unknown[] }[] }}
 */
export function replyShape(doc, schema) {
  /** @type {Set<string>} */
  const items = new Set();
  /** @type {Map<string, unknown[]>} */
  const open = new Map();
  walkSchema(doc, schema, (node, tokens) => {
    if (isObject(node.items) && isObjectSchema(doc, node.items)) items.add(toPointer([...tokens, ANY]));
    const scalar = typesOf(node).some((type) => ['string', 'integer', 'number'].includes(type));
    if (scalar && Array.isArray(node.examples) && node.examples.length > 0) {
      const path = toPointer(tokens);
      open.set(path, [...new Set([...(open.get(path) ?? []), ...node.examples])]);
    }
  });
  /** @param {string} path */
  const depth = (path) => parsePointer(path).length;
  return {
    items: [...items].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b)),
    open: [...open].map(([path, known]) => ({ path, known })).sort((a, b) => depth(a.path) - depth(b.path)),
  };
}

// ------------------------------------------------------------------------------------------- the reply rule

/**
 * Whether a declared status is a reply. `status` is the response key ('200', '409'); `response` the response
 * object as declared (a $ref is followed). Throws when 401 or 403 is marked as a reply.
 * @param {unknown} doc
 * @param {string | number} status
 * @param {unknown} response
 */
export function isReply(doc, status, response) {
  const code = String(status);
  const marked = deref(doc, response)?.[REPLY_MARKER] === true;
  if (marked && SESSION_STATUSES.includes(Number(code))) {
    throw new Error(`a ${code} cannot be a reply (${REPLY_MARKER}): the client always reads it as "session ended"`);
  }
  return /^2(?:\d\d|XX)$/i.test(code) || marked;
}

// ------------------------------------------------------------------------------------------- the model

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * @param {unknown} doc
 * @param {Record<string, unknown> | undefined} content
 * @param {string} contentAt
 * @returns {MediaType[]}
 */
function mediaTypesOf(doc, content, contentAt) {
  return Object.entries(content ?? {}).map(([type, rawMedia]) => {
    const mediaAt = `${contentAt}/${encodeURIComponent(escapeToken(type))}`;
    /** @type {{ value: MediaTypeObject | undefined, where: string }} */
    const media = follow(doc, rawMedia, mediaAt);
    const examples = Object.entries(media.value?.examples ?? {}).map(([name, rawExample]) => {
      /** @type {{ value: ExampleObject | undefined, where: string }} */
      const example = follow(doc, rawExample, `${media.where}/examples/${encodeURIComponent(escapeToken(name))}`);
      /** @type {NamedExample} */
      const found = { name, value: example.value?.value, pointer: example.where };
      if (typeof example.value?.summary === 'string') found.summary = example.value.summary;
      const ref = refOf(rawExample);
      if (ref) found.ref = ref;
      return found;
    });
    return {
      type,
      json: isJsonMediaType(type),
      pointer: media.where,
      schema: media.value?.schema,
      schemaPointer: `${media.where}/schema`,
      model: componentName(media.value?.schema),
      examples,
      media: media.value ?? {},
    };
  });
}

/**
 * @param {OpenApiDocument} doc
 * @param {string} path
 * @param {string} method
 * @param {Record<string, any>} pathItem
 * @param {unknown} rawOp
 * @param {string} pathItemAt
 * @returns {Operation}
 */
function buildOperation(doc, path, method, pathItem, rawOp, pathItemAt) {
  /** @type {{ value: OperationObject | undefined, where: string }} */
  const resolved = follow(doc, rawOp, `${pathItemAt}/${method}`);
  const where = resolved.where;
  const op = resolved.value ?? {};
  const upper = method.toUpperCase();
  const label = `${upper} ${path}`;
  /** @type {Parameter[]} */
  const parameters = [];
  for (const [list, at] of [
    [pathItem.parameters, `${pathItemAt}/parameters`],
    [op.parameters, `${where}/parameters`],
  ]) {
    (Array.isArray(list) ? list : []).forEach((raw, index) => {
      /** @type {{ value: ParameterObject | undefined, where: string }} */
      const parameter = follow(doc, raw, `${at}/${index}`);
      const value = parameter.value ?? /** @type {ParameterObject} */ ({});
      // An operation's parameter overrides the path item's one of the same name and location.
      const same = parameters.findIndex((p) => p.name === value.name && p.in === value.in);
      const entry = { ...value, pointer: parameter.where, ref: refOf(raw) };
      if (same >= 0) parameters.splice(same, 1, entry);
      else parameters.push(entry);
    });
  }
  /** @type {Operation['requestBody']} */
  let requestBody = null;
  if (op.requestBody) {
    /** @type {{ value: RequestBodyObject | undefined, where: string }} */
    const body = follow(doc, op.requestBody, `${where}/requestBody`);
    requestBody = {
      required: body.value?.required === true,
      pointer: body.where,
      content: mediaTypesOf(doc, body.value?.content, `${body.where}/content`),
    };
  }
  const responses = Object.entries(op.responses ?? {}).map(([status, rawResponse]) => {
    /** @type {{ value: ResponseObject | undefined, where: string }} */
    const response = follow(doc, rawResponse, `${where}/responses/${encodeURIComponent(escapeToken(status))}`);
    const content = mediaTypesOf(doc, response.value?.content, `${response.where}/content`);
    /** @type {NamedExample[]} */
    const examples = [];
    for (const media of content) {
      for (const example of media.examples) if (!examples.some((e) => e.name === example.name)) examples.push(example);
    }
    return {
      status,
      code: /^\d{3}$/.test(status) ? Number(status) : null,
      reply: isReply(doc, status, rawResponse),
      pointer: response.where,
      ref: refOf(rawResponse),
      description: response.value?.description ?? '',
      content,
      json: content.find((media) => media.json),
      examples,
    };
  });
  const numeric = responses.filter((r) => r.code !== null);
  return {
    id: typeof op.operationId === 'string' ? op.operationId : label,
    method: upper,
    path,
    label,
    tag: Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'other',
    tags: Array.isArray(op.tags) ? op.tags : [],
    summary: typeof op.summary === 'string' ? op.summary : '',
    description: typeof op.description === 'string' ? op.description : '',
    pointer: where,
    op,
    pattern: new RegExp(
      `^${path
        .split(/\{[^}]+\}/)
        .map(escapeRegExp)
        .join('[^/]+')}$`,
    ),
    security: Array.isArray(op.security) ? op.security : Array.isArray(doc.security) ? doc.security : [],
    writes: writesData(upper, op),
    parameters,
    requestBody,
    responses,
    replyStatuses: numeric.filter((r) => r.reply).map((r) => Number(r.code)),
    failureStatuses: numeric.filter((r) => !r.reply).map((r) => Number(r.code)),
  };
}

/**
 * The model of a parsed, bundled contract. The document is not copied: callers that want to change it work on
 * `structuredClone(model.doc)` and build a model of their copy.
 * @param {unknown} input
 */
export function createModel(input) {
  if (!isObject(input) || !isObject(input.paths)) throw new Error('The contract has no paths.');
  const doc = /** @type {OpenApiDocument} */ (input);
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const pathItemAt = toFragment(['paths', path]);
    /** @type {{ value: Record<string, any> | undefined, where: string }} */
    const item = follow(doc, rawItem, pathItemAt);
    for (const method of HTTP_METHODS) {
      if (item.value?.[method] === undefined) continue;
      operations.push(buildOperation(doc, path, method, item.value, item.value[method], item.where));
    }
  }
  const byLabel = new Map(operations.map((operation) => [operation.label, operation]));
  const byId = new Map(operations.map((operation) => [operation.id, operation]));

  /**
   * 'GET /api/s/session' (any case of method), or an operationId; undefined when the contract has none.
   * @param {string} name
   * @returns {Operation | undefined}
   */
  function find(name) {
    const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(String(name));
    if (match) return byLabel.get(`${String(match[1]).toUpperCase()} ${match[2]}`);
    return byId.get(String(name).trim());
  }

  return {
    doc,
    operations,
    find,
    /**
     * Like find, but throws a readable error (naming the methods the path has) when there is no such operation.
     * @param {string} name
     * @returns {Operation}
     */
    operation(name) {
      const found = find(name);
      if (found) return found;
      const match = /^\s*([A-Za-z]+)\s+(\/\S*)\s*$/.exec(String(name));
      if (!match) {
        throw new Error(`An operation is named 'GET /api/s/session' or by its operationId; got '${name}'.`);
      }
      const wanted = `${String(match[1]).toUpperCase()} ${match[2]}`;
      const samePath = operations.filter((o) => o.path === match[2]).map((o) => o.method);
      const hint = samePath.length > 0 ? ` (that path has: ${samePath.join(', ')})` : '';
      throw new Error(`openapi/cliq.yaml has no operation ${wanted}${hint}.`);
    },
    /**
     * The operation a request's method and URL pathname belong to (path parameters match one segment).
     * @param {string} method
     * @param {string} pathname
     * @returns {Operation | undefined}
     */
    match(method, pathname) {
      const upper = String(method).toUpperCase();
      return operations.find((o) => o.method === upper && o.pattern.test(pathname));
    },
    /**
     * @template [T=any]
     * @param {string} pointer
     * @returns {T}
     */
    at: (pointer) => valueAt(doc, pointer),
    /**
     * @template [T=any]
     * @param {unknown} node
     * @param {string} [where]
     * @returns {{ value: T, where: string }}
     */
    follow: (node, where) => follow(doc, node, where),
    /**
     * @template [T=any]
     * @param {unknown} node
     * @returns {T}
     */
    deref: (node) => deref(doc, node),
    /**
     * A component schema by name; throws when there is none.
     * @param {string} name
     * @returns {SchemaObject}
     */
    schema: (name) => valueAt(doc, toFragment(['components', 'schemas', name])),
    /**
     * The declared response that covers `status` (the exact code, then '2XX', then 'default'), or null.
     * @param {Operation} operation
     * @param {number | string} status
     * @returns {Response | null}
     */
    responseFor(operation, status) {
      const exact = String(status);
      const range = `${exact[0]}XX`;
      for (const key of [exact, range, range.toLowerCase(), 'default']) {
        const found = operation.responses.find((r) => r.status === key);
        if (found) return found;
      }
      return null;
    },
    /**
     * The operation's required header parameters (the CSRF header X-Requested-With) with the value the contract
     * gives them (the parameter's example, else its schema's const, first enum value, example or default).
     * @param {Operation} operation
     * @returns {Record<string, string>}
     */
    requiredHeaders(operation) {
      /** @type {Record<string, string>} */
      const headers = {};
      for (const parameter of operation.parameters) {
        if (parameter.in !== 'header' || !parameter.required) continue;
        /** @type {SchemaObject} */
        const schema = deref(doc, parameter.schema ?? {}) ?? {};
        const value = parameter.example ?? schema.const ?? schema.enum?.[0] ?? schema.example ?? schema.default;
        if (value !== undefined) headers[parameter.name] = String(value);
      }
      return headers;
    },
    /**
     * The cookie name of each cookie security scheme ({ userSession: 'cliq_session', ... }).
     * @returns {Record<string, string>}
     */
    cookieSchemes() {
      /** @type {Record<string, string>} */
      const schemes = {};
      for (const [name, raw] of Object.entries(doc.components?.securitySchemes ?? {})) {
        /** @type {Record<string, unknown> | undefined} */
        const scheme = deref(doc, raw);
        if (scheme?.type === 'apiKey' && scheme.in === 'cookie') schemes[name] = String(scheme.name);
      }
      return schemes;
    },
    /**
     * Every named example of every request body and response, operation by operation (request first), with the
     * pointer of the schema it must satisfy.
     * @returns {ExampleEntry[]}
     */
    namedExamples() {
      /** @type {ExampleEntry[]} */
      const found = [];
      for (const operation of operations) {
        /** @type {{ kind: 'request' | 'response', status?: string, reply?: boolean, content: MediaType[] }[]} */
        const parts = [
          ...(operation.requestBody
            ? [{ kind: /** @type {const} */ ('request'), content: operation.requestBody.content }]
            : []),
          ...operation.responses.map((r) => ({
            kind: /** @type {const} */ ('response'),
            status: r.status,
            reply: r.reply,
            content: r.content,
          })),
        ];
        for (const part of parts) {
          for (const media of part.content) {
            for (const example of media.examples) {
              const where = part.kind === 'response' ? part.status : 'request';
              found.push({
                ...example,
                kind: part.kind,
                operation,
                status: part.status,
                reply: part.reply,
                mediaType: media.type,
                schemaPointer: media.schemaPointer,
                label: `${operation.label} ${where} ${example.name}${media.json ? '' : ` (${media.type})`}`,
              });
            }
          }
        }
      }
      return found;
    },
  };
}

/**
 * orval's input transformer (codegen.config.ts): a copy of the contract without the failure responses, so the
 * generated hooks' reply types hold only what the HTTP module returns (a failure is an ApiError, never data) and
 * pages need not narrow `{ data: ErrorReply; status: 401 }` away. Shared responses no operation refers to any more
 * are dropped too (orval would otherwise emit an unused model for each). The schemas stay as they are.
 * @template T
 * @param {T} doc
 * @returns {T}
 */
export function onlyReplies(doc) {
  const model = createModel(doc);
  /** @type {any} */
  const copy = structuredClone(doc);
  for (const operation of model.operations) {
    const op = valueAt(copy, operation.pointer);
    for (const response of operation.responses) {
      if (response.code !== null && !response.reply) delete op.responses[response.status];
    }
  }
  const responses = copy.components?.responses;
  if (responses) {
    const text = JSON.stringify(copy.paths ?? {});
    for (const name of Object.keys(responses)) {
      if (!text.includes(JSON.stringify(toFragment(['components', 'responses', name])))) delete responses[name];
    }
    if (Object.keys(responses).length === 0) delete copy.components.responses;
  }
  return copy;
}
