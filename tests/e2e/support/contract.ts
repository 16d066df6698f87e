/**
 * What the e2e helpers need of openapi/cliq.yaml, from its one model: which operations exist and which examples
 * Prism can pick, so a typo in `mock.use('GET /api/s/sesion', ...)` fails loudly instead of silently changing
 * nothing.
 */
import { fileURLToPath } from 'node:url';
import { loadContract } from '@cliq/contract/load';

/** The contract's model (@cliq/contract/model), shared by the e2e helpers of a worker: never change its document. */
export const model = await loadContract(fileURLToPath(new URL('../../../openapi/cliq.yaml', import.meta.url)));

export interface Operation {
  /** Upper-case HTTP method, or null for "any method". */
  method: string | null;
  /** The contract path, e.g. '/api/s/session'. */
  path: string;
  /** Matches a URL pathname against the path ('{param}' segments match any one segment). */
  pattern: RegExp;
  label: string;
}

/** Parses 'GET /api/s/session' (or just '/api/s/session' for any method) and checks the contract has it. */
export function parseOperation(operation: string): Operation {
  const match = /^\s*(?:([A-Za-z]+)\s+)?(\/\S*)\s*$/.exec(operation);
  const path = match?.[2];
  if (!match || !path) throw new Error(`An operation looks like 'GET /api/s/session'; got '${operation}'.`);
  const onPath = model.operations.filter((o) => o.path === path);
  if (onPath.length === 0) throw new Error(`'${path}' is not a path of openapi/cliq.yaml.`);
  if (!match[1]) return { method: null, path, pattern: onPath[0]!.pattern, label: `* ${path}` };
  const found = model.find(`${match[1]} ${path}`);
  if (!found) {
    const known = onPath.map((o) => o.method).join(', ');
    throw new Error(`openapi/cliq.yaml has no ${match[1].toUpperCase()} ${path} (it has: ${known}).`);
  }
  return { method: found.method, path, pattern: found.pattern, label: found.label };
}

/**
 * Checks that Prism can answer `Prefer: code=..., example=...` for the operation: with a code, that response must
 * exist (and hold the example); without one, Prism looks for the example in the lowest 2xx response.
 */
export function checkPreferChoice(operation: Operation, choice: { code?: number; example?: string }): void {
  if (!operation.method) throw new Error(`mock.use needs a method: '${operation.label}'.`);
  const { responses } = model.operation(operation.label);
  const codes = responses.map((r) => r.status);
  let code = choice.code === undefined ? undefined : String(choice.code);
  if (code !== undefined && !codes.includes(code)) {
    throw new Error(`${operation.label} has no ${code} response in openapi/cliq.yaml (it has: ${codes.join(', ')}).`);
  }
  code ??= codes.filter((key) => /^2\d\d$/.test(key)).sort()[0];
  if (choice.example === undefined || code === undefined) return;
  const names = responses.find((r) => r.status === code)?.examples.map((e) => e.name) ?? [];
  if (!names.includes(choice.example)) {
    throw new Error(
      `${operation.label} has no example '${choice.example}' in its ${code} response ` +
        `(examples there: ${names.join(', ') || 'none'}). Pass { code } to pick another response.`,
    );
  }
}

/** A named request-body example of the contract (components.examples), e.g. 'RegistrationPayload'. */
export function contractExample<T = unknown>(name: string): T {
  const examples = model.doc.components.examples ?? {};
  const example = examples[name] ? model.deref<{ value?: unknown }>(examples[name]) : undefined;
  if (!example || !('value' in example)) throw new Error(`openapi/cliq.yaml has no components.examples.${name}.`);
  return structuredClone(example.value) as T;
}
