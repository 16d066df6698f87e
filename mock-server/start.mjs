#!/usr/bin/env node
// Starts Prism on openapi/cliq.yaml: the mock backend the app is developed and tested against.
//   npm run mock                  http://127.0.0.1:4010 (MOCK_PORT / MOCK_HOST change it)
// Prism answers every operation with the contract's examples; a `Prefer: code=409, example=name` header picks
// another one, and a request that breaks the contract gets 422.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPrism as startContractPrism } from '@cliq/contract/prism';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const MOCK_HOST = process.env.MOCK_HOST ?? '127.0.0.1';
export const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4010);

/**
 * Starts Prism (through @cliq/contract, which starts it for its proxy too) and resolves once it listens. The child
 * process is returned so callers can stop it. `dynamic` makes Prism answer with random replies the contract allows
 * (`-d`), repeatable for one `seed`. Port 0 takes a free port (`url` says which).
 * @param {{ port?: number, host?: string, quiet?: boolean, dynamic?: boolean, seed?: string | number }} [options]
 */
export async function startPrism({ port = MOCK_PORT, host = MOCK_HOST, quiet = false, dynamic = false, seed = undefined } = {}) {
  const args = [...(dynamic ? ['--dynamic'] : []), ...(seed === undefined ? [] : ['--seed', String(seed)])];
  const { child, url, ms } = await startContractPrism({
    contract: join(root, 'openapi/cliq.yaml'),
    host,
    port,
    args,
    onOutput: quiet ? undefined : (text) => process.stdout.write(text),
    purpose: 'npm run mock',
  });
  return { child, url, ms };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { child, url, ms } = await startPrism();
  console.log(`\nMock API ready at ${url}/api (started in ${(ms / 1000).toFixed(1)} s)`);
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}
