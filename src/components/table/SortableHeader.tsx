/**
 * A column header that sorts its table: a button inside the <th>, with aria-sort telling assistive
 * technology which column the rows are ordered by and in which direction.
 */
import { Button, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import FaSort from '~icons/fa6-solid/sort';
import FaSortDown from '~icons/fa6-solid/sort-down';
import FaSortUp from '~icons/fa6-solid/sort-up';
import type { SortState } from './table-model';

export interface SortableHeaderProps<K extends string> {
  column: K;
  sort: SortState<K> | null;
  onSort: (column: K) => void;
  align?: 'start' | 'end';
  children: ReactNode;
}

export function SortableHeader<K extends string>({
  column,
  sort,
  onSort,
  align = 'start',
  children,
}: SortableHeaderProps<K>) {
  const direction = sort?.key === column ? sort.direction : undefined;
  const Icon = direction === 'ascending' ? FaSortUp : direction === 'descending' ? FaSortDown : FaSort;
  return (
    <Table.ColumnHeader role="columnheader" aria-sort={direction ?? 'none'} textAlign={align} whiteSpace="nowrap">
      <Button
        variant="ghost"
        size="xs"
        mx="-2"
        px="2"
        fontWeight="inherit"
        fontSize="inherit"
        color="inherit"
        flexDirection={align === 'end' ? 'row-reverse' : 'row'}
        onClick={() => onSort(column)}
      >
        {children}
        <Icon aria-hidden="true" style={{ color: direction ? 'currentColor' : 'var(--chakra-colors-fg-subtle)' }} />
      </Button>
    </Table.ColumnHeader>
  );
}
