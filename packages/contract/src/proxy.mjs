// cliq-contract proxy --target http://host:port [--port 4015]   (npm run contract:proxy in the web client)
//
// A validating proxy for integration days: Prism's proxy mode (`prism proxy <contract> <target> --errors`) checks
// every /api request the app sends and every reply the server gives against the contract. A request that breaks
// it gets Prism's 422 and never reaches the server; a reply that breaks it becomes Prism's 500 listing the
// violations (so the app shows the failure rather than reading bad data). Prism logs only that a call failed, so a
// thin front (this file, node:http) prints each violation with the operation and the JSON pointer, and sends what
// is not /api (the task images under /uploads) straight to the target.
//
// It only ever reaches its target: the URL it forwards to is the target's (or Prism's) with the request's path and
// query set on it, so a request for `//other.example/x` asks the target for that path, and a request in absolute
// form (`GET http://other.example/x`) is refused with 400. Its memory stays bounded however long it runs and however
// large a reply is: Prism's output is read and dropped as it comes (only its last lines are kept, for an error
// message); requests and replies are streamed through, never held whole (only the first VIOLATIONS_BODY bytes of a
// problem+json reply, where Prism lists violations, are kept until it ends); and a request whose client goes away
// is aborted towards the server.
//   CLIQ_API_TARGET=http://host:port CLIQ_VALIDATE=1 npm start   runs the web client through it.
import { request as httpRequest, createServer } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { HELP_OPTION, parseCommand, usageError } from './command.mjs';
import { contractFile, loadContract } from './load.mjs';
import { toPointer } from './model.mjs';
import { startPrism } from './prism.mjs';

export const PROXY_HOST = process.env.CLIQ_PROXY_HOST ?? '127.0.0.1';
export const PROXY_PORT = Number(process.env.CLIQ_PROXY_PORT ?? 4015);
/** How much of a problem+json reply (Prism's list of violations) is kept to read them (bytes). */
export const VIOLATIONS_BODY = 256 * 1024;

const HELP = `Usage: cliq-contract proxy --target <url> [--port <port>] [--contract <file>]

A proxy in front of a real server that checks every /api request and reply against the contract (Prism's proxy
mode with --errors) and prints each violation with its operation and JSON pointer. Needs @stoplight/prism-cli.

  --target <url>     the server, e.g. http://127.0.0.1:8080                   env CLIQ_API_TARGET
  --port <port>      where the proxy listens (default 4015)                     env CLIQ_PROXY_PORT
  --contract <file>  the contract (default: the one this package ships)
  --help             this text

In the Cliq web client, CLIQ_API_TARGET=<url> CLIQ_VALIDATE=1 npm start runs the app through it.`;

/**
 * Each violation Prism reported on a reply: its `sl-violations` header, or the `validation` list of its error body.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string} body
 * @returns {{ location?: unknown[], message?: string, code?: string | number }[]}
 */
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
 * @param {import('./model.mjs').ContractModel} model
 * @param {string} method
 * @param {string} pathname
 * @param {{ location?: unknown[], message?: string, code?: string | number }[]} violations
 * @returns {string[]}
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

/**
 * The URL a request goes to on `base` (the target, or Prism): the base's origin and path with the request's own path
 * and query set on it, never resolved against it (a path that starts with '//' stays a path). Undefined for a
 * request-target that is not a path (absolute form, '*').
 * @param {URL} base
 * @param {string} requestTarget the request line's target (`req.url`)
 * @returns {URL | undefined}
 */
export function forwardUrl(base, requestTarget) {
  if (!requestTarget.startsWith('/')) return undefined;
  const at = requestTarget.indexOf('?');
  const [path, query] = at < 0 ? [requestTarget, ''] : [requestTarget.slice(0, at), requestTarget.slice(at)];
  const url = new URL(base.origin);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  url.search = query;
  return url;
}

/**
 * @typedef {object} RunningProxy
 * @property {string} url where the front listens
 * @property {import('./prism.mjs').RunningPrism} prism
 * @property {() => Promise<void>} close
 */

/**
 * Starts Prism's proxy and the front; resolves once both listen.
 * @param {{ target: string, port?: number, host?: string, print?: (line: string) => void, contract?: string }} options
 * @returns {Promise<RunningProxy>}
 */
export async function startContractProxy({
  target,
  port = PROXY_PORT,
  host = PROXY_HOST,
  print = console.log,
  contract,
}) {
  const upstream = new URL(target);
  const file = contractFile(contract);
  const model = await loadContract(file);
  const prism = await startPrism({
    contract: file,
    mode: 'proxy',
    upstream: upstream.origin + upstream.pathname.replace(/\/+$/, ''),
    host,
    args: ['--errors'],
    purpose: 'cliq-contract proxy',
  });
  const prismUrl = new URL(prism.url);

  const front = createServer((req, res) => {
    const requestTarget = req.url ?? '/';
    const pathname = requestTarget.split('?')[0] ?? '/';
    const api = pathname === '/api' || pathname.startsWith('/api/');
    const to = forwardUrl(api ? prismUrl : upstream, requestTarget);
    if (!to) {
      print(`✗ refused ${req.method} ${requestTarget}: only paths are forwarded, and only to ${upstream.origin}`);
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('Bad request: the request target must be a path');
      req.resume();
      return;
    }
    const send = to.protocol === 'https:' ? httpsRequest : httpRequest;
    const forward = send(to, { method: req.method, headers: { ...req.headers, host: to.host } }, (reply) => {
      // Streamed as it comes (pipe waits for a slow client); a problem+json reply's start is kept to read Prism's
      // list of violations from once it ends.
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      const listed = api && /problem\+json/.test(String(reply.headers['content-type'] ?? ''));
      /** @type {Buffer[]} */
      const kept = [];
      let keptBytes = 0;
      if (listed) {
        reply.on('data', (/** @type {Buffer} */ chunk) => {
          if (keptBytes >= VIOLATIONS_BODY) return;
          const part = chunk.subarray(0, VIOLATIONS_BODY - keptBytes);
          kept.push(part);
          keptBytes += part.length;
        });
      }
      reply.on('end', () => {
        if (!api) return;
        const violations = violationsOf(reply.headers, Buffer.concat(kept).toString('utf8'));
        for (const line of describeViolations(model, req.method ?? 'GET', pathname, violations)) print(line);
      });
      reply.pipe(res);
    });
    // A client that goes away before its reply ends: the server's side of the call ends too.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
    });
    forward.on('error', (error) => {
      if (res.destroyed) return;
      print(
        `✗ no reply from ${api ? 'the proxy' : upstream.origin} for ${req.method} ${requestTarget}: ${error.message}`,
      );
      // A reply cut after it began is cut for the client too (a 502 cannot follow a status already sent).
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, host, () => resolve(undefined));
  });
  const address = front.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    prism,
    close: () =>
      new Promise((resolve) => {
        front.closeAllConnections();
        front.close(() => resolve(undefined));
      }).then(() => prism.stop()),
  };
}

/**
 * `cliq-contract proxy`: runs until SIGINT or SIGTERM.
 * @param {string[]} argv
 */
export async function main(argv) {
  const parsed = parseCommand('proxy', HELP, () =>
    parseArgs({
      args: argv,
      options: { target: { type: 'string' }, port: { type: 'string' }, contract: { type: 'string' }, ...HELP_OPTION },
    }),
  );
  if (!parsed) return;
  const args = parsed.values;
  const target = args.target ?? process.env.CLIQ_API_TARGET;
  if (!target || !/^https?:\/\//.test(target)) usageError('proxy', HELP, "--target takes the server's http(s) address");
  const proxy = await startContractProxy({
    target,
    port: args.port ? Number(args.port) : PROXY_PORT,
    contract: args.contract,
  });
  const name = relative(process.cwd(), contractFile(args.contract));
  console.log(`cliq-contract proxy ${proxy.url} → ${target}, checking /api against ${name}. Ctrl+C stops it.`);
  const stop = () => proxy.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
