// A small, deliberately wrong Cliq server for the contract:verify tests (node:http). Most operations answer with
// their first contract example (so they pass); a few break the contract in one known way each:
//   GET  /api/s/session            200 { loggedIn: 'yes' }                  wrong type
//   GET  /api/u/profile-info       200 the profile without `success`        missing required field
//   GET  /api/u/getTasks           500 JSON                                 undeclared status
//   GET  /api/s/session_a          200 text/html page                       non-JSON reply (content type and body)
//   GET  /api/u/getRecentActivities 200 application/json '{"broken'         non-JSON body behind a JSON type
//   GET  /api/s/session_adm        302 to the bystander server               undeclared status, must not be followed
//   GET  /api/adm/get_advertisers  401 with the declared SessionEnded shape  a declared error reply: conforms
//   GET  /api/adm/queryTaskTypes   403 { msg: 42 }                           a declared error reply, wrong shape
//   POST /api/a/login              200 { success: false }                    refused login: advertiser calls skipped
// The user and admin logins succeed and set the session cookie. Every request is recorded.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { model } from './spec';

export const SESSION_COOKIE = 'cliq_session=wrong-server-session';

export interface RecordedRequest {
  method: string;
  path: string;
  cookie: string;
  contentType: string;
}

export interface RunningServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The first example of the operation's lowest 2xx response. */
export function firstExample(label: string): unknown {
  const { responses } = model.operation(label);
  const status = responses
    .map((r) => r.status)
    .filter((code) => /^2\d\d$/.test(code))
    .sort()[0];
  return responses.find((r) => r.status === status)?.content[0]?.examples[0]?.value;
}

export function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export function running(server: Server, port: number, requests: RecordedRequest[]): RunningServer {
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A server that only counts requests: contract:verify must never reach it. */
export async function startBystander(): Promise<RunningServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '', cookie: '', contentType: '' });
    json(res, 200, { loggedIn: true });
  });
  return running(server, await listen(server), requests);
}

export async function startWrongServer(bystanderUrl: string): Promise<RunningServer> {
  const known = new Set(model.operations.map((o) => o.label));
  const requests: RecordedRequest[] = [];
  /** A login that succeeds and sets the session cookie. */
  const loggedIn: Handler = (_req, res) =>
    json(res, 200, { success: true, msg: 'Login successful' }, { 'set-cookie': `${SESSION_COOKIE}; Path=/; HttpOnly` });

  const special: Record<string, Handler> = {
    'GET /api/s/session': (_req, res) => json(res, 200, { loggedIn: 'yes', step: 0 }),
    'GET /api/u/profile-info': (_req, res) => {
      const { success: _success, ...withoutSuccess } = firstExample('GET /api/u/profile-info') as Record<
        string,
        unknown
      >;
      json(res, 200, withoutSuccess);
    },
    'GET /api/u/getTasks': (_req, res) => json(res, 500, { message: 'Internal error' }),
    'GET /api/s/session_a': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html><body><h1>Welcome</h1></body></html>');
    },
    'GET /api/u/getRecentActivities': (_req, res) => json(res, 200, '{"broken'),
    'GET /api/s/session_adm': (_req, res) => {
      res.writeHead(302, { location: `${bystanderUrl}/api/s/session_adm` });
      res.end();
    },
    'GET /api/adm/get_advertisers': (_req, res) => json(res, 401, { success: false, msg: 'Kindly login' }),
    'GET /api/adm/queryTaskTypes': (_req, res) => json(res, 403, { success: false, msg: 42 }),
    'POST /api/u/login': loggedIn,
    'POST /api/a/login': (_req, res) => json(res, 200, { success: false, msg: 'Incorrect username or password.' }),
    'POST /api/adm/login': loggedIn,
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const label = `${req.method} ${path}`;
    requests.push({
      method: req.method ?? '',
      path,
      cookie: req.headers.cookie ?? '',
      contentType: req.headers['content-type'] ?? '',
    });
    req.resume(); // the body is not needed; drain it
    req.on('end', () => {
      const handler = special[label];
      if (handler) handler(req, res);
      else if (known.has(label)) json(res, 200, firstExample(label));
      else json(res, 404, { message: `No route ${label}` });
    });
  });
  return running(server, await listen(server), requests);
}
