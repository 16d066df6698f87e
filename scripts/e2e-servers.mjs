#!/usr/bin/env node
// The e2e run's servers, started at once. Playwright starts the entries of a webServer list one after another, each
// once the one before answers (about 10 s of every run on a 2-core machine, mostly waiting); playwright.config.ts
// gives it this one entry instead, with the servers the run needs in E2E_SERVERS (JSON: [{ name, command, url, env }],
// each command run by the shell with `env` over this process's environment). This starts them all, waits until each
// url answers (a status from 200 to 403, as Playwright's own check), then answers 200 on 127.0.0.1:E2E_READY_PORT,
// the url Playwright waits for: no test starts before every server is up.
// - A server that exits before it answers, or does not answer within E2E_SERVER_TIMEOUT_MS (90 s), stops everything:
//   exit 1, its stderr shown (each server's stderr is passed on, its lines prefixed with its name).
// - Stopping (SIGTERM, as Playwright's gracefulShutdown sends it, or Ctrl+C): each server runs in a process group of
//   its own (its shell and what that starts), which gets SIGTERM, then SIGKILL if still running after 7 s; then this
//   exits.
// - Outside CI, a server whose url already answers is used as it is (Playwright's reuseExistingServer).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const servers = JSON.parse(process.env.E2E_SERVERS || '[]');
const readyPort = Number(process.env.E2E_READY_PORT);
const timeoutMs = Number(process.env.E2E_SERVER_TIMEOUT_MS || 90_000);
if (!Array.isArray(servers) || servers.length === 0 || !Number.isInteger(readyPort)) {
  console.error('e2e-servers: E2E_SERVERS (a JSON list of servers) and E2E_READY_PORT are needed');
  process.exit(2);
}

const children = [];
let stopping = false;

/** Whether `url` answers as Playwright counts it: a status from 200 to 403. */
async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 404;
  } catch {
    return false;
  }
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const running = () => children.filter((child) => !exited(child));
  const waitFor = (ms) =>
    new Promise((done) => {
      const started = Date.now();
      const timer = setInterval(() => {
        if (running().length === 0 || Date.now() - started >= ms) {
          clearInterval(timer);
          done();
        }
      }, 50);
    });
  const signal = (name) => {
    for (const child of running()) {
      try {
        process.kill(-child.pid, name);
      } catch {
        // gone meanwhile
      }
    }
  };
  signal('SIGTERM');
  await waitFor(7_000);
  signal('SIGKILL');
  process.exit(code);
}
process.on('SIGTERM', () => void stopAll(0));
process.on('SIGINT', () => void stopAll(0));

/** Starts one server (unless outside CI it already answers) and resolves once its url answers. */
async function start({ name, command, url, env = {} }) {
  if (!process.env.CI && (await answers(url))) return;
  const child = spawn(command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    for (const line of chunk.split('\n')) if (line.trim()) process.stderr.write(`[${name}] ${line}\n`);
  });
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (exited(child)) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    if (Date.now() > deadline) throw new Error(`${name}: ${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`e2e-servers: ${name} stopped (${code ?? signal}) during the run\n${stderr.slice(-2000)}`);
  });
}

try {
  await Promise.all(servers.map(start));
} catch (error) {
  console.error(`e2e-servers: ${error.message}`);
  await stopAll(1);
}
createServer((_request, response) => response.end('ready'))
  .on('error', (error) => {
    console.error(`e2e-servers: cannot answer on 127.0.0.1:${readyPort}: ${error.message}`);
    void stopAll(1);
  })
  .listen(readyPort, '127.0.0.1');
