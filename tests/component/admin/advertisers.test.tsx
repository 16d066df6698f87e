import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADVERTISERS, renderAdmin, stubApi, tableQueries } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const { names, rowOf, cells } = tableQueries('Advertisers');

describe('advertisers', () => {
  it('lists name, email, status, tasks, total spent with its symbol, join date and last activity', async () => {
    stubApi();
    renderAdmin('/cfadmin/dashboard/advertisers');
    await screen.findByRole('table', { name: 'Advertisers' });
    expect(screen.getByRole('heading', { level: 1, name: 'Advertisers' })).toBeInTheDocument();
    expect(rowOf('Glow Beauty Ltd')).toHaveTextContent('ads@glowbeauty.example');
    // Each cell carries its column label for the phone layout (hidden from assistive technology).
    expect(cells(rowOf('Glow Beauty Ltd')).slice(0, 5)).toEqual([
      'StatusActive',
      'Active tasks4',
      'Completed tasks12',
      'Total spent$1,250.50',
      'Joined11 Feb 2026',
    ]);
    expect(cells(rowOf('Lagos Eats')).slice(0, 5)).toEqual([
      'StatusInactive',
      'Active tasks0',
      'Completed tasks3',
      'Total spent₦90,000.00',
      'Joined30 May 2026',
    ]);
    expect(within(rowOf('Lagos Eats')).getByText('9 Sept 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-09-09T16:00:00Z',
    );
  });

  it('sorts by total spent and filters by status', async () => {
    stubApi();
    const { user } = renderAdmin('/cfadmin/dashboard/advertisers');
    await screen.findByRole('table', { name: 'Advertisers' });
    const spent = screen.getByRole('columnheader', { name: /total spent/i });
    await user.click(within(spent).getByRole('button'));
    expect(spent).toHaveAttribute('aria-sort', 'ascending');
    expect(names()[0]).toContain('Glow Beauty Ltd');
    await user.click(within(spent).getByRole('button'));
    expect(spent).toHaveAttribute('aria-sort', 'descending');
    expect(names()[0]).toContain('Lagos Eats');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'active');
    expect(names()).toEqual([expect.stringContaining('Glow Beauty Ltd')]);
    await user.type(screen.getByRole('searchbox', { name: 'Search advertisers' }), 'lagos');
    expect(await screen.findByText('No advertisers match your search')).toBeInTheDocument();
  });

  it('shows missing numbers as a dash and a missing symbol as a bare amount', async () => {
    const first = ADVERTISERS.advertisers[0]!;
    stubApi({
      'GET /api/adm/get_advertisers': {
        success: true,
        advertisers: [
          { name: first?.name, email: first?.email, status: 'active', joinDate: '2026-02-11', totalSpent: 12 },
        ],
      },
    });
    renderAdmin('/cfadmin/dashboard/advertisers');
    await screen.findByRole('table', { name: 'Advertisers' });
    const row = rowOf('Glow Beauty Ltd');
    expect(cells(row)).toEqual([
      'StatusActive',
      'Active tasks—None',
      'Completed tasks—None',
      'Total spent12.00',
      'Joined11 Feb 2026',
      'Last active—Never',
    ]);
  });

  it('says when there are no advertisers yet', async () => {
    stubApi({ 'GET /api/adm/get_advertisers': { success: true, advertisers: [] } });
    renderAdmin('/cfadmin/dashboard/advertisers');
    expect(await screen.findByText('No advertisers yet')).toBeInTheDocument();
  });

  it('shows a failed call as an error with a retry', async () => {
    stubApi({ 'GET /api/adm/get_advertisers': 'abort' });
    renderAdmin('/cfadmin/dashboard/advertisers');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the advertisers. Check your internet connection and try again.");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
