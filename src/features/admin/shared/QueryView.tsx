/**
 * The admin lists' use of QueryState: skeleton rows while loading, an error with a retry when the call fails (or
 * the server answers success: false), then the page's content; a failed background refresh keeps the rows. QueryPage
 * puts it on a dashboard page.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiError } from '@/api/errors';
import { QueryState } from '@/components/feedback/QueryState';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { TableSkeleton } from '@/components/table/TableLoading';

export interface QueryViewProps<T extends { success?: boolean }> {
  query: UseQueryResult<T, ApiError>;
  /** What is listed, plural: 'users', 'task types'. */
  noun: string;
  children: (data: T) => ReactNode;
}

export function QueryView<T extends { success?: boolean }>({ query, noun, children }: QueryViewProps<T>) {
  return (
    <QueryState
      query={query}
      what={`load the ${noun}`}
      skeleton={<TableSkeleton />}
      failure={(data) =>
        data.success === false ? `The server could not list the ${noun}. Please try again.` : undefined
      }
    >
      {children}
    </QueryState>
  );
}

/** An admin list page: its title and description, then what QueryView shows of its query. */
export function QueryPage<T extends { success?: boolean }>({
  title,
  description,
  ...view
}: QueryViewProps<T> & { title: string; description: string }) {
  return (
    <DashboardPage title={title} description={description}>
      <QueryView {...view} />
    </DashboardPage>
  );
}
