/**
 * A data table from column definitions: a captioned table with sortable headers where a column has a sort
 * key, and the first column as the row header so each cell is announced with its row.
 *
 * From md up it is a table in a keyboard-scrollable region (it scrolls sideways rather than squeezing its
 * columns). Below md each row becomes a card: the first cell is its title and every other cell shows its
 * column's label beside the value. The elements carry their table roles explicitly, so assistive technology
 * still reads a table when CSS changes how the rows are laid out.
 *
 * Speed: a page of rows re-renders on every sort, filter and search, so the body is plain table elements
 * styled once by the table's css (no per-cell style computation), and a row whose data did not change is not
 * rendered again. Pages may pass `css` for the class names their cells use.
 */
import { Box, Table, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { memo, type ReactElement, type ReactNode } from 'react';
import { SortableHeader } from './SortableHeader';
import type { SortState } from './table-model';

export interface DataColumn<T, K extends string> {
  id: string;
  header: ReactNode;
  /** The column's name beside each value on phones; defaults to `header` when that is a string. */
  label?: string;
  /** Makes the header a sort button for this key. */
  sortKey?: K;
  align?: 'start' | 'end';
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T, K extends string> {
  /** Names the table and its scroll region for assistive technology. */
  caption: string;
  columns: readonly DataColumn<T, K>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: SortState<K> | null;
  onSort?: (key: K) => void;
  /** From md up, below this width the table scrolls sideways instead of squeezing its columns. */
  minW?: string;
  /** Styles for the class names the cells use (merged into the table's own). */
  css?: SystemStyleObject;
}

const PHONE = '@media screen and (max-width: 47.999em)';

const bodyStyles: SystemStyleObject = {
  '& tbody th, & tbody td': {
    paddingInline: '0.5rem',
    paddingBlock: '0.5rem',
    textAlign: 'start',
    verticalAlign: 'middle',
    fontWeight: 'normal',
    borderBottomWidth: '1px',
    borderColor: 'var(--chakra-colors-border)',
  },
  '& tbody tr:last-of-type > *': { borderBottomWidth: '0' },
  '& tbody tr:hover': { background: 'var(--chakra-colors-bg-subtle)' },
  '& tbody [data-align=end]': { textAlign: 'end' },
  '& .dt-label': { display: 'none' },
  // Below md: rows as cards (see the file comment).
  [PHONE]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
    '& tbody, & tbody tr, & tbody td, & tbody th': { display: 'block' },
    '& tbody tr': {
      background: 'var(--chakra-colors-bg)',
      borderWidth: '1px',
      borderRadius: 'var(--chakra-radii-l3)',
      paddingInline: '1rem',
      paddingBlock: '0.5rem',
      marginBottom: '0.75rem',
    },
    '& tbody tr:hover': { background: 'var(--chakra-colors-bg)' },
    '& tbody th, & tbody td': { paddingInline: '0', borderBottomWidth: '0' },
    '& tbody td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      gap: '1rem',
      textAlign: 'end',
      borderTopWidth: '1px',
      borderColor: 'var(--chakra-colors-border-muted)',
    },
    '& tbody td[data-unlabelled]': { justifyContent: 'flex-end' },
    '& tbody td[data-empty]': { display: 'none' },
    '& .dt-label': { display: 'block', color: 'var(--chakra-colors-fg-muted)', textAlign: 'start' },
    '& .dt-value': { display: 'flex', justifyContent: 'flex-end', textAlign: 'end', minWidth: '0' },
  },
};

const labelOf = <T, K extends string>(column: DataColumn<T, K>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : '');

const isEmpty = (node: ReactNode) => node === null || node === undefined || node === false || node === '';

interface DataRowProps<T, K extends string> {
  row: T;
  columns: readonly DataColumn<T, K>[];
}

function DataRowView<T, K extends string>({ row, columns }: DataRowProps<T, K>) {
  return (
    <tr role="row">
      {columns.map((column, index) => {
        const content = column.cell(row);
        if (index === 0) {
          return (
            <th key={column.id} role="rowheader" scope="row" data-align={column.align}>
              {content}
            </th>
          );
        }
        const label = labelOf(column);
        return (
          <td
            key={column.id}
            role="cell"
            data-align={column.align}
            data-unlabelled={label ? undefined : ''}
            data-empty={isEmpty(content) ? '' : undefined}
          >
            {label ? (
              <div className="dt-label" aria-hidden="true">
                {label}
              </div>
            ) : null}
            <div className="dt-value">{content}</div>
          </td>
        );
      })}
    </tr>
  );
}

/** A row renders again only when its data or the columns change. */
const DataRow = memo(DataRowView) as <T, K extends string>(props: DataRowProps<T, K>) => ReactElement;

export function DataTable<T, K extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort = null,
  onSort,
  minW = '3xl',
  css,
}: DataTableProps<T, K>) {
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      position="relative"
      overflowX="auto"
      bg={{ base: 'transparent', md: 'bg' }}
      borderWidth={{ base: '0', md: '1px' }}
      borderRadius="l3"
      focusRing="outside"
    >
      <Table.Root
        role="table"
        size="sm"
        minW={{ base: '0', md: minW }}
        bg="transparent"
        css={css ? [bodyStyles, css] : bodyStyles}
      >
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Header role="rowgroup">
          <Table.Row role="row" bg="bg.muted">
            {columns.map((column) =>
              column.sortKey && onSort ? (
                <SortableHeader key={column.id} column={column.sortKey} sort={sort} onSort={onSort} align={column.align}>
                  {column.header}
                </SortableHeader>
              ) : (
                <Table.ColumnHeader
                  key={column.id}
                  role="columnheader"
                  textAlign={column.align ?? 'start'}
                  whiteSpace="nowrap"
                >
                  {column.header}
                </Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <DataRow key={rowKey(row)} row={row} columns={columns} />
          ))}
        </tbody>
      </Table.Root>
    </Box>
  );
}
