import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSES_IN_SPEC_TIME, closingDurations } from '../support/motion';
import { json, PROFILE, renderDashboard, stubApi } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the Cliquer dashboard shell', () => {
  it('shows the sidebar, a titled header with breadcrumb, settings link and the avatar initials', async () => {
    stubApi();
    renderDashboard('/dashboard/overview');
    // The desktop sidebar (hidden from jsdom's narrow default layout by its responsive display).
    const nav = screen.getByRole('navigation', { name: 'Dashboard', hidden: true });
    for (const label of ['Overview', 'Tasks', 'Ticket', 'Learn', 'Profile']) {
      expect(within(nav).getByRole('link', { name: label, hidden: true })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Overview', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Logout', hidden: true })).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard/overview');
    expect(breadcrumb).toHaveTextContent('Overview');

    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
    // Initials of the first two words only: 'Ada Lovelace Byron' → 'AL'.
    expect(screen.getByRole('img', { name: 'Ada Lovelace Byron' })).toHaveTextContent(/^AL$/);
    // The rank beside the name in the header (the overview's rank card says it too).
    expect(screen.getByRole('banner')).toHaveTextContent('Silver');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/profile');
  });

  it('redirects bare /dashboard to the overview and shows Page Not Found for other segments', async () => {
    stubApi();
    const { router, user } = renderDashboard('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/overview'));

    // Spec point 2: a sub-page by its last path segment.
    await router.navigate('/dashboard/x/tasks?q=launch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/tasks');
    expect(router.state.location.search).toBe('?q=launch');
    await router.navigate('/dashboard/a/b/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));

    await router.navigate('/dashboard/whatever');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await router.navigate('/dashboard/tasks/whatever');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/overview'));
  });

  it('searches tasks by account or caption from the header', async () => {
    stubApi();
    const { user, router } = renderDashboard('/dashboard/overview');
    const [search] = screen.getAllByRole('searchbox', { name: 'Search tasks' });
    await user.type(search!, 'launch{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/tasks'));
    expect(router.state.location.search).toBe('?q=launch');
    // Only the task whose caption says 'launch' is left.
    await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: '@technews' })).toBeInTheDocument();
    expect(screen.getByText('“launch”')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(screen.getAllByTestId('task-card')).toHaveLength(3));
  });

  it('offers a notifications menu that says plainly there are none', async () => {
    stubApi();
    const { user } = renderDashboard('/dashboard/overview');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('You’re all caught up');
    // Nothing promised about what the server will send (spec point 1).
    expect(menu).toHaveTextContent('There are no notifications to show.');
  });

  it('opens the navigation drawer (phones) and closes it after choosing a page', async () => {
    stubApi();
    const { user, router } = renderDashboard('/dashboard/overview');
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(closingDurations(drawer)).toEqual(CLOSES_IN_SPEC_TIME);
    await user.click(within(drawer).getByRole('link', { name: 'Learn' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/learn'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('logs out with DELETE /api/u/logout and goes to /login, forgetting the account without asking the server again', async () => {
    const api = stubApi();
    const { user, router, queryClient } = renderDashboard('/dashboard/overview');
    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
    const profileCalls = api.countOf('GET /api/u/profile-info');
    await user.click(screen.getByRole('button', { name: 'Logout', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('DELETE /api/u/logout')).toHaveLength(1);
    // Nothing of the last account stays cached for the next one, and it was forgotten once the dashboard had left
    // the screen: forgotten while it still showed, its profile was asked for again, with no session by then (a call
    // that would come in the 50 ms after the cache emptied, as it did).
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.countOf('GET /api/u/profile-info')).toBe(profileCalls);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('when GET /api/u/profile-info fails', () => {
  it('goes to /login (server says success false) with the server message as the alert', async () => {
    stubApi({ 'GET /api/u/profile-info': { success: false, message: 'Session expired, kindly login' } });
    renderDashboard('/dashboard/tasks');
    expect(await screen.findByTestId('login-path')).toHaveTextContent('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired, kindly login');
  });

  it("says 'Kindly login' when the reply has no message", async () => {
    stubApi({ 'GET /api/u/profile-info': { success: false } });
    renderDashboard('/dashboard/overview');
    expect(await screen.findByTestId('login-path')).toHaveTextContent('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Kindly login$/);
  });

  it('keeps the page when the call itself fails (a 500 is not the server saying signed out)', async () => {
    const api = stubApi({ 'GET /api/u/profile-info': () => json({ error: 'boom' }, 500) });
    const { router } = renderDashboard('/dashboard/ticket');
    await waitFor(() => expect(api.callsTo('GET /api/u/profile-info')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(router.state.location.pathname).toBe('/dashboard/ticket');
    expect(screen.queryByTestId('login-path')).not.toBeInTheDocument();
  });

  it('shows the dashboard when the profile loads', async () => {
    stubApi({ 'GET /api/u/profile-info': PROFILE });
    renderDashboard('/dashboard/overview');
    expect(await screen.findByText('1,240.50')).toBeInTheDocument();
    expect(screen.queryByTestId('login-path')).not.toBeInTheDocument();
  });
});
