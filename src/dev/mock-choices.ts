/** How the mock panel names and keys a choice of an operation: a declared status and example, or a failure. */
import { TIMEOUT_MS } from '@/api/timeout';
import type { Fault } from '../../mock-server/faults.mjs';
import type { ResolvedChoice } from './scenarios';

export const choiceKey = (choice: ResolvedChoice) => `${choice.code}:${choice.example}`;
export const choiceText = (choice: ResolvedChoice) => `${choice.code} · ${choice.example}`;
export const faultKey = (fault: Fault) => `fault:${fault}`;

/** How each failure reads in an operation's list (the app's own time limits: src/api/timeout.ts). */
export const FAULT_TEXT: Record<Fault, string> = {
  'server-error': '500 · server error',
  timeout: `timeout · no answer (the app gives up after ${TIMEOUT_MS.json / 1000} s, ${TIMEOUT_MS.upload / 1000} s for an upload)`,
  offline: 'offline · the connection fails, no reply',
};

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
