// A small Cliq server that keeps the contract (node:http), for the contract:verify tests: it checks the CSRF header,
// the session cookie and every request body against the contract's schemas (a 400 refusal for a body that breaks
// them), signs in the contract's example accounts, and answers each operation with its first example. Two options:
//
// bugs: five ordinary bugs planted on inputs the contract's examples never use, one of each kind issue 24 names:
//   POST /api/u/changePassword   a password with a symbol          500                      not_a_server_error
//   POST /api/u/withdraw         a negative (or zero) withdrawal   200 success: true        negative_data_rejection
//   POST /api/a/get_transaction  any id but tx_58213               200 without status_name  response_schema_conformance
//   POST /api/u/ContinueReg      an e-mail without '@'             500                      not_a_server_error
//   POST /api/u/withdraw         more than 10000 points            404 (not declared)       status_code_conformance
// and two more of the other checks issue 24 names, each on a task other than the example's tsk_1001:
//   POST /api/u/engageTask       any task but tsk_1001             its JSON as text/html    content_type_conformance
//   POST /api/u/completedTask    the first task but tsk_1001       answers after 3 s        response_time
//                                (a cold cache: slow once only, so fast-check's shrinking and the other generated
//                                requests cost no more waits; SLOW_REPLY_MS)
// It keeps what the contract's journeys (openapi/cliq.arazzo.yaml) read back: a withdrawal shows in the recent
// activity, and an added task type in the admin's list.
// requireOrigin: a state-changing call (one that declares the CSRF header) without an Origin header, or with
//   another origin than the server's own, gets 403, as docs/security.md tells servers to do.
import { createServer, type IncomingMessage } from 'node:http';
import { createValidator } from '../../src/validator.mjs';
import { model } from './spec';
import {
  firstExample,
  json,
  listen,
  running,
  SESSION_COOKIE,
  type RecordedRequest,
  type RunningServer,
} from './wrong-server';

export interface BuggyServerOptions {
  bugs?: boolean;
  requireOrigin?: boolean;
}

export interface OriginRecord {
  path: string;
  origin: string;
}

const validator = createValidator(model);

/** How long the first completion of a task other than tsk_1001 takes (the response_time bug). */
export const SLOW_REPLY_MS = 3000;

/** The accounts of the contract's login examples (ada / Secret123, glowbeauty / Brand2026x, admin / Adm1nPass). */
const ACCOUNTS = ['loginUser', 'loginAdvertiser', 'loginAdmin'].map((id) => {
  const value = model.operation(id).requestBody?.content[0]?.examples[0]?.value as Record<string, string>;
  return { id, name: value.user ?? value.username, password: value.password };
});

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The request body as a value (a multipart form as an object of its text fields; a file as ''), or undefined. */
async function parseBody(req: IncomingMessage, buffer: Buffer): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(buffer), { headers: { 'content-type': type } }).formData();
    const fields: Record<string, string> = {};
    form.forEach((value, name) => (fields[name] = typeof value === 'string' ? value : ''));
    return fields;
  }
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

export async function startBuggyServer({ bugs = true, requireOrigin = false }: BuggyServerOptions = {}): Promise<
  RunningServer & { origins: OriginRecord[] }
> {
  const requests: RecordedRequest[] = [];
  const origins: OriginRecord[] = [];
  let self = '';
  const activities = structuredClone(
    (firstExample('GET /api/u/getRecentActivities') as { activities: unknown[] }).activities,
  );
  const adminTaskTypes = structuredClone(firstExample('GET /api/adm/queryTaskTypes') as { taskTypes: unknown[] });
  let coldCache = true;

  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push({
      method: req.method ?? '',
      path,
      cookie: req.headers.cookie ?? '',
      contentType: req.headers['content-type'] ?? '',
    });
    void readBody(req).then(async (buffer) => {
      const operation = model.match(req.method ?? '', path);
      if (!operation) return json(res, 404, { success: false, message: `No route ${req.method} ${path}` });
      const csrf = model.requiredHeaders(operation);
      origins.push({ path, origin: req.headers.origin ?? '' });
      for (const [name, value] of Object.entries(csrf)) {
        if (req.headers[name.toLowerCase()] !== value)
          return json(res, 403, { success: false, message: 'Request refused.' });
      }
      if (requireOrigin && Object.keys(csrf).length > 0 && req.headers.origin !== self) {
        return json(res, 403, { success: false, message: 'Request refused.' });
      }
      const signedIn = (req.headers.cookie ?? '').includes(SESSION_COOKIE);
      const publicCall = operation.security.some((requirement) => Object.keys(requirement).length === 0);
      if (operation.security.length > 0 && !publicCall && !signedIn) {
        return json(res, 401, { success: false, msg: 'Kindly login' });
      }

      const media = operation.requestBody?.content[0];
      const body = media ? await parseBody(req, buffer) : undefined;
      if (bugs) {
        const password = field(body, 'password');
        const email = field(body, 'email');
        const points = field(body, 'points');
        if (operation.id === 'changePassword' && typeof password === 'string' && /[^A-Za-z0-9]/.test(password)) {
          return json(res, 500, { message: 'Internal error' });
        }
        if (operation.id === 'continueRegistration' && typeof email === 'string' && !email.includes('@')) {
          return json(res, 500, { message: 'Internal error' });
        }
        if (operation.id === 'withdrawPoints' && typeof points === 'number' && points <= 0) {
          return json(res, 200, { success: true, message: `Withdrawal of ${points} points requested.` });
        }
        if (operation.id === 'withdrawPoints' && typeof points === 'number' && points > 10_000) {
          return json(res, 404, { success: false, message: 'No wallet for that amount.' });
        }
      }
      if (media) {
        const { valid, messages } = validator.validate(media.schemaPointer, body);
        if (!valid) return json(res, 400, { success: false, msg: `Invalid request: ${messages.join('; ')}` });
      }
      if (bugs && operation.id === 'getTransaction' && field(body, 'transactionId') !== 'tx_58213') {
        // status_name is what the transaction page cannot do without (it decides whether to ask again).
        const details = { amount: 50, task_key: 'tsk_2001', created_at: '2026-11-20T10:00:00Z', symbol: '$' };
        return json(res, 200, { success: true, transactionDetails: details });
      }
      const otherTask = field(body, 'taskId') !== 'tsk_1001';
      if (bugs && operation.id === 'engageTask' && otherTask) {
        // The JSON written as a string with the framework's default type for one (as Express's res.send does).
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(JSON.stringify(firstExample(operation.label)));
      }
      if (bugs && operation.id === 'completeTask' && otherTask && coldCache) {
        coldCache = false;
        await new Promise((resolve) => setTimeout(resolve, SLOW_REPLY_MS));
      }
      if (operation.id === 'withdrawPoints') {
        const withdrawal = {
          type: 'withdrawal',
          status: 1,
          action: null,
          username: 'ada',
          media: null,
          points: field(body, 'points'),
        };
        activities.unshift({ ...withdrawal, server_time: new Date().toISOString() });
      }
      if (operation.id === 'getRecentActivities') return json(res, 200, { activities });
      if (operation.id === 'addTaskType') {
        adminTaskTypes.taskTypes.push({ status: 1, ...(body as object), id: adminTaskTypes.taskTypes.length + 1 });
      }
      if (operation.id === 'queryTaskTypes') return json(res, 200, adminTaskTypes);
      const account = ACCOUNTS.find((a) => a.id === operation.id);
      if (account) {
        const name = field(body, 'user') ?? field(body, 'username');
        if (name !== account.name || field(body, 'password') !== account.password) {
          return json(res, 200, { success: false, msg: 'Incorrect username or password.' });
        }
        return json(
          res,
          200,
          { success: true, msg: 'Login successful' },
          { 'set-cookie': `${SESSION_COOKIE}; Path=/; HttpOnly` },
        );
      }
      return json(res, 200, firstExample(operation.label));
    });
  });
  const port = await listen(server);
  self = `http://127.0.0.1:${port}`;
  return { ...running(server, port, requests), origins };
}
