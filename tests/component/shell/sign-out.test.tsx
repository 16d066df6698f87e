// Logout in every area (issue 38): the sidebar's and the phone menu's Logout send the area's logout call; a logout
// the server confirmed (any 2xx, or a 401: no session any more) goes to the area's login and forgets what the tab
// kept for the account; one it did not (5xx, no reply, offline, a refused request) says "You are still signed in"
// with Try again, and forgets the tab's account data all the same.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KEYS, readItem, writeItem } from '@/lib/account-data';
import { DRAFT_KEYS, hasDraft, writeDraft } from '@/lib/drafts';
import { renderAdmin, stubApi as stubAdmin } from '../admin/harness';
import { renderAdvertiser, stubApi as stubAdvertiser } from '../advertiser/harness';
import { renderDashboard, stubApi as stubUser } from '../dashboard/harness';
import { json, raw, type Answer } from '../support/api-stub';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Logout = 'DELETE /api/u/logout' | 'DELETE /api/a/logout' | 'DELETE /api/adm/logout';
type Stub = (answers: { [K in Logout]?: Answer<K> }) => { countOf: (operation: Logout) => number };
type Render = (path: string) => ReturnType<typeof renderDashboard>;

interface Area {
  start: string;
  login: string;
  render: (answer: Answer) => ReturnType<Render> & { count: () => number };
}

/** An area: its stub and render (its harness), its logout call, where it starts and its login page. */
function area(logout: Logout, stub: Stub, render: Render, start: string, login: string): Area {
  return {
    start,
    login,
    render: (answer) => {
      const api = stub({ [logout]: answer });
      return { ...render(start), count: () => api.countOf(logout) };
    },
  };
}

const AREAS: Record<string, Area> = {
  Cliquer: area('DELETE /api/u/logout', stubUser, renderDashboard, '/dashboard/overview', '/login'),
  advertiser: area(
    'DELETE /api/a/logout',
    stubAdvertiser,
    renderAdvertiser,
    '/advertiser/dashboard/overview',
    '/advertiser/login',
  ),
  admin: area('DELETE /api/adm/logout', stubAdmin, renderAdmin, '/cfadmin/dashboard/overview', '/cfadmin/login'),
};

const LOGGED_OUT = { success: true, msg: 'Logged out' };

/** What the tab keeps for an account: a draft, the engaged tasks and an open attempt. */
function keepAccountData() {
  writeDraft(DRAFT_KEYS.taskUpload, { acc_username: 'glowbeauty' });
  writeItem(ACCOUNT_KEYS.engagedTasks, '["tsk_1001"]');
  writeItem(`${ACCOUNT_KEYS.attemptPrefix}POST /api/u/withdraw`, '{"key":"k"}');
}

function expectAccountDataForgotten() {
  expect(hasDraft(DRAFT_KEYS.taskUpload)).toBe(false);
  expect(readItem(ACCOUNT_KEYS.engagedTasks)).toBeNull();
  expect(readItem(`${ACCOUNT_KEYS.attemptPrefix}POST /api/u/withdraw`)).toBeNull();
}

const sidebarLogout = () => screen.getByRole('button', { name: 'Logout', hidden: true });

describe.each(Object.entries(AREAS))('the %s area', (_name, area) => {
  it('signs out from the phone menu: the logout call, then the login page, and nothing of the account kept', async () => {
    keepAccountData();
    const { router, user, queryClient, count } = area.render(LOGGED_OUT);
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(area.login));
    expect(count()).toBe(1);
    await waitFor(() => expectAccountDataForgotten());
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ type: 'inactive' })).toEqual([]));
  });

  it('a logout answered 502 leaves the account signed in and says so; Try again signs out', async () => {
    keepAccountData();
    let answer: Response = raw('<html>Bad gateway</html>', 502, 'text/html');
    const { router, user, count } = area.render(() => answer);
    await user.click(sidebarLogout());
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('You are still signed in');
    expect(alert).toHaveTextContent(
      "We couldn't sign you out. The server did not answer as expected; please try again.",
    );
    expect(router.state.location.pathname).toBe(area.start);
    // Cleared all the same: the next person at this browser finds nothing typed here.
    expectAccountDataForgotten();
    const again = within(alert).getByRole('button', { name: 'Try again', hidden: true });
    expect(again).toHaveFocus();

    answer = json(LOGGED_OUT);
    await user.click(again);
    await waitFor(() => expect(router.state.location.pathname).toBe(area.login));
    expect(count()).toBe(2);
  });
});

describe('what counts as signed out', () => {
  it.each([
    ['a 204 without a body', () => new Response(null, { status: 204 })],
    ['a 200 with a text body', () => raw('Bye', 200, 'text/plain')],
    ['a 200 with JSON of another shape', () => json({ success: 'yes' })],
    ['a 401: no session any more', () => json({ success: false, msg: 'Kindly login' }, 401)],
  ])('%s is a logout', async (_name, answer) => {
    const { router, user } = AREAS.Cliquer!.render(answer);
    await user.click(sidebarLogout());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('You are still signed in')).toBeNull();
  });

  it.each([
    ['no reply', (): Answer => 'abort', "We couldn't sign you out. Check your internet connection and try again."],
    [
      "a framework's 403 (a refused request, not a session end)",
      (): Answer => json({ status: 403, error: 'Forbidden', path: '/api/u/logout' }, 403),
      "We couldn't sign you out: the server refused the request for security reasons.",
    ],
  ])('%s is not: the Cliquer stays on the dashboard, told so', async (_name, answer, message) => {
    const { router, user } = AREAS.Cliquer!.render(answer());
    await user.click(sidebarLogout());
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('You are still signed in');
    expect(alert).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/dashboard/overview');
  });

  it('offline, nothing is sent and the Cliquer is told so', async () => {
    const { router, user, count } = AREAS.Cliquer!.render(LOGGED_OUT);
    await screen.findByText('Welcome back, Ada');
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(sidebarLogout());
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('You are still signed in');
    expect(alert).toHaveTextContent("You're offline. Check your connection and try again.");
    expect(count()).toBe(0);
    expect(router.state.location.pathname).toBe('/dashboard/overview');
  });
});
