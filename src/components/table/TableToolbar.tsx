/**
 * The controls above a table: a labelled search box and a status filter that shows how many rows each
 * status has. Both are plain, labelled form controls, so they work with a keyboard and a screen reader.
 */
import { CloseButton, Field, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import FiSearch from '~icons/feather/search';
import { formatCount } from './format-count';

export function TableToolbar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
      {children}
    </Stack>
  );
}

export interface TableSearchProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

export function TableSearch({ id, label, value, onChange, placeholder }: TableSearchProps) {
  return (
    <Field.Root id={id} flex="1" maxW={{ md: 'md' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <InputGroup
        startElement={<FiSearch aria-hidden="true" />}
        endElement={
          value ? (
            <CloseButton size="xs" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChange('')} me="-1" />
          ) : undefined
        }
      >
        <Input
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          bg="bg"
          onChange={(event) => onChange(event.target.value)}
        />
      </InputGroup>
    </Field.Root>
  );
}

export interface StatusOption<S extends string> {
  value: S;
  label: string;
}

export interface StatusSelectProps<S extends string> {
  id: string;
  label?: string;
  value: S | 'all';
  options: readonly StatusOption<S>[];
  counts: Record<S, number>;
  total: number;
  onChange: (value: S | 'all') => void;
}

export function StatusSelect<S extends string>({
  id,
  label = 'Status',
  value,
  options,
  counts,
  total,
  onChange,
}: StatusSelectProps<S>) {
  return (
    <Field.Root id={id} w={{ base: 'full', md: '56' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="bg"
          value={value}
          onChange={(event) => {
            const next = event.target.value;
            onChange(next === 'all' ? 'all' : (options.find((option) => option.value === next)?.value ?? 'all'));
          }}
        >
          <option value="all">All ({formatCount(total)})</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label} ({formatCount(counts[option.value])})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
