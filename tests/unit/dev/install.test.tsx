// install() from src/dev/install.tsx, what main.tsx loads in the dev build: the switcher reads a shared link, every
// generated call then carries the Prefer header of the chosen scenario, a change refetches what is on screen, and
// removing it leaves the HTTP module as it was.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminSession, getUserSession } from '@generated/hooks/session/session';
import { createQueryClient } from '@/api/query-client';
import { install } from '@/dev/install';
import { STORAGE_KEY } from '@/dev/mock-store';
import { loadAppRecipes, system } from '@/app/system';

// The dev tools use the design system's deferred recipes (tabs, selects, ...): src/app/system.ts.
beforeAll(() => loadAppRecipes());

const sent: Request[] = [];

beforeEach(() => {
  sent.length = 0;
  window.sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push(request);
      return new Response(JSON.stringify({ loggedIn: false }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const preferOf = (index: number) => sent[index]?.headers.get('Prefer') ?? null;

describe('install (dev build only)', { timeout: 30_000 }, () => {
  it('applies the scenario a link names to every call, refetches after a change, and can be removed', async () => {
    window.history.replaceState(null, '', '/dashboard/tasks?mockScenario=visitor');
    const queryClient = createQueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    let remove: () => void = () => {};
    act(() => {
      remove = install(queryClient, system);
    });

    expect(document.getElementById('cliq-mock-switcher')).not.toBeNull();
    await getUserSession();
    expect(preferOf(0)).toBe('code=200, example=loggedOut');
    expect(window.sessionStorage.getItem(STORAGE_KEY)).toBe('mockScenario=visitor');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mock: visitor' }));
    const panel = screen.getByRole('dialog', { name: 'Mock scenarios' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Scenario' }), 'admin');
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));

    await getAdminSession();
    expect(preferOf(1)).toBe('code=200, example=loggedIn');

    act(() => remove());
    expect(document.getElementById('cliq-mock-switcher')).toBeNull();
    await getAdminSession();
    expect(preferOf(2)).toBeNull();
  });

  it('sends no Prefer header at all without a scenario or override (Prism defaults)', async () => {
    const queryClient = createQueryClient();
    let remove: () => void = () => {};
    act(() => {
      remove = install(queryClient, system);
    });
    await getUserSession();
    expect(preferOf(0)).toBeNull();
    expect(screen.getByRole('button', { name: 'Mock: defaults' })).toBeInTheDocument();
    act(() => remove());
  });
});
