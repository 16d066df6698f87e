/**
 * The line under a table: which rows are shown (a polite live region, so a search or filter result is
 * announced), how many rows a page holds, and previous/next page buttons.
 */
import { Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import FiChevronLeft from '~icons/feather/chevron-left';
import FiChevronRight from '~icons/feather/chevron-right';
import { formatCount } from './format-count';
import type { PageSlice } from './table-model';
import { PAGE_SIZES } from './useTableView';

export interface TablePagerProps {
  /** What the rows are, plural: 'users'. */
  noun: string;
  idPrefix: string;
  page: PageSlice<unknown>;
  /** Rows before the search and filter narrowed them. */
  total: number;
  filtered: boolean;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

export function describeShown(page: PageSlice<unknown>, total: number, filtered: boolean, noun: string): string {
  if (page.total === 0) return filtered ? `No ${noun} match` : `No ${noun}`;
  const range = `${formatCount(page.first)}–${formatCount(page.last)}`;
  const of = filtered
    ? `${formatCount(page.total)} matching ${noun} (${formatCount(total)} in total)`
    : `${formatCount(page.total)} ${noun}`;
  return `Showing ${range} of ${of}`;
}

export function TablePager({ noun, idPrefix, page, total, filtered, pageSize, onPage, onPageSize }: TablePagerProps) {
  const sizeId = `${idPrefix}-page-size`;
  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap" fontSize="sm">
      <Text role="status" aria-live="polite" aria-atomic="true" color="fg.muted">
        {describeShown(page, total, filtered, noun)}
      </Text>
      <HStack gap="4" wrap="wrap">
        <HStack gap="2">
          <Text asChild color="fg.muted" whiteSpace="nowrap">
            <label htmlFor={sizeId}>Rows per page</label>
          </Text>
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field
              id={sizeId}
              bg="bg"
              value={String(pageSize)}
              onChange={(event) => onPageSize(Number(event.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack as="nav" aria-label={`Pages of ${noun}`} gap="2">
          <IconButton
            aria-label="Previous page"
            size="sm"
            variant="outline"
            bg="bg"
            disabled={page.page <= 1}
            onClick={() => onPage(page.page - 1)}
          >
            <FiChevronLeft aria-hidden="true" />
          </IconButton>
          <Text whiteSpace="nowrap">
            Page {formatCount(page.page)} of {formatCount(page.pageCount)}
          </Text>
          <IconButton
            aria-label="Next page"
            size="sm"
            variant="outline"
            bg="bg"
            disabled={page.page >= page.pageCount}
            onClick={() => onPage(page.page + 1)}
          >
            <FiChevronRight aria-hidden="true" />
          </IconButton>
        </HStack>
      </HStack>
    </Flex>
  );
}
