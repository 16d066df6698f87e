// Runs a command to completion and hands back its exit code and output, whether it succeeded or not.
import { execFile } from 'node:child_process';
import { ROOT } from './spec';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `env` is added to this process's environment; the command runs in `cwd` (the checkout by default). */
export function run(
  file: string,
  args: string[],
  timeoutMs = 50_000,
  env: Record<string, string | undefined> = {},
  cwd = ROOT,
): Promise<RunResult> {
  const options = { cwd, timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024, env: { ...process.env, ...env } };
  return new Promise((resolve) => {
    execFile(file, args, options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      const note = error && typeof error.code !== 'number' ? `\n[${file} did not exit normally: ${error.message}]` : '';
      resolve({ code, stdout: String(stdout), stderr: String(stderr) + note });
    });
  });
}
