import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITIES, json, PROFILE, renderDashboard, stubApi } from './harness';
import { CLOSES_IN_SPEC_TIME, closingDurations } from '../support/motion';
import { backToRealTimers } from '../support/render';

afterEach(() => {
  backToRealTimers();
  vi.unstubAllGlobals();
});

const withRank = (rank: Partial<typeof PROFILE.cliqInfo>) => ({
  ...PROFILE,
  cliqInfo: { ...PROFILE.cliqInfo, ...rank },
});

describe('Overview', () => {
  it('shows available tasks with View All, points to 2 decimals, rank, points to next rank and progress', async () => {
    stubApi();
    const { user, router } = renderDashboard('/dashboard/overview');
    expect(await screen.findByText('1,240.50')).toBeInTheDocument();
    expect(screen.getByText('12.50 credits')).toBeInTheDocument();
    // next_rank_points is the threshold: 2,000 less 1,240.50 are still needed.
    expect(screen.getByText('759.50')).toBeInTheDocument();
    expect(screen.getByText('Gold at 2,000.00 points')).toBeInTheDocument();
    expect(screen.getByText('Next rank: Gold')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(progress).toHaveAttribute('aria-valuenow', '62');
    // Two of the three tasks are available.
    await waitFor(() => expect(screen.getByText('tasks waiting for you').previousSibling).toHaveTextContent(/^2$/));
    await user.click(screen.getByRole('link', { name: 'View All' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tasks'));
  });

  it.each([
    [150, '100'],
    [-20, '0'],
  ])('clamps a progress of %s to %s', async (ptnl, shown) => {
    stubApi({ 'GET /api/u/profile-info': withRank({ ptnl }) });
    renderDashboard('/dashboard/overview');
    const progress = await screen.findByRole('progressbar', { name: 'Progress to Gold' });
    expect(progress).toHaveAttribute('aria-valuenow', shown);
    expect(progress).toHaveAttribute('aria-valuetext', `${shown}%`);
  });

  it('lists recent activity with kind, status and relative time labels', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:20:00Z'));
    stubApi();
    renderDashboard('/dashboard/overview');
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Engagement');
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[0]).toHaveTextContent('Follow @glowbeauty on Instagram');
    expect(rows[0]).toHaveTextContent('5.00 pts');
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    // The relative label's element names the full date and time for a pointer's tooltip.
    expect(rows[0]!.querySelector('time')?.getAttribute('title')).toMatch(/^Nov 21, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(rows[1]).toHaveTextContent('Withdrawal');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('1 day ago');
    expect(rows[2]).toHaveTextContent('Referral');
    expect(rows[2]).toHaveTextContent('1 month ago');
  });

  it('says when there is no activity yet, and shows a failed activity call with a retry', async () => {
    const api = stubApi({ 'GET /api/u/getRecentActivities': { activities: [] } });
    const first = renderDashboard('/dashboard/overview');
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
    first.unmount();

    api.set('GET /api/u/getRecentActivities', (call: number) => (call === 2 ? json({}, 500) : ACTIVITIES));
    const { user } = renderDashboard('/dashboard/overview');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your recent activity.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Recent activity' })).toBeInTheDocument();
  });

  it('shows a failed task count clearly', async () => {
    stubApi({ 'GET /api/u/getTasks': () => json({}, 503) });
    renderDashboard('/dashboard/overview');
    expect(
      await screen.findByText("We couldn't load your tasks. The server did not answer as expected; please try again."),
    ).toBeInTheDocument();
  });
});

describe('Overview: the profile cards', () => {
  it('a failed profile is said once, in the points card, with Try again; the other cards show a dash', async () => {
    const api = stubApi({ 'GET /api/u/profile-info': () => json({}, 503) });
    const { user } = renderDashboard('/dashboard/overview');
    const alerts = await screen.findAllByRole('alert');
    const points = alerts.filter((alert) => /couldn.t load your points/.test(alert.textContent ?? ''));
    expect(points).toHaveLength(1);
    expect(alerts.filter((alert) => /couldn.t load your rank/.test(alert.textContent ?? ''))).toHaveLength(0);
    api.set('GET /api/u/profile-info', PROFILE);
    await user.click(within(points[0] as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Silver')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/couldn.t load your points/)).not.toBeInTheDocument();
  });
});

describe('Withdrawal', () => {
  async function openWithdraw() {
    const api = stubApi({ 'POST /api/u/withdraw': { success: true, message: 'Withdrawal of 500 points requested.' } });
    const view = renderDashboard('/dashboard/overview');
    await screen.findByText('1,240.50');
    await view.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw points' });
    return { ...view, api, dialog };
  }

  it("closes in the spec's 300 ms, panel and backdrop, as every dialog does", async () => {
    const { dialog } = await openWithdraw();
    expect(closingDurations(dialog)).toEqual(CLOSES_IN_SPEC_TIME);
  });

  it('refuses bad amounts with a clear message before any call', async () => {
    const { user, api, dialog } = await openWithdraw();
    const points = within(dialog).getByRole('textbox', { name: /Points to withdraw/ });
    const submit = within(dialog).getByRole('button', { name: 'Withdraw' });

    await user.click(submit);
    expect(await within(dialog).findByText('Enter the number of points to withdraw')).toBeInTheDocument();
    expect(within(dialog).getByText('Please confirm that your payment information is correct')).toBeInTheDocument();
    await waitFor(() => expect(points).toHaveFocus());
    expect(points).toHaveAttribute('aria-invalid', 'true');

    const cases: [string, string][] = [
      ['abc', 'Points must be a number, for example 500 or 120.50'],
      ['0', 'Points must be more than 0'],
      ['-5', 'Points must be more than 0'],
      ['1240.51', 'You can withdraw at most 1,240.50 points'],
      ['10.555', 'Points can have at most 2 decimal places'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(points);
      await user.type(points, typed);
      await user.click(submit);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /api/u/withdraw')).toHaveLength(0);
  });

  it('focuses the first problem after a failed submit, and starts afresh once closed and opened again', async () => {
    const { user, dialog } = await openWithdraw();
    const points = within(dialog).getByRole('textbox', { name: /Points to withdraw/ });
    await user.type(points, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    // The amount is fine; the confirmation is the first problem.
    const confirm = within(dialog).getByRole('checkbox', { name: /I confirm that my payment information is correct/ });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(points).toHaveValue('500');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw points' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const again = await screen.findByRole('dialog', { name: 'Withdraw points' });
    expect(within(again).getByRole('textbox', { name: /Points to withdraw/ })).toHaveValue('');
    expect(
      within(again).queryByText('Please confirm that your payment information is correct'),
    ).not.toBeInTheDocument();
  });

  it('sends the points once confirmed and shows the server message', async () => {
    const { user, api, dialog } = await openWithdraw();
    await user.type(within(dialog).getByRole('textbox', { name: /Points to withdraw/ }), '500');
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm that my payment information is correct' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const reply = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(reply).toHaveTextContent('Withdrawal of 500 points requested.');
    expect(api.callsTo('POST /api/u/withdraw')).toEqual([{ operation: 'POST /api/u/withdraw', body: { points: 500 } }]);
    // Points refresh after a successful withdrawal.
    await waitFor(() => expect(api.callsTo('GET /api/u/profile-info').length).toBeGreaterThan(1));
  });

  it("fetches the points and activity again after a refusal: the page's bound follows what the server holds", async () => {
    const { user, api, dialog } = await openWithdraw();
    const activityCalls = api.countOf('GET /api/u/getRecentActivities');
    api.set('POST /api/u/withdraw', { success: false, message: 'You do not have enough points for this withdrawal.' });
    // What the server holds by now: fewer points than the page showed.
    api.set('GET /api/u/profile-info', { ...PROFILE, cliqInfo: { ...PROFILE.cliqInfo, points: 300 } });
    await typeAndSend(user, dialog, '1,000');
    const refused = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    await user.click(within(refused).getByRole('button', { name: 'Okay' }));
    expect((await screen.findAllByText('300.00')).length).toBeGreaterThan(0);
    expect(api.countOf('GET /api/u/getRecentActivities')).toBeGreaterThan(activityCalls);
    // The amount the server refused is now refused before any call.
    const sent = api.countOf('POST /api/u/withdraw');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByText('You can withdraw at most 300.00 points')).toBeInTheDocument();
    expect(api.countOf('POST /api/u/withdraw')).toBe(sent);
  });

  /** The Idempotency-Key of each withdrawal sent, in order. */
  const withdrawKeys = (api: { fetch: { mock: { calls: unknown[][] } } }) =>
    api.fetch.mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === 'POST' && request.url.endsWith('/api/u/withdraw'))
      .map((request) => request.headers.get('idempotency-key'));

  async function typeAndSend(
    user: Awaited<ReturnType<typeof openWithdraw>>['user'],
    dialog: HTMLElement,
    amount: string,
  ) {
    await user.type(within(dialog).getByRole('textbox', { name: /Points to withdraw/ }), amount);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm that my payment information is correct' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  }

  it('says an unknown outcome is unknown, refreshes points and activity first, and retries with the same key', async () => {
    const { user, api, dialog } = await openWithdraw();
    api.set('POST /api/u/withdraw', 'abort');
    const profileCalls = api.callsTo('GET /api/u/profile-info').length;
    const activityCalls = api.callsTo('GET /api/u/getRecentActivities').length;
    let releaseProfile: () => void = () => undefined;
    api.set('GET /api/u/profile-info', () => new Promise((resolve) => (releaseProfile = () => resolve(PROFILE))));
    await typeAndSend(user, dialog, '1,000');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't confirm whether your withdrawal went through.");
    expect(alert).not.toHaveTextContent('not sent');
    // No second try while the points are being refreshed.
    // Unavailable while checking, and still holding the keyboard focus (not disabled: that drops it to the page).
    const submit = within(dialog).getByRole('button', { name: /Checking|Withdraw/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(api.callsTo('POST /api/u/withdraw')).toHaveLength(1);
    expect(api.callsTo('GET /api/u/profile-info').length).toBe(profileCalls + 1);
    releaseProfile();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeEnabled());
    expect(api.callsTo('GET /api/u/getRecentActivities').length).toBeGreaterThan(activityCalls);
    expect(within(dialog).getByRole('textbox', { name: /Points to withdraw/ })).toHaveValue('1,000');

    api.set('POST /api/u/withdraw', { success: true, message: 'Withdrawal of 1000 points requested.' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alertdialog', { name: 'Kindly note' })).toHaveTextContent(
      'Withdrawal of 1000 points requested.',
    );
    const keys = withdrawKeys(api);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(api.callsTo('POST /api/u/withdraw').map((call) => call.body)).toEqual([{ points: 1000 }, { points: 1000 }]);
  });

  it('says a definite failure was not sent, keeps the amount, and uses a fresh key next time', async () => {
    const { user, api, dialog } = await openWithdraw();
    // A 4xx refusal (not 409, "still processing") is definite; a 5xx is an unknown outcome (the test above).
    api.set('POST /api/u/withdraw', json({ message: 'Withdrawals are paused for maintenance' }, 400));
    const points = within(dialog).getByRole('textbox', { name: /Points to withdraw/ });
    await typeAndSend(user, dialog, '1,000');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your withdrawal was not sent');
    expect(alert).toHaveTextContent('Withdrawals are paused for maintenance');
    expect(points).toHaveValue('1,000');

    api.set('POST /api/u/withdraw', { success: false, message: 'You do not have enough points for this withdrawal.' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Kindly note' });
    expect(refused).toHaveTextContent('You do not have enough points for this withdrawal.');
    // A refusal keeps the withdraw dialog and the typed amount under the server's message.
    await user.click(within(refused).getByRole('button', { name: 'Okay' }));
    expect(screen.getByRole('dialog', { name: 'Withdraw points' })).toBeInTheDocument();
    expect(points).toHaveValue('1,000');
    const keys = withdrawKeys(api);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
