/**
 * The mock panel's state: the store's selection and the contract log (both external stores), the open tab, the
 * operation filter and the "Copy link" outcome (kept while the panel closes and opens again), and what a choice
 * does to the store.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { FAULTS } from '../../mock-server/faults.mjs';
import type { ContractLog } from './contract-log';
import type { MockStore, Override } from './mock-store';
import type { Operation } from '../../openapi/model.mjs';
import { choiceKey, faultKey } from './mock-choices';
import { choicesOf, type ScenarioFile } from './scenarios';

export interface MockSwitcherSetup {
  store: MockStore;
  operations: readonly Operation[];
  scenarios: ScenarioFile;
  getLocation: () => { origin: string; pathname: string; search: string; hash: string };
  copy: (text: string) => Promise<void>;
  contractLog: ContractLog;
}

export type MockTab = 'scenarios' | 'contract';

export function useMockSwitcher({ store, operations, scenarios, getLocation, copy, contractLog }: MockSwitcherSetup) {
  const selection = useSyncExternalStore(store.subscribe, store.get);
  const violations = useSyncExternalStore(contractLog.subscribe, contractLog.get);
  const [tab, setTab] = useState<MockTab>('scenarios');
  const [filter, setFilter] = useState('');
  const [copied, setCopied] = useState<'' | 'copied' | 'failed'>('');

  const active = scenarios.scenarios.find((s) => s.name === selection.scenario);
  const overrideCount = Object.keys(selection.overrides).length;
  const link = store.shareUrl(getLocation());

  /** The operations the filter finds, by tag. */
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

  const copyLink = () => {
    copy(link).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };

  return {
    store,
    scenarios,
    contractLog,
    selection,
    violations,
    active,
    overrideCount,
    link,
    tab,
    setTab,
    filter,
    setFilter,
    tags,
    copied,
    setScenario,
    setOverride,
    copyLink,
  };
}

export type MockPanel = ReturnType<typeof useMockSwitcher>;
