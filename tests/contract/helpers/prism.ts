// Starts and stops the project's Prism mock (mock-server/start.mjs) for a test file, on a spare port.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningPrism {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawning Prism to 'Prism is listening'. */
  ms: number;
}

type StartPrism = (options: { port?: number; host?: string; quiet?: boolean }) => Promise<RunningPrism>;

const HOST = '127.0.0.1';
// Loaded by URL: start.mjs is plain JavaScript without type declarations; its shape is stated by StartPrism.
const START_MODULE = new URL('../../../mock-server/start.mjs', import.meta.url).href;

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, HOST, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

/** `preferred` when nothing listens on it, otherwise a port the system picks. */
export async function sparePort(preferred: number): Promise<number> {
  try {
    return await listenOn(preferred);
  } catch {
    return listenOn(0);
  }
}

export async function startMock(preferredPort = 4610): Promise<RunningPrism> {
  const port = await sparePort(preferredPort);
  const { startPrism } = (await import(/* @vite-ignore */ START_MODULE)) as { startPrism: StartPrism };
  return startPrism({ port, host: HOST, quiet: true });
}

/** Stops Prism (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
export function stopMock(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
