/**
 * What the client tells of a reply that drifted from the contract (src/api/contract.ts reads it in layers; the HTTP
 * module calls `reportContract` with what it found):
 * - everywhere, to the report endpoint when config.js names one (src/api/reports.ts): one report per operation,
 *   place in the reply and outcome, with what the contract expected there and what the client did
 *   (`reply-rejected`, `item-dropped`, `value-kept`), never the value itself;
 * - in development builds also as one collapsed console group per finding (with the value and the body), and to
 *   the listeners of `onContractReport` (the dev mock panel's Contract tab, src/dev/install.tsx). That part sits
 *   behind `import.meta.env.DEV`, so the production build drops it.
 */
import { parsePointer, toPointer } from '@cliq/contract/model';
import type { ContractViolation, DroppedItem, UnknownValue } from './errors';
import { report } from './reports';

/** What the client did about a finding. */
export type ContractOutcome = 'reply-rejected' | 'item-dropped' | 'value-kept';

/** One reply that drifted from the contract, as the reporting sees it. */
export interface ContractReport {
  operation: string;
  status: number;
  /** Breaks outside any item: the reply was rejected. */
  violations: readonly ContractViolation[];
  /** Items left out of the reply. */
  dropped: readonly DroppedItem[];
  /** Values of extensible enums the client does not know, kept. */
  unknown: readonly UnknownValue[];
  body: unknown;
  /** When it was seen (ms since the epoch). */
  at: number;
}

/** One finding of a report, flat: what the dev panel lists and what goes to the report endpoint. */
export interface ContractFinding extends ContractViolation {
  outcome: ContractOutcome;
  /** For a dropped item: the item's pointer ('/tasks/3'). */
  item?: string;
}

export type ContractReportListener = (report: ContractReport) => void;

const listeners = new Set<ContractReportListener>();

/** Development builds: calls `listener` with every reply that drifted from now on. Returns the unsubscribe. */
export function onContractReport(listener: ContractReportListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Every finding of a report, in the reply's order: the rejecting breaks, each dropped item's, the unknown values. */
export function findingsOf(report: ContractReport): ContractFinding[] {
  return [
    ...report.violations.map((v) => ({ ...v, outcome: 'reply-rejected' as const })),
    ...report.dropped.flatMap((item) =>
      item.violations.map((v) => ({ ...v, outcome: 'item-dropped' as const, item: item.pointer })),
    ),
    ...report.unknown.map((u) => ({
      pointer: u.pointer,
      expected: 'a value the client knows',
      got: u.got,
      outcome: 'value-kept' as const,
    })),
  ];
}

/** A pointer with its list positions made generic ('/tasks/3/key' → '/tasks/*' + '/key'): one report per place. */
export const genericPointer = (pointer: string): string =>
  toPointer(parsePointer(pointer).map((token) => (/^(0|[1-9]\d*)$/.test(token) ? '*' : token)));

const where = (pointer: string) => pointer || '(the whole body)';
const SAID: Record<ContractOutcome, string> = {
  'reply-rejected': 'a reply the contract does not allow (the page shows an error)',
  'item-dropped': 'an item that breaks the contract (left out, the rest shown)',
  'value-kept': 'a value the client does not know (kept and shown as it is)',
};

/** Reports a reply that drifted (see the file's comment). */
export function reportContract(drift: ContractReport): void {
  const findings = findingsOf(drift);
  for (const finding of findings) {
    const pointer = genericPointer(finding.pointer);
    report('cliq-contract', `${drift.operation} ${finding.outcome} ${pointer}`, {
      outcome: finding.outcome,
      operation: drift.operation,
      status: drift.status,
      pointer,
      expected: finding.expected,
    });
  }
  if (!import.meta.env.DEV) return;
  for (const finding of findings) {
    // Grouped warnings, never console.error: the e2e console guard fails tests on errors.
    console.groupCollapsed(`Contract drift: ${drift.operation} ${drift.status} at ${where(finding.pointer)}`);
    console.warn(
      `${drift.operation} answered ${drift.status} with ${SAID[finding.outcome]}.\n` +
        `  pointer:  ${where(finding.pointer)}\n  expected: ${finding.expected}\n  got:      ${finding.got}`,
    );
    console.info('Reply body:', drift.body);
    console.groupEnd();
  }
  for (const listener of listeners) {
    try {
      listener(drift);
    } catch (error) {
      console.warn('A contract report listener failed:', error);
    }
  }
}

/** A reply went unchecked because its validators did not load (a chunk error): a warning in development, and a
 * failed chunk for the report endpoint. */
export function reportUncheckedReply(operation: string, error: unknown): void {
  report('cliq-chunk-load', `validators ${operation}`, { chunk: 'reply validators', operation });
  if (import.meta.env.DEV) {
    console.warn(`The reply validators of ${operation} did not load; the reply was not checked.`, error);
  }
}
