/**
 * The pure core of the admin tables: search, status filter, sort and pagination over plain rows. No React
 * here, so the same code is measured by scripts/bench-admin-tables.mjs and unit-tested without a DOM.
 *
 * Costs for n rows: the search index is built once per data set (O(n)); a view filters (O(n)), sorts only
 * the rows that matched (O(m log m), each row's sort value read once) and slices one page.
 */

export type SortDirection = 'ascending' | 'descending';

export interface SortState<K extends string = string> {
  readonly key: K;
  readonly direction: SortDirection;
}

/** What a column sorts by. Missing values (null, undefined, '', NaN) always sort last. */
export type SortValue = string | number | null | undefined;

/** 'all', or one status value. */
export type StatusFilterValue<S extends string> = S | 'all';

const isMissing = (value: SortValue): value is null | undefined =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/**
 * The key a text sorts by: lower case, accents removed, and runs of digits padded so that 'item 9' comes
 * before 'item 10'. Comparing these keys with < is many times faster than a collator, which matters when
 * thousands of rows are sorted on a click.
 */
export function textSortKey(text: string): string {
  return normaliseSearchText(text).replace(/\d+/g, (digits) => digits.padStart(16, '0'));
}

/** Orders two present values: numbers numerically, anything else by its text sort key. */
function comparePresent(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = textSortKey(String(a));
  const y = textSortKey(String(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Ascending order of two sort values, missing ones last. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const aMissing = isMissing(a);
  const bMissing = isMissing(b);
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  return comparePresent(a, b);
}

/**
 * A sorted copy of `rows`. Stable (equal values keep their order), missing values last in both directions.
 * Each row's value is read and turned into its key once; texts sort case- and accent-insensitively, numbers
 * numerically (a column mixing both sorts numbers first).
 */
export function sortRows<T>(rows: readonly T[], valueOf: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const count = rows.length;
  // 0: present number, 1: present text, 2: missing.
  const kinds = new Uint8Array(count);
  const numbers = new Float64Array(count);
  const texts: string[] = new Array<string>(count);
  for (let index = 0; index < count; index += 1) {
    const value = valueOf(rows[index] as T);
    if (isMissing(value)) kinds[index] = 2;
    else if (typeof value === 'number') numbers[index] = value;
    else {
      kinds[index] = 1;
      texts[index] = textSortKey(value);
    }
  }
  const order = Array.from({ length: count }, (_, index) => index);
  order.sort((x, y) => {
    const kindX = kinds[x] as number;
    const kindY = kinds[y] as number;
    if (kindX === 2 || kindY === 2) return kindX === kindY ? x - y : kindX === 2 ? 1 : -1;
    let result: number;
    if (kindX !== kindY) result = kindX - kindY;
    else if (kindX === 0) result = (numbers[x] as number) - (numbers[y] as number);
    else {
      const a = texts[x] as string;
      const b = texts[y] as string;
      result = a < b ? -1 : a > b ? 1 : 0;
    }
    return result === 0 ? x - y : sign * result;
  });
  return order.map((index) => rows[index] as T);
}

/** Lower case, accents removed, whitespace collapsed: how both rows and queries are compared. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query; a row matches when its text contains every one of them. */
export function searchTerms(query: string): string[] {
  const normalised = normaliseSearchText(query);
  return normalised === '' ? [] : normalised.split(' ');
}

/** Rows paired with their normalised search text, built once per data set. */
export interface IndexedRows<T> {
  readonly rows: readonly T[];
  readonly text: readonly string[];
}

export function indexRows<T>(rows: readonly T[], textOf: (row: T) => string): IndexedRows<T> {
  return { rows, text: rows.map((row) => normaliseSearchText(textOf(row))) };
}

/** The rows whose status matches and whose text holds every search term, in their original order. */
export function filterRows<T, S extends string>(
  data: IndexedRows<T>,
  query: string,
  status: StatusFilterValue<S>,
  statusOf: (row: T) => S,
): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0 && status === 'all') return data.rows.slice();
  const matched: T[] = [];
  data.rows.forEach((row, index) => {
    if (status !== 'all' && statusOf(row) !== status) return;
    if (terms.length > 0) {
      const text = data.text[index] ?? '';
      if (!terms.every((term) => text.includes(term))) return;
    }
    matched.push(row);
  });
  return matched;
}

/** How many rows have each status. */
export function countByStatus<T, S extends string>(
  rows: readonly T[],
  statuses: readonly S[],
  statusOf: (row: T) => S,
): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
  for (const row of rows) {
    const status = statusOf(row);
    if (status in counts) counts[status] += 1;
  }
  return counts;
}

export interface PageSlice<T> {
  readonly rows: T[];
  /** The page shown, 1-based, clamped to the pages that exist. */
  readonly page: number;
  /** At least 1, so 'Page 1 of 1' reads well for an empty table. */
  readonly pageCount: number;
  /** 1-based position of the first and last row shown (0 and 0 when there are none). */
  readonly first: number;
  readonly last: number;
  readonly total: number;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : 1;
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(pageCount, Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1));
  const start = (current - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page: current,
    pageCount,
    first: shown.length === 0 ? 0 : start + 1,
    last: start + shown.length,
    total: rows.length,
  };
}

export interface TableColumns<T, K extends string> {
  /** What each sortable column sorts by. */
  readonly sort: Record<K, (row: T) => SortValue>;
  readonly statusOf: (row: T) => string;
}

export interface TableQuery<K extends string> {
  readonly search: string;
  readonly status: string;
  readonly sort: SortState<K> | null;
  readonly page: number;
  readonly pageSize: number;
}

/** Filter, then sort what matched, then cut one page: the whole view of a table in one call. */
export function computeTableView<T, K extends string>(
  data: IndexedRows<T>,
  columns: TableColumns<T, K>,
  query: TableQuery<K>,
): { matched: number; page: PageSlice<T> } {
  const filtered = filterRows(data, query.search, query.status, columns.statusOf);
  const sorted = query.sort ? sortRows(filtered, columns.sort[query.sort.key], query.sort.direction) : filtered;
  return { matched: filtered.length, page: paginate(sorted, query.page, query.pageSize) };
}

/** The next sort after a click on `key`'s header: a new column sorts ascending, the same column flips. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}
