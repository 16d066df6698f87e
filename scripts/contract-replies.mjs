// Which declared statuses of openapi/cliq.yaml are replies and which are failures: the one rule, shared by the
// codegen (generated/statuses.ts, the reply validators, and orval's input through `onlyReplies`), contract:verify
// and the contract coverage report.
//
//   reply    a 2xx, or a non-2xx response marked `x-cliq-reply: true` (POST /api/u/register's 409). The HTTP module
//            (src/api/http.ts) returns it to the page as `{ data, status, headers }`, after checking it against
//            its schema.
//   failure  every other declared status: the error replies a real server sends (401, 403), declared with their
//            shape so a server's honest 401 is documented. The HTTP module never returns one: 401 and 403 are
//            ApiError('session') ("session ended"), any other failure ApiError('http') carrying the body.
//
// 401 and 403 are never replies (the client decides them before anything else): marking one is an error.
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The statuses the HTTP module turns into ApiError('session') whatever the contract says. */
export const SESSION_STATUSES = Object.freeze([401, 403]);

/** The contract's marker of a non-2xx status that is still a reply. */
export const REPLY_MARKER = 'x-cliq-reply';

const isObject = (value) => typeof value === 'object' && value !== null;

/** Follows local $refs ('#/components/responses/SessionEnded') through the document. */
function deref(doc, value) {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${current.$ref}`);
    if (!current.$ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got '${current.$ref}'`);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((node, key) => (isObject(node) ? node[key] : undefined), doc);
  }
  return current;
}

/**
 * Whether a declared status is a reply. `status` is the response key ('200', '409'); `response` the response
 * object as declared (a $ref is followed). Throws when 401 or 403 is marked as a reply.
 */
export function isReply(doc, status, response) {
  const code = String(status);
  const marked = deref(doc, response)?.[REPLY_MARKER] === true;
  if (marked && SESSION_STATUSES.includes(Number(code))) {
    throw new Error(`a ${code} cannot be a reply (${REPLY_MARKER}): the client always reads it as "session ended"`);
  }
  return /^2(?:\d\d|XX)$/i.test(code) || marked;
}

/** An operation's declared numeric statuses, split into replies and failures, in the contract's order. */
export function statusesOf(doc, op) {
  const replies = [];
  const failures = [];
  for (const [code, response] of Object.entries(op?.responses ?? {})) {
    if (!/^\d{3}$/.test(code)) continue;
    (isReply(doc, code, response) ? replies : failures).push(Number(code));
  }
  return { replies, failures };
}

/** Every operation as { key: 'METHOD /path', op }, in the contract's order. */
export function operationsOf(doc) {
  const found = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem) ?? {};
    for (const method of HTTP_METHODS) {
      const op = deref(doc, item[method]);
      if (op?.responses) found.push({ key: `${method.toUpperCase()} ${path}`, op });
    }
  }
  return found;
}

/**
 * orval's input transformer (codegen.config.ts): a copy of the contract without the failure responses, so the
 * generated hooks' reply types hold only what the HTTP module returns (a failure is an ApiError, never data) and
 * pages need not narrow `{ data: ErrorReply; status: 401 }` away. Shared responses no operation refers to any more
 * are dropped too (orval would otherwise emit an unused model for each). The schemas stay as they are.
 */
export function onlyReplies(spec) {
  const copy = structuredClone(spec);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method];
      if (!op?.responses) continue;
      for (const [code, response] of Object.entries(op.responses)) {
        if (/^\d{3}$/.test(code) && !isReply(spec, code, response)) delete op.responses[code];
      }
    }
  }
  const responses = copy.components?.responses;
  if (responses) {
    const text = JSON.stringify(copy.paths ?? {});
    for (const name of Object.keys(responses)) {
      if (!text.includes(`"#/components/responses/${name}"`)) delete responses[name];
    }
    if (Object.keys(responses).length === 0) delete copy.components.responses;
  }
  return copy;
}
