/**
 * The wizard's phases (spec point 4): 1 Personal Info, 2 Social Info, 3 Follow Accounts, 4 Congratulations.
 * A saved step (session or token check) resumes at step + 1, kept within 1..4.
 */
import { PHASE_TITLES } from './messages';

export type Phase = 1 | 2 | 3 | 4;

export const PHASES: readonly Phase[] = [1, 2, 3, 4];

/** What the wizard gives a phase that can move on or back. */
export interface PhaseProps {
  /** On to the next phase (the server's nextStep, or the wait after a save). */
  onAdvance: () => void;
  /** The server's prevStep: back to the phase before. */
  onBack: () => void;
  /** Whether the phase's heading takes focus as it shows (the wizard moved to it). */
  focusHeading: boolean;
}

export const phaseTitle = (phase: Phase): string => PHASE_TITLES[phase - 1] ?? '';

/** The phase after a saved step: step + 1, clamped to 1..4; anything that is not a number gives phase 1. */
export function phaseFromStep(step: unknown): Phase {
  if (typeof step !== 'number' || !Number.isFinite(step)) return 1;
  const phase = Math.min(4, Math.max(1, Math.trunc(step) + 1));
  return phase as Phase;
}
