/**
 * Session rules of the guards (issue 14): only the server sends a visitor to the login page (`loggedIn: false`,
 * or a 401/403 before anything was shown); a refresh that fails with a cached answer keeps the page under a
 * "Couldn't refresh" banner; a 401/403 from any call while the area is shown opens one session-ended dialog over
 * the page, whose Sign in goes to the login page with `from`; the login returns there.
 */
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetUserTasksQueryOptions } from '@generated/hooks/dashboard/dashboard';
import { getGetUserSessionQueryKey } from '@generated/hooks/session/session';
import { createQueryClient } from '@/api/query-client';
import { returnPathAfterLogin } from '@/components/feedback/session-area';
import { RouteNotice } from '@/components/feedback/States';
import { LoginPage } from '@/features/auth';
import { RequireSession } from '@/features/auth/guards';
import { json, stubAnswers, type Answers } from '../support/api-stub';
import { CLOSES_IN_SPEC_TIME, closingDurations } from '../support/motion';
import { renderRoutes } from '../support/render';

beforeAll(async () => {
  await import('@/components/feedback/ReplyDialogView');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const SESSION = 'GET /api/s/session';
const TASKS = 'GET /api/u/getTasks';

/** A dashboard page with a text field (what the user typed must survive) that loads the task list on demand. */
function NotesPage() {
  const tasks = useQuery({ ...getGetUserTasksQueryOptions(), retry: false, enabled: false });
  return (
    <main>
      <h1>Notes</h1>
      <label>
        Draft
        <input name="draft" />
      </label>
      <p>{tasks.isSuccess ? 'Tasks loaded' : tasks.isError ? 'Tasks failed' : 'Loading tasks'}</p>
      <button type="button" onClick={() => void tasks.refetch()}>
        Reload tasks
      </button>
    </main>
  );
}

function LoginProbe() {
  return (
    <main>
      <h1>Login probe</h1>
      <RouteNotice />
    </main>
  );
}

function render(entry: string, answers: Answers, { realLogin = false } = {}) {
  const api = stubAnswers({ [SESSION]: { loggedIn: true }, [TASKS]: { tasks: [] } }, answers);
  const queryClient = createQueryClient();
  const view = renderRoutes(
    [
      { path: '/login', element: realLogin ? <LoginPage /> : <LoginProbe /> },
      { path: '/dashboard', element: <RequireSession kind="user" />, children: [{ path: 'notes', element: <NotesPage /> }] },
    ],
    entry,
    { queryClient },
  );
  return { api, ...view };
}

describe('the session guard', () => {
  it("sends a signed-out visitor to /login with 'Kindly login' and from", async () => {
    const { router } = render('/dashboard/notes?tab=2', { [SESSION]: { loggedIn: false } });
    await screen.findByRole('heading', { name: 'Login probe' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Kindly login$/);
    expect(router.state.location.state).toMatchObject({ from: '/dashboard/notes?tab=2', notice: 'Kindly login' });
  });

  it('keeps the page with a banner when a refresh fails (5xx) while an answer is cached', async () => {
    const { api, router, queryClient, user } = render('/dashboard/notes', {
      [SESSION]: (call: number) => (call === 1 ? { loggedIn: true } : json({ error: 'Bad gateway' }, 502)),
    });
    await screen.findByRole('heading', { name: 'Notes' });
    await user.type(screen.getByRole('textbox', { name: 'Draft' }), 'half a thought');

    await queryClient.refetchQueries({ queryKey: getGetUserSessionQueryKey() });
    const text = await screen.findByText("Couldn't refresh; showing what we had");
    const banner = text.closest<HTMLElement>('[role=status]');
    if (!banner) throw new Error('the banner has no role=status');
    expect(screen.getByRole('heading', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('half a thought');
    expect(router.state.location.pathname).toBe('/dashboard/notes');

    api.set(SESSION, { loggedIn: true });
    await user.click(within(banner).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/Couldn't refresh/)).not.toBeInTheDocument());
  });

  it('shows an error with Try again when the first check fails with a 500 (no redirect)', async () => {
    const { api, router, user } = render('/dashboard/notes', { [SESSION]: json({}, 500) });
    expect(await screen.findByText("We couldn't check your session")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/notes');
    api.set(SESSION, { loggedIn: true });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Notes' });
  });

  it('sends to /login when the first check itself answers 401', async () => {
    const { router } = render('/dashboard/notes', { [SESSION]: json({ success: false, msg: 'Kindly login' }, 401) });
    await screen.findByRole('heading', { name: 'Login probe' });
    expect(router.state.location.state).toMatchObject({ from: '/dashboard/notes' });
  });
});

describe('a refused request (any 403 but the session denial: the CSRF checks, a framework, a firewall)', () => {
  it.each([
    ['the CSRF checks', () => json({ success: false, message: 'Request refused.', code: 'csrf_rejected' }, 403)],
    [
      "a framework's CSRF filter (Spring's JSON, no code)",
      () => json({ timestamp: '2026-11-29T10:00:00Z', status: 403, error: 'Forbidden', path: '/api/u/getTasks' }, 403),
    ],
    ["a firewall's page", () => new Response('<h1>Access denied</h1>', { status: 403, headers: { 'content-type': 'text/html' } })],
  ])('from %s is not a session end: no sign-in dialog, the page keeps going', async (_name, refusal) => {
    const { router, user } = render('/dashboard/notes', { [TASKS]: refusal });
    await screen.findByRole('heading', { name: 'Notes' });
    await user.click(screen.getByRole('button', { name: 'Reload tasks' }));
    await screen.findByText('Tasks failed');
    expect(screen.queryByRole('alertdialog', { name: 'Your session has ended' })).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/notes');
  });
});

describe('the session-ended dialog', () => {
  it('opens once over the page on a 401 from any call; Sign in goes to /login with from, and the login returns there', async () => {
    const { api, router, user } = render(
      '/dashboard/notes',
      { [TASKS]: json({ success: false, msg: 'Kindly login' }, 401), 'POST /api/u/login': { success: true, msg: 'Welcome' } },
      { realLogin: true },
    );
    await screen.findByRole('heading', { name: 'Notes' });
    await user.type(screen.getByRole('textbox', { name: 'Draft' }), 'keep me');
    await user.click(screen.getByRole('button', { name: 'Reload tasks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent('Sign in again to continue.');
    // It closes in the spec's 300 ms, as every dialog does.
    expect(closingDurations(dialog)).toEqual(CLOSES_IN_SPEC_TIME);

    // Not now: the page is still there with what was typed; another 401 opens the one dialog again.
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Draft' })).toHaveValue('keep me');
    await user.click(screen.getByRole('button', { name: 'Reload tasks' }));
    const again = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);

    await user.click(within(again).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: '/dashboard/notes' });

    api.set(TASKS, { tasks: [] });
    await user.type(screen.getByLabelText(/^Username or email/, { selector: 'input[name=user]' }), 'ada');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notes'));
    await user.click(await screen.findByRole('button', { name: 'Reload tasks' }));
    expect(await screen.findByText('Tasks loaded')).toBeInTheDocument();
  });
});

describe('returnPathAfterLogin', () => {
  it.each([
    ['user', { from: '/dashboard/tasks?q=x' }, '/dashboard/tasks?q=x'],
    ['user', { from: '/advertiser/dashboard/stats' }, '/dashboard/overview'],
    ['user', { from: '//evil.example/dashboard' }, '/dashboard/overview'],
    ['user', { from: 'https://evil.example/dashboard' }, '/dashboard/overview'],
    ['user', { from: '/dashboard/../cfadmin' }, '/dashboard/overview'],
    ['user', null, '/dashboard/overview'],
    ['advertiser', { from: '/advertiser/dashboard/taskupload' }, '/advertiser/dashboard/taskupload'],
    ['advertiser', { from: '/dashboard/overview' }, '/advertiser/dashboard/overview'],
    ['admin', { from: '/cfadmin/dashboard/users' }, '/cfadmin/dashboard/users'],
    ['admin', { from: '/cfadmin/login' }, '/cfadmin/dashboard'],
  ] as const)('%s with %j goes to %s', (kind, state, expected) => {
    expect(returnPathAfterLogin(kind, state)).toBe(expected);
  });
});
