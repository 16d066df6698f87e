#!/usr/bin/env node
// The reference report collector (docs/operations.md): takes the W3C Reporting API's JSON that the app and the
// browser POST (Content-Type: application/reports+json, an array of { type, age, url, user_agent, body }) and
// appends one JSON line per report to a file, for jq or a log shipper to read.
//
//   node deploy/collector/collector.mjs [--listen 127.0.0.1:8088] [--path /reports] [--file FILE]
//
// Settings (flags win): CLIQ_REPORTS_LISTEN (127.0.0.1:8088), CLIQ_REPORTS_PATH (/reports), CLIQ_REPORTS_FILE
// (/var/log/cliq-reports/reports.jsonl), CLIQ_REPORTS_PER_MINUTE (1000: reports written a minute, in all; past that
// a batch is answered 429 and not written, so nothing fills the disk).
// nginx passes it the site's /reports (CLIQ_REPORT_COLLECTOR, deploy/nginx), rate limited per client there; it
// listens on this machine only. deploy/collector/cliq-reports.service runs it, cliq-reports.logrotate rotates its file.
//
// What it writes is never more than the report needs, whatever arrives (defence in depth: the app and nginx already
// keep tokens out of what browsers send):
//   - every address (url, and any string of the body that is or holds one) without its query, fragment or user
//     name: links the app is opened with carry tokens there (/login?token=...&email=...);
//   - no sample (`sample`, `script-sample`): a Trusted Types report carries the first 40 characters of the HTML it
//     refused, a CSP report the start of an inline script or style;
//   - only short strings, numbers, booleans and null in a body; no nested objects or lists.
// The file is opened for each batch (created 0640), so after logrotate has moved it the next batch starts a new one:
// no signal is needed.
// Only Node's standard library is needed, so deploy/ runs on a server without node_modules.
import { appendFile, mkdir } from 'node:fs/promises';
import http from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const DEFAULT_LISTEN = '127.0.0.1:8088';
export const DEFAULT_PATH = '/reports';
export const DEFAULT_FILE = '/var/log/cliq-reports/reports.jsonl';
export const DEFAULT_PER_MINUTE = 1000;
/** The largest batch taken, in bytes (nginx's limit for the endpoint too). */
export const MAX_BODY = 64 * 1024;
/** The most reports one batch may hold (the app sends at most 10; a browser a few). */
export const MAX_REPORTS = 100;
/** Body fields never written: the start of what a policy refused. */
const SAMPLES = new Set(['sample', 'script-sample']);
const MAX_TEXT = 500;
const MAX_FIELDS = 32;

/**
 * An address without its query, fragment, user name or password ('inline', 'eval' and other words pass as they
 * are). A relative one is cut at its first `?` or `#`.
 */
export function scrubUrl(value) {
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return `${parsed.origin}${parsed.pathname}`;
    // Another scheme (blob:, data:, chrome-extension:): its scheme alone.
    return `${parsed.protocol}`;
  } catch {
    return value.replace(/[?#].*$/s, '');
  }
}

/** Text with every address in it (an absolute one, or a path) cut before its query or fragment. */
export function scrubText(value) {
  return value.replace(/((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, '$1');
}

const clip = (text) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
/** Field names that hold an address (the Reporting API's and CSP's). */
const isAddressField = (name) => /(url|uri|referrer|file)$/i.test(name);

/** A report's body as it may be written: flat, short, no samples, no query or fragment in any address. */
export function scrubBody(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out = {};
  for (const [name, value] of Object.entries(body)) {
    if (Object.keys(out).length >= MAX_FIELDS) break;
    if (SAMPLES.has(name.toLowerCase()) || !/^[A-Za-z0-9_-]{1,64}$/.test(name)) continue;
    if (typeof value === 'string') out[name] = clip(isAddressField(name) ? scrubUrl(value) : scrubText(value));
    else if (typeof value === 'number' && Number.isFinite(value)) out[name] = value;
    else if (typeof value === 'boolean' || value === null) out[name] = value;
  }
  return out;
}

/** One report as it is written, or null when it is not a report (no type). `received`: when the batch came. */
export function scrubReport(report, received = new Date()) {
  if (!report || typeof report !== 'object' || Array.isArray(report)) return null;
  if (typeof report.type !== 'string' || !/^[a-z0-9-]{1,64}$/i.test(report.type)) return null;
  return {
    received: received.toISOString(),
    type: report.type,
    age: typeof report.age === 'number' && Number.isFinite(report.age) ? report.age : null,
    url: typeof report.url === 'string' ? clip(scrubUrl(report.url)) : null,
    user_agent: typeof report.user_agent === 'string' ? clip(report.user_agent) : null,
    body: scrubBody(report.body),
  };
}

/** `host:port` (IPv6 in brackets) → { host, port }. */
function listenAddress(value) {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:]+)):(\d{1,5})$/.exec(value);
  if (!match) throw new Error(`The collector listens on host:port (127.0.0.1:8088), not ${JSON.stringify(value)}`);
  return { host: match[1] ?? match[2], port: Number(match[3]) };
}

/**
 * Starts the collector. Resolves with { url, port, file, close() } once it listens (port 0: any free port).
 * `now` is the clock (for the per-minute cap).
 */
export async function startCollector({
  host = '127.0.0.1',
  port = 8088,
  path = DEFAULT_PATH,
  file = DEFAULT_FILE,
  perMinute = DEFAULT_PER_MINUTE,
  now = () => Date.now(),
} = {}) {
  let minute = -1;
  let written = 0;
  await mkdir(dirname(file), { recursive: true, mode: 0o750 });

  const server = http.createServer((request, response) => {
    const answer = (status) => {
      response.writeHead(status, { 'content-length': '0' }).end();
    };
    const target = (request.url ?? '').replace(/\?.*$/s, '');
    if (target !== path) return answer(404);
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return answer(405);
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/reports+json') return answer(415);
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY) return answer(413);
    const chunks = [];
    let size = 0;
    let tooBig = false;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) tooBig = true;
      else chunks.push(chunk);
    });
    request.on('end', () => {
      if (tooBig) return answer(413);
      let batch;
      try {
        batch = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400);
      }
      if (!Array.isArray(batch) || batch.length > MAX_REPORTS) return answer(400);
      const received = new Date(now());
      const reports = batch.map((report) => scrubReport(report, received)).filter(Boolean);
      const thisMinute = Math.floor(received.getTime() / 60_000);
      if (thisMinute !== minute) {
        minute = thisMinute;
        written = 0;
      }
      if (written + reports.length > perMinute) return answer(429);
      written += reports.length;
      if (reports.length === 0) return answer(204);
      const lines = reports.map((report) => `${JSON.stringify(report)}\n`).join('');
      appendFile(file, lines, { mode: 0o640 }).then(
        () => answer(204),
        (error) => {
          console.error(`Could not write ${file}: ${error.message}`);
          answer(500);
        },
      );
    });
    request.on('error', () => answer(400));
  });
  await new Promise((listening, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => listening());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actualPort}${path}`,
    port: actualPort,
    file,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const usage = 'Usage: node deploy/collector/collector.mjs [--listen HOST:PORT] [--path /reports] [--file FILE]';
  let flags;
  try {
    flags = parseArgs({
      options: { listen: { type: 'string' }, path: { type: 'string' }, file: { type: 'string' } },
    }).values;
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  try {
    const { host, port } = listenAddress(flags.listen ?? process.env.CLIQ_REPORTS_LISTEN ?? DEFAULT_LISTEN);
    const path = flags.path ?? process.env.CLIQ_REPORTS_PATH ?? DEFAULT_PATH;
    if (!path.startsWith('/')) throw new Error(`The path must start with /, not ${JSON.stringify(path)}`);
    const perMinute = Number(process.env.CLIQ_REPORTS_PER_MINUTE ?? DEFAULT_PER_MINUTE);
    if (!Number.isInteger(perMinute) || perMinute < 1)
      throw new Error('CLIQ_REPORTS_PER_MINUTE must be a whole number');
    const file = flags.file ?? process.env.CLIQ_REPORTS_FILE ?? DEFAULT_FILE;
    const collector = await startCollector({ host, port, path, file, perMinute });
    console.log(`Collecting reports at ${collector.url} into ${file}`);
    const stop = () => void collector.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
