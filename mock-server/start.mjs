#!/usr/bin/env node
// Starts Prism on openapi/cliq.yaml: the mock backend the app is developed and tested against.
//   npm run mock                  http://127.0.0.1:4010 (MOCK_PORT / MOCK_HOST change it)
// Prism answers every operation with the contract's examples; a `Prefer: code=409, example=name` header picks
// another one, and a request that breaks the contract gets 422.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MOCK_HOST = process.env.MOCK_HOST ?? '127.0.0.1';
export const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4010);

/**
 * Starts Prism and resolves once it listens. The child process is returned so callers can stop it.
 * `dynamic` makes Prism answer with random replies the contract allows (`-d`), repeatable for one `seed`.
 */
export function startPrism({ port = MOCK_PORT, host = MOCK_HOST, quiet = false, dynamic = false, seed = undefined } = {}) {
  const started = performance.now();
  const extra = [...(dynamic ? ['--dynamic'] : []), ...(seed === undefined ? [] : ['--seed', String(seed)])];
  const child = spawn(
    join(root, 'node_modules/.bin/prism'),
    ['mock', join(root, 'openapi/cliq.yaml'), '--host', host, '--port', String(port), ...extra],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let log = '';
    const onData = (chunk) => {
      const text = chunk.toString();
      log += text;
      if (!quiet) process.stdout.write(text);
      if (/Prism is listening/.test(text)) {
        resolve({ child, url: `http://${host}:${port}`, ms: performance.now() - started });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`Prism exited (${code}) before listening:\n${log}`)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { child, url, ms } = await startPrism();
  console.log(`\nMock API ready at ${url}/api (started in ${(ms / 1000).toFixed(1)} s)`);
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
