/**
 * Just enough of openapi/cliq.yaml for the e2e helpers: which operations exist and which examples Prism can pick,
 * so a typo in `mock.use('GET /api/s/sesion', ...)` fails loudly instead of silently changing nothing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const contractFile = fileURLToPath(new URL('../../../openapi/cliq.yaml', import.meta.url));
let contract: Json | undefined;

export function loadContract(): Json {
  contract ??= parse(readFileSync(contractFile, 'utf8')) as Json;
  return contract;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Follows a local `$ref` ('#/components/...') until it reaches the referenced object. */
function deref(value: unknown): Json | undefined {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 10; hops += 1) {
    const pointer = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), loadContract());
  }
  return isObject(current) ? current : undefined;
}

export interface Operation {
  /** Upper-case HTTP method, or null for "any method". */
  method: string | null;
  /** The contract path, e.g. '/api/s/session'. */
  path: string;
  /** Matches a URL pathname against the path ('{param}' segments match any one segment). */
  pattern: RegExp;
  label: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parses 'GET /api/s/session' (or just '/api/s/session' for any method) and checks the contract has it. */
export function parseOperation(operation: string): Operation {
  const match = /^\s*(?:([A-Za-z]+)\s+)?(\/\S*)\s*$/.exec(operation);
  const path = match?.[2];
  if (!match || !path) throw new Error(`An operation looks like 'GET /api/s/session'; got '${operation}'.`);
  const method = match[1] ? match[1].toUpperCase() : null;
  const pathItem = deref((loadContract().paths as Json | undefined)?.[path]);
  if (!pathItem) throw new Error(`'${path}' is not a path of openapi/cliq.yaml.`);
  if (method && !deref(pathItem[method.toLowerCase()])) {
    const known = Object.keys(pathItem).filter((key) => /^(get|put|post|delete|patch|head|options)$/.test(key));
    throw new Error(`openapi/cliq.yaml has no ${method} ${path} (it has: ${known.join(', ').toUpperCase()}).`);
  }
  const source = path
    .split(/\{[^}]+\}/)
    .map(escapeRegExp)
    .join('[^/]+');
  return { method, path, pattern: new RegExp(`^${source}$`), label: `${method ?? '*'} ${path}` };
}

/**
 * Checks that Prism can answer `Prefer: code=..., example=...` for the operation: with a code, that response must
 * exist (and hold the example); without one, Prism looks for the example in the lowest 2xx response.
 */
export function checkPreferChoice(operation: Operation, choice: { code?: number; example?: string }): void {
  if (!operation.method) throw new Error(`mock.use needs a method: '${operation.label}'.`);
  const op = deref(deref((loadContract().paths as Json)[operation.path])?.[operation.method.toLowerCase()]);
  const responses = deref(op?.responses) ?? {};
  const codes = Object.keys(responses);
  let code = choice.code === undefined ? undefined : String(choice.code);
  if (code !== undefined && !codes.includes(code)) {
    throw new Error(`${operation.label} has no ${code} response in openapi/cliq.yaml (it has: ${codes.join(', ')}).`);
  }
  code ??= codes.filter((key) => /^2\d\d$/.test(key)).sort()[0];
  if (choice.example === undefined || code === undefined) return;
  const content = deref(deref(responses[code])?.content) ?? {};
  const names = Object.values(content).flatMap((media) => Object.keys(deref(deref(media)?.examples) ?? {}));
  if (!names.includes(choice.example)) {
    throw new Error(
      `${operation.label} has no example '${choice.example}' in its ${code} response ` +
        `(examples there: ${names.join(', ') || 'none'}). Pass { code } to pick another response.`,
    );
  }
}

/** A named request-body example of the contract (components.examples), e.g. 'RegistrationPayload'. */
export function contractExample<T = unknown>(name: string): T {
  const examples = deref((loadContract().components as Json | undefined)?.examples) ?? {};
  const example = deref(examples[name]);
  if (!example || !('value' in example)) throw new Error(`openapi/cliq.yaml has no components.examples.${name}.`);
  return structuredClone(example.value) as T;
}
