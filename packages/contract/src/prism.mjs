// Starts Prism (an optional dependency, optional.mjs) on a contract: its mock (`prism mock`: the contract's examples
// as a server) or its proxy (`prism proxy`: a real server behind a check of every request and reply, proxy.mjs).
// Prism picks a free port when asked for port 0, and its "Prism is listening on <url>" line says which.
//
// Prism logs a few lines per request for as long as it runs. They are read as they come (a pipe nobody reads stops
// the process once it is full) and only the last OUTPUT_TAIL characters are kept, to show why it stopped: its
// memory stays bounded however long it runs.
import { spawn } from 'node:child_process';
import { optionalBin } from './optional.mjs';

/** How much of Prism's latest output is kept (characters). */
export const OUTPUT_TAIL = 16 * 1024;

/**
 * @typedef {object} PrismOptions
 * @property {string} contract the contract file
 * @property {'mock' | 'proxy'} [mode] 'mock' (default) or 'proxy'
 * @property {string} [upstream] the server behind the proxy (mode 'proxy')
 * @property {string} [host] default 127.0.0.1
 * @property {number} [port] default 0: a free port
 * @property {string[]} [args] more of Prism's flags (--errors, --dynamic, --seed N)
 * @property {(text: string) => void} [onOutput] called with Prism's output as it comes
 * @property {string} [purpose] what needs Prism, for the message when it is not installed
 */

/**
 * @typedef {object} RunningPrism
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} url where it listens, e.g. http://127.0.0.1:41141
 * @property {number} ms from spawning to listening
 * @property {() => string} output the last OUTPUT_TAIL characters of its output
 * @property {() => Promise<void>} stop SIGTERM, then waits for it to exit
 */

/**
 * Starts Prism and resolves once it listens; rejects with its output when it exits first.
 * @param {PrismOptions} options
 * @returns {Promise<RunningPrism>}
 */
export function startPrism({
  contract,
  mode = 'mock',
  upstream,
  host = '127.0.0.1',
  port = 0,
  args = [],
  onOutput,
  purpose = `Prism's ${mode}`,
}) {
  const bin = optionalBin('@stoplight/prism-cli', 'prism', purpose);
  const started = performance.now();
  const where = mode === 'proxy' ? [contract, String(upstream)] : [contract];
  const child = spawn(process.execPath, [bin, mode, ...where, '--host', host, '--port', String(port), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    const text = chunk.toString();
    onOutput?.(text);
    tail = (tail + text).slice(-OUTPUT_TAIL);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    }).then(() => undefined);
  return new Promise((resolve, reject) => {
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      const found =
        /Prism is listening on (http:\/\/\S+)/.exec(tail) ?? /Prism is listening on (http:\/\/\S+)/.exec(String(chunk));
      if (!found?.[1]) return;
      child.stdout.off('data', onData);
      child.stderr.off('data', onData);
      child.off('exit', onExit);
      resolve({ child, url: found[1], ms: performance.now() - started, output: () => tail, stop });
    };
    /** @param {number | null} code */
    const onExit = (code) => reject(new Error(`prism ${mode} exited (${code}) before listening:\n${tail}`));
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', onExit);
  });
}
