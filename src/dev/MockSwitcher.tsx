/**
 * The dev build's mock switcher: a small floating panel that picks a named scenario (mock-server/scenarios.json)
 * and, per operation of openapi/cliq.yaml, any declared status and example, or a failure the dev server makes (a
 * 500, a timeout, a dropped connection: mock-server/faults.mjs). Changes apply to the next request
 * (the Prefer middleware reads the store), the caller refetches what is on screen, and "Copy link" shares the
 * setup as a URL. Keyboard: the toggle button opens it, Escape or the close button closes it and focus returns.
 * Its Contract tab lists the replies of this session that broke the contract (src/dev/contract-log.ts).
 */
import {
  Accordion,
  Badge,
  Box,
  Button,
  CloseButton,
  Field,
  HStack,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import FiSliders from '~icons/feather/sliders';
import { TIMEOUT_MS } from '@/api/timeout';
import { FAULTS, type Fault } from '../../mock-server/faults.mjs';
import { createContractLog, type ContractLog, type LoggedViolation } from './contract-log';
import { isFaultChoice, type MockStore, type Override } from './mock-store';
import type { Operation } from '@cliq/contract/model';
import { choicesOf, defaultChoice, type ResolvedChoice, type ScenarioFile } from './scenarios';

export interface MockSwitcherProps {
  store: MockStore;
  operations: readonly Operation[];
  scenarios: ScenarioFile;
  /** The page's location, for the shared link (window.location by default). */
  getLocation?: () => { origin: string; pathname: string; search: string; hash: string };
  /** Copies text to the clipboard (navigator.clipboard by default); rejects when it cannot. */
  copy?: (text: string) => Promise<void>;
  /** The contract violations seen this session (the Contract tab); an empty log by default. */
  contractLog?: ContractLog;
  /** Starts open (tests). */
  defaultOpen?: boolean;
}

const choiceKey = (choice: ResolvedChoice) => `${choice.code}:${choice.example}`;
const choiceText = (choice: ResolvedChoice) => `${choice.code} · ${choice.example}`;
const faultKey = (fault: Fault) => `fault:${fault}`;
/** How each failure reads in an operation's list (the app's own time limits: src/api/timeout.ts). */
const FAULT_TEXT: Record<Fault, string> = {
  'server-error': '500 · server error',
  timeout: `timeout · no answer (the app gives up after ${TIMEOUT_MS.json / 1000} s, ${TIMEOUT_MS.upload / 1000} s for an upload)`,
  offline: 'offline · the connection fails, no reply',
};
const PANEL_ID = 'cliq-mock-switcher-panel';
// Above the pages (their sticky headers too), under the app's dialogs and drawers and their backdrops: a modal dialog
// makes the rest of the page inert anyway, and at phone width the toggle covered the phone menu's social links.
const LAYER = 'banner';
const EMPTY_LOG = createContractLog();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function defaultCopy(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

export function MockSwitcher({
  store,
  operations,
  scenarios,
  getLocation = () => window.location,
  copy = defaultCopy,
  contractLog = EMPTY_LOG,
  defaultOpen = false,
}: MockSwitcherProps) {
  const selection = useSyncExternalStore(store.subscribe, store.get);
  const violations = useSyncExternalStore(contractLog.subscribe, contractLog.get);
  const [tab, setTab] = useState<'scenarios' | 'contract'>('scenarios');
  const [open, setOpen] = useState(defaultOpen);
  const [filter, setFilter] = useState('');
  const [copied, setCopied] = useState<'' | 'copied' | 'failed'>('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const problems = store.problems();

  const active = scenarios.scenarios.find((s) => s.name === selection.scenario);
  const overrideCount = Object.keys(selection.overrides).length;
  const link = store.shareUrl(getLocation());

  const tags = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    const groups = new Map<string, Operation[]>();
    for (const operation of operations) {
      const haystack = `${operation.label} ${operation.id} ${operation.summary}`.toLowerCase();
      if (wanted && !haystack.includes(wanted)) continue;
      groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
    }
    return [...groups.entries()];
  }, [operations, filter]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const setScenario = (name: string) => {
    setCopied('');
    store.set({ scenario: name || null, overrides: selection.overrides });
  };

  const setOverride = (operation: Operation, value: string) => {
    setCopied('');
    const overrides: Record<string, Override> = { ...selection.overrides };
    const fault = FAULTS.find((f) => faultKey(f) === value);
    if (value === '') delete overrides[operation.id];
    else if (value === 'default') overrides[operation.id] = 'default';
    else if (fault) overrides[operation.id] = { fault };
    else {
      const choice = choicesOf(operation).find((c) => choiceKey(c) === value);
      if (choice) overrides[operation.id] = choice;
    }
    store.set({ scenario: selection.scenario, overrides });
  };

  const onCopy = () => {
    copy(link).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return (
    <>
      <Button
        ref={toggleRef}
        position="fixed"
        insetEnd="3"
        bottom="3"
        zIndex={LAYER}
        size="xs"
        variant="solid"
        colorPalette="gray"
        shadow="md"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <FiSliders aria-hidden="true" />
        Mock: {active ? active.name : 'defaults'}
        {overrideCount > 0 ? ` +${overrideCount}` : ''}
        {violations.length > 0 ? ` · ${plural(violations.length, 'contract violation')}` : ''}
      </Button>

      {open && (
        <Box
          id={PANEL_ID}
          role="dialog"
          aria-modal="false"
          aria-labelledby={headingId}
          onKeyDown={onPanelKeyDown}
          position="fixed"
          insetEnd="3"
          bottom="12"
          zIndex={LAYER}
          width="min(26rem, calc(100vw - 1.5rem))"
          maxH="min(80vh, 46rem)"
          display="flex"
          flexDirection="column"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          rounded="l3"
          shadow="lg"
          fontSize="sm"
        >
          <HStack justify="space-between" px="4" pt="3" pb="2" borderBottomWidth="1px" borderColor="border">
            <Heading as="h2" size="sm" id={headingId}>
              Mock scenarios
            </Heading>
            <CloseButton size="xs" aria-label="Close mock scenarios" onClick={close} />
          </HStack>

          <Tabs.Root
            value={tab}
            onValueChange={(details) => setTab(details.value as 'scenarios' | 'contract')}
            size="sm"
            variant="line"
            colorPalette="brand"
            display="flex"
            flexDirection="column"
            flex="1"
            minH="0"
          >
            <Tabs.List px="4" aria-label="Mock panel">
              <Tabs.Trigger value="scenarios">Scenarios</Tabs.Trigger>
              <Tabs.Trigger value="contract">
                Contract{' '}
                <Badge size="sm" colorPalette={violations.length > 0 ? 'orange' : 'gray'} aria-hidden="true">
                  {violations.length}
                </Badge>
                <VisuallyHidden>({plural(violations.length, 'violation')})</VisuallyHidden>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="scenarios" display="flex" flexDirection="column" flex="1" minH="0" pt="0">
              <Stack gap="4" px="4" py="3" overflowY="auto" flex="1">
                <Text color="fg.muted" fontSize="xs">
                  Dev build only. Choices apply to the next request and what is on screen is fetched again. Statuses and
                  examples reach the Prism mock as Prefer headers (a real server ignores them); a 500, a timeout or
                  offline is made by the dev server, whatever the backend.
                </Text>

                {problems.length > 0 && (
                  <Box role="status" bg="orange.subtle" color="orange.fg" rounded="l2" px="3" py="2" fontSize="xs">
                    {problems.map((problem) => (
                      <Text key={problem}>{problem}</Text>
                    ))}
                  </Box>
                )}

                <Field.Root>
                  <Field.Label>Scenario</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      autoFocus
                      value={selection.scenario ?? ''}
                      onChange={(event) => setScenario(event.currentTarget.value)}
                    >
                      <option value="">Prism defaults (no scenario)</option>
                      {scenarios.scenarios.map((scenario) => (
                        <option key={scenario.name} value={scenario.name}>
                          {scenario.title} ({scenario.name})
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.HelperText>
                    {active ? active.description : 'Every operation answers with its first example.'}
                  </Field.HelperText>
                </Field.Root>

                <Stack gap="2">
                  <HStack justify="space-between" align="end" gap="3">
                    <Heading as="h3" size="xs">
                      Per operation
                    </Heading>
                    {overrideCount > 0 && (
                      <Button
                        size="2xs"
                        variant="ghost"
                        onClick={() => store.set({ scenario: selection.scenario, overrides: {} })}
                      >
                        Clear {overrideCount} override{overrideCount === 1 ? '' : 's'}
                      </Button>
                    )}
                  </HStack>
                  <Field.Root>
                    <Field.Label srOnly>Find an operation</Field.Label>
                    <Input
                      size="sm"
                      type="search"
                      placeholder="Find an operation (path, id or summary)"
                      value={filter}
                      onChange={(event) => setFilter(event.currentTarget.value)}
                    />
                  </Field.Root>
                  {tags.length === 0 && <Text color="fg.muted">No operation matches “{filter}”.</Text>}
                  <Accordion.Root multiple collapsible lazyMount unmountOnExit size="sm" variant="plain">
                    {tags.map(([tag, list]) => {
                      const changed = list.filter((o) => o.id in selection.overrides).length;
                      return (
                        <Accordion.Item key={tag} value={tag}>
                          <Accordion.ItemTrigger>
                            <HStack flex="1" gap="2">
                              <Text fontWeight="semibold" textTransform="capitalize">
                                {tag}
                              </Text>
                              <Text color="fg.muted">({list.length})</Text>
                              {changed > 0 && (
                                <Badge size="sm" colorPalette="brand">
                                  {changed} changed
                                </Badge>
                              )}
                            </HStack>
                            <Accordion.ItemIndicator />
                          </Accordion.ItemTrigger>
                          <Accordion.ItemContent>
                            <Accordion.ItemBody>
                              <Stack gap="3">
                                {list.map((operation) => (
                                  <OperationChoice
                                    key={operation.id}
                                    operation={operation}
                                    override={selection.overrides[operation.id]}
                                    scenarioChoice={store.scenarioChoice(operation.id)}
                                    onChange={(value) => setOverride(operation, value)}
                                  />
                                ))}
                              </Stack>
                            </Accordion.ItemBody>
                          </Accordion.ItemContent>
                        </Accordion.Item>
                      );
                    })}
                  </Accordion.Root>
                </Stack>
              </Stack>

              <Stack gap="2" px="4" pt="2" pb="3" borderTopWidth="1px" borderColor="border">
                <Field.Root>
                  <Field.Label fontSize="xs">Link to this setup</Field.Label>
                  <HStack gap="2" width="full">
                    <Input size="xs" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
                    <Button size="xs" colorPalette="brand" onClick={onCopy}>
                      Copy link
                    </Button>
                  </HStack>
                </Field.Root>
                <HStack justify="space-between">
                  <Text aria-live="polite" fontSize="xs" color={copied === 'failed' ? 'fg.error' : 'fg.muted'}>
                    {copied === 'copied' && 'Link copied.'}
                    {copied === 'failed' && 'Could not copy: select the link and copy it.'}
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={!selection.scenario && overrideCount === 0}
                    onClick={() => store.set({ scenario: null, overrides: {} })}
                  >
                    Back to Prism defaults
                  </Button>
                </HStack>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="contract" display="flex" flexDirection="column" flex="1" minH="0" pt="0">
              <ContractTab log={contractLog} violations={violations} />
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      )}
    </>
  );
}

const OUTCOMES: Record<LoggedViolation['outcome'], string> = {
  'reply-rejected': 'reply rejected',
  'item-dropped': 'item left out',
  'value-kept': 'unknown value kept',
};

function ContractTab({ log, violations }: { log: ContractLog; violations: readonly LoggedViolation[] }) {
  return (
    <Stack gap="3" px="4" py="3" overflowY="auto" flex="1">
      <Text color="fg.muted" fontSize="xs">
        Replies of this session that drift from openapi/cliq.yaml (read in layers by the generated validators): a break
        outside any item rejects the reply (the page shows “The server sent a reply this page cannot use.”), a break in
        an item of a list leaves that item out (the page says how many it could not show), and a value the client does
        not know is kept. Each is also a collapsed group in the console.
      </Text>
      <HStack justify="space-between">
        <Text role="status" aria-live="polite" fontWeight="semibold">
          {violations.length === 0
            ? 'No contract violations'
            : `${plural(violations.length, 'contract violation')} this session`}
        </Text>
        <Button size="2xs" variant="outline" disabled={violations.length === 0} onClick={() => log.clear()}>
          Clear violations
        </Button>
      </HStack>
      {violations.length === 0 ? (
        <Text color="fg.muted">Every reply so far matched the contract.</Text>
      ) : (
        <Stack as="ul" gap="2" ps="0" listStyleType="none" aria-label="Contract violations">
          {violations.map((v) => (
            <Box as="li" key={v.id} borderWidth="1px" borderColor="border" rounded="l2" px="3" py="2" fontSize="xs">
              <HStack justify="space-between" gap="2">
                <Text fontFamily="mono" fontWeight="semibold">
                  {v.operation} · {v.status}
                </Text>
                <Text asChild color="fg.muted">
                  <time dateTime={new Date(v.at).toISOString()}>{new Date(v.at).toLocaleTimeString()}</time>
                </Text>
              </HStack>
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="2" mt="1">
                <Text as="dt" color="fg.muted">
                  outcome
                </Text>
                <Text as="dd">{OUTCOMES[v.outcome]}</Text>
                <Text as="dt" color="fg.muted">
                  pointer
                </Text>
                <Text as="dd" fontFamily="mono" wordBreak="break-all">
                  {v.pointer || '(the whole body)'}
                </Text>
                <Text as="dt" color="fg.muted">
                  expected
                </Text>
                <Text as="dd">{v.expected}</Text>
                <Text as="dt" color="fg.muted">
                  got
                </Text>
                <Text as="dd" wordBreak="break-all">
                  {v.got}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface OperationChoiceProps {
  operation: Operation;
  override: Override | undefined;
  scenarioChoice: ResolvedChoice | undefined;
  onChange: (value: string) => void;
}

function OperationChoice({ operation, override, scenarioChoice, onChange }: OperationChoiceProps) {
  const fallback = defaultChoice(operation);
  const inherited = scenarioChoice
    ? `Scenario: ${choiceText(scenarioChoice)}`
    : `Default: ${fallback ? choiceText(fallback) : 'first example'}`;
  const value =
    override === undefined
      ? ''
      : override === 'default'
        ? 'default'
        : isFaultChoice(override)
          ? faultKey(override.fault)
          : choiceKey(override);
  return (
    <Field.Root>
      <Field.Label display="block" fontWeight="normal">
        <Text as="span" fontFamily="mono" fontSize="xs" fontWeight="semibold">
          {operation.label}
        </Text>
        {operation.summary && (
          <Text as="span" display="block" color="fg.muted" fontSize="xs">
            {operation.summary}
          </Text>
        )}
      </Field.Label>
      <NativeSelect.Root size="xs">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{inherited}</option>
          {scenarioChoice && (
            <option value="default">Prism default{fallback ? `: ${choiceText(fallback)}` : ''}</option>
          )}
          {choicesOf(operation).map((choice) => (
            <option key={choiceKey(choice)} value={choiceKey(choice)}>
              {choiceText(choice)}
            </option>
          ))}
          <optgroup label="Failures the dev server makes">
            {FAULTS.map((fault) => (
              <option key={fault} value={faultKey(fault)}>
                {FAULT_TEXT[fault]}
              </option>
            ))}
          </optgroup>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
