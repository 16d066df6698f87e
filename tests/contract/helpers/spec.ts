// Reads openapi/cliq.yaml and walks it: operations, named examples, local $refs.
// Shared by the contract tests; it only reads the contract, it never checks it (the tests do).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SPEC_FILE = 'openapi/cliq.yaml';
export const SPEC_PATH = join(ROOT, SPEC_FILE);

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type SecurityRequirement = Record<string, string[]>;

export interface Reference {
  $ref: string;
}

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  [keyword: string]: unknown;
}

export interface ExampleObject {
  $ref?: string;
  summary?: string;
  description?: string;
  value?: unknown;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  examples?: Record<string, ExampleObject>;
  example?: unknown;
  encoding?: Record<string, unknown>;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface RequestBodyObject {
  $ref?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: SecurityRequirement[];
  parameters?: unknown[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  security?: SecurityRequirement[];
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, SchemaObject>;
    examples?: Record<string, ExampleObject>;
    securitySchemes?: Record<string, Record<string, unknown>>;
    responses?: Record<string, ResponseObject>;
    requestBodies?: Record<string, RequestBodyObject>;
  };
}

/** A fresh parse of the contract (callers may mutate it freely). */
export function loadSpec(): OpenApiDocument {
  return parse(readFileSync(SPEC_PATH, 'utf8')) as OpenApiDocument;
}

/** One JSON pointer segment, escaped for use in a URI fragment ('/api/u/login' becomes '~1api~1u~1login'). */
export const escapeSegment = (segment: string | number): string =>
  encodeURIComponent(String(segment).replace(/~/g, '~0').replace(/\//g, '~1'));

/** A JSON pointer fragment ('#/paths/~1api~1u~1login/post') from raw segments. */
export function pointer(...segments: (string | number)[]): string {
  return '#' + segments.map((s) => '/' + escapeSegment(s)).join('');
}

function segmentsOf(ref: string): string[] {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got '${ref}'`);
  return ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a local JSON pointer ('#/components/schemas/FlowReply') designates; throws when it is missing. */
export function at<T = unknown>(doc: OpenApiDocument, ref: string): T {
  let node: unknown = doc;
  for (const segment of segmentsOf(ref)) {
    if (node === null || typeof node !== 'object' || !(segment in node)) {
      throw new Error(`$ref '${ref}' does not resolve (no '${segment}')`);
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return node as T;
}

/** Follows $refs until a value without one; returns it with the pointer it was found at. */
export function follow<T>(doc: OpenApiDocument, value: T, where: string): { value: T; where: string } {
  const seen = new Set<string>();
  let current = value as T & { $ref?: unknown };
  let location = where;
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`$ref cycle at ${current.$ref}`);
    seen.add(current.$ref);
    location = current.$ref;
    current = at(doc, current.$ref);
  }
  return { value: current, where: location };
}

/** Like follow, without the location. */
export function deref<T>(doc: OpenApiDocument, value: T): T {
  return follow(doc, value, '#').value;
}

/** The operation's required header parameters (the CSRF header X-Requested-With) with their example value. */
export function requiredHeaders(doc: OpenApiDocument, operation: { op: OperationObject }): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const raw of operation.op.parameters ?? []) {
    const parameter = deref(doc, raw) as { name: string; in: string; required?: boolean; example?: unknown };
    if (parameter.in === 'header' && parameter.required) headers[parameter.name] = String(parameter.example);
  }
  return headers;
}

export interface Operation {
  method: HttpMethod;
  path: string;
  /** 'POST /api/u/register' */
  label: string;
  op: OperationObject;
  /** The pointer of the operation object ('#/paths/~1api~1u~1register/post'). */
  where: string;
}

export function operations(doc: OpenApiDocument): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (!op) continue;
      found.push({ method, path, label: `${method.toUpperCase()} ${path}`, op, where: pointer('paths', path, method) });
    }
  }
  return found;
}

export const isJson = (mediaType: string): boolean => /^application\/(?:[\w.-]+\+)?json$/.test(mediaType);

export interface NamedExample {
  kind: 'request' | 'response';
  operation: Operation;
  /** The response status ('200', '409'); undefined for a request body example. */
  status?: string;
  mediaType: string;
  name: string;
  /** The example's value (after following an example $ref). */
  value: unknown;
  /** The components/examples entry it came from, when it was a $ref. */
  ref?: string;
  /** Pointer of the schema the example must satisfy (the media type's `schema`, as written). */
  schemaAt: string;
  /** 'POST /api/u/register 409 emailTaken' or 'POST /api/u/register request newCliquer' */
  label: string;
}

function examplesOf(
  doc: OpenApiDocument,
  operation: Operation,
  content: Record<string, MediaTypeObject> | undefined,
  contentAt: string,
  kind: NamedExample['kind'],
  status?: string,
): NamedExample[] {
  const found: NamedExample[] = [];
  for (const [mediaType, media] of Object.entries(content ?? {})) {
    for (const [name, example] of Object.entries(media.examples ?? {})) {
      const ref = example.$ref;
      const resolved = deref(doc, example);
      const where = kind === 'response' ? `${status}` : 'request';
      const suffix = isJson(mediaType) ? '' : ` (${mediaType})`;
      found.push({
        kind,
        operation,
        status,
        mediaType,
        name,
        value: resolved.value,
        ref,
        schemaAt: `${contentAt}/${escapeSegment(mediaType)}/schema`,
        label: `${operation.label} ${where} ${name}${suffix}`,
      });
    }
  }
  return found;
}

/** Every named example: request body examples first, then response examples, operation by operation. */
export function namedExamples(doc: OpenApiDocument): NamedExample[] {
  const found: NamedExample[] = [];
  for (const operation of operations(doc)) {
    const { op, where } = operation;
    if (op.requestBody) {
      const body = follow(doc, op.requestBody, `${where}/requestBody`);
      found.push(...examplesOf(doc, operation, body.value.content, `${body.where}/content`, 'request'));
    }
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      const reply = follow(doc, response, `${where}/responses/${escapeSegment(status)}`);
      found.push(...examplesOf(doc, operation, reply.value.content, `${reply.where}/content`, 'response', status));
    }
  }
  return found;
}
