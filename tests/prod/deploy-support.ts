/**
 * Helpers of the deployment tests (tests/prod/deploy.spec.ts, release.spec.ts, headers.spec.ts and the renderer's
 * unit test), plain Node: a request exactly as written (any Host, any SNI, the connection closed without a reply
 * counted as such), a self-signed certificate made with openssl, a small API server that records what nginx sent
 * it, and a CSP's directives.
 *
 * Ports: E2E_DEPLOY_PORT (default 4350) and the next ones, one range per spec file (see each file).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { join } from 'node:path';

/** A Content-Security-Policy's directives: name → sources. */
export function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** The first port of the deployment tests' servers. */
export const DEPLOY_PORT = Number(process.env.E2E_DEPLOY_PORT || 4350);

export interface RawReply {
  status?: number;
  headers?: IncomingHttpHeaders;
  body?: string;
  /** The server closed the connection without a reply (nginx's 444). */
  closed?: true;
  /** The connection failed otherwise (a refused TLS handshake: its error code). */
  error?: string;
}

export interface RawRequest {
  host: string;
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * Over TLS: the server name sent (none when undefined) and the certificate that must have signed the reply;
   * `anyName`: the certificate may name any host (a load balancer asking by address checks the chain only).
   */
  tls?: { servername?: string; ca: string | Buffer; anyName?: boolean };
}

/** One request, never retried; resolves with the reply, or with how the connection ended without one. */
export function rawRequest({ host, port, path, method = 'GET', headers = {}, body, tls }: RawRequest) {
  return new Promise<RawReply>((done) => {
    const options = { host, port, path, method, headers, agent: false as const, timeout: 10_000 };
    const onReply = (reply: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        done({ status: reply.statusCode, headers: reply.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    };
    const request = tls
      ? https.request(
          {
            ...options,
            servername: tls.servername ?? '',
            ca: tls.ca,
            ...(tls.anyName ? { checkServerIdentity: () => undefined } : {}),
          },
          onReply,
        )
      : http.request(options, onReply);
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => {
      const closed = error.code === 'ECONNRESET' || /socket hang up/.test(error.message);
      done(closed ? { closed: true } : { error: `${error.code ?? ''} ${error.message}` });
    });
    request.end(body);
  });
}

/** A self-signed certificate (P-256) for `names` (DNS names), valid for two days: { cert, key } file paths. */
export function selfSignedCertificate(dir: string, names: string[]) {
  mkdirSync(dir, { recursive: true });
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bytes: number;
}

/**
 * An https API server for nginx to talk to, on localhost:`port` (127.0.0.1, and ::1 where there is one). Every reply
 * sets a cookie without any attribute and names its framework in X-Powered-By, as careless servers do; /uploads/
 * answers a script as HTML whatever the file's name; /api/cached says how long it may be kept, nothing else does.
 */
export async function startApiServer(port: number, tls: { cert: string; key: string }) {
  const received: Received[] = [];
  const options = { cert: readFileSync(tls.cert), key: readFileSync(tls.key) };
  const handler = (request: http.IncomingMessage, response: http.ServerResponse) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      const url = request.url ?? '';
      received.push({ method: request.method ?? '', url, headers: request.headers, bytes });
      const headers: Record<string, string> = {
        'set-cookie': 'cliq_session=s3cr3t; Path=/',
        'x-powered-by': 'Express',
      };
      if (url.startsWith('/uploads/')) {
        response.writeHead(200, { ...headers, 'content-type': 'text/html' });
        response.end('<script>alert(document.cookie)</script>');
        return;
      }
      if (url.startsWith('/api/cached')) headers['cache-control'] = 'private, max-age=60';
      response.writeHead(200, { ...headers, 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: true, bytes }));
    });
  };
  const servers: https.Server[] = [];
  for (const address of ['127.0.0.1', '::1']) {
    const server = https.createServer(options, handler);
    const listening = await new Promise<boolean>((done) => {
      server.once('error', () => done(false));
      server.listen(port, address, () => done(true));
    });
    if (listening) servers.push(server);
    else if (address === '127.0.0.1') throw new Error(`The test API server cannot listen on 127.0.0.1:${port}`);
  }
  return {
    received,
    close: () => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))),
  };
}

export interface ReceivedReport {
  type: string;
  age: number;
  url: string;
  user_agent: string;
  body: Record<string, unknown>;
}

/**
 * A report collector on 127.0.0.1:`port` (POST /reports, the W3C Reporting API's JSON), as the app's reports and a
 * browser's CSP reports reach one: it answers CORS preflights for any origin, and keeps every batch it gets.
 */
export async function startReportReceiver(port: number) {
  const batches: { contentType: string; reports: ReceivedReport[] }[] = [];
  const server = http.createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/reports') {
        let reports: ReceivedReport[] = [];
        try {
          reports = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedReport[];
        } catch {
          // Kept as an empty batch: the test then sees it got something it could not read.
        }
        batches.push({ contentType: request.headers['content-type'] ?? '', reports });
      }
      response.writeHead(204, cors).end();
    });
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}/reports`,
    batches,
    close: () => new Promise((done) => server.close(done)),
  };
}
