/** Rendering shared by the component harnesses: the app's providers, a memory data router, and slow-jsdom timeouts. */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { system } from '@/app/system';
import { ReplyDialogProvider } from '@/components/feedback/ReplyDialog';

/** The whole Chakra app renders in jsdom: on a busy machine a page can take seconds to settle. */
export function allowSlowPages(): void {
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 60_000 });
}

/** Renders `ui` inside the app's providers (Chakra, react-query, reply dialog). */
export function renderInApp(ui: ReactNode, queryClient: QueryClient = createQueryClient()) {
  const view = render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <ReplyDialogProvider>{ui}</ReplyDialogProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...view, queryClient };
}

/** Renders `routes` in a memory data router at `entry`, inside the app's providers, with a user-event instance. */
export function renderRoutes(
  routes: RouteObject[],
  entry: InitialEntry,
  { queryClient, user }: { queryClient?: QueryClient; user?: Parameters<typeof userEvent.setup>[0] } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const events: UserEvent = userEvent.setup(user);
  return { ...renderInApp(<RouterProvider router={router} />, queryClient), user: events, router };
}
