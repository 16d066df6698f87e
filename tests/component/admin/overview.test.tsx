import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAdmin, stubApi, TASK_TYPES } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The card of one count, found by its label. */
const card = (label: string) =>
  screen.getByRole('heading', { level: 2, name: label }).closest('.chakra-card__root') as HTMLElement;

describe('admin overview', () => {
  it('counts users, advertisers and task types, and shows revenue as 0', async () => {
    stubApi();
    renderAdmin('/cfadmin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    await waitFor(() => expect(card('Users')).toHaveTextContent('Users3'));
    expect(card('Users')).toHaveTextContent('1 user pending approval');
    await waitFor(() => expect(card('Advertisers')).toHaveTextContent('Advertisers21 active'));
    await waitFor(() => expect(card('Task types')).toHaveTextContent('Task types21 active'));
    expect(card('Revenue')).toHaveTextContent('Revenue0');
    expect(card('Revenue')).toHaveTextContent('No call reports revenue to this dashboard');
    expect(within(card('Users')).getByRole('link', { name: 'View users' })).toHaveAttribute(
      'href',
      '/cfadmin/dashboard/users',
    );
  });

  it('includes the decisions made on the other tabs', async () => {
    stubApi();
    const { user, router } = renderAdmin('/cfadmin/dashboard/users');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Approve Bola Tinubu' }));
    // The sidebar is hidden below lg (jsdom has no viewport): move as its links would.
    await act(() => router.navigate('/cfadmin/dashboard/task-types'));
    await screen.findByRole('table', { name: 'Task types' });
    await user.click(screen.getByRole('switch', { name: 'X like Inactive' }));
    await act(() => router.navigate('/cfadmin/dashboard/overview'));
    await waitFor(() => expect(card('Users')).toHaveTextContent('0 users pending approval'));
    expect(card('Task types')).toHaveTextContent('2 active');
  });

  it('shows a failed count on its own, with a retry, while the others load', async () => {
    const api = stubApi({
      'GET /api/adm/queryTaskTypes': (call: number) => (call === 1 ? json({ message: 'down' }, 503) : TASK_TYPES),
    });
    const { user } = renderAdmin('/cfadmin/dashboard/overview');
    const alert = await within(await waitFor(() => card('Task types'))).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the task types.");
    await waitFor(() => expect(card('Users')).toHaveTextContent('Users3'));
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(card('Task types')).toHaveTextContent('Task types21 active'));
    expect(api.callsTo('GET /api/adm/queryTaskTypes')).toHaveLength(2);
  });
});
