// The Prism mock of the contract (src/prism.mjs, on a free port) for a test file: it answers every operation with
// the contract's examples, so a verify run against it finds nothing.
import { startPrism, type RunningPrism } from '../../src/prism.mjs';
import { CONTRACT } from './spec';

export type { RunningPrism };

export const startMock = (): Promise<RunningPrism> => startPrism({ contract: CONTRACT, purpose: 'the tests' });
