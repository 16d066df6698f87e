// Runs `cliq-contract <command> ...` (bin/cliq-contract.mjs) to its exit, as a backend developer would. CLIQ_VERIFY_*
// variables of the host are cleared first, so they never leak into a run; colours are off.
import { execFile } from 'node:child_process';
import { BIN } from './spec';

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

export function cli(
  args: string[],
  { env = {}, cwd, timeoutMs = 240_000 }: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {},
): Promise<Outcome> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('CLIQ_VERIFY_')));
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd, env: { ...base, NO_COLOR: '1', ...env }, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout: String(stdout), stderr: String(stderr) + (code === -1 ? String(error) : '') });
      },
    );
  });
}
