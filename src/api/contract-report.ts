/**
 * Development builds only: every reply that breaks the contract is reported as one collapsed console group per
 * violation, and to the listeners of `onContractViolation` (the dev mock panel's Contract tab, src/dev/install.tsx);
 * a reply left unchecked (its validators did not load) is a warning. src/api/http.ts and src/api/contract.ts call
 * these behind `import.meta.env.DEV`, so the production build drops this module altogether.
 */
import type { ContractViolation } from './errors';

/** One violating reply, as the dev reporting sees it. */
export interface ContractViolationReport {
  operation: string;
  status: number;
  violations: readonly ContractViolation[];
  body: unknown;
  /** When it was seen (ms since the epoch). */
  at: number;
}

export type ContractViolationListener = (report: ContractViolationReport) => void;

const listeners = new Set<ContractViolationListener>();

/** Development builds: calls `listener` with every violating reply from now on. Returns the unsubscribe. */
export function onContractViolation(listener: ContractViolationListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Development builds only: a reply went unchecked because its validators did not load (a chunk error). */
export function reportUncheckedReply(operation: string, error: unknown): void {
  console.warn(`The reply validators of ${operation} did not load; the reply was not checked.`, error);
}

const where = (pointer: string) => pointer || '(the whole body)';

/** Development builds only (callers guard with import.meta.env.DEV): console groups, then the listeners. */
export function reportContractViolation(report: ContractViolationReport): void {
  for (const violation of report.violations) {
    // Grouped warnings, never console.error: the e2e console guard fails tests on errors.
    console.groupCollapsed(`Contract violation: ${report.operation} ${report.status} at ${where(violation.pointer)}`);
    console.warn(
      `${report.operation} answered ${report.status} with a reply the contract does not allow.\n` +
        `  pointer:  ${where(violation.pointer)}\n  expected: ${violation.expected}\n  got:      ${violation.got}`,
    );
    console.info('Reply body:', report.body);
    console.groupEnd();
  }
  for (const listener of listeners) {
    try {
      listener(report);
    } catch (error) {
      console.warn('A contract violation listener failed:', error);
    }
  }
}
