/**
 * The state of a searchable, filterable, sortable, paged table, memoised so that each change recomputes only
 * what it affects: new data rebuilds the search index; a search or status change filters again; a sort
 * change sorts the rows that matched; a page change only slices. Typing in the search box stays responsive
 * with thousands of rows because filtering runs on a deferred copy of the query.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  countByStatus,
  filterRows,
  indexRows,
  nextSort,
  paginate,
  sortRows,
  type PageSlice,
  type SortState,
  type SortValue,
  type StatusFilterValue,
} from './table-model';

export const PAGE_SIZES = [25, 50, 100] as const;

export interface TableViewOptions<T, K extends string, S extends string> {
  rows: readonly T[];
  /** The text a search looks in (name, email...). */
  searchText: (row: T) => string;
  sort: Record<K, (row: T) => SortValue>;
  statuses: readonly S[];
  statusOf: (row: T) => S;
  initialSort?: SortState<K> | null;
  initialPageSize?: number;
}

export interface TableView<T, K extends string, S extends string> {
  search: string;
  setSearch: (value: string) => void;
  status: StatusFilterValue<S>;
  setStatus: (value: StatusFilterValue<S>) => void;
  sort: SortState<K> | null;
  toggleSort: (key: K) => void;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  /** The page of rows to render, with its position. */
  page: PageSlice<T>;
  /** Rows that match the search and status filter. */
  matched: number;
  total: number;
  /** Rows per status, over all rows. */
  counts: Record<S, number>;
  /** Whether a search or a status filter is narrowing the rows. */
  filtered: boolean;
  clearFilters: () => void;
}

export function useTableView<T, K extends string, S extends string>(
  options: TableViewOptions<T, K, S>,
): TableView<T, K, S> {
  const { rows, searchText, sort: sortColumns, statuses, statusOf, initialSort = null, initialPageSize } = options;
  const [search, setSearchState] = useState('');
  const [status, setStatusState] = useState<StatusFilterValue<S>>('all');
  const [sort, setSort] = useState<SortState<K> | null>(initialSort);
  const [pageNumber, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(initialPageSize ?? PAGE_SIZES[0]);
  const deferredSearch = useDeferredValue(search);

  // The callbacks are read through the memo dependencies: pass stable (module-level) functions.
  const index = useMemo(() => indexRows(rows, searchText), [rows, searchText]);
  const matchedRows = useMemo(
    () => filterRows(index, deferredSearch, status, statusOf),
    [index, deferredSearch, status, statusOf],
  );
  const sortedRows = useMemo(
    () => (sort ? sortRows(matchedRows, sortColumns[sort.key], sort.direction) : matchedRows),
    [matchedRows, sort, sortColumns],
  );
  const page = useMemo(() => paginate(sortedRows, pageNumber, pageSize), [sortedRows, pageNumber, pageSize]);
  const counts = useMemo(() => countByStatus(rows, statuses, statusOf), [rows, statuses, statusOf]);

  const setSearch = useCallback((value: string) => {
    setSearchState(value);
    setPage(1);
  }, []);
  const setStatus = useCallback((value: StatusFilterValue<S>) => {
    setStatusState(value);
    setPage(1);
  }, []);
  const toggleSort = useCallback((key: K) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);
  const clearFilters = useCallback(() => {
    setSearchState('');
    setStatusState('all');
    setPage(1);
  }, []);

  return {
    search,
    setSearch,
    status,
    setStatus,
    sort,
    toggleSort,
    setPage,
    pageSize,
    setPageSize,
    page,
    matched: matchedRows.length,
    total: rows.length,
    counts,
    filtered: search.trim() !== '' || status !== 'all',
    clearFilters,
  };
}
