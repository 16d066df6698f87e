// The dev switcher's state and its Prefer middleware: scenario + per-operation overrides, read from a shared link
// or sessionStorage, turned into the Prefer header per request and back into a link.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { replyStatuses } from '@generated/statuses';
import contractText from '../../../openapi/cliq.yaml?raw';
import { createModel } from '@cliq/contract/model';
import scenarioData from '../../../mock-server/scenarios.json';
import { faultOf } from '../../../mock-server/faults.mjs';
import {
  STORAGE_KEY,
  createMockStore,
  selectionFromSearch,
  selectionParams,
  type MockSelection,
} from '@/dev/mock-store';
import { createPreferMiddleware } from '@/dev/prefer-middleware';
import { choicesOf, defaultChoice, parsePrefer, preferHeader, resolveChoice, type ScenarioFile } from '@/dev/scenarios';

const model = createModel(parse(contractText));
const scenarios = scenarioData as unknown as ScenarioFile;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('the contract model', () => {
  it('lists every operation with its statuses and examples', () => {
    // The panel's model (the contract parsed in the browser) lists every operation the app was generated from.
    expect(model.operations.map((o) => o.label)).toEqual(Object.keys(replyStatuses));
    const register = model.operation('post /api/u/register');
    expect(register).toMatchObject({
      id: 'registerUser',
      tag: 'registration',
      summary: 'Register a Cliquer (phase 1)',
    });
    expect(choicesOf(register).map(preferHeader)).toContain('code=409, example=usernameTaken');
    expect(defaultChoice(model.operation('GET /api/s/session'))).toEqual({ code: 200, example: 'loggedIn' });
  });

  it('resolves the status of a choice and refuses one that does not exist', () => {
    const register = model.operation('POST /api/u/register');
    expect(resolveChoice(register, { example: 'created' })).toEqual({ code: 201, example: 'created' });
    expect(() => resolveChoice(register, { example: 'created', code: 200 })).toThrow(
      "POST /api/u/register has no example 'created' in its 200 response",
    );
    expect(() => model.operation('GET /api/u/register')).toThrow('(that path has: POST)');
  });

  it('reads a Prefer header back', () => {
    expect(parsePrefer('code=409, example=emailTaken')).toEqual({ code: 409, example: 'emailTaken' });
    expect(parsePrefer('example=loggedOut')).toEqual({ example: 'loggedOut' });
    expect(parsePrefer(undefined)).toEqual({});
  });
});

describe('a selection in a link', () => {
  /** The selection a link's query names, and the problems met reading it. */
  const readLink = (search: string) => {
    const problems: string[] = [];
    return { selection: selectionFromSearch(search, model, scenarios, problems), problems };
  };

  it('reads the scenario and the overrides, reporting what it cannot use', () => {
    const { selection, problems } = readLink(
      '?page=2&mockScenario=activeCliquer&mockOp=getUserTasks:200:empty&mockOp=getUserSession:default' +
        '&mockOp=nope:200:x&mockOp=getUserProfile:200:nobody',
    );
    expect(selection).toEqual({
      scenario: 'activeCliquer',
      overrides: { getUserTasks: { code: 200, example: 'empty' }, getUserSession: 'default' },
    });
    expect(problems).toEqual([
      "The link names an unknown operation 'nope'.",
      "GET /api/u/profile-info has no example 'nobody' in its 200 response (examples there: profile, newCliquer, notLoggedIn).",
    ]);
  });

  it('is null when the link names no mock setup, and reports an unknown scenario', () => {
    expect(selectionFromSearch('?page=2', model, scenarios)).toBeNull();
    const problems: string[] = [];
    expect(selectionFromSearch('?mockScenario=vistor', model, scenarios, problems)).toEqual({
      scenario: null,
      overrides: {},
    });
    expect(problems).toEqual(["The link names an unknown scenario 'vistor'."]);
  });

  it('reads a failure the dev server makes, by its name, and refuses an unknown one', () => {
    const { selection, problems } = readLink(
      '?mockOp=getUserTasks:server-error&mockOp=withdrawPoints:timeout&mockOp=getUserProfile:offline' +
        '&mockOp=getRecentActivities:explode&mockOp=getUserSession:timeout:x',
    );
    expect(selection?.overrides).toEqual({
      getUserTasks: { fault: 'server-error' },
      withdrawPoints: { fault: 'timeout' },
      getUserProfile: { fault: 'offline' },
    });
    expect(problems).toEqual([
      "The link's choice 'getRecentActivities:explode' is none of <status>:<example>, default, server-error, " +
        'timeout, offline.',
      "The link's choice 'getUserSession:timeout:x' is none of <status>:<example>, default, server-error, timeout, " +
        'offline.',
    ]);
  });

  it('round-trips through selectionParams', () => {
    const selection: MockSelection = {
      scenario: 'admin',
      overrides: {
        registerUser: { code: 409, example: 'emailTaken' },
        getAdminUsers: 'default',
        withdrawPoints: { fault: 'timeout' },
      },
    };
    const text = selectionParams(selection).toString();
    expect(text).toBe(
      'mockScenario=admin&mockOp=registerUser%3A409%3AemailTaken&mockOp=getAdminUsers%3Adefault' +
        '&mockOp=withdrawPoints%3Atimeout',
    );
    expect(selectionFromSearch(text, model, scenarios)).toEqual(selection);
  });
});

describe('the store', () => {
  it('answers per request: override, else the scenario, else nothing (Prism default)', () => {
    const store = createMockStore(model, scenarios, {
      search: '?mockScenario=cliquerNoTasks&mockOp=getUserTasks:200:mixed&mockOp=getUserProfile:default',
    });
    expect(store.choiceFor('GET', '/api/u/getTasks')).toEqual({ code: 200, example: 'mixed' });
    expect(store.choiceFor('get', '/api/u/getRecentActivities')).toEqual({ code: 200, example: 'empty' });
    expect(store.choiceFor('GET', '/api/u/profile-info')).toBeUndefined();
    expect(store.scenarioChoice('getUserProfile')).toEqual({ code: 200, example: 'newCliquer' });
    expect(store.choiceFor('GET', '/api/adm/get_users')).toBeUndefined();
    expect(store.choiceFor('GET', '/api/not-in-contract')).toBeUndefined();
  });

  it('keeps the selection in sessionStorage, and a link wins over what is stored', () => {
    const storage = memoryStorage();
    const first = createMockStore(model, scenarios, { storage });
    expect(first.get()).toEqual({ scenario: null, overrides: {} });
    first.set({ scenario: 'visitor', overrides: { getUserTasks: { code: 200, example: 'empty' } } });
    expect(storage.data.get(STORAGE_KEY)).toBe('mockScenario=visitor&mockOp=getUserTasks%3A200%3Aempty');

    const reloaded = createMockStore(model, scenarios, { storage, search: '' });
    expect(reloaded.get().scenario).toBe('visitor');
    expect(reloaded.choiceFor('GET', '/api/s/session')).toEqual({ code: 200, example: 'loggedOut' });

    const shared = createMockStore(model, scenarios, { storage, search: '?mockScenario=admin' });
    expect(shared.get()).toEqual({ scenario: 'admin', overrides: {} });
  });

  it('tells subscribers about every change', () => {
    const store = createMockStore(model, scenarios);
    const seen: (string | null)[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get().scenario));
    store.set({ scenario: 'admin', overrides: {} });
    store.set({ scenario: null, overrides: {} });
    unsubscribe();
    store.set({ scenario: 'visitor', overrides: {} });
    expect(seen).toEqual(['admin', null]);
  });

  it('builds a link that keeps the page and its other parameters', () => {
    const store = createMockStore(model, scenarios, { search: '?mockScenario=visitor' });
    store.set({ scenario: 'newCliquerStep2', overrides: { getFollowTargets: { code: 200, example: 'empty' } } });
    const link = store.shareUrl({
      origin: 'http://127.0.0.1:5173',
      pathname: '/register',
      search: '?ref=BOLA77&mockScenario=visitor',
      hash: '#top',
    });
    expect(link).toBe(
      'http://127.0.0.1:5173/register?ref=BOLA77&mockScenario=newCliquerStep2&mockOp=getFollowTargets%3A200%3Aempty#top',
    );
  });
});

describe('the Prefer middleware', () => {
  const store = createMockStore(model, scenarios, { search: '?mockScenario=visitor' });
  const middleware = createPreferMiddleware(store.choiceFor);
  const call = (method: string, schemaPath: string) => {
    const request = new Request(`http://127.0.0.1${schemaPath}`, { method });
    const result = middleware.onRequest?.({
      request,
      schemaPath,
      params: {},
      id: '1',
      options: {} as never,
    });
    return { request, result };
  };

  it("adds the scenario's choice to the request", () => {
    const { request, result } = call('GET', '/api/s/session');
    expect(result).toBe(request);
    expect(request.headers.get('Prefer')).toBe('code=200, example=loggedOut');
  });

  it('leaves requests without a choice untouched', () => {
    const { request, result } = call('GET', '/api/u/getTasks');
    expect(result).toBeUndefined();
    expect(request.headers.has('Prefer')).toBe(false);
  });

  it('reads the store at request time: a change applies to the next request', () => {
    store.set({ scenario: 'visitor', overrides: { getUserTasks: { code: 200, example: 'empty' } } });
    expect(call('GET', '/api/u/getTasks').request.headers.get('Prefer')).toBe('code=200, example=empty');
  });

  it('asks the dev server for a failure with its own preference, over what the scenario picks', () => {
    store.set({
      scenario: 'visitor',
      overrides: { getUserSession: { fault: 'server-error' }, withdrawPoints: { fault: 'timeout' } },
    });
    expect(call('GET', '/api/s/session').request.headers.get('Prefer')).toBe('fault=server-error');
    expect(call('POST', '/api/u/withdraw').request.headers.get('Prefer')).toBe('fault=timeout');
    store.set({ scenario: 'visitor', overrides: { getUserSession: { fault: 'offline' } } });
    const prefer = call('GET', '/api/s/session').request.headers.get('Prefer');
    expect(prefer).toBe('fault=offline');
    // The dev server reads it back; Prism's preferences are not a failure.
    expect(faultOf(prefer)).toBe('offline');
    expect(faultOf('code=200, example=loggedOut')).toBeUndefined();
    expect(faultOf('fault=explode')).toBeUndefined();
  });
});
