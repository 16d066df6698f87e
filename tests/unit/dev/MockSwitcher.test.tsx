// The dev-only mock switcher panel: lists the scenarios and every operation's choices from the contract, changes the
// store, shares the setup as a link, and is keyboard accessible (labelled, Escape closes, focus returns).
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import contractText from '../../../openapi/cliq.yaml?raw';
import { createModel } from '@cliq/contract/model';
import scenarioData from '../../../mock-server/scenarios.json';
import { loadAppRecipes, system } from '@/app/system';
import { MockSwitcher } from '@/dev/MockSwitcher';
import { createMockStore } from '@/dev/mock-store';
import type { ScenarioFile } from '@/dev/scenarios';

// The dev tools use the design system's deferred recipes (tabs, selects, ...): src/app/system.ts.
beforeAll(() => loadAppRecipes());

const model = createModel(parse(contractText));
const scenarios = scenarioData as unknown as ScenarioFile;
const LOCATION = { origin: 'http://127.0.0.1:5173', pathname: '/dashboard/tasks', search: '', hash: '' };

function renderSwitcher(search = '', copy = vi.fn(() => Promise.resolve())) {
  const store = createMockStore(model, scenarios, { search });
  render(
    <ChakraProvider value={system}>
      <main>
        <h1>Page</h1>
      </main>
      <MockSwitcher
        store={store}
        operations={model.operations}
        scenarios={scenarios}
        getLocation={() => LOCATION}
        copy={copy}
      />
    </ChakraProvider>,
  );
  return { store, copy, user: userEvent.setup() };
}

const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /^Mock:/ }));
  return screen.getByRole('dialog', { name: 'Mock scenarios' });
};

describe('MockSwitcher', { timeout: 30_000 }, () => {
  it('is a closed toggle button naming the active scenario until opened', async () => {
    const { user } = renderSwitcher('?mockScenario=visitor');
    const toggle = screen.getByRole('button', { name: 'Mock: visitor' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await openPanel(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists every scenario and applies the chosen one, showing its description', async () => {
    const { store, user } = renderSwitcher();
    const panel = await openPanel(user);
    const select = within(panel).getByRole('combobox', { name: 'Scenario' });
    await waitFor(() => expect(select).toHaveFocus());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Prism defaults (no scenario)', ...scenarios.scenarios.map((s) => `${s.title} (${s.name})`)]);
    await user.selectOptions(select, 'cliquerNoTasks');
    expect(store.get().scenario).toBe('cliquerNoTasks');
    expect(store.choiceFor('GET', '/api/u/getTasks')).toEqual({ code: 200, example: 'empty' });
    expect(panel).toHaveTextContent('A signed-in Cliquer who just finished registering');
    expect(screen.getByRole('button', { name: 'Mock: cliquerNoTasks' })).toBeInTheDocument();
  });

  it("offers every declared status and example per operation, on top of the scenario's choice", async () => {
    const { store, user } = renderSwitcher('?mockScenario=visitor');
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: /registration \(10\)/ }));
    // The accordion mounts a section's content lazily, after the click's state change has rendered.
    const register = await within(panel).findByRole('combobox', { name: /POST \/api\/u\/register/ });
    expect(
      within(register)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Default: 200 · registered',
      '200 · registered',
      '200 · confirmEmail',
      '200 · resumeRegistration',
      '200 · alreadyRegistered',
      '200 · goBack',
      '200 · incomplete',
      '201 · created',
      '403 · csrfRejected',
      '409 · emailTaken',
      '409 · usernameTaken',
      '500 · server error',
      'timeout · no answer (the app gives up after 20 s, 120 s for an upload)',
      'offline · the connection fails, no reply',
    ]);
    // The failures are apart from the contract's replies.
    expect(within(register).getByRole('group', { name: 'Failures the dev server makes' })).toBeInTheDocument();
    await user.selectOptions(register, '409:emailTaken');
    expect(store.choiceFor('POST', '/api/u/register')).toEqual({ code: 409, example: 'emailTaken' });
    expect(within(panel).getByText('1 changed')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /session \(3\)/ }));
    const session = await within(panel).findByRole('combobox', {
      name: /GET \/api\/s\/session Check the Cliquer session/,
    });
    expect(within(session).getAllByRole('option')[0]).toHaveTextContent('Scenario: 200 · loggedOut');
    await user.selectOptions(session, 'default');
    expect(store.choiceFor('GET', '/api/s/session')).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Mock: visitor +2' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear 2 overrides' }));
    expect(store.get().overrides).toEqual({});
    expect(store.choiceFor('GET', '/api/s/session')).toEqual({ code: 200, example: 'loggedOut' });
  });

  it('offers a 500, a timeout and offline for each operation, and puts them in the link', async () => {
    const { store, user } = renderSwitcher('?mockScenario=activeCliquer');
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: /dashboard \(\d+\)/ }));
    const tasks = await within(panel).findByRole('combobox', { name: /GET \/api\/u\/getTasks/ });
    await user.selectOptions(tasks, 'timeout · no answer (the app gives up after 20 s, 120 s for an upload)');
    expect(store.choiceFor('GET', '/api/u/getTasks')).toEqual({ fault: 'timeout' });
    expect(tasks).toHaveDisplayValue(/^timeout/);
    expect(within(panel).getByRole('textbox', { name: 'Link to this setup' })).toHaveValue(
      'http://127.0.0.1:5173/dashboard/tasks?mockScenario=activeCliquer&mockOp=getUserTasks%3Atimeout',
    );
    const withdraw = within(panel).getByRole('combobox', { name: /POST \/api\/u\/withdraw/ });
    await user.selectOptions(withdraw, '500 · server error');
    await user.selectOptions(tasks, 'offline · the connection fails, no reply');
    expect(store.get().overrides).toEqual({
      getUserTasks: { fault: 'offline' },
      withdrawPoints: { fault: 'server-error' },
    });
    // Each operation of the group offers the three.
    const scenario = within(panel).getByRole('combobox', { name: 'Scenario' });
    const operations = within(panel)
      .getAllByRole('combobox')
      .filter((select) => select !== scenario);
    expect(operations.length).toBeGreaterThan(5);
    for (const select of operations) {
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.getAttribute('value')),
      ).toEqual(expect.arrayContaining(['fault:server-error', 'fault:timeout', 'fault:offline']));
    }
    // Back to the scenario's choice.
    await user.selectOptions(tasks, 'Scenario: 200 · mixed');
    expect(store.choiceFor('GET', '/api/u/getTasks')).toEqual({ code: 200, example: 'mixed' });
  });

  it('finds operations by path, id or summary', async () => {
    const { user } = renderSwitcher();
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('searchbox', { name: 'Find an operation' }), 'transaction');
    const triggers = within(panel)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-expanded') !== null);
    expect(triggers.map((b) => b.textContent)).toEqual(['advertiser(1)']);
    await user.clear(within(panel).getByRole('searchbox', { name: 'Find an operation' }));
    await user.type(within(panel).getByRole('searchbox', { name: 'Find an operation' }), 'zzz');
    expect(panel).toHaveTextContent('No operation matches “zzz”.');
  });

  it('shares the setup as a link and says whether it was copied', async () => {
    const copy = vi.fn(() => Promise.resolve());
    const { user } = renderSwitcher('?mockScenario=admin', copy);
    const panel = await openPanel(user);
    const link = 'http://127.0.0.1:5173/dashboard/tasks?mockScenario=admin';
    expect(within(panel).getByRole('textbox', { name: 'Link to this setup' })).toHaveValue(link);
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(copy).toHaveBeenCalledWith(link);
    expect(await within(panel).findByText('Link copied.')).toBeInTheDocument();

    copy.mockImplementationOnce(() => Promise.reject(new Error('denied')));
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(await within(panel).findByText('Could not copy: select the link and copy it.')).toBeInTheDocument();
  });

  it('goes back to Prism defaults', async () => {
    const { store, user } = renderSwitcher('?mockScenario=admin&mockOp=getUserTasks:200:empty');
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Back to Prism defaults' }));
    expect(store.get()).toEqual({ scenario: null, overrides: {} });
    expect(within(panel).getByRole('button', { name: 'Back to Prism defaults' })).toBeDisabled();
  });

  it('shows what a shared link named that does not exist', async () => {
    const { user } = renderSwitcher('?mockScenario=vistor');
    const panel = await openPanel(user);
    expect(within(panel).getByRole('status')).toHaveTextContent("The link names an unknown scenario 'vistor'.");
  });

  it('closes with Escape or the close button and gives focus back to the toggle', async () => {
    const { user } = renderSwitcher();
    await openPanel(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Mock:/ })).toHaveFocus();

    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: 'Mock scenarios' });
    await user.click(within(panel).getByRole('button', { name: 'Close mock scenarios' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /^Mock:/ })).toHaveFocus();
  });

  it('has no axe violations when open with a group expanded', async () => {
    const { user } = renderSwitcher('?mockScenario=visitor');
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: /session \(3\)/ }));
    // jsdom has no layout: colour contrast is checked in the browser (see docs/tools.md), not here.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
