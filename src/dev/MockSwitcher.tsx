/**
 * The dev build's mock switcher: a small floating panel that picks a named scenario (mock-server/scenarios.json)
 * and, per operation of openapi/cliq.yaml, any declared status and example, or a failure the dev server makes (a
 * 500, a timeout, a dropped connection: mock-server/faults.mjs). Changes apply to the next request
 * (the Prefer middleware reads the store), the caller refetches what is on screen, and "Copy link" shares the
 * setup as a URL. Keyboard: the toggle button opens it, Escape or the close button closes it and focus returns.
 * Its Contract tab lists the replies of this session that broke the contract (src/dev/contract-log.ts).
 *
 * Its parts, in this folder: the panel's state (useMockSwitcher.ts), the Scenarios tab (ScenariosTab, with
 * OperationOverrides), the Contract tab (ContractTab) and how choices are named (mock-choices.ts).
 */
import { Badge, Box, Button, CloseButton, HStack, Heading, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import FiSliders from '~icons/feather/sliders';
import { createContractLog } from './contract-log';
import { ContractTab } from './ContractTab';
import { plural } from './mock-choices';
import { ScenariosTab } from './ScenariosTab';
import { useMockSwitcher, type MockPanel, type MockSwitcherSetup, type MockTab } from './useMockSwitcher';

export interface MockSwitcherProps extends Pick<MockSwitcherSetup, 'store' | 'operations' | 'scenarios'> {
  /** The page's location, for the shared link (window.location by default). */
  getLocation?: MockSwitcherSetup['getLocation'];
  /** Copies text to the clipboard (navigator.clipboard by default); rejects when it cannot. */
  copy?: MockSwitcherSetup['copy'];
  /** The contract violations seen this session (the Contract tab); an empty log by default. */
  contractLog?: MockSwitcherSetup['contractLog'];
  /** Starts open (tests). */
  defaultOpen?: boolean;
}

const PANEL_ID = 'cliq-mock-switcher-panel';
// Above the pages (their sticky headers too), under the app's dialogs and drawers and their backdrops: a modal dialog
// makes the rest of the page inert anyway, and at phone width the toggle covered the phone menu's social links.
const LAYER = 'banner';
const EMPTY_LOG = createContractLog();

function defaultCopy(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('no clipboard'));
  return navigator.clipboard.writeText(text);
}

/** The panel itself: a non-modal dialog above the toggle, with its heading, close button and two tabs. */
function MockPanelDialog({ panel, onClose }: { panel: MockPanel; onClose: () => void }) {
  const headingId = useId();
  const { violations } = panel;

  const onPanelKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const tabContent = (value: MockTab, children: ReactNode) => (
    <Tabs.Content value={value} display="flex" flexDirection="column" flex="1" minH="0" pt="0">
      {children}
    </Tabs.Content>
  );

  return (
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
        <CloseButton size="xs" aria-label="Close mock scenarios" onClick={onClose} />
      </HStack>

      <Tabs.Root
        value={panel.tab}
        onValueChange={(details) => panel.setTab(details.value as MockTab)}
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
        {tabContent('scenarios', <ScenariosTab panel={panel} />)}
        {tabContent('contract', <ContractTab log={panel.contractLog} violations={violations} />)}
      </Tabs.Root>
    </Box>
  );
}

export function MockSwitcher({
  getLocation = () => window.location,
  copy = defaultCopy,
  contractLog = EMPTY_LOG,
  defaultOpen = false,
  ...setup
}: MockSwitcherProps) {
  const panel = useMockSwitcher({ ...setup, getLocation, copy, contractLog });
  const [open, setOpen] = useState(defaultOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { active, overrideCount, violations } = panel;

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
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

      {open && <MockPanelDialog panel={panel} onClose={close} />}
    </>
  );
}
