/**
 * The admin lists' use of QueryState: skeleton rows while loading, an error with a retry when the call fails (or
 * the server answers success: false), how many items of its lists the reply left out (they broke the contract),
 * then the page's content; a failed background refresh keeps the rows. QueryPage puts it on a dashboard page.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/errors';
import { QueryState } from '@/components/feedback/QueryState';
import type { ShownList } from '@/components/feedback/States';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { TableSkeleton } from '@/components/table/TableLoading';
import type { AdminList } from './lists';

export interface QueryViewProps<T extends { success?: boolean }> {
  /** The reply as the generated hook returns it. */
  query: UseQueryResult<{ data: T }, ApiError>;
  /** What is listed, plural: 'users', 'task types'. */
  noun: string;
  /** The lists of the reply the page shows (see QueryState's `lists`). */
  lists: readonly ShownList[];
  children: (data: T) => ReactNode;
}

export function QueryView<T extends { success?: boolean }>({ query, noun, lists, children }: QueryViewProps<T>) {
  return (
    <QueryState
      query={query}
      what={`load the ${noun}`}
      skeleton={<TableSkeleton />}
      failure={(reply) =>
        reply.data.success === false ? `The server could not list the ${noun}. Please try again.` : undefined
      }
      lists={lists}
    >
      {(reply) => children(reply.data)}
    </QueryState>
  );
}

/** An admin list page: the list's title and description, then what QueryView shows of its query. */
export function QueryPage<T extends { success?: boolean }>({
  page,
  ...view
}: Pick<QueryViewProps<T>, 'query' | 'children'> & { page: AdminList }) {
  return (
    <DashboardPage title={page.title} description={page.description}>
      <QueryView noun={page.noun} lists={page.lists} {...view} />
    </DashboardPage>
  );
}
