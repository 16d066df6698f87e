import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { location, renderAdmin, stubApi } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin shell', () => {
  it('has the five tabs of the spec, marks the current one and redirects the bare dashboard to the overview', async () => {
    stubApi();
    renderAdmin('/cfadmin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(location()).toBe('/cfadmin/dashboard/overview');
    // The sidebar is hidden below lg, and jsdom has no viewport: look at it regardless.
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard', hidden: true })[0] as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/cfadmin/dashboard/overview'],
      ['Task types', '/cfadmin/dashboard/task-types'],
      ['Users', '/cfadmin/dashboard/users'],
      ['Advertisers', '/cfadmin/dashboard/advertisers'],
      ['Settings', '/cfadmin/dashboard/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview', hidden: true })).toHaveAttribute('aria-current', 'page');
  });

  it('has a settings page and a not-found page that leads back to the overview', async () => {
    stubApi();
    const { user } = renderAdmin('/cfadmin/dashboard/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('No settings yet')).toBeInTheDocument();

    const other = renderAdmin('/cfadmin/dashboard/nonsense');
    const notFound = await within(other.container).findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(notFound).toBeInTheDocument();
    await user.click(within(other.container).getByRole('link', { name: 'Return to Dashboard' }));
    expect(await within(other.container).findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
  });
});
