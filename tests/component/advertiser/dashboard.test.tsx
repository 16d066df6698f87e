/**
 * The advertiser dashboard: the shell (sidebar, initials, the rank text 'Advertiser', the profile failure → login
 * rule), the overview's sample figures, stats tabs and detail, profile, ticket, learn and the not-found page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPath, json, PROFILE, renderAdvertiser, stubApi } from './harness';

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the advertiser dashboard shell', () => {
  it('shows the sidebar, the name, its initials and the rank text Advertiser', async () => {
    renderAdvertiser('/advertiser/dashboard/overview');
    await h1('Overview');
    // jsdom applies no media queries, so the desktop sidebar counts as hidden: it is looked up regardless.
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard', hidden: true })[0];
    if (!nav) throw new Error('no sidebar');
    expect(within(nav).getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/advertiser/dashboard/overview'],
      ['Task upload', '/advertiser/dashboard/taskupload'],
      ['Ticket', '/advertiser/dashboard/ticket'],
      ['Learn', '/advertiser/dashboard/learn'],
      ['Stats', '/advertiser/dashboard/stats'],
      ['Profile', '/advertiser/dashboard/profile'],
    ]);
    expect(await screen.findByRole('img', { name: 'Glow Beauty Ltd' })).toHaveTextContent('GB');
    expect(screen.getAllByText('Advertiser').length).toBeGreaterThan(0);
    expect(screen.getByText('Advertiser', { selector: 'header p' })).toBeInTheDocument();
  });

  it('the bare path goes to the overview', async () => {
    const { router } = renderAdvertiser('/advertiser/dashboard');
    await h1('Overview');
    expect(currentPath(router)).toBe('/advertiser/dashboard/overview');
  });

  it("an unknown page says 'Page Not Found' and leads back", async () => {
    const { user, router } = renderAdvertiser('/advertiser/dashboard/nonsense');
    await h1('Page Not Found');
    await user.click(screen.getByRole('link', { name: 'Return to Dashboard' }));
    await h1('Overview');
    expect(currentPath(router)).toBe('/advertiser/dashboard/overview');
  });

  it.each([
    ['success false with a message', { success: false, message: 'Session expired' }, 'Session expired'],
    ['success false without a message', { success: false }, 'Kindly login'],
  ] as const)('when the profile answers %s it goes to /advertiser/login with that notice', async (_name, answer, notice) => {
    api.set('GET /api/a/profile-info', answer);
    const { router } = renderAdvertiser('/advertiser/dashboard/stats');
    await waitFor(() => expect(currentPath(router)).toBe('/advertiser/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(notice);
  });

  it.each([
    ['a 500', json({ error: 'boom' }, 500)],
    ['a 401 (the session-ended dialog, held by the guard, handles it)', json({ message: 'Not logged in' }, 401)],
    ['no reply', 'abort'],
  ] as const)('when the profile call fails with %s the page stays', async (_name, answer) => {
    api.set('GET /api/a/profile-info', answer);
    const { router } = renderAdvertiser('/advertiser/dashboard/stats');
    await waitFor(() => expect(api.callsTo('GET /api/a/profile-info').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(currentPath(router)).toBe('/advertiser/dashboard/stats');
    await h1('Stats');
  });
});

describe('the overview', () => {
  it('greets the advertiser and labels its figures as a sample', async () => {
    renderAdvertiser('/advertiser/dashboard/overview');
    await h1('Overview');
    expect(await screen.findByText(/Welcome back, Glow Beauty Ltd\./)).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();
    // Says what the page knows, and promises no report the server was never said to send (spec point 1).
    expect(screen.getByText(/These figures are sample data, not your account.s/)).toBeInTheDocument();
    expect(screen.queryByText(/will report/)).toBeNull();
    for (const label of ['Active tasks', 'Engagements', 'Amount spent', 'Engagement rate']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Upload a task' })).toHaveAttribute('href', '/advertiser/dashboard/taskupload');
  });
});

describe('stats', () => {
  it('filters sample tasks by the tabs all, active, completed and scheduled', async () => {
    const { user } = renderAdvertiser('/advertiser/dashboard/stats');
    await h1('Stats');
    expect(screen.getByText(/The task performance below is sample data/)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All(5)', 'Active(2)', 'Completed(2)', 'Scheduled(1)']);
    const rows = () =>
      within(screen.getByRole('region', { name: /tasks$/ }))
        .getAllByRole('button')
        .map((row) => row.textContent ?? '');

    expect(rows()).toHaveLength(5);
    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().every((row) => row.includes('Completed'))).toBe(true);
    await user.click(screen.getByRole('tab', { name: /Scheduled/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toContain('Summer collection preview');
    await user.click(screen.getByRole('tab', { name: /Active/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().every((row) => row.includes('Active'))).toBe(true);
  });

  it('shows likes, comments, shares, clicks, engagement rate and budget utilization of the chosen task', async () => {
    const { user } = renderAdvertiser('/advertiser/dashboard/stats');
    await h1('Stats');
    const detail = () => screen.getByRole('region', { name: 'Task details' });
    expect(within(detail()).getByRole('heading', { level: 3 })).toHaveTextContent('Spring glow serum launch');

    await user.click(screen.getByRole('button', { name: /Follow @glowbeauty/ }));
    expect(screen.getByRole('button', { name: /Follow @glowbeauty/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(detail()).getByRole('heading', { level: 3 })).toHaveTextContent('Follow @glowbeauty');
    const metric = (label: string) => within(detail()).getByText(label).parentElement?.textContent;
    expect(metric('Likes')).toBe('Likes2,210');
    expect(metric('Comments')).toBe('Comments318');
    expect(metric('Shares')).toBe('Shares205');
    expect(metric('Clicks')).toBe('Clicks964');
    // (2210 + 318 + 205 + 964) / 26300 impressions
    expect(metric('Engagement rate')).toBe('Engagement rate14.1%');
    expect(metric('Budget utilization')).toBe('Budget utilization100%');
    expect(within(detail()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('profile', () => {
  it('shows the details from GET /api/a/profile-info', async () => {
    renderAdvertiser('/advertiser/dashboard/profile');
    await h1('Profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Glow Beauty Ltd' })).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Email')).toBe(PROFILE.user.email);
    expect(value('Phone number')).toBe('+44 20 7946 0958');
    expect(value('Country')).toBe('United Kingdom');
    expect(value('Address')).toBe('221B Baker Street, London');
    expect(value('Gender')).toBe('Female');
    expect(value('Username')).toBe('glowbeauty');
  });

  it('says what is missing instead of leaving blanks', async () => {
    api.set('GET /api/a/profile-info', { success: true, user: { username: 'solo', name: '', email: 'solo@example.com' } });
    renderAdvertiser('/advertiser/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'solo' })).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(4);
  });
});

describe('ticket and learn', () => {
  it('the ticket page opens a pre-filled mail to support', async () => {
    renderAdvertiser('/advertiser/dashboard/ticket');
    await h1('Ticket');
    const button = await screen.findByRole('link', { name: 'Email support' });
    await waitFor(() => expect(button.getAttribute('href')).toContain(encodeURIComponent('(glowbeauty)')));
    expect(button.getAttribute('href')).toMatch(/^mailto:support@cliq\.example\?subject=/);
    expect(screen.getByText(/We answer within 24-48 business hours/)).toBeInTheDocument();
  });

  it('the learn page explains tasks, cost, statuses and common questions', async () => {
    const { user } = renderAdvertiser('/advertiser/dashboard/learn');
    await h1('Learn');
    for (const name of ['How a task goes live', 'Make a task that performs', 'Payment statuses', 'Frequently asked questions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'How is the cost of a task worked out?' }));
    expect(await screen.findByText(/200 follows at \$0\.50 each cost \$100\.00/)).toBeVisible();
  });
});
