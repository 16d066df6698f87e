// A small stateful Cliq server that keeps the contract (node:http), for the verify tests. It checks the CSRF header,
// the session and its account kind, the Idempotency-Key and every request body against the contract's schemas (a
// 400 refusal for a body that breaks them), and keeps what a real server keeps between calls:
//   sessions      each login gets a session of its own (a cookie value per login), bound to its account kind; a
//                 logout ends it; a call of another kind's operation gets the contract's 403, none its 401;
//   accounts      Cliquers and advertisers (registrations refuse a taken username or e-mail with the contract's
//                 replies), their passwords (a valid reset link changes one), points (a withdrawal beyond them is
//                 refused) and activity (a withdrawal shows in it);
//   task types    the admin's list (adding one that exists, the same platform, action and prices, is refused with
//                 the contract's `duplicate`), and transactions (an upload starts one);
//   idempotency   a retried Idempotency-Key gets the first reply again; an empty or too long key is refused (400).
// The mail, reset and confirmation tokens of the contract's examples are valid and stay valid (a test server's
// fixed tokens); the reset token is the one of ada@example.com, so the stateful tests sign in as grace.
//
// bugs: ordinary bugs planted on inputs the contract's examples never use, one of each kind issues 24 and 37 name:
//   POST /api/u/changePassword   a password with a symbol or a non-ASCII letter  500               not_a_server_error
//   POST /api/u/withdraw         a negative (or zero) withdrawal                 200 success       negative_data_rejection
//   POST /api/a/get_transaction  any id but tx_58213 (the reply also carries a  200 without       response_schema_conformance
//                                planted e-mail and phone number)                status_name
//   POST /api/u/ContinueReg      an e-mail without '@'                           500               not_a_server_error
//   POST /api/u/withdraw         more than 10000 points                          404 (not declared) status_code_conformance
//   POST /api/u/engageTask       any task but tsk_1001                           JSON as text/html content_type_conformance
//   POST /api/u/completedTask    the first task but tsk_1001 (a cold cache)      after 3 s         response_time
//   POST /api/u/editPaymentMethod  accepted without X-Requested-With (CSRF)      200               missing_required_header
//   GET  /api/u/getRecentActivities  answered without a session                 200               ignored_auth
//   GET  /api/adm/get_users      answered to any signed-in account kind          200               ignored_auth
//   POST /api/u/userSocials      a handle with a non-ASCII letter (zoë; the reply  400 (not declared) status_code_conformance
//                                quotes a planted e-mail and phone number)
//   POST /api/adm/add-task-type  a status outside its integer enum [1, 2]        200 added         negative_data_rejection
//   POST /api/u/withdraw         an empty Idempotency-Key                        500               not_a_server_error
// requireOrigin: a state-changing call (one that declares the CSRF header) without an Origin header, or with
//   another origin than the server's own, gets 403, as the web client's docs/security.md tells servers to do.
// rateLimit: an operation's third request within a second (and each after it) gets 429 with Retry-After: 1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createValidator } from '../../src/validator.mjs';
import { model, type Operation } from './spec';
import { firstExample, json, listen, running, type RecordedRequest, type RunningServer } from './wrong-server';

export interface BuggyServerOptions {
  bugs?: boolean;
  requireOrigin?: boolean;
  rateLimit?: boolean;
}

export interface OriginRecord {
  path: string;
  origin: string;
}

/** The planted e-mail and phone number a buggy reply carries: no report may show them without --show-replies. */
export const PLANTED = { email: 'zoe.planted@example.org', phone: '+44 7700 900123' };

/** How long the first completion of a task other than tsk_1001 takes (the response_time bug). */
export const SLOW_REPLY_MS = 3000;

const validator = createValidator(model);

/** A named example's value of an operation's reply (the first one of `status` when no name is given). */
export function example(label: string, name?: string, status = '200'): unknown {
  const response = model.operation(label).responses.find((r) => r.status === status);
  const found = name ? response?.examples.find((e) => e.name === name) : response?.examples[0];
  if (!found) throw new Error(`${label} has no ${status} example ${name ?? ''}`);
  return structuredClone(found.value);
}

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
  if (buffer.length === 0) return undefined;
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}

type Fields = Record<string, unknown>;
const fieldsOf = (body: unknown): Fields => (typeof body === 'object' && body !== null ? (body as Fields) : {});

/** The account kind of each security scheme. */
const KIND_OF_SCHEME: Record<string, string> = {
  userSession: 'user',
  advertiserSession: 'advertiser',
  adminSession: 'admin',
};

interface Account {
  username: string;
  email: string;
  password: string;
  points: number;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  raw?: string;
}

export async function startBuggyServer({
  bugs = true,
  requireOrigin = false,
  rateLimit = false,
}: BuggyServerOptions = {}): Promise<
  RunningServer & { origins: OriginRecord[]; sessionsOf(kind: string): string[]; heldOpen(): number }
> {
  const requests: RecordedRequest[] = [];
  /** Replies of /uploads/held still open: it sends 64 KiB, then holds the rest for 20 s (the proxy's streaming test). */
  let held = 0;
  const origins: OriginRecord[] = [];
  let self = '';
  let counter = 0;
  let coldCache = true;
  const sessions = new Map<string, { kind: string; name: string }>();
  const users = new Map<string, Account>([
    ['ada', { username: 'ada', email: 'ada@example.com', password: 'Secret123', points: 1_000_000 }],
    ['grace', { username: 'grace', email: 'grace@example.com', password: 'Hopper1906', points: 1_000_000 }],
  ]);
  const advertisers = new Map<string, Account>([
    ['glowbeauty', { username: 'glowbeauty', email: 'ads@glowbeauty.example', password: 'Brand2026x', points: 0 }],
  ]);
  const admins = new Map([['admin', 'Adm1nPass']]);
  const activities = structuredClone(
    (firstExample('GET /api/u/getRecentActivities') as { activities: unknown[] }).activities,
  );
  const taskTypes = structuredClone(firstExample('GET /api/adm/queryTaskTypes') as { taskTypes: Fields[] }).taskTypes;
  const transactions = new Set(['tx_58213']);
  const idempotent = new Map<string, Reply>();
  const recent = new Map<string, number[]>();

  const cookieSession = (req: IncomingMessage) => {
    const value = /(?:^|;\s*)cliq_session=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
    return value ? { value, session: sessions.get(value) } : undefined;
  };
  const login = (kind: string, name: string): Reply => {
    counter += 1;
    const value = `${kind}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
    sessions.set(value, { kind, name });
    return {
      status: 200,
      body: example(`login${kind === 'user' ? 'User' : kind === 'admin' ? 'Admin' : 'Advertiser'}`),
      headers: { 'set-cookie': `cliq_session=${value}; Path=/; HttpOnly` },
    };
  };
  const refuse = (id: string, name?: string): Reply => {
    const response = model.operation(id).responses.find((r) => r.status === '200');
    const found = name
      ? response?.examples.find((e) => e.name === name)
      : response?.examples.find((e) => (e.value as Fields)?.success === false);
    return { status: 200, body: structuredClone(found?.value) };
  };
  const ok = (id: string, name?: string): Reply => ({ status: 200, body: example(id, name) });

  /** The operation's own handling, once the request passed the CSRF, session and schema checks. */
  function handle(
    operation: Operation,
    body: Fields,
    who: { kind: string; name: string } | undefined,
    end: () => void,
  ): Reply {
    const id = operation.id;
    const user = who?.kind === 'user' ? users.get(who.name) : undefined;
    switch (id) {
      case 'getUserSession':
      case 'getAdvertiserSession':
      case 'getAdminSession': {
        const kind = { getUserSession: 'user', getAdvertiserSession: 'advertiser', getAdminSession: 'admin' }[id];
        return ok(id, who?.kind === kind ? 'loggedIn' : 'loggedOut');
      }
      case 'loginUser':
      case 'loginAdvertiser': {
        const accounts = id === 'loginUser' ? users : advertisers;
        const account = accounts.get(String(body.user));
        if (!account || account.password !== body.password) return refuse(id, 'wrongPassword');
        return login(id === 'loginUser' ? 'user' : 'advertiser', account.username);
      }
      case 'loginAdmin':
        if (admins.get(String(body.username)) !== body.password) return refuse(id, 'wrongPassword');
        return login('admin', String(body.username));
      case 'logoutUser':
      case 'logoutAdvertiser':
      case 'logoutAdmin':
      case 'logoutFromRegistration':
        end();
        return ok(id);
      case 'registerUser': {
        const taken = [...users.values()].find((a) => a.username === body.username || a.email === body.email);
        if (taken) {
          return { status: 409, body: example(id, taken.email === body.email ? 'emailTaken' : 'usernameTaken', '409') };
        }
        users.set(String(body.username), {
          username: String(body.username),
          email: String(body.email),
          password: String(body.password),
          points: 0,
        });
        return { status: 201, body: example(id, undefined, '201') };
      }
      case 'registerAdvertiser': {
        if ([...advertisers.values()].some((a) => a.username === body.username || a.email === body.email))
          return refuse(id, 'emailTaken');
        advertisers.set(String(body.username), {
          username: String(body.username),
          email: String(body.email),
          password: String(body.password),
          points: 0,
        });
        return ok(id, 'registered');
      }
      case 'checkMailToken':
        return body.token === '483920' && body.email === 'ada@example.com' ? ok(id) : refuse(id);
      case 'checkConfirmationToken':
        return body.token === '771204' ? ok(id) : refuse(id);
      case 'checkRegistrationToken':
        return body.token === '9f8e7d6c' ? ok(id) : refuse(id);
      case 'confirmUserEmail':
        return body.token === 'c0ffee' ? ok(id) : refuse(id);
      case 'confirmAdvertiserEmail':
        return body.token === 'ad7e57' ? ok(id) : refuse(id);
      case 'changePassword': {
        const account = [...users.values()].find((a) => a.email === body.email);
        if (body.token !== '5a4b3c' || !account) return refuse(id);
        account.password = String(body.password);
        return ok(id);
      }
      case 'requestPasswordReset':
        return [...users.values()].some((a) => a.email === body.user || a.username === body.user) ? ok(id) : refuse(id);
      case 'continueRegistration':
        return [...users.values()].some((a) => a.email === body.email) ? ok(id) : refuse(id);
      case 'engageTask':
      case 'completeTask':
        return body.taskId === 'tsk_1001' ? ok(id) : refuse(id);
      case 'withdrawPoints': {
        const points = Number(body.points);
        if (!user || points > user.points) return refuse(id, 'insufficient');
        user.points -= points;
        activities.unshift({
          type: 'withdrawal',
          status: 1,
          action: null,
          username: user.username,
          media: null,
          points,
          server_time: new Date().toISOString(),
        });
        return ok(id, 'requested');
      }
      case 'getRecentActivities':
        return { status: 200, body: { activities } };
      case 'uploadTask': {
        const transaction = `tx_${60000 + transactions.size}`;
        transactions.add(transaction);
        const reply = example(id, 'logged') as Fields;
        return { status: 200, body: { ...reply, link: `https://checkout.example.com/pay/${transaction}` } };
      }
      case 'getTransaction':
        return transactions.has(String(body.transactionId)) ? ok(id) : refuse(id, 'notFound');
      case 'addTaskType': {
        const same = (type: Fields) =>
          type.media === body.media &&
          type.action === body.action &&
          JSON.stringify(type.currencies) === JSON.stringify(body.currencies);
        if (taskTypes.some(same)) return refuse(id, 'duplicate');
        taskTypes.push({ status: 1, ...body, id: taskTypes.length + 1 });
        return ok(id, 'added');
      }
      case 'updateTaskType': {
        const type = taskTypes.find((t) => t.id === body.id);
        if (!type) return refuse(id, 'notFound');
        Object.assign(type, body);
        return ok(id, 'updated');
      }
      case 'queryTaskTypes':
        return { status: 200, body: { ...(firstExample('GET /api/adm/queryTaskTypes') as Fields), taskTypes } };
      default:
        return { status: 200, body: firstExample(operation.label) };
    }
  }

  /** The planted bugs that answer before the operation's own handling; undefined when none applies. */
  function plantedBug(operation: Operation, body: Fields, req: IncomingMessage): Reply | undefined {
    const id = operation.id;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (id === 'changePassword' && /[^A-Za-z0-9]/.test(text(body.password)))
      return { status: 500, body: { message: 'Internal error' } };
    if (id === 'continueRegistration' && typeof body.email === 'string' && !body.email.includes('@')) {
      return { status: 500, body: { message: 'Internal error' } };
    }
    if (id === 'withdrawPoints' && typeof body.points === 'number' && body.points <= 0) {
      return { status: 200, body: { success: true, message: `Withdrawal of ${body.points} points requested.` } };
    }
    if (id === 'withdrawPoints' && typeof body.points === 'number' && body.points > 10_000) {
      return { status: 404, body: { success: false, message: `No wallet for ${PLANTED.email} (${PLANTED.phone}).` } };
    }
    if (id === 'saveUserSocials' && Object.values(body).some((value) => /[\u0080-\u{10ffff}]/u.test(text(value)))) {
      return {
        status: 400,
        body: { success: false, msg: `Invalid characters in a handle (support: ${PLANTED.email}, ${PLANTED.phone}).` },
      };
    }
    if (id === 'addTaskType' && Number.isInteger(body.status) && ![1, 2].includes(body.status as number)) {
      return { status: 200, body: example(id, 'added') };
    }
    if (id === 'withdrawPoints' && req.headers['idempotency-key'] === '')
      return { status: 500, body: { message: 'Internal error' } };
    return undefined;
  }

  const respond = (res: ServerResponse, reply: Reply) => {
    if (reply.raw !== undefined) {
      res.writeHead(reply.status, reply.headers);
      res.end(reply.raw);
    } else json(res, reply.status, reply.body, reply.headers);
  };

  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push({
      method: req.method ?? '',
      path,
      cookie: req.headers.cookie ?? '',
      contentType: req.headers['content-type'] ?? '',
    });
    if (path === '/uploads/held') {
      held += 1;
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write(Buffer.alloc(64 * 1024));
      const timer = setTimeout(() => res.end(), 20_000);
      res.on('close', () => {
        clearTimeout(timer);
        held -= 1;
      });
      return;
    }
    void readBody(req).then(async (buffer) => {
      const operation = model.match(req.method ?? '', path);
      if (!operation) return json(res, 404, { success: false, message: `No route ${req.method} ${path}` });
      origins.push({ path, origin: req.headers.origin ?? '' });
      if (rateLimit) {
        const now = Date.now();
        const times = (recent.get(operation.id) ?? []).filter((t) => now - t < 1000);
        times.push(now);
        recent.set(operation.id, times);
        if (times.length > 2)
          return json(res, 429, { success: false, msg: 'Too many requests.' }, { 'retry-after': '1' });
      }
      const csrfBug = bugs && operation.id === 'editPaymentMethod';
      for (const [name, value] of Object.entries(model.requiredHeaders(operation))) {
        if (req.headers[name.toLowerCase()] !== value && !csrfBug)
          return json(res, 403, example(operation.id, 'csrfRejected', '403'));
      }
      if (requireOrigin && Object.keys(model.requiredHeaders(operation)).length > 0 && req.headers.origin !== self) {
        return json(res, 403, example(operation.id, 'csrfRejected', '403'));
      }
      const current = cookieSession(req);
      const kinds = operation.security.flatMap((requirement) =>
        Object.keys(requirement).map((name) => KIND_OF_SCHEME[name]),
      );
      const publicCall = operation.security.length === 0 || operation.security.some((r) => Object.keys(r).length === 0);
      const who = current?.session;
      if (!publicCall) {
        const ignoredAuth = bugs && operation.id === 'getRecentActivities';
        const anyKind = bugs && operation.id === 'getAdminUsers';
        if (!who && !ignoredAuth) return json(res, 401, example(operation.id, 'sessionEnded', '401'));
        if (who && !kinds.includes(who.kind) && !anyKind)
          return json(res, 403, example(operation.id, 'otherAccountKind', '403'));
      }

      const media = operation.requestBody?.content[0];
      const body = media ? await parseBody(req, buffer) : undefined;
      if (bugs) {
        const planted = plantedBug(operation, fieldsOf(body), req);
        if (planted) return respond(res, planted);
      }
      const keyed = operation.parameters.some((p) => p.name === 'Idempotency-Key');
      const key = req.headers['idempotency-key'] as string | undefined;
      if (keyed && key !== undefined) {
        if (key.trim() === '' || key.length > 128)
          return json(res, 400, { success: false, msg: 'The Idempotency-Key is empty or too long.' });
        const seen = idempotent.get(`${operation.id} ${key}`);
        if (seen) return respond(res, seen);
      }
      if (media && body !== undefined) {
        const { valid, messages } = validator.validate(media.schemaPointer, body);
        if (!valid) return json(res, 400, { success: false, msg: `Invalid request: ${messages.join('; ')}` });
      } else if (operation.requestBody?.required) {
        return json(res, 400, { success: false, msg: 'The body is required.' });
      }
      const fields = fieldsOf(body);
      if (bugs && operation.id === 'getTransaction' && fields.transactionId !== 'tx_58213') {
        // status_name is what the transaction page cannot do without (it decides whether to ask again).
        const details = {
          amount: 50,
          task_key: 'tsk_2001',
          created_at: '2026-11-20T10:00:00Z',
          symbol: '$',
          contact: PLANTED.email,
          phone: PLANTED.phone,
        };
        return json(res, 200, { success: true, transactionDetails: details });
      }
      const otherTask = fields.taskId !== 'tsk_1001';
      if (bugs && operation.id === 'engageTask' && otherTask) {
        // The JSON written as a string with the framework's default type for one (as Express's res.send does).
        return respond(res, {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          raw: JSON.stringify(example('engageTask')),
          body: undefined,
        });
      }
      if (bugs && operation.id === 'completeTask' && otherTask && coldCache) {
        coldCache = false;
        await new Promise((resolve) => setTimeout(resolve, SLOW_REPLY_MS));
      }
      const reply = handle(operation, fields, who, () => {
        if (current) sessions.delete(current.value);
      });
      if (keyed && key) idempotent.set(`${operation.id} ${key}`, reply);
      return respond(res, reply);
    });
  });
  const port = await listen(server);
  self = `http://127.0.0.1:${port}`;
  return {
    ...running(server, port, requests),
    origins,
    /** The session cookies of one account kind that are open now ('cliq_session=user-1-...'). */
    sessionsOf: (kind) => [...sessions].filter(([, s]) => s.kind === kind).map(([value]) => `cliq_session=${value}`),
    heldOpen: () => held,
  };
}
