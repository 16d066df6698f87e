#!/usr/bin/env node
// npm start: the Prism mock and the app together, so a newcomer sees a working product at once.
//   npm start              Vite dev server at http://127.0.0.1:5173, /api proxied to Prism (127.0.0.1:4010)
//   npm run preview        the production build (built first if missing) at http://127.0.0.1:4173, same proxy
// With CLIQ_API_TARGET=http://host:port the proxy goes to that server instead and no mock is started; with
// CLIQ_VALIDATE=1 as well, through the validating proxy (npm run contract:proxy), which prints each contract violation.
// `--port N` moves the app's server, MOCK_PORT the mock (the dev-server e2e project runs it on ports of its own).
// Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { MOCK_PORT, startPrism } from '../mock-server/start.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const preview = process.argv.includes('--preview');
const portAt = process.argv.indexOf('--port');
const port = portAt === -1 ? (preview ? 4173 : 5173) : Number(process.argv[portAt + 1]);
if (!Number.isInteger(port) || port <= 0) {
  console.error(`--port needs a port number (got ${process.argv[portAt + 1] ?? 'nothing'})`);
  process.exit(1);
}
const started = performance.now();
const children = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(command, args) {
  const child = spawn(join(root, 'node_modules/.bin', command), args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code) {
      console.error(`${command} exited with ${code}`);
      stopAll(code);
    }
  });
  return child;
}

if (!process.env.CLIQ_API_TARGET) {
  const mock = await startPrism({ quiet: true }).catch((error) => {
    console.error(`Could not start the Prism mock: ${error.message}`);
    console.error(`Is port ${MOCK_PORT} in use? Set MOCK_PORT to another port, or stop the other mock.`);
    process.exit(1);
  });
  children.push(mock.child);
  console.log(`Mock API (Prism) at ${mock.url}/api, ready in ${(mock.ms / 1000).toFixed(1)} s`);
}

if (process.env.CLIQ_API_TARGET && process.env.CLIQ_VALIDATE === '1') {
  const { startContractProxy } = await import('@cliq/contract/proxy');
  const target = process.env.CLIQ_API_TARGET;
  const proxy = await startContractProxy({ target, contract: join(root, 'openapi/cliq.yaml') }).catch((error) => {
    console.error(`Could not start the validating proxy: ${error.message} (CLIQ_PROXY_PORT changes its port)`);
    process.exit(1);
  });
  children.push(proxy.prism.child);
  console.log(`Validating proxy at ${proxy.url} → ${process.env.CLIQ_API_TARGET}: contract violations print here`);
  process.env.CLIQ_API_TARGET = proxy.url; // the app's /api proxy (mock-server/dev-proxy.mjs) goes through it
}

if (preview && !existsSync(join(root, 'dist/index.html'))) {
  console.log('No build yet: building first…');
  const build = spawn(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: root, stdio: 'inherit' });
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code) stopAll(code);
}

// The dev and preview servers' config: the app's plus the /api proxy and the mock panel's failures.
const app = run('vite', [
  ...(preview ? ['preview'] : []),
  '--config',
  'mock-server/vite.servers.config.ts',
  '--port',
  String(port),
]);
const url = `http://127.0.0.1:${port}`;
let announced = false;
app.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  // Vite colours its output where the terminal (or CI=true) asks for colours: match the text without them.
  if (!announced && /Local:/.test(stripVTControlCharacters(chunk.toString()))) {
    announced = true;
    console.log(
      `\nCliq is running at ${url} (${((performance.now() - started) / 1000).toFixed(1)} s). Ctrl+C stops it.`,
    );
  }
});
