// The checks verify runs on a reply, named as Schemathesis names them so backend developers recognise them:
//   not_a_server_error           no 5xx, and a reply at all
//   status_code_conformance      the status is declared for the operation
//   content_type_conformance     the Content-Type is one the response declares
//   response_schema_conformance  the body is JSON valid against the response schema (Ajv, openapi/validator.mjs)
//   response_time                the reply came within --max-response-time
//   negative_data_rejection      a request that breaks the request schema is refused: a 4xx, or this contract's
//                                refusal shape (a 200 whose `success` is false); a 5xx or a success is a failure
// Each failure is { check, message }.
import { isJsonMediaType } from '../model.mjs';
import { describeErrors } from '../validator.mjs';

export const CHECKS = Object.freeze({
  serverError: 'not_a_server_error',
  status: 'status_code_conformance',
  contentType: 'content_type_conformance',
  schema: 'response_schema_conformance',
  time: 'response_time',
  negative: 'negative_data_rejection',
});

/** The checks a generated valid request gets, and those an invalid one gets. */
export const POSITIVE_CHECKS = [CHECKS.serverError, CHECKS.status, CHECKS.contentType, CHECKS.schema, CHECKS.time];
export const NEGATIVE_CHECKS = [CHECKS.serverError, CHECKS.negative, CHECKS.time];

export const snippet = (text, max = 160) => {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * How the reply breaks the contract for `operation`: its status, content type and body (the example run's checks,
 * and the conformance checks of a generated valid request). Empty when it conforms.
 */
export function conformance(model, validator, operation, reply) {
  if (reply.error) return [{ check: CHECKS.serverError, message: reply.error }];
  const declared = model.responseFor(operation, reply.status);
  if (!declared) {
    const [replies, failures] = [true, false].map((wanted) =>
      operation.responses.filter((response) => response.reply === wanted).map((response) => response.status),
    );
    const statuses = replies.join(', ') + (failures.length ? `, and the error replies ${failures.join(', ')}` : '');
    const location = reply.headers.get('location');
    const redirect = location ? ` (a redirect to ${location}: not followed, only the target is called)` : '';
    return [
      {
        check: CHECKS.status,
        message: `status ${reply.status} is not declared (the contract allows ${statuses})${redirect}`,
      },
    ];
  }
  const mediaTypes = declared.content.map((media) => media.type);
  if (mediaTypes.length === 0) return [];

  const found = [];
  const header = reply.headers.get('content-type');
  const type = header?.split(';')[0].trim().toLowerCase() ?? '';
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

  if (reply.text.trim() === '') {
    found.push({ check: CHECKS.schema, message: `the body is empty (declared for ${reply.status}: ${media})` });
    return found;
  }
  let body;
  try {
    body = JSON.parse(reply.text);
  } catch (error) {
    found.push({
      check: CHECKS.schema,
      message: `the body is not JSON (${error.message}): ${snippet(reply.text, 80)}`,
    });
    return found;
  }
  const { schemaPointer } = declared.content.find((entry) => entry.type === media);
  for (const message of describeErrors(validator.validate(schemaPointer, body).errors, 'body')) {
    found.push({ check: CHECKS.schema, message });
  }
  return found;
}

function serverError(reply) {
  if (reply.error) return { check: CHECKS.serverError, message: reply.error };
  if (reply.status >= 500)
    return { check: CHECKS.serverError, message: `a ${reply.status} server error: ${snippet(reply.text, 120)}` };
  return undefined;
}

function slow(reply, maxResponseTimeMs) {
  if (reply.error || reply.ms === undefined || reply.ms <= maxResponseTimeMs) return undefined;
  return {
    check: CHECKS.time,
    message: `the reply took ${Math.round(reply.ms)} ms (--max-response-time ${maxResponseTimeMs} ms)`,
  };
}

/** The failures of a reply to a generated request the contract accepts. */
export function positiveChecks(model, validator, operation, reply, { maxResponseTimeMs }) {
  const found = [serverError(reply)].filter(Boolean);
  if (!reply.error) found.push(...conformance(model, validator, operation, reply));
  const late = slow(reply, maxResponseTimeMs);
  if (late) found.push(late);
  return found;
}

/** Whether a reply is this contract's refusal shape: JSON whose `success` is false. */
function refusal(reply) {
  try {
    return JSON.parse(reply.text)?.success === false;
  } catch {
    return false;
  }
}

/** The failures of a reply to a generated request that breaks the request schema (`broken` says how). */
export function negativeChecks(reply, broken, { maxResponseTimeMs }) {
  const found = [];
  const crash = serverError(reply);
  if (crash) found.push(crash);
  if (!reply.error) {
    const status = reply.status;
    if (status >= 500) {
      found.push({ check: CHECKS.negative, message: `invalid data (${broken}) got a ${status}, not a 4xx refusal` });
    } else if (status < 400 && !(status === 200 && refusal(reply))) {
      found.push({
        check: CHECKS.negative,
        message: `invalid data (${broken}) was accepted: ${status} ${snippet(reply.text, 120)}`,
      });
    }
  }
  const late = slow(reply, maxResponseTimeMs);
  if (late) found.push(late);
  return found;
}
