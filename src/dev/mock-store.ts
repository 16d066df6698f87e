/**
 * The dev switcher's state: the active scenario plus per-operation overrides, and what they mean per request.
 *
 * It is read from the page's URL (a shared link) or else from sessionStorage (so a reload or an in-app navigation
 * that drops the query keeps it), written back to sessionStorage on every change, and turned into a link:
 *   ?mockScenario=visitor&mockOp=getUserTasks:200:empty&mockOp=getUserSession:default&mockOp=withdrawPoints:timeout
 * `mockOp=<operationId>:<status>:<example>` overrides one operation; `<operationId>:default` gives it Prism's
 * default answer even when the scenario picks another one; `<operationId>:server-error`, `:timeout` or `:offline`
 * makes its calls fail that way (the dev server answers them: mock-server/faults.mjs).
 */
import { FAULTS, isFault, type Fault } from '../../mock-server/faults.mjs';
import type { ContractModel } from '@cliq/contract/model';
import { resolveChoice, resolveScenario, type ResolvedChoice, type ScenarioFile } from './scenarios';

/** A failure the dev server makes instead of a reply of the contract: a 500, a timeout, a dropped connection. */
export interface FaultChoice {
  fault: Fault;
}

/** What an operation's next call gets: a status and example of the contract, or a failure. */
export type MockReply = ResolvedChoice | FaultChoice;

export type Override = MockReply | 'default';

export const isFaultChoice = (value: Override | undefined): value is FaultChoice =>
  typeof value === 'object' && 'fault' in value;

export interface MockSelection {
  scenario: string | null;
  /** By operationId. */
  overrides: Readonly<Record<string, Override>>;
}

export interface MockStore {
  get(): MockSelection;
  set(next: MockSelection): void;
  subscribe(listener: () => void): () => void;
  /** What a request (by method and contract path) should get, or undefined for Prism's default. */
  choiceFor(method: string, path: string): MockReply | undefined;
  /** The scenario's own choice for an operation (before overrides). */
  scenarioChoice(operationId: string): ResolvedChoice | undefined;
  /** Problems met while reading a link or stored state (unknown scenario, operation or example). */
  problems(): readonly string[];
  /** A link that reproduces the current selection on `location` (other query parameters are kept). */
  shareUrl(location: { origin: string; pathname: string; search: string; hash: string }): string;
}

export const SCENARIO_PARAM = 'mockScenario';
export const OPERATION_PARAM = 'mockOp';
export const STORAGE_KEY = 'cliq.mockSelection';

export const EMPTY_SELECTION: MockSelection = { scenario: null, overrides: {} };

const overrideText = (override: Override) =>
  override === 'default'
    ? 'default'
    : isFaultChoice(override)
      ? override.fault
      : `${override.code}:${override.example}`;

/** The selection a URL's query names, or null when it names none; unknown parts are reported, not applied. */
export function selectionFromSearch(
  search: string,
  model: ContractModel,
  file: ScenarioFile,
  problems: string[] = [],
): MockSelection | null {
  const params = new URLSearchParams(search);
  if (!params.has(SCENARIO_PARAM) && !params.has(OPERATION_PARAM)) return null;
  let scenario: string | null = null;
  const wanted = params.get(SCENARIO_PARAM);
  if (wanted) {
    if (file.scenarios.some((s) => s.name === wanted)) scenario = wanted;
    else problems.push(`The link names an unknown scenario '${wanted}'.`);
  }
  const overrides: Record<string, Override> = {};
  for (const text of params.getAll(OPERATION_PARAM)) {
    const [id = '', code = '', ...rest] = text.split(':');
    const operation = model.operations.find((o) => o.id === id);
    if (!operation) {
      problems.push(`The link names an unknown operation '${id}'.`);
      continue;
    }
    if (code === 'default' && rest.length === 0) {
      overrides[id] = 'default';
      continue;
    }
    if (isFault(code) && rest.length === 0) {
      overrides[id] = { fault: code };
      continue;
    }
    if (!/^\d{3}$/.test(code) || rest.length === 0) {
      problems.push(`The link's choice '${text}' is none of <status>:<example>, default, ${FAULTS.join(', ')}.`);
      continue;
    }
    try {
      overrides[id] = resolveChoice(operation, { code: Number(code), example: rest.join(':') });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return { scenario, overrides };
}

/** The query parameters of a selection (without the page's other parameters). */
export function selectionParams(selection: MockSelection): URLSearchParams {
  const params = new URLSearchParams();
  if (selection.scenario) params.set(SCENARIO_PARAM, selection.scenario);
  for (const [id, override] of Object.entries(selection.overrides)) {
    params.append(OPERATION_PARAM, `${id}:${overrideText(override)}`);
  }
  return params;
}

interface StoreOptions {
  /** The page's query string at start-up (a shared link). */
  search?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export function createMockStore(model: ContractModel, file: ScenarioFile, options: StoreOptions = {}): MockStore {
  const problems: string[] = [];
  const listeners = new Set<() => void>();

  const fromLink = selectionFromSearch(options.search ?? '', model, file, problems);
  const stored = options.storage?.getItem(STORAGE_KEY);
  const fromStorage = stored ? selectionFromSearch(stored, model, file, []) : null;
  let selection: MockSelection = fromLink ?? fromStorage ?? EMPTY_SELECTION;

  let scenarioChoices = new Map<string, ResolvedChoice>();
  const resolveActive = () => {
    scenarioChoices = new Map();
    if (!selection.scenario) return;
    try {
      scenarioChoices = resolveScenario(model, file, selection.scenario);
    } catch (error) {
      problems.push((error as Error).message);
    }
  };
  resolveActive();

  const persist = () => {
    try {
      options.storage?.setItem(STORAGE_KEY, selectionParams(selection).toString());
    } catch {
      // Storage full or blocked: the selection still applies to this page.
    }
  };
  persist();

  return {
    get: () => selection,
    set(next) {
      selection = { scenario: next.scenario, overrides: { ...next.overrides } };
      resolveActive();
      persist();
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choiceFor(method, path) {
      const operation = model.find(`${method} ${path}`);
      if (!operation) return undefined;
      const override = selection.overrides[operation.id];
      if (override === 'default') return undefined;
      return override ?? scenarioChoices.get(operation.label);
    },
    scenarioChoice(operationId) {
      const operation = model.operations.find((o) => o.id === operationId);
      return operation ? scenarioChoices.get(operation.label) : undefined;
    },
    problems: () => problems,
    shareUrl(location) {
      const params = new URLSearchParams(location.search);
      params.delete(SCENARIO_PARAM);
      params.delete(OPERATION_PARAM);
      for (const [key, value] of selectionParams(selection)) params.append(key, value);
      const query = params.toString();
      return `${location.origin}${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
    },
  };
}
