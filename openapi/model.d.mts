// Types of openapi/model.mjs (the one model of openapi/cliq.yaml).

export type SecurityRequirement = Record<string, string[]>;

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  required?: string[];
  properties?: Record<string, SchemaObject>;
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
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
  [extension: `x-${string}`]: unknown;
}

export interface RequestBodyObject {
  $ref?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
  example?: unknown;
  description?: string;
}

export interface OperationObject {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: SecurityRequirement[];
  parameters?: (ParameterObject | { $ref: string })[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  [extension: `x-${string}`]: unknown;
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
    parameters?: Record<string, ParameterObject>;
  };
  [key: string]: unknown;
}

export declare const HTTP_METHODS: readonly ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
export type HttpMethod = (typeof HTTP_METHODS)[number];
export declare const SESSION_STATUSES: readonly number[];
export declare const REPLY_MARKER: 'x-cliq-reply';
export declare const WRITES_MARKER: 'x-cliq-writes';
/** Whether an operation changes data: its `x-cliq-writes`, else its method (GET, HEAD, OPTIONS read). */
export declare function writesData(method: string, op: unknown): boolean;

export declare function isJsonMediaType(mediaType: string): boolean;

// JSON pointers (RFC 6901)
export declare function escapeToken(token: string | number): string;
export declare function unescapeToken(token: string): string;
/** '/paths/~1api~1u~1login/post' from raw tokens. */
export declare function toPointer(tokens: readonly (string | number)[]): string;
/** '#/paths/~1api~1u~1login/post' (URI fragment form, percent-encoded) from raw tokens. */
export declare function toFragment(tokens: readonly (string | number)[]): string;
/** The raw tokens of a JSON pointer ('/a/b') or a URI fragment ('#/a%20b'). */
export declare function parsePointer(pointer: string): string[];
/** The value at a pointer; throws when there is none. */
export declare function valueAt(root: unknown, pointer: string): unknown;
/** The value at a pointer, or undefined when there is none. */
export declare function findAt(root: unknown, pointer: string): unknown;
/** Every pointer of `root` a template names ('*' for each item of a list or value of an object). */
export declare function pointersMatching(root: unknown, template: string): string[];
/** The `$ref` a node is, if it is one. */
export declare function refOf(node: unknown): string | undefined;
/** 'FlowReply' for a `$ref` to '#/components/schemas/FlowReply' (or another component kind). */
export declare function componentName(node: unknown, kind?: string): string | undefined;
/** Follows `$ref`s to a value without one; `where` is the fragment it was found at. */
export declare function follow<T = unknown>(doc: unknown, node: unknown, where?: string): { value: T; where: string };
export declare function deref<T = unknown>(doc: unknown, node: unknown): T;
/** The item of an array, or any value of a map, in an instance path template. */
export declare const ANY: '*';
/** Visits every subschema with the instance path (tokens) it applies to; recursive $refs are entered once. */
export declare function walkSchema(
  doc: unknown,
  schema: unknown,
  visit: (schema: SchemaObject, tokens: readonly string[]) => void,
): void;
/** Whether a schema describes objects (its type, or properties, through allOf/oneOf/anyOf too). */
export declare function isObjectSchema(doc: unknown, schema: unknown): boolean;
export interface ReplyShape {
  /** Instance path templates of the arrays of objects ('/tasks/*'), outermost first. */
  items: string[];
  /** The extensible enums: where, and the values known today. */
  open: { path: string; known: unknown[] }[];
}
/** What a reply's tolerant reading needs of its schema: the arrays of objects and the extensible enums. */
export declare function replyShape(doc: unknown, schema: unknown): ReplyShape;
/** Whether a declared status ('200', '409') is a reply (a 2xx, or marked x-cliq-reply) rather than a failure. */
export declare function isReply(doc: unknown, status: string | number, response: unknown): boolean;

export interface NamedExample {
  name: string;
  summary?: string;
  /** The example's value (after following an example $ref). */
  value: unknown;
  /** Where the example object was found (fragment form). */
  pointer: string;
  /** The `$ref` it was written as ('#/components/examples/...'), when it was one. */
  ref?: string;
}

export interface MediaType {
  /** 'application/json', 'multipart/form-data' */
  type: string;
  json: boolean;
  /** Where the media type object is (fragment form). */
  pointer: string;
  /** The schema as written (possibly a `$ref`). */
  schema?: SchemaObject;
  /** Where the schema sits (fragment form), for a validator that compiles the whole document. */
  schemaPointer: string;
  /** The component the schema is a `$ref` to ('FlowReply'), if it is one. */
  model?: string;
  examples: NamedExample[];
  /** The media type object itself (its `example`, `encoding`...). */
  media: MediaTypeObject;
}

export interface Response {
  /** The response key as written: '200', '2XX', 'default'. */
  status: string;
  /** The numeric status, or null for a range or 'default'. */
  code: number | null;
  /** A reply (returned to the page) rather than a failure (an ApiError). */
  reply: boolean;
  /** Where the response object was found (fragment form). */
  pointer: string;
  /** The `$ref` it was written as ('#/components/responses/SessionEnded'), when it was one. */
  ref?: string;
  description: string;
  content: MediaType[];
  /** The first JSON media type, if any. */
  json?: MediaType;
  /** The named examples of every media type, each name once. */
  examples: NamedExample[];
}

export interface Parameter extends ParameterObject {
  /** Where the parameter object was found (fragment form). */
  pointer: string;
  /** The `$ref` it was written as, when it was one. */
  ref?: string;
}

export interface Operation {
  /** The operationId ('getUserSession'), or the label when there is none. */
  id: string;
  /** Upper case: 'GET'. */
  method: string;
  path: string;
  /** 'GET /api/s/session' */
  label: string;
  /** The first tag ('other' when there is none). */
  tag: string;
  tags: string[];
  summary: string;
  description: string;
  /** Where the operation object is (fragment form): '#/paths/~1api~1s~1session/get'. */
  pointer: string;
  /** The operation object as written. */
  op: OperationObject;
  /** Matches a URL pathname ('{param}' matches one segment). */
  pattern: RegExp;
  /** The security that applies: the operation's, else the document's ([] = public). */
  security: SecurityRequirement[];
  /** Whether the call changes data on the server (`x-cliq-writes`, else any method but GET, HEAD, OPTIONS). */
  writes: boolean;
  /** The path item's and the operation's parameters, resolved (the operation's win). */
  parameters: Parameter[];
  requestBody: { required: boolean; pointer: string; content: MediaType[] } | null;
  /** Declared responses in the contract's order. */
  responses: Response[];
  replyStatuses: number[];
  failureStatuses: number[];
}

export interface ExampleEntry extends NamedExample {
  kind: 'request' | 'response';
  operation: Operation;
  /** The response key ('200', '409'); undefined for a request body example. */
  status?: string;
  /** For a response example: whether that status is a reply. */
  reply?: boolean;
  mediaType: string;
  /** The pointer of the schema the example must satisfy. */
  schemaPointer: string;
  /** 'POST /api/u/register 409 emailTaken' or 'POST /api/u/register request newCliquer' */
  label: string;
}

export interface ContractModel {
  readonly doc: OpenApiDocument;
  /** Every operation, in the contract's order. */
  readonly operations: readonly Operation[];
  /** By 'GET /api/s/session' (any case of method) or operationId. */
  find(name: string): Operation | undefined;
  /** Like find; throws a readable error when the contract has no such operation. */
  operation(name: string): Operation;
  /** The operation a request belongs to. */
  match(method: string, pathname: string): Operation | undefined;
  at<T = unknown>(pointer: string): T;
  follow<T = unknown>(node: unknown, where?: string): { value: T; where: string };
  deref<T = unknown>(node: unknown): T;
  schema(name: string): SchemaObject;
  /** The declared response covering a status (exact, then 'NXX', then 'default'), or null. */
  responseFor(operation: Operation, status: number | string): Response | null;
  /** The operation's required header parameters with the value the contract gives them. */
  requiredHeaders(operation: Operation): Record<string, string>;
  cookieSchemes(): Record<string, string>;
  namedExamples(): ExampleEntry[];
}

/** The model of a parsed, bundled contract (the document is not copied). */
export declare function createModel(doc: unknown): ContractModel;

/** orval's input transformer: the contract without its failure responses. */
export declare function onlyReplies<T>(doc: T): T;
