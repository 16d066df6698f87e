/**
 * Mock scenarios over the contract's examples: the one implementation shared by the dev-only switcher (src/dev/),
 * the e2e fixtures (`scenario.use(name)`) and the contract test that checks every referenced example exists.
 *
 * Pure: it takes the contract's model (@cliq/contract/model) and the parsed scenario file (mock-server/scenarios.json)
 * as arguments, so the browser and Node feed it the same data. A choice becomes Prism's
 * `Prefer: code=200, example=loggedOut` header.
 */

import type { ContractModel, Operation } from '@cliq/contract/model';

type Json = Record<string, unknown>;

/** A choice as written in scenarios.json or passed to mock.use: the example, and the status when ambiguous. */
export interface MockChoice {
  example: string;
  code?: number;
}

/** A choice checked against the contract: always names both the status and the example. */
export interface ResolvedChoice {
  code: number;
  example: string;
}

export interface ScenarioDefinition {
  name: string;
  title: string;
  description: string;
  /** Starts from another scenario's choices; this scenario's own choices win. */
  extends?: string;
  /** By operation label ('GET /api/s/session'). */
  choices: Record<string, MockChoice>;
}

export interface ScenarioFile {
  description?: string;
  scenarios: ScenarioDefinition[];
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The operation's responses Prism can be asked for by code (not '2XX' or 'default'). */
const numbered = (operation: Operation) =>
  operation.responses.flatMap((r) => (r.code === null ? [] : [{ code: r.code, examples: r.examples }]));

/** What Prism answers without a Prefer header: the first example of the lowest 2xx response. */
export function defaultChoice(operation: Operation): ResolvedChoice | undefined {
  const success = numbered(operation)
    .filter((r) => r.code >= 200 && r.code < 300 && r.examples.length > 0)
    .sort((a, b) => a.code - b.code)[0];
  const first = success?.examples[0];
  return success && first ? { code: success.code, example: first.name } : undefined;
}

/** Every (status, example) Prism can be asked for, in the contract's order. */
export function choicesOf(operation: Operation): ResolvedChoice[] {
  return numbered(operation).flatMap((r) => r.examples.map((e) => ({ code: r.code, example: e.name })));
}

/**
 * Checks a choice against the operation's responses and fills in the status: without `code`, the example must
 * be in exactly one response (or in the lowest 2xx one, which is where Prism looks first).
 */
export function resolveChoice(operation: Operation, choice: MockChoice): ResolvedChoice {
  if (!isObject(choice) || typeof choice.example !== 'string' || choice.example === '') {
    throw new Error(`${operation.label}: a choice needs an example name, e.g. { "example": "loggedOut" }.`);
  }
  const responses = numbered(operation);
  const codes = responses.map((r) => r.code);
  if (choice.code !== undefined) {
    const response = responses.find((r) => r.code === choice.code);
    if (!response) {
      throw new Error(`${operation.label} has no ${choice.code} response (it has: ${codes.join(', ')}).`);
    }
    if (!response.examples.some((e) => e.name === choice.example)) {
      const names = response.examples.map((e) => e.name).join(', ') || 'none';
      throw new Error(
        `${operation.label} has no example '${choice.example}' in its ${choice.code} response (examples there: ${names}).`,
      );
    }
    return { code: choice.code, example: choice.example };
  }
  const holders = responses.filter((r) => r.examples.some((e) => e.name === choice.example));
  const lowestSuccess = holders.filter((r) => r.code >= 200 && r.code < 300).sort((a, b) => a.code - b.code)[0];
  const holder = holders.length === 1 ? holders[0] : lowestSuccess;
  if (!holder) {
    if (holders.length > 1) {
      throw new Error(
        `${operation.label}: example '${choice.example}' is in several responses (${holders.map((r) => r.code).join(', ')}); add "code".`,
      );
    }
    const known = choicesOf(operation)
      .map((c) => `${c.code} ${c.example}`)
      .join(', ');
    throw new Error(`${operation.label} has no example '${choice.example}' (it has: ${known || 'none'}).`);
  }
  return { code: holder.code, example: choice.example };
}

/** Prism's header for a choice: 'code=409, example=emailTaken'. */
export function preferHeader(choice: ResolvedChoice): string {
  return `code=${choice.code}, example=${choice.example}`;
}

/** Parses a Prefer header back ('code=409, example=emailTaken'); missing parts are left out. */
export function parsePrefer(header: string | null | undefined): Partial<ResolvedChoice> {
  const parsed: Partial<ResolvedChoice> = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 'code' && value && /^\d{3}$/.test(value)) parsed.code = Number(value);
    if (key === 'example' && value) parsed.example = value;
  }
  return parsed;
}

/** Every problem of a scenario file: unknown operations, statuses or examples, bad `extends`, duplicate names. */
export function checkScenarios(model: ContractModel, file: ScenarioFile): string[] {
  const problems: string[] = [];
  if (!isObject(file) || !Array.isArray(file.scenarios)) return ['The scenario file has no "scenarios" list.'];
  const names = new Set<string>();
  for (const scenario of file.scenarios) {
    const name = isObject(scenario) && typeof scenario.name === 'string' ? scenario.name : '(unnamed)';
    if (!/^[A-Za-z][\w-]*$/.test(name)) problems.push(`Scenario '${name}': a name is letters, digits, '-' or '_'.`);
    if (names.has(name)) problems.push(`Scenario '${name}' is defined twice.`);
    names.add(name);
    if (typeof scenario.title !== 'string' || scenario.title === '') problems.push(`Scenario '${name}' has no title.`);
    if (typeof scenario.description !== 'string' || scenario.description === '') {
      problems.push(`Scenario '${name}' has no description.`);
    }
    for (const [label, choice] of Object.entries(isObject(scenario.choices) ? scenario.choices : {})) {
      try {
        resolveChoice(model.operation(label), choice);
      } catch (error) {
        problems.push(`Scenario '${name}': ${(error as Error).message}`);
      }
    }
  }
  for (const scenario of file.scenarios) {
    try {
      lineage(file, scenario.name);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/** The scenario and its ancestors, oldest first; throws on an unknown name or a cycle. */
function lineage(file: ScenarioFile, name: string): ScenarioDefinition[] {
  const chain: ScenarioDefinition[] = [];
  let current: string | undefined = name;
  while (current !== undefined) {
    const wanted: string = current;
    const found = file.scenarios.find((s) => s.name === wanted);
    if (!found) {
      const known = file.scenarios.map((s) => s.name).join(', ');
      throw new Error(
        chain.length === 0
          ? `There is no mock scenario '${wanted}' (scenarios: ${known}).`
          : `Scenario '${chain[0]?.name}' extends '${wanted}', which does not exist.`,
      );
    }
    if (chain.includes(found)) throw new Error(`Scenario '${name}' extends itself (through '${found.name}').`);
    chain.unshift(found);
    current = found.extends;
  }
  return chain;
}

export function findScenario(file: ScenarioFile, name: string): ScenarioDefinition {
  const chain = lineage(file, name);
  const found = chain[chain.length - 1];
  if (!found) throw new Error(`There is no mock scenario '${name}'.`);
  return found;
}

/**
 * The scenario's choices, checked and with `extends` applied, by operation label ('GET /api/s/session').
 * Throws with every problem found (an unknown scenario, operation, status or example).
 */
export function resolveScenario(
  model: ContractModel,
  file: ScenarioFile,
  name: string,
): Map<string, ResolvedChoice> {
  const resolved = new Map<string, ResolvedChoice>();
  const problems: string[] = [];
  for (const scenario of lineage(file, name)) {
    for (const [label, choice] of Object.entries(scenario.choices ?? {})) {
      try {
        const operation = model.operation(label);
        resolved.set(operation.label, resolveChoice(operation, choice));
      } catch (error) {
        problems.push(`Scenario '${scenario.name}': ${(error as Error).message}`);
      }
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return resolved;
}
