import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, manyUsers, renderAdmin, stubApi, tableQueries, USERS } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const { names, rowOf } = tableQueries('Users');

describe('users', () => {
  it('lists name, email, social handles, status, join date and last activity', async () => {
    stubApi();
    renderAdmin('/cfadmin/dashboard/users');
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(names()).toEqual([
      expect.stringContaining('Ada Lovelace'),
      expect.stringContaining('Bola Tinubu'),
      expect.stringContaining('Chen Wei'),
    ]);
    const ada = rowOf('Ada Lovelace');
    expect(ada).toHaveTextContent('ada@example.com');
    expect(ada).toHaveTextContent('Instagram: @ada');
    expect(ada).toHaveTextContent('X (Twitter): @ada_l');
    expect(ada).toHaveTextContent('Approved');
    expect(ada).toHaveTextContent('2 Mar 2026');
    expect(within(ada).getAllByText(/2026/)[1]?.closest('time')).toHaveAttribute('datetime', '2026-11-21T09:12:00Z');
    expect(rowOf('Chen Wei')).toHaveTextContent('Rejected');
    expect(screen.getByText('Showing 1–3 of 3 users')).toBeInTheDocument();
  });

  it('approves and rejects pending users locally, without any call', async () => {
    const api = stubApi({
      'GET /api/adm/get_users': {
        success: true,
        users: [...USERS.users, { ...USERS.users[1]!, id: 1045, name: 'Dami Ola', email: 'dami@example.com' }],
      },
    });
    const { user } = renderAdmin('/cfadmin/dashboard/users');
    await screen.findByRole('table', { name: 'Users' });
    expect(within(rowOf('Ada Lovelace')).queryByRole('button', { name: /approve/i })).not.toBeInTheDocument();

    await user.click(within(rowOf('Bola Tinubu')).getByRole('button', { name: 'Approve Bola Tinubu' }));
    expect(rowOf('Bola Tinubu')).toHaveTextContent('Approved');
    expect(within(rowOf('Bola Tinubu')).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Bola Tinubu')).getByText('Approved')).toHaveFocus());
    expect(screen.getByText('Bola Tinubu approved.')).toBeInTheDocument();

    await user.click(within(rowOf('Dami Ola')).getByRole('button', { name: 'Reject Dami Ola' }));
    expect(rowOf('Dami Ola')).toHaveTextContent('Rejected');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending (0)');

    expect(api.writes()).toEqual([]);
    expect(api.callsTo('GET /api/adm/get_users')).toHaveLength(1);
  });

  it('searches by name, email or handle and filters by status', async () => {
    stubApi();
    const { user } = renderAdmin('/cfadmin/dashboard/users');
    await screen.findByRole('table', { name: 'Users' });

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(search, '@BOLA');
    await waitFor(() => expect(names()).toEqual([expect.stringContaining('Bola Tinubu')]));
    expect(screen.getByText('Showing 1–1 of 1 matching users (3 in total)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search users' }));
    await waitFor(() => expect(names()).toHaveLength(3));

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All (3)', 'Pending (1)', 'Approved (1)', 'Rejected (1)']);
    await user.selectOptions(status, 'rejected');
    expect(names()).toEqual([expect.stringContaining('Chen Wei')]);

    await user.type(search, 'ada');
    expect(await screen.findByText('No users match your search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(search).toHaveValue('');
    expect(status).toHaveValue('all');
  });

  it('sorts by a column, ascending then descending, and says so with aria-sort', async () => {
    stubApi();
    const { user } = renderAdmin('/cfadmin/dashboard/users');
    await screen.findByRole('table', { name: 'Users' });
    const joined = screen.getByRole('columnheader', { name: /joined/i });
    expect(joined).toHaveAttribute('aria-sort', 'none');

    await user.click(within(joined).getByRole('button'));
    expect(joined).toHaveAttribute('aria-sort', 'ascending');
    expect(names().map((name) => name.replace(/^[A-Z]{2}/, ''))).toEqual([
      expect.stringContaining('Ada'),
      expect.stringContaining('Chen'),
      expect.stringContaining('Bola'),
    ]);
    await user.click(within(joined).getByRole('button'));
    expect(joined).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toContain('Bola');

    const status = screen.getByRole('columnheader', { name: /status/i });
    await user.click(within(status).getByRole('button'));
    expect(joined).toHaveAttribute('aria-sort', 'none');
    expect(names()[0]).toContain('Bola'); // pending first
  });

  it('shows 5,000 users a page at a time', { timeout: 180_000 }, async () => {
    stubApi({ 'GET /api/adm/get_users': manyUsers(5000) });
    const { user } = renderAdmin('/cfadmin/dashboard/users');
    await screen.findByRole('table', { name: 'Users' }, { timeout: 30_000 });
    expect(names()).toHaveLength(25);
    expect(screen.getByText('Showing 1–25 of 5,000 users')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 26–50 of 5,000 users')).toBeInTheDocument();
    expect(names()[0]).toContain('User 0026');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(names()).toHaveLength(50);
    expect(screen.getByText('Page 1 of 100')).toBeInTheDocument();

    await user.click(within(screen.getByRole('columnheader', { name: /user/i })).getByRole('button'));
    await user.click(within(screen.getByRole('columnheader', { name: /user/i })).getByRole('button'));
    expect(names()[0]).toContain('User 5000');
  });

  it('says when there are no users yet', async () => {
    stubApi({ 'GET /api/adm/get_users': { success: true, users: [] } });
    renderAdmin('/cfadmin/dashboard/users');
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed call with a retry that loads the users', async () => {
    const api = stubApi({
      'GET /api/adm/get_users': (call: number) => (call === 1 ? json({ message: 'down' }, 500) : USERS),
    });
    const { user } = renderAdmin('/cfadmin/dashboard/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the users");
    expect(alert).toHaveTextContent('The server did not answer as expected');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/adm/get_users')).toHaveLength(2);
  });

  it('treats success: false as a failure', async () => {
    stubApi({ 'GET /api/adm/get_users': { success: false, users: [] } });
    renderAdmin('/cfadmin/dashboard/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not list the users.');
  });
});
