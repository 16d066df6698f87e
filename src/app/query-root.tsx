/**
 * react-query for the routes that call the API: the logins, the registrations and the three gated areas. The public
 * site's pages make no call, so neither this module nor react-query is in their download: the router loads it with
 * those routes (router.tsx). One client for the life of the page, whichever of those routes shows, so its cache
 * survives moving between them. Where a client is provided above (the prerender's, a test's), that one is used.
 */
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';

let client: QueryClient | null = null;

/** The page's one query client (created on first use). */
export function appQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}

export function QueryRoot() {
  const outer = useContext(QueryClientContext);
  if (outer) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
