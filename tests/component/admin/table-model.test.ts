import { describe, expect, it } from 'vitest';
import {
  compareSortValues,
  computeTableView,
  countByStatus,
  filterRows,
  indexRows,
  nextSort,
  normaliseSearchText,
  paginate,
  sortRows,
} from '@/components/table/table-model';

interface Row {
  name: string;
  spent: number | null;
  status: 'a' | 'b';
}

const ROWS: Row[] = [
  { name: 'émile', spent: 10, status: 'a' },
  { name: 'Bola', spent: null, status: 'b' },
  { name: 'ada', spent: 2, status: 'a' },
  { name: 'Ade', spent: 10, status: 'b' },
  { name: 'item 10', spent: 0, status: 'a' },
  { name: 'item 9', spent: 3, status: 'a' },
];

describe('table model', () => {
  it('sorts text case- and accent-insensitively with numbers in order, missing values last', () => {
    expect(sortRows(ROWS, (row) => row.name, 'ascending').map((row) => row.name)).toEqual([
      'ada',
      'Ade',
      'Bola',
      'émile',
      'item 9',
      'item 10',
    ]);
    expect(sortRows(ROWS, (row) => row.spent, 'descending').map((row) => row.name)).toEqual([
      'émile',
      'Ade',
      'item 9',
      'ada',
      'item 10',
      'Bola',
    ]);
    expect(sortRows(ROWS, (row) => row.spent, 'ascending').at(-1)?.name).toBe('Bola');
  });

  it('keeps equal values in their original order in both directions', () => {
    const byStatus = (direction: 'ascending' | 'descending') =>
      sortRows(ROWS, (row) => row.status, direction).map((row) => row.name);
    expect(byStatus('ascending')).toEqual(['émile', 'ada', 'item 10', 'item 9', 'Bola', 'Ade']);
    expect(byStatus('descending')).toEqual(['Bola', 'Ade', 'émile', 'ada', 'item 10', 'item 9']);
  });

  it('compares missing values after present ones', () => {
    expect(compareSortValues(null, 1)).toBeGreaterThan(0);
    expect(compareSortValues('', 'a')).toBeGreaterThan(0);
    expect(compareSortValues(Number.NaN, undefined)).toBe(0);
    expect(compareSortValues(2, 10)).toBeLessThan(0);
  });

  it('searches every word of the query, ignoring case and accents, within a status', () => {
    const data = indexRows(ROWS, (row) => `${row.name} ${row.status}`);
    expect(filterRows(data, 'EMILE', 'all', (row) => row.status).map((row) => row.name)).toEqual(['émile']);
    expect(filterRows(data, ' item   1 ', 'all', (row) => row.status).map((row) => row.name)).toEqual(['item 10']);
    expect(filterRows(data, 'ad', 'b', (row) => row.status).map((row) => row.name)).toEqual(['Ade']);
    expect(filterRows(data, '', 'all', (row) => row.status)).toHaveLength(6);
    expect(normaliseSearchText('  Ça  Va ')).toBe('ca va');
  });

  it('cuts pages, clamping the page number', () => {
    const rows = Array.from({ length: 53 }, (_, index) => index + 1);
    expect(paginate(rows, 1, 25)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 25, total: 53 });
    expect(paginate(rows, 3, 25).rows).toEqual([51, 52, 53]);
    expect(paginate(rows, 9, 25)).toMatchObject({ page: 3, first: 51, last: 53 });
    expect(paginate(rows, 0, 25).page).toBe(1);
    expect(paginate([], 1, 25)).toMatchObject({ page: 1, pageCount: 1, first: 0, last: 0, rows: [] });
  });

  it('computes a whole view: filter, sort, page', () => {
    const view = computeTableView<Row, 'name' | 'spent'>(
      indexRows(ROWS, (row) => row.name),
      { sort: { name: (row: Row) => row.name, spent: (row: Row) => row.spent }, statusOf: (row: Row) => row.status },
      { search: '', status: 'a', sort: { key: 'spent', direction: 'descending' }, page: 1, pageSize: 2 },
    );
    expect(view.matched).toBe(4);
    expect(view.page.rows.map((row) => row.name)).toEqual(['émile', 'item 9']);
    expect(view.page.pageCount).toBe(2);
  });

  it('counts rows per status and flips the sort direction of the same column', () => {
    expect(countByStatus(ROWS, ['a', 'b'] as const, (row) => row.status)).toEqual({ a: 4, b: 2 });
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'descending' }, 'spent')).toEqual({
      key: 'spent',
      direction: 'ascending',
    });
  });
});
