// The checks verify runs on a reply, named as Schemathesis names them so backend developers recognise them:
//   not_a_server_error           no 5xx, and a reply at all
//   status_code_conformance      the status is declared for the operation
//   content_type_conformance     the Content-Type is one the response declares
//   response_schema_conformance  the body is JSON valid against the response schema (Ajv, ../validator.mjs)
//   response_time                the reply came within --max-response-time
//   negative_data_rejection      a request that breaks the request schema is refused: a 4xx, or this contract's
//                                refusal shape (a 200 whose `success` is false); a 5xx or a success is a failure
//   ignored_auth                 a signed-in operation called without a session, or with another account kind's,
//                                gets the contract's declared denial (its 401 or 403), never its reply
//   missing_required_header      a call without a header the contract requires (the CSRF header X-Requested-With)
//                                is refused: the 4xx the contract declares for it, or the 400/422 of a request that
//                                breaks the request schema; never accepted
// A failure names its check and says what happened; the reply itself (status, headers, redacted body) is shown
// beside it, never inside the message.
import { isJsonMediaType, SESSION_STATUSES } from '../model.mjs';
import { describeErrors } from '../validator.mjs';

export const CHECKS = Object.freeze({
  serverError: 'not_a_server_error',
  status: 'status_code_conformance',
  contentType: 'content_type_conformance',
  schema: 'response_schema_conformance',
  time: 'response_time',
  negative: 'negative_data_rejection',
  auth: 'ignored_auth',
  header: 'missing_required_header',
});

/** The checks a generated valid request gets, and those an invalid one gets. */
export const POSITIVE_CHECKS = [CHECKS.serverError, CHECKS.status, CHECKS.contentType, CHECKS.schema, CHECKS.time];
export const NEGATIVE_CHECKS = [CHECKS.serverError, CHECKS.negative, CHECKS.time];

/** The statuses of a request that breaks the request schema, which a contract need not declare per operation. */
export const SCHEMA_REFUSALS = Object.freeze([400, 422]);

/**
 * One way a reply breaks the contract: the check that found it and what it says.
 * @typedef {{ check: string, message: string }} Finding
 */

/**
 * The statuses the operation declares, for messages: 'the contract allows 200, and the error replies 401, 403'.
 * @param {import('../model.mjs').Operation} operation
 */
function declaredStatuses(operation) {
  const [replies, failures] = [true, false].map((wanted) =>
    operation.responses.filter((response) => response.reply === wanted).map((response) => response.status),
  );
  return (replies ?? []).join(', ') + (failures?.length ? `, and the error replies ${failures.join(', ')}` : '');
}

/**
 * How the reply breaks the contract for `operation`: its status, content type and body. Empty when it conforms.
 * @param {import('../model.mjs').ContractModel} model
 * @param {import('../validator.mjs').ContractValidator} validator
 * @param {import('../model.mjs').Operation} operation
 * @param {import('./http.mjs').Reply} reply
 * @returns {Finding[]}
 */
export function conformance(model, validator, operation, reply) {
  if (reply.error || reply.status === undefined)
    return [{ check: CHECKS.serverError, message: reply.error ?? 'no reply' }];
  const declared = model.responseFor(operation, reply.status);
  if (!declared) {
    const location = reply.headers?.get('location');
    const redirect = location ? ` (a redirect to ${location}: not followed, only the target is called)` : '';
    return [
      {
        check: CHECKS.status,
        message: `status ${reply.status} is not declared (the contract allows ${declaredStatuses(operation)})${redirect}`,
      },
    ];
  }
  const mediaTypes = declared.content.map((media) => media.type);
  if (mediaTypes.length === 0) return [];

  /** @type {Finding[]} */
  const found = [];
  const header = reply.headers?.get('content-type');
  const type = (header?.split(';')[0] ?? '').trim().toLowerCase();
  /** @param {string} declaredType */
  const matches = (declaredType) => {
    const [wantMain, wantSub] = declaredType.toLowerCase().split('/');
    const [main, sub] = type.split('/');
    return (wantMain === '*' || wantMain === main) && (wantSub === '*' || wantSub === sub);
  };
  let media = mediaTypes.find(matches);
  if (!media) {
    found.push({
      check: CHECKS.contentType,
      message: header
        ? `content type '${header}' is not declared for ${reply.status} (declared: ${mediaTypes.join(', ')})`
        : `no Content-Type header (declared for ${reply.status}: ${mediaTypes.join(', ')})`,
    });
    media = mediaTypes.find(isJsonMediaType);
  }
  if (!media || !isJsonMediaType(media)) return found;

  const text = reply.text ?? '';
  if (text.trim() === '') {
    found.push({ check: CHECKS.schema, message: `the body is empty (declared for ${reply.status}: ${media})` });
    return found;
  }
  let body;
  try {
    body = JSON.parse(text);
  } catch (error) {
    found.push({ check: CHECKS.schema, message: `the body is not JSON (${/** @type {Error} */ (error).message})` });
    return found;
  }
  const schemaPointer = declared.content.find((entry) => entry.type === media)?.schemaPointer ?? '';
  for (const message of describeErrors(validator.validate(schemaPointer, body).errors, 'body')) {
    found.push({ check: CHECKS.schema, message });
  }
  return found;
}

/** @param {import('./http.mjs').Reply} reply @returns {Finding | undefined} */
function serverError(reply) {
  if (reply.error) return { check: CHECKS.serverError, message: reply.error };
  if ((reply.status ?? 0) >= 500) return { check: CHECKS.serverError, message: `a ${reply.status} server error` };
  return undefined;
}

/**
 * @param {import('./http.mjs').Reply} reply
 * @param {number} maxResponseTimeMs
 * @returns {Finding | undefined}
 */
function slow(reply, maxResponseTimeMs) {
  if (reply.error || reply.ms === undefined || reply.ms <= maxResponseTimeMs) return undefined;
  return {
    check: CHECKS.time,
    message: `the reply took ${Math.round(reply.ms)} ms (--max-response-time ${maxResponseTimeMs} ms)`,
  };
}

/**
 * The failures of a reply to a request the contract accepts (a generated one, a deterministic case).
 * @param {import('../model.mjs').ContractModel} model
 * @param {import('../validator.mjs').ContractValidator} validator
 * @param {import('../model.mjs').Operation} operation
 * @param {import('./http.mjs').Reply} reply
 * @param {{ maxResponseTimeMs: number }} limits
 * @returns {Finding[]}
 */
export function positiveChecks(model, validator, operation, reply, { maxResponseTimeMs }) {
  const crash = serverError(reply);
  const found = crash ? [crash] : [];
  if (!reply.error) found.push(...conformance(model, validator, operation, reply));
  const late = slow(reply, maxResponseTimeMs);
  if (late) found.push(late);
  return found;
}

/**
 * The body as JSON, or undefined.
 * @param {import('./http.mjs').Reply} reply
 * @returns {unknown}
 */
function json(reply) {
  try {
    return JSON.parse(reply.text ?? '');
  } catch {
    return undefined;
  }
}

/**
 * Whether a reply is this contract's refusal shape: JSON whose `success` is false.
 * @param {import('./http.mjs').Reply} reply
 */
export function isRefusalShape(reply) {
  const body = json(reply);
  return typeof body === 'object' && body !== null && /** @type {{ success?: unknown }} */ (body).success === false;
}

/**
 * The failures of a reply to a request that breaks the request schema (`broken` says how).
 * @param {import('./http.mjs').Reply} reply
 * @param {string} broken
 * @param {{ maxResponseTimeMs: number }} limits
 * @returns {Finding[]}
 */
export function negativeChecks(reply, broken, { maxResponseTimeMs }) {
  /** @type {Finding[]} */
  const found = [];
  const crash = serverError(reply);
  if (crash) found.push(crash);
  const status = reply.status ?? 0;
  if (!reply.error) {
    if (status >= 500) {
      found.push({ check: CHECKS.negative, message: `invalid data (${broken}) got a ${status}, not a 4xx refusal` });
    } else if (status < 400 && !(status === 200 && isRefusalShape(reply))) {
      found.push({ check: CHECKS.negative, message: `invalid data (${broken}) was accepted with ${status}` });
    }
  }
  const late = slow(reply, maxResponseTimeMs);
  if (late) found.push(late);
  return found;
}

/**
 * The failures of a reply to an edge case (cases.mjs: an optional header sent empty): a refusal (a 4xx) is right,
 * and so is the reply the request gets without it, checked as a valid request's; a crash is not.
 * @param {import('../model.mjs').ContractModel} model
 * @param {import('../validator.mjs').ContractValidator} validator
 * @param {import('../model.mjs').Operation} operation
 * @param {import('./http.mjs').Reply} reply
 * @param {{ maxResponseTimeMs: number }} limits
 * @returns {Finding[]}
 */
export function edgeChecks(model, validator, operation, reply, limits) {
  const status = reply.status ?? 0;
  if (!reply.error && status >= 400 && status < 500) {
    const late = slow(reply, limits.maxResponseTimeMs);
    return late ? [late] : [];
  }
  return positiveChecks(model, validator, operation, reply, limits);
}

/**
 * What a checked reply to a request the contract accepts says: 'success' (a 2xx that is not this contract's refusal
 * shape), 'refusal' (the server declined it: a declared non-2xx reply such as a 409, a 2xx whose `success` is
 * false, a 4xx), 'denial' (a declared 401 or 403: the operation was not reached), 'error' (a 5xx, or no reply).
 * @param {import('../model.mjs').ContractModel} model
 * @param {import('../model.mjs').Operation} operation
 * @param {import('./http.mjs').Reply} reply
 * @returns {'success' | 'refusal' | 'denial' | 'error'}
 */
export function outcomeOf(model, operation, reply) {
  const status = reply.status;
  if (reply.error || status === undefined || status >= 500) return 'error';
  const declared = model.responseFor(operation, status);
  if (declared && !declared.reply && SESSION_STATUSES.includes(status)) return 'denial';
  if (status >= 200 && status < 300) return isRefusalShape(reply) ? 'refusal' : 'success';
  return 'refusal';
}

/**
 * The failures of a reply to a signed-in operation sent without its session (`how`: 'without a session', 'as
 * advertiser', with that account kind's session): anything but a declared 401 or 403 fails ignored_auth (a 5xx fails not_a_server_error, a
 * 4xx the contract does not declare status_code_conformance); a declared denial's body is checked against its
 * schema.
 * @param {import('../model.mjs').ContractModel} model
 * @param {import('../validator.mjs').ContractValidator} validator
 * @param {import('../model.mjs').Operation} operation
 * @param {import('./http.mjs').Reply} reply
 * @param {string} how
 * @returns {Finding[]}
 */
export function authChecks(model, validator, operation, reply, how) {
  const crash = serverError(reply);
  if (crash) return [crash];
  const status = reply.status ?? 0;
  const denials = operation.failureStatuses.filter((code) => SESSION_STATUSES.includes(code));
  const expected = denials.length ? denials.join(' or ') : '401';
  if (status < 400) {
    return [{ check: CHECKS.auth, message: `answered ${status} ${how} (the contract declares ${expected} for it)` }];
  }
  if (!denials.includes(status)) {
    return [
      {
        check: CHECKS.status,
        message: `refused ${how} with ${status}, which the contract does not declare (it declares ${expected})`,
      },
    ];
  }
  return conformance(model, validator, operation, reply);
}

/**
 * The failures of a reply to a call sent without a header the contract requires (`header`): it must be refused with
 * a 4xx the operation declares (its body then checked) or with the 400/422 of a request that breaks the request
 * schema.
 * @param {import('../model.mjs').ContractModel} model
 * @param {import('../validator.mjs').ContractValidator} validator
 * @param {import('../model.mjs').Operation} operation
 * @param {import('./http.mjs').Reply} reply
 * @param {string} header
 * @returns {Finding[]}
 */
export function missingHeaderChecks(model, validator, operation, reply, header) {
  const crash = serverError(reply);
  if (crash) return [crash];
  const status = reply.status ?? 0;
  const declared = operation.failureStatuses.filter((code) => code >= 400 && code < 500);
  const expected = [...new Set([...declared, ...SCHEMA_REFUSALS])].join(', ');
  if (status < 400) {
    return [
      {
        check: CHECKS.header,
        message: `accepted without ${header}: answered ${status} (expected a refusal: ${expected})`,
      },
    ];
  }
  if (SCHEMA_REFUSALS.includes(status) && !declared.includes(status)) return [];
  if (!declared.includes(status)) {
    return [
      {
        check: CHECKS.header,
        message: `refused without ${header} with ${status}, which the contract does not declare (expected ${expected})`,
      },
    ];
  }
  return conformance(model, validator, operation, reply);
}
