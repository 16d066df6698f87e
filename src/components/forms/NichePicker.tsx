/**
 * The niche picker shared by the Cliquer registration (phase 1) and the advertiser's task upload.
 *
 * - Every niche of NICHES (src/config/catalog.ts) as a checkbox, filterable with a search box; the chosen ones
 *   are also listed as removable tags, with a live "n of max selected" count.
 * - Capped at `max` (12 by default, LIMITS.nicheCap): picking one more leaves the selection as it is and shows the
 *   spec's 'Limit Exceeded' / "Can't select more than {n}" notice (turn it off with `limitNotice={false}`);
 *   `onLimit` is told as well.
 * - Keyboard: Tab reaches the search box, the tags' remove buttons and each checkbox; Space toggles. The element
 *   with id `id` is the search box, so a form can move focus to the picker when its value is invalid.
 * - Fast: the component is memoised and every option is a memoised item whose props only change when its own
 *   state does, so typing elsewhere in a big form never re-renders the 77 options, and filtering only hides and
 *   shows them (no re-mounts). Give it a stable `onChange` (formik's setFieldValue-based callbacks are).
 */
import { Box, Fieldset, Flex, Input, InputGroup, Tag, Text } from '@chakra-ui/react';
import type { Niche } from '@generated/models';
import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLatest } from '@/lib/useLatest';
import FiSearch from '~icons/feather/search';
import { NICHES, nicheLabel } from '@/config/catalog';
import { LIMITS } from '@/config/constants';
import { ChoiceCheckbox, ChoiceLabel } from './Choice';
import { LimitNotice, useLimitNotice } from './LimitNotice';

export interface NichePickerProps {
  /** Id of the picker's first control (its search box): point a form's focus-on-error at it. */
  id: string;
  value: readonly Niche[];
  onChange: (next: Niche[]) => void;
  /** Most niches that can be chosen (default 12). */
  max?: number;
  /** Fewest the form needs; only used in the default hint. */
  min?: number;
  legend?: string;
  /** Replaces the default hint ("Choose 12 niches that interest you."). */
  hint?: string;
  /** A validation message from the form; linked to the group and to the search box. */
  error?: string | undefined;
  required?: boolean;
  /** Called with `max` when the user tries to choose one more than allowed. */
  onLimit?: (max: number) => void;
  /** Show the built-in 'Limit Exceeded' notice (default true). */
  limitNotice?: boolean;
}

const normalise = (text: string): string => text.toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();

/** The niches whose label or key contains every word of the query. */
export function matchingNiches(query: string): ReadonlySet<Niche> {
  const words = normalise(query).split(' ').filter(Boolean);
  const found = new Set<Niche>();
  for (const option of NICHES) {
    const haystack = `${normalise(option.label)} ${normalise(option.value)}`;
    if (words.every((word) => haystack.includes(word))) found.add(option.value);
  }
  return found;
}

interface OptionProps {
  niche: Niche;
  label: string;
  checked: boolean;
  hidden: boolean;
  name: string;
  onToggle: (niche: Niche) => void;
}

/**
 * One option: a native checkbox in a chip-like label. Native on purpose: 77 of them stay cheap to render, React
 * keeps a refused pick unticked, and the browser gives the right semantics and keyboard behaviour.
 */
const NicheOption = memo(function NicheOption({ niche, label, checked, hidden, name, onToggle }: OptionProps) {
  return (
    <Box as="li" hidden={hidden} listStyleType="none">
      <ChoiceLabel
        checked={checked}
        alignItems="center"
        gap="2.5"
        h="full"
        px="3"
        py="2"
        fontSize="sm"
        lineHeight="short"
        userSelect="none"
        fontWeight={checked ? 'semibold' : 'normal'}
      >
        <ChoiceCheckbox name={name} value={niche} checked={checked} onChange={() => onToggle(niche)} m="0" />
        {label}
      </ChoiceLabel>
    </Box>
  );
});

function NichePickerImpl({
  id,
  value,
  onChange,
  max = LIMITS.nicheCap,
  min,
  legend = 'Niches',
  hint,
  error,
  required = false,
  onLimit,
  limitNotice = true,
}: NichePickerProps) {
  const uid = useId();
  const listId = `${id}-options`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const name = `${id}-${uid}`.replace(/:/g, '');

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const visible = useMemo(() => matchingNiches(deferredQuery), [deferredQuery]);
  const selected = useMemo(() => new Set(value), [value]);
  const notice = useLimitNotice();

  // The latest props, read by the stable toggle below (so the options never re-render for a new callback).
  const latest = useLatest({ value, onChange, max, onLimit, hit: notice.hit, clear: notice.clear });

  const toggle = useCallback(
    (niche: Niche) => {
      const { value: current, onChange: change, max: cap, onLimit: limit, hit, clear } = latest.current;
      if (current.includes(niche)) {
        clear();
        change(current.filter((item) => item !== niche));
      } else if (current.length >= cap) {
        hit();
        limit?.(cap);
      } else {
        clear();
        change([...current, niche]);
      }
    },
    [latest],
  );

  // After a tag is removed, focus moves to the tag that took its place (or the search box when none is left).
  const tagsRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const focusTagAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusTagAt.current;
    if (index === null) return;
    focusTagAt.current = null;
    const buttons = tagsRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? searchRef.current;
    target?.focus();
  }, [value]);

  const remove = (niche: Niche, index: number) => {
    focusTagAt.current = index;
    toggle(niche);
  };

  const describedBy = [hintId, countId, error ? errorId : null].filter(Boolean).join(' ');
  const noMatch = visible.size === 0;

  return (
    <Fieldset.Root invalid={Boolean(error)} aria-describedby={describedBy} gap="3">
      <Fieldset.Legend fontWeight="semibold" fontSize="sm" color="fg">
        {legend}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden="true" ms="1">
            *
          </Text>
        ) : null}
      </Fieldset.Legend>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mt="-1">
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {hint ?? `Choose ${min ?? max} niches that interest you.`}
        </Text>
        <Text
          id={countId}
          role="status"
          aria-live="polite"
          fontSize="sm"
          fontWeight="semibold"
          color={value.length >= max ? 'brand.fg' : 'fg.muted'}
        >
          {value.length} of {max} selected
        </Text>
      </Flex>

      <InputGroup startElement={<FiSearch aria-hidden="true" />}>
        <Input
          ref={searchRef}
          id={id}
          type="search"
          placeholder="Search niches"
          aria-label={`Search ${legend.toLowerCase()}`}
          aria-controls={listId}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </InputGroup>

      {value.length > 0 ? (
        <Flex
          as="ul"
          ref={tagsRef}
          aria-label={`Selected ${legend.toLowerCase()}`}
          wrap="wrap"
          gap="2"
          listStyleType="none"
        >
          {value.map((niche, index) => (
            <li key={niche}>
              <Tag.Root colorPalette="brand" size="lg" variant="subtle" borderRadius="full">
                <Tag.Label>{nicheLabel(niche)}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${nicheLabel(niche)}`} onClick={() => remove(niche, index)} />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Flex>
      ) : null}

      <Box
        maxH={{ base: '22rem', md: '20rem' }}
        overflowY="auto"
        borderWidth="1px"
        borderColor={error ? 'border.error' : 'border'}
        borderRadius="l3"
        p="3"
        bg="bg.subtle"
      >
        <Box
          as="ul"
          id={listId}
          display="grid"
          gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }}
          gap="2"
          aria-label={`All ${legend.toLowerCase()}`}
        >
          {NICHES.map((option) => (
            <NicheOption
              key={option.value}
              niche={option.value}
              label={option.label}
              checked={selected.has(option.value)}
              hidden={!visible.has(option.value)}
              name={name}
              onToggle={toggle}
            />
          ))}
        </Box>
        {noMatch ? (
          <Text color="fg.muted" fontSize="sm" py="2" textAlign="center">
            No niches match “{deferredQuery.trim()}”.
          </Text>
        ) : null}
      </Box>

      {limitNotice ? <LimitNotice max={max} shown={notice.shown} /> : null}
      {error ? (
        <Fieldset.ErrorText id={errorId} fontWeight="medium" mt="0">
          {error}
        </Fieldset.ErrorText>
      ) : null}
    </Fieldset.Root>
  );
}

/** See the module comment. Memoised: it re-renders only when its own props change. */
export const NichePicker = memo(NichePickerImpl);
