/**
 * Page error elements sit inside the area's shell: a page whose chunk fails to download, or that throws while
 * rendering, keeps the shell and offers "Try again" (which really downloads or renders again) and a way back.
 */
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router-dom';
import { PageError } from '@/app/errors';
import { lazyRoute } from '@/app/lazy-route';
import { renderRoutes } from '../support/render';

function Shell() {
  return (
    <div>
      <nav aria-label="Dashboard">
        <a href="/area/overview">Overview</a>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

const Overview = () => <h1>Overview</h1>;

function area(page: Omit<RouteObject, 'path' | 'index' | 'children'>): RouteObject[] {
  return [
    {
      path: '/area',
      element: <Shell />,
      errorElement: <p>The shell failed</p>,
      children: [
        { path: 'overview', element: <Overview /> },
        { path: 'page', ...page, errorElement: <PageError homeHref="/area/overview" homeLabel="Back to the overview" /> },
      ],
    },
  ];
}

describe('PageError', () => {
  const consoleError = vi.spyOn(console, 'error');
  beforeAll(() => consoleError.mockImplementation(() => undefined));
  afterAll(() => consoleError.mockRestore());

  it('a chunk that fails to download: the shell stays, Try again downloads again and shows the page', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module: /assets/area-x.js');
      return { Page: () => <h1>The page</h1> };
    });
    // The network is down (the chunk cannot be downloaded either), so a failed retry never reloads.
    const options = { canDownload: async () => fail === false, reload: vi.fn() };
    const { user } = renderRoutes(area(lazyRoute(load, (m) => m.Page, options)), '/area/page');

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be downloaded/);
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/area/overview');

    // Still failing: the same error, after a real second attempt.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();

    fail = false;
    // The button is busy ('Trying again') until the failed attempt has settled.
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(options.reload).not.toHaveBeenCalled();
  });

  it('a failure the browser keeps (a retry fails again at once): reloads when the chunk downloads now, not while it does not', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/area-x.js')));
    let online = false;
    const canDownload = vi.fn(async () => online);
    const reload = vi.fn();
    const { user } = renderRoutes(area(lazyRoute(load, (m: { Page: () => null }) => m.Page, { canDownload, reload })), '/area/page');
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    // The first failure asks nothing: the error shows.
    expect(canDownload).not.toHaveBeenCalled();

    // Still down: the retry fails, the chunk cannot be downloaded either, the error stays and nothing reloads.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(canDownload).toHaveBeenCalledWith('http://app.test/assets/area-x.js'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(reload).not.toHaveBeenCalled();

    // The chunk downloads now but the import still fails: the browser kept the failure, so the page reloads.
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('a page that throws while rendering: the shell stays, Try again renders it again', async () => {
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('user.name is undefined');
      return <h1>Fragile page</h1>;
    }
    const { user } = renderRoutes(area({ Component: Fragile }), '/area/page');

    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('The shell failed')).not.toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Fragile page' })).toBeInTheDocument();
  });

  it('Back to the overview leaves the error for the area overview', async () => {
    const { user } = renderRoutes(
      area(lazyRoute(() => Promise.reject(new Error('offline')), () => Overview)),
      '/area/page',
    );
    await user.click(await screen.findByRole('link', { name: 'Back to the overview' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });
});
