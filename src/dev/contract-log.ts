/**
 * The dev build's log of contract violations seen this session (the mock panel's Contract tab): install.tsx adds
 * every report of the HTTP module's `onContractViolation`, one entry per violation: newest reply first, each
 * reply's violations in body order.
 */
import type { ContractViolationReport } from '@/api/contract-report';
import type { ContractViolation } from '@/api/errors';

export interface LoggedViolation extends ContractViolation {
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
  add(report: ContractViolationReport): void;
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
    add({ operation, status, violations, at }) {
      const added = violations.map((v) => ({ ...v, id: nextId++, operation, status, at }));
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
