/**
 * The one login (src/components/auth/useLogin.ts) for each account kind: its call, the cached session and profile it
 * forgets on success, where it returns to, and one wording for refusals and failures.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogin, type LoginOutcome } from '@/components/auth/useLogin';
import type { AccountKind } from '@/components/feedback/session-area';
import { json, stubAnswers, type OperationKey } from '../support/api-stub';
import { DRAFT_KEYS, hasDraft, writeDraft } from '@/lib/drafts';
import { renderRoutes } from '../support/render';

afterEach(() => vi.unstubAllGlobals());

const CASES: { kind: AccountKind; call: OperationKey; body: unknown; cached: string[][]; from: string; landing: string }[] = [
  {
    kind: 'user',
    call: 'POST /api/u/login',
    body: { user: 'ada', password: 'pw' },
    cached: [['/api/s/session'], ['/api/u/profile-info']],
    from: '/dashboard/tasks',
    landing: '/dashboard/overview',
  },
  {
    kind: 'advertiser',
    call: 'POST /api/a/login',
    body: { user: 'ada', password: 'pw' },
    cached: [['/api/s/session_a'], ['/api/a/profile-info']],
    from: '/advertiser/dashboard/taskupload',
    landing: '/advertiser/dashboard/overview',
  },
  {
    kind: 'admin',
    call: 'POST /api/adm/login',
    body: { username: 'ada', password: 'pw' },
    cached: [['/api/s/session_adm']],
    from: '/cfadmin/dashboard/users',
    landing: '/cfadmin/dashboard',
  },
];

function Probe({ kind, as = ' ada ', onDone }: { kind: AccountKind; as?: string; onDone: (outcome: LoginOutcome) => void }) {
  const login = useLogin(kind);
  return (
    <button type="button" onClick={() => void login.signIn({ user: as, password: 'pw' }).then(onDone)}>
      Sign in
    </button>
  );
}

function renderProbe(kind: AccountKind, state: unknown, as?: string) {
  const outcomes: LoginOutcome[] = [];
  const view = renderRoutes(
    [{ path: '*', element: <Probe kind={kind} as={as} onDone={(outcome) => outcomes.push(outcome)} /> }],
    {
      pathname: '/login',
      state,
    },
  );
  return { ...view, outcomes };
}

describe.each(CASES)('useLogin($kind)', ({ kind, call, body, cached, from, landing }) => {
  it('sends the trimmed user, forgets the cached session and profile, and returns to `from` of its own area', async () => {
    const api = stubAnswers({ [call]: { success: true, msg: 'Welcome back' } });
    const { user, outcomes, queryClient } = renderProbe(kind, { from });
    for (const queryKey of cached) queryClient.setQueryData(queryKey, { stale: true });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(api.callsTo(call)[0]?.body).toEqual(body);
    expect(outcomes[0]).toEqual({ signedIn: true, message: 'Welcome back', to: from });
    for (const queryKey of cached) expect(queryClient.getQueryData(queryKey)).toBeUndefined();
  });

  it('forgets every cached answer and every draft when another account signs in; the same account keeps its drafts', async () => {
    stubAnswers({ [call]: { success: true } });
    window.sessionStorage.clear();
    const first = renderProbe(kind, null, 'ada');
    first.queryClient.setQueryData(['/api/u/getTasks'], { data: { tasks: [{ key: 'ada-task' }] } });
    await first.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(first.outcomes).toHaveLength(1));
    writeDraft(DRAFT_KEYS.socials, { instagram: '@ada' });
    // Ada again (her session ended): her drafts and her cached tasks stay.
    await first.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(first.outcomes).toHaveLength(2));
    expect(hasDraft(DRAFT_KEYS.socials)).toBe(true);
    expect(first.queryClient.getQueryData(['/api/u/getTasks'])).toBeDefined();
    first.unmount();

    const second = renderProbe(kind, null, 'bola');
    second.queryClient.setQueryData(['/api/u/getTasks'], { data: { tasks: [{ key: 'ada-task' }] } });
    await second.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(second.outcomes).toHaveLength(1));
    expect(hasDraft(DRAFT_KEYS.socials)).toBe(false);
    expect(second.queryClient.getQueryData(['/api/u/getTasks'])).toBeUndefined();
  });

  it("goes to the area's landing page when `from` is another area's page", async () => {
    stubAnswers({ [call]: { success: true } });
    const { user, outcomes } = renderProbe(kind, {
      from: kind === 'admin' ? '/dashboard/tasks' : '/cfadmin/dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(outcomes).toEqual([{ signedIn: true, message: undefined, to: landing }]));
  });

  it("shows a refusal's msg, or 'Login failed. Please try again.', in the 'Error' dialog", async () => {
    const api = stubAnswers({ [call]: { success: false, msg: 'Wrong password' } });
    const { user, outcomes } = renderProbe(kind, null);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Wrong password');
    expect(outcomes).toEqual([{ signedIn: false }]);
    api.set(call, { success: false });
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Login failed. Please try again.',
    );
  });

  it("says 'Connection error. Please try again later.' when nothing answers, and a failed reply's message", async () => {
    const api = stubAnswers({ [call]: 'abort' });
    const { user } = renderProbe(kind, null);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Connection error. Please try again later.',
    );
    api.set(call, json({ msg: 'Down for maintenance' }, 503));
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Down for maintenance');
  });
});
