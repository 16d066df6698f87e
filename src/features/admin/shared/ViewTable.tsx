import { DataTable, type DataColumn } from '@/components/table/DataTable';
import { TablePager } from '@/components/table/TablePager';
import { StatusSelect, TableSearch, TableToolbar, type StatusOption } from '@/components/table/TableToolbar';
import type { TableView } from '@/components/table/useTableView';
import { ADMIN_TABLE_CSS } from './cells';
import { NoMatches } from './NoMatches';

/**
 * The controls of an admin table view: the search box (ids and label from `noun`: 'users-search', 'Search users')
 * and the status filter with its counts.
 */
export function ViewToolbar<T, K extends string, S extends string>({
  view,
  noun,
  searchPlaceholder,
  statusOptions,
}: {
  view: TableView<T, K, S>;
  noun: string;
  searchPlaceholder: string;
  statusOptions: readonly StatusOption<S>[];
}) {
  return (
    <TableToolbar>
      <TableSearch
        id={`${noun}-search`}
        label={`Search ${noun}`}
        placeholder={searchPlaceholder}
        value={view.search}
        onChange={view.setSearch}
      />
      <StatusSelect
        id={`${noun}-status`}
        value={view.status}
        options={statusOptions}
        counts={view.counts}
        total={view.total}
        onChange={view.setStatus}
      />
    </TableToolbar>
  );
}

/**
 * The results of an admin table view: the rows of the current page (or what to do when the search and filter leave
 * none), then the pager. `noun` names the rows ('users') in messages and ids.
 */
export function ViewTable<T extends { key: string }, K extends string, S extends string>({
  view,
  noun,
  caption,
  columns,
}: {
  view: TableView<T, K, S>;
  noun: string;
  caption: string;
  columns: readonly DataColumn<T, K>[];
}) {
  return (
    <>
      {view.matched === 0 ? (
        <NoMatches noun={noun} onClear={view.clearFilters} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={view.page.rows}
          rowKey={(row) => row.key}
          sort={view.sort}
          onSort={view.toggleSort}
          minW="4xl"
          css={ADMIN_TABLE_CSS}
        />
      )}
      <TablePager
        noun={noun}
        idPrefix={noun}
        page={view.page}
        total={view.total}
        filtered={view.filtered}
        pageSize={view.pageSize}
        onPage={view.setPage}
        onPageSize={view.setPageSize}
      />
    </>
  );
}
