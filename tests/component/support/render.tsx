/**
 * Rendering shared by the component harnesses: the app's providers, a memory data router, a dashboard area laid out
 * like src/app/router.tsx (from its table of pages, src/app/area-pages.ts) and a location probe. Slow-jsdom waits are
 * vitest.config.ts's (testTimeout) and tests/setup/dom.ts's (Testing Library's).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import {
  Navigate,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import type { AreaPages } from '@/app/area-pages';
import { system } from '@/app/system';
import { ReplyDialogProvider } from '@/components/feedback/ReplyDialog';
import { testEmotionCache } from '../../setup/emotion';

/**
 * For a test file that fakes timers, in its afterEach (which runs before the shared cleanup): unmounts the test's
 * page, runs what is still pending on the fake clock, then brings the real clock back. What the design system
 * schedules as a dialog leaves would otherwise be dropped with the fake clock and leave module state behind: in a
 * shared module registry, later files' dialogs then close without ever leaving the page.
 */
export function backToRealTimers(): void {
  cleanup();
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
}

/** Renders `ui` inside the app's providers (Chakra, react-query, reply dialog). */
export function renderInApp(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  const view = render(
    <CacheProvider value={testEmotionCache()}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <ReplyDialogProvider>{ui}</ReplyDialogProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>,
  );
  return { ...view, queryClient };
}

export interface RenderOptions {
  queryClient?: QueryClient;
  /** History state of the first entry. */
  state?: unknown;
  /** More user-event options (its clock follows a fake one by itself). */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `routes` in a memory data router at `entry`, inside the app's providers, with a user-event instance. Under
 * fake timers user-event moves the fake clock on for its own pauses, so it never waits on a clock that stands still.
 * user-event refuses to click an element with `pointer-events: none` (its own or inherited), checked once per element
 * (EachTarget) rather than again at every call: the check reads the computed style of the element and of each of its
 * ancestors, which jsdom works out from every style rule of the page (measured on the advertiser and registration
 * tests: 172 -> 158 CPU-s).
 */
export function renderRoutes(
  routes: RouteObject[],
  entry: InitialEntry,
  { queryClient, state, user }: RenderOptions = {},
) {
  const first = state === undefined ? entry : { ...(typeof entry === 'string' ? { pathname: entry } : entry), state };
  const router = createMemoryRouter(routes, { initialEntries: [first] });
  const events: UserEvent = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
    pointerEventsCheck: PointerEventsCheckLevel.EachTarget,
    ...user,
  });
  return { ...renderInApp(<RouterProvider router={router} />, queryClient), user: events, router };
}

/** Where the router is (path and query), for `location()`; hidden. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${pathname}${search}`}
    </output>
  );
}

/** What the location probe shows. */
export const location = () => screen.getByTestId('location').textContent;

/**
 * A dashboard area as src/app/router.tsx lays it out, without its session guard: `shell` around the area's pages
 * (src/app/area-pages.ts, the router's own table, each page taken from the area's module `area`), the area's root
 * going to the first page, any other sub-page to `notFound`.
 */
export function dashboardArea<M>(
  root: string,
  shell: ReactElement,
  pages: AreaPages<M>,
  area: M,
  notFound: ReactElement,
): RouteObject {
  const [first] = pages;
  if (!first) throw new Error(`The area at ${root} has no pages`);
  return {
    path: root,
    children: [
      {
        element: shell,
        children: [
          { index: true, element: <Navigate to={first[0]} replace /> },
          ...pages.map(([path, name]) => {
            const Page = area[name] as ComponentType;
            return { path, element: <Page /> };
          }),
          { path: '*', element: notFound },
        ],
      },
    ],
  };
}
