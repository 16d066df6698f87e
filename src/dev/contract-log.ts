/**
 * The dev build's log of contract drift seen this session (the mock panel's Contract tab): install.tsx adds every
 * report of the HTTP module's `onContractReport`, one entry per finding (a break that rejected the reply, a break
 * that left an item out, a value the client does not know): newest reply first, each reply's findings in order.
 */
import { findingsOf, type ContractFinding, type ContractReport } from '@/api/contract-report';

export interface LoggedViolation extends ContractFinding {
  /** Unique within the session (a list key). */
  id: number;
  operation: string;
  status: number;
  /** When the reply was seen (ms since the epoch). */
  at: number;
}

export interface ContractLog {
  subscribe(listener: () => void): () => void;
  /** The violations, newest first (a new array after every change). */
  get(): readonly LoggedViolation[];
  add(report: ContractReport): void;
  clear(): void;
}

/** A log keeping the newest `limit` violations. */
export function createContractLog(limit = 200): ContractLog {
  let entries: readonly LoggedViolation[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => entries,
    add(report) {
      const { operation, status, at } = report;
      const added = findingsOf(report).map((finding) => ({ ...finding, id: nextId++, operation, status, at }));
      entries = [...added, ...entries].slice(0, limit);
      changed();
    },
    clear() {
      if (entries.length === 0) return;
      entries = [];
      changed();
    },
  };
}
