// The dev build's contract reporting: a reply that breaks the contract is reported once per violation as a collapsed
// console group (warnings, never console.error), and listed in the mock panel's Contract tab with its operation,
// status, pointer, expected, got and time, a count, an empty state and a clear button.
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import contractText from '../../../openapi/cliq.yaml?raw';
import { createModel } from '@cliq/contract/model';
import scenarioData from '../../../mock-server/scenarios.json';
import { getUserSession } from '@generated/hooks/session/session';
import { onContractReport, type ContractReport } from '@/api/contract-report';
import type { ApiError } from '@/api/errors';
import { createQueryClient } from '@/api/query-client';
import { loadAppRecipes, system } from '@/app/system';
import { createContractLog } from '@/dev/contract-log';
import { install } from '@/dev/install';
import { MockSwitcher } from '@/dev/MockSwitcher';
import { createMockStore } from '@/dev/mock-store';
import type { ScenarioFile } from '@/dev/scenarios';

// The dev tools use the design system's deferred recipes (tabs, selects, ...): src/app/system.ts.
beforeAll(() => loadAppRecipes());

const BROKEN_SESSION = { loggedIn: 'yes', step: 'two' };

type ConsoleMethod = 'groupCollapsed' | 'groupEnd' | 'warn' | 'info' | 'error';
let consoleSpies: Record<ConsoleMethod, { mock: { calls: unknown[][] } }>;

beforeEach(() => {
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(BROKEN_SESSION), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  consoleSpies = {
    groupCollapsed: vi.spyOn(console, 'groupCollapsed').mockImplementation(() => undefined),
    groupEnd: vi.spyOn(console, 'groupEnd').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
    error: vi.spyOn(console, 'error'),
  };
});

let remove: () => void = () => {};

afterEach(() => {
  act(() => remove());
  remove = () => {};
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contract reporting in the console (dev build)', () => {
  it('writes one collapsed group per violation with operation, pointer, expected and got, and no console error', async () => {
    const reports: ContractReport[] = [];
    const stop = onContractReport((report) => reports.push(report));
    const error = await getUserSession().catch((e: unknown) => e);
    stop();

    expect(error).toMatchObject({ kind: 'contract', operation: 'GET /api/s/session', status: 200 });
    expect((error as ApiError).violations).toHaveLength(2);
    expect(consoleSpies.groupCollapsed).toHaveBeenCalledTimes(2);
    expect(consoleSpies.groupEnd).toHaveBeenCalledTimes(2);
    expect(consoleSpies.groupCollapsed.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      'Contract drift: GET /api/s/session 200 at /loggedIn',
      'Contract drift: GET /api/s/session 200 at /step',
    ]);
    const warnings = consoleSpies.warn.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(warnings[0]).toMatch(/pointer: +\/loggedIn\n +expected: boolean\n +got: +string "yes"/);
    expect(warnings[1]).toMatch(/pointer: +\/step\n +expected: integer\n +got: +string "two"/);
    expect(consoleSpies.info).toHaveBeenCalledWith('Reply body:', BROKEN_SESSION);
    expect(consoleSpies.error).not.toHaveBeenCalled();

    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ operation: 'GET /api/s/session', status: 200, body: BROKEN_SESSION });
    expect(reports[0]!.violations.map((v) => v.pointer)).toEqual(['/loggedIn', '/step']);
  });

  it('reports nothing for a reply that keeps the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"loggedIn":true,"extra":1}', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const listener = vi.fn();
    const stop = onContractReport(listener);
    await getUserSession();
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect(consoleSpies.groupCollapsed).not.toHaveBeenCalled();
  });
});

/** The mock panel, open on its Contract tab, over a log the test fills. */
async function openContractTab() {
  const model = createModel(parse(contractText));
  const scenarios = scenarioData as unknown as ScenarioFile;
  const log = createContractLog();
  const user = userEvent.setup();
  render(
    <ChakraProvider value={system}>
      <MockSwitcher
        store={createMockStore(model, scenarios, {})}
        operations={model.operations}
        scenarios={scenarios}
        contractLog={log}
        defaultOpen
      />
    </ChakraProvider>,
  );
  await user.click(screen.getByRole('tab', { name: /^Contract/ }));
  return log;
}

describe('the Contract tab of the mock panel', { timeout: 30_000 }, () => {
  it('lists the violations install() hears of, with an accessible count, and clears them', async () => {
    const queryClient = createQueryClient();
    act(() => {
      remove = install(queryClient, system);
    });
    const user = userEvent.setup();
    await act(() => getUserSession().catch(() => undefined));

    await user.click(await screen.findByRole('button', { name: 'Mock: defaults · 2 contract violations' }));
    const panel = screen.getByRole('dialog', { name: 'Mock scenarios' });
    await user.click(within(panel).getByRole('tab', { name: 'Contract (2 violations)' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('2 contract violations this session');
    const items = within(within(panel).getByRole('list', { name: 'Contract violations' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('GET /api/s/session · 200');
    expect(items[0]).toHaveTextContent(/pointer\s*\/loggedIn\s*expected\s*boolean\s*got\s*string "yes"/);
    expect(items[1]).toHaveTextContent(/pointer\s*\/step\s*expected\s*integer\s*got\s*string "two"/);
    expect(within(items[0]!).getByText(/\d{1,2}:\d{2}/).tagName).toBe('TIME');

    await user.click(within(panel).getByRole('button', { name: 'Clear violations' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('No contract violations');
    expect(within(panel).getByText('Every reply so far matched the contract.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Clear violations' })).toBeDisabled();
    expect(within(panel).getByRole('tab', { name: 'Contract (0 violations)' })).toBeInTheDocument();
  });

  it('shows the empty state until a violation arrives, newest first', async () => {
    const log = await openContractTab();
    expect(screen.getByRole('status')).toHaveTextContent('No contract violations');
    expect(screen.queryByRole('list', { name: 'Contract violations' })).toBeNull();

    act(() => {
      log.add({
        operation: 'GET /api/u/getTasks',
        status: 200,
        violations: [{ pointer: '/tasks', expected: 'a required property', got: 'missing' }],
        dropped: [],
        unknown: [],
        body: {},
        at: Date.UTC(2030, 0, 1, 12, 0, 0),
      });
      log.add({
        operation: 'GET /api/u/profile-info',
        status: 200,
        violations: [{ pointer: '/user', expected: 'object', got: 'null' }],
        dropped: [],
        unknown: [],
        body: { user: null },
        at: Date.UTC(2030, 0, 1, 12, 0, 5),
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('2 contract violations this session');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('GET /api/u/profile-info · 200');
    expect(items[1]).toHaveTextContent('GET /api/u/getTasks · 200');
  });

  it('lists an item left out and an unknown value kept, each with its outcome', async () => {
    const log = await openContractTab();
    act(() => {
      log.add({
        operation: 'GET /api/u/getTasks',
        status: 200,
        violations: [],
        dropped: [
          {
            pointer: '/tasks/1',
            list: '/tasks/*',
            violations: [{ pointer: '/tasks/1/key', expected: 'a required property', got: 'missing' }],
          },
        ],
        unknown: [{ pointer: '/tasks/0/media', path: '/tasks/*/media', got: 'string "threads"' }],
        body: {},
        at: Date.UTC(2030, 0, 1, 12, 0, 0),
      });
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/outcome\s*item left out\s*pointer\s*\/tasks\/1\/key\s*expected\s*a required property/);
    expect(items[1]).toHaveTextContent(/outcome\s*unknown value kept\s*pointer\s*\/tasks\/0\/media/);
    expect(items[1]).toHaveTextContent('string "threads"');
  });
});
