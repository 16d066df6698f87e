#!/usr/bin/env node
// npm run contract:proxy -- --target http://host:port [--port 4015]
//
// A validating proxy for integration days: Prism's proxy mode (`prism proxy openapi/cliq.yaml <target> --errors`)
// checks every /api request the app sends and every reply the server gives against the contract. A request that
// breaks it gets Prism's 422 and never reaches the server; a reply that breaks it becomes Prism's 500 listing the
// violations (so the app shows the failure rather than reading bad data). Prism logs only that a call failed, so a
// thin front (this file, node:http) prints each violation with the operation and the JSON pointer, and sends what
// is not /api (the task images under /uploads) straight to the target.
//   CLIQ_API_TARGET=http://host:port CLIQ_VALIDATE=1 npm start   runs the app through it (scripts/start.mjs).
import { spawn } from 'node:child_process';
import { request as httpRequest, createServer } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CONTRACT_FILE, loadContract } from '../openapi/load.mjs';
import { toPointer } from '../openapi/model.mjs';
import { sparePort } from './spare-port.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PROXY_HOST = process.env.CLIQ_PROXY_HOST ?? '127.0.0.1';
export const PROXY_PORT = Number(process.env.CLIQ_PROXY_PORT ?? 4015);

const HELP = `Usage: npm run contract:proxy -- --target <url> [--port <port>]

A proxy in front of a real Cliq server that checks every /api request and reply against openapi/cliq.yaml
(Prism's proxy mode with --errors) and prints each violation with its operation and JSON pointer.

  --target <url>   the server, e.g. http://127.0.0.1:8080                    env CLIQ_API_TARGET
  --port <port>    where the proxy listens (default 4015)                      env CLIQ_PROXY_PORT
  --help           this text

Point the app at it: CLIQ_API_TARGET=<url> CLIQ_VALIDATE=1 npm start does it for you.`;

/** Each violation Prism reported on a reply: its `sl-violations` header, or the `validation` list of its error body. */
function violationsOf(headers, body) {
  const found = [];
  const header = headers['sl-violations'];
  if (header) {
    try {
      found.push(...JSON.parse(String(header)));
    } catch {
      // not Prism's list: nothing to report from it
    }
  }
  if (found.length === 0 && /problem\+json/.test(String(headers['content-type'] ?? ''))) {
    try {
      found.push(...(JSON.parse(body).validation ?? []));
    } catch {
      // an unreadable body: nothing to report from it
    }
  }
  return found;
}

/**
 * One line per violation: '✗ reply   getUserSession (GET /api/s/session)  /body/loggedIn  must be boolean'. A location
 * starting with 'response' is the server's reply; any other is the app's request.
 */
export function describeViolations(model, method, pathname, violations) {
  const operation = model.match(method, pathname);
  const name = operation ? `${operation.id} (${operation.label})` : `${method} ${pathname} (not in the contract)`;
  return violations.map((violation) => {
    const location = Array.isArray(violation.location) ? violation.location.map(String) : [];
    const reply = location[0] === 'response';
    const pointer = toPointer(reply ? location.slice(1) : location) || '/';
    return `✗ ${reply ? 'reply  ' : 'request'} ${name}  ${pointer}  ${violation.message ?? violation.code ?? ''}`.trimEnd();
  });
}

/** Starts Prism's proxy and the front; resolves with { url, close() } once both listen. */
export async function startContractProxy({ target, port = PROXY_PORT, host = PROXY_HOST, print = console.log } = {}) {
  const upstream = new URL(target);
  const model = await loadContract();
  const prismPort = await sparePort(host);
  const prism = spawn(
    join(root, 'node_modules/.bin/prism'),
    [
      'proxy',
      CONTRACT_FILE,
      upstream.origin + upstream.pathname.replace(/\/+$/, ''),
      '--errors',
      '--host',
      host,
      '--port',
      String(prismPort),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise((resolve, reject) => {
    let log = '';
    const onData = (chunk) => {
      log += chunk.toString();
      if (/Prism is listening/.test(log)) resolve();
    };
    prism.stdout.on('data', onData);
    prism.stderr.on('data', onData);
    prism.once('exit', (code) => reject(new Error(`prism proxy exited (${code}) before listening:\n${log}`)));
  });

  const front = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    const api = pathname === '/api' || pathname.startsWith('/api/');
    const to = api ? new URL(req.url ?? '/', `http://${host}:${prismPort}`) : new URL(req.url ?? '/', upstream);
    const send = to.protocol === 'https:' ? httpsRequest : httpRequest;
    const forward = send(to, { method: req.method, headers: { ...req.headers, host: to.host } }, (reply) => {
      const chunks = [];
      reply.on('data', (chunk) => chunks.push(chunk));
      reply.on('end', () => {
        const body = Buffer.concat(chunks);
        if (api) {
          const lines = describeViolations(
            model,
            req.method ?? 'GET',
            pathname,
            violationsOf(reply.headers, body.toString('utf8')),
          );
          for (const line of lines) print(line);
        }
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        res.end(body);
      });
    });
    forward.on('error', (error) => {
      print(`✗ no reply from ${api ? 'the proxy' : upstream.origin} for ${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, host, resolve);
  });
  const url = `http://${host}:${front.address().port}`;
  return {
    url,
    prism,
    close: () =>
      new Promise((resolve) => {
        front.closeAllConnections();
        front.close(() => {
          if (prism.exitCode !== null) return resolve();
          prism.once('exit', () => resolve());
          prism.kill('SIGTERM');
        });
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let args;
  try {
    args = parseArgs({
      options: { target: { type: 'string' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }).values;
  } catch (error) {
    console.error(`contract:proxy: ${error.message}\n\n${HELP}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(HELP);
    process.exit(0);
  }
  const target = args.target ?? process.env.CLIQ_API_TARGET;
  if (!target || !/^https?:\/\//.test(target)) {
    console.error(`contract:proxy: --target takes the server's http(s) address\n\n${HELP}`);
    process.exit(2);
  }
  const proxy = await startContractProxy({ target, port: args.port ? Number(args.port) : PROXY_PORT });
  console.log(`contract:proxy ${proxy.url} → ${target}, checking /api against openapi/cliq.yaml. Ctrl+C stops it.`);
  const stop = () => proxy.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
