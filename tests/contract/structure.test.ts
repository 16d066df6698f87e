// The shape of the contract the client is built on: operations, naming, tags, the registration flow's replies,
// the upload, and which session each call needs.
import { describe, expect, it } from 'vitest';
import {
  createModel,
  freshDoc,
  HTTP_METHODS,
  isJsonMediaType,
  model,
  refOf,
  toPointer,
  walkSchema,
  type ContractModel,
  type MediaTypeObject,
  type OperationObject,
  type ResponseObject,
  type SchemaObject,
  type SecurityRequirement,
} from './helpers/spec';

const { doc } = model;
const ops = model.operations;
const examples = model.namedExamples();
const byId = new Map(ops.map((o) => [o.op.operationId, o]));
const deref = <T = SchemaObject>(node: unknown) => model.deref<T>(node);

const TAGS = ['session', 'registration', 'auth', 'dashboard', 'advertiser', 'admin'];
const FLOW_ACTIONS = ['okay', 'clear', 'continueReg', 'nextStep', 'login', 'prevStep'];
// The first word of an operationId: `use` + the id must read as a React hook that does something.
const VERBS = [
  'add',
  'change',
  'check',
  'complete',
  'confirm',
  'continue',
  'edit',
  'engage',
  'get',
  'login',
  'logout',
  'query',
  'register',
  'request',
  'save',
  'update',
  'upload',
  'withdraw',
];
// The calls anybody may make (security: []).
const PUBLIC = [
  'registerUser',
  'continueRegistration',
  'checkMailToken',
  'checkRegistrationToken',
  'logoutFromRegistration',
  'loginUser',
  'requestPasswordReset',
  'changePassword',
  'confirmUserEmail',
  'registerAdvertiser',
  'confirmAdvertiserEmail',
  'loginAdvertiser',
  'loginAdmin',
];
// The session checks: anonymous, or the session of their kind.
const SESSION_CHECKS: Record<string, string> = {
  getUserSession: 'userSession',
  getAdvertiserSession: 'advertiserSession',
  getAdminSession: 'adminSession',
};

const schema = (pointer: string) => model.at<SchemaObject>(pointer);
const op = (operationId: string): OperationObject => {
  const found = byId.get(operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found.op;
};
const jsonSchemaOf = (operationId: string, status: string) =>
  deref(deref<ResponseObject>(op(operationId).responses?.[status])?.content?.['application/json']?.schema ?? {});
const sorted = (values: Iterable<string>) => [...values].sort();

describe('operations', () => {
  it('lists every operation of the document once, every path under /api', () => {
    // How many there are is counted, not written down: adding an operation (docs/architecture.md, "Adding an
    // endpoint") changes the count, not this test. What must hold is that the model misses none and adds none.
    const declared = Object.entries(doc.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => (item as Record<string, unknown>)[method] !== undefined).map(
        (method) => `${method.toUpperCase()} ${path}`,
      ),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect(ops.map((o) => o.label)).toEqual(declared);
    expect(ops.filter((o) => !o.path.startsWith('/api/')).map((o) => o.label)).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId that reads as a hook name', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { label, op } of ops) {
      const id = op.operationId;
      if (!id) {
        problems.push(`${label}: no operationId`);
        continue;
      }
      if (seen.has(id)) problems.push(`${label}: operationId ${id} is used twice`);
      seen.add(id);
      if (!/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(id)) problems.push(`${label}: ${id} is not camelCase verb + object`);
      const verb = /^[a-z]+/.exec(id)?.[0] ?? '';
      if (!VERBS.includes(verb)) problems.push(`${label}: ${id} does not start with a verb (${VERBS.join(', ')})`);
      const hook = `use${id.charAt(0).toUpperCase()}${id.slice(1)}`;
      if (!/^use[A-Z][A-Za-z0-9]*$/.test(hook)) problems.push(`${label}: ${hook} is not a hook name`);
    }
    expect(problems).toEqual([]);
  });

  it('tags every operation with exactly one of the six tags', () => {
    expect(doc.tags?.map((t) => t.name)).toEqual(TAGS);
    const problems = ops
      .filter(({ op }) => op.tags?.length !== 1 || !TAGS.includes(op.tags[0] ?? ''))
      .map(({ label, op }) => `${label}: tags ${JSON.stringify(op.tags)}`);
    expect(problems).toEqual([]);
    expect(new Set(ops.map(({ op }) => op.tags?.[0]))).toEqual(new Set(TAGS));
  });

  it('gives every operation a summary and a description', () => {
    const problems = ops
      .filter(({ op }) => !op.summary?.trim() || !op.description?.trim())
      .map(
        ({ label, op }) =>
          `${label}: summary ${JSON.stringify(op.summary)}, description ${JSON.stringify(op.description)}`,
      );
    expect(problems).toEqual([]);
  });
});

describe('examples', () => {
  it('gives every JSON response at least one named example', () => {
    const problems: string[] = [];
    for (const { label, op } of ops) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        for (const [mediaType, media] of Object.entries(deref<ResponseObject>(response).content ?? {})) {
          if (isJsonMediaType(mediaType) && Object.keys(media.examples ?? {}).length === 0) {
            problems.push(`${label} ${status} ${mediaType}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every JSON request body at least one named example', () => {
    const problems: string[] = [];
    for (const { label, op } of ops) {
      for (const [mediaType, media] of Object.entries(
        deref<{ content?: Record<string, MediaTypeObject> }>(op.requestBody)?.content ?? {},
      )) {
        if (isJsonMediaType(mediaType) && Object.keys(media.examples ?? {}).length === 0)
          problems.push(`${label} ${mediaType}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names examples so a Prefer header can pick them (example=name)', () => {
    const bad = examples.filter((e) => !/^[A-Za-z][A-Za-z0-9]*$/.test(e.name)).map((e) => e.label);
    expect(bad).toEqual([]);
  });

  it('counts the named examples', () => {
    const responses = examples.filter((e) => e.kind === 'response').length;
    const requests = examples.filter((e) => e.kind === 'request').length;
    const viaRef = examples.filter((e) => e.ref).length;
    console.log(
      `named examples: ${examples.length} (${responses} response, ${requests} request body; ` +
        `${viaRef} of them $ref components/examples, which holds ${Object.keys(doc.components.examples ?? {}).length})`,
    );
    expect(responses).toBeGreaterThanOrEqual(ops.length);
    expect(responses + requests).toBe(examples.length);
  });
});

describe('registration flow', () => {
  const register = op('registerUser');

  it('POST /api/u/register replies with exactly 200, 201 and 409, all FlowReply (and declares the CSRF 403)', () => {
    expect(byId.get('registerUser')?.label).toBe('POST /api/u/register');
    expect(Object.keys(register.responses ?? {}).sort()).toEqual(['200', '201', '403', '409']);
    const { replyStatuses, failureStatuses } = model.operation('registerUser');
    expect({ replies: replyStatuses, failures: failureStatuses }).toEqual({
      replies: [200, 201, 409],
      failures: [403],
    });
    for (const status of ['200', '201', '409']) {
      const content = deref<ResponseObject>(register.responses?.[status])?.content ?? {};
      expect(Object.keys(content)).toEqual(['application/json']);
      expect(content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/FlowReply' });
    }
    expect(register.responses?.['403']).toEqual({ $ref: '#/components/responses/CsrfRejected' });
  });

  it("POST /api/u/register's description says any other status is a failure", () => {
    expect(register.description).toMatch(/200, 201 and 409/);
    expect(register.description).toMatch(/any other status[^.]*is a failure/i);
  });

  it('FlowAction is an extensible enum whose known values are okay, clear, continueReg, nextStep, login, prevStep', () => {
    expect(schema('#/components/schemas/FlowAction')).toMatchObject({ type: 'string' });
    expect(schema('#/components/schemas/FlowAction').enum).toBeUndefined();
    expect(schema('#/components/schemas/FlowAction').examples).toEqual(FLOW_ACTIONS);
    expect(schema('#/components/schemas/FlowAction').description).toMatch(/^Extensible enum/);
  });

  it('FlowReply has the properties the flow dialogs read', () => {
    const reply = schema('#/components/schemas/FlowReply');
    expect(sorted(Object.keys(reply.properties ?? {}))).toEqual(
      sorted(['success', 'msg', 'sbj', 'btnMsg', 'onClick', 'extras', 'title', 'clearBtnMsg', 'id', 'step']),
    );
    const props = reply.properties ?? {};
    expect(props.success?.type).toBe('boolean');
    for (const text of ['msg', 'sbj', 'btnMsg', 'title', 'clearBtnMsg']) expect(props[text]?.type, text).toBe('string');
    expect(refOf(props.onClick)).toBe('#/components/schemas/FlowAction');
    expect(props.step?.type).toBe('integer');
    expect(props.id?.oneOf?.map((s) => s.type)).toEqual(['integer', 'string']);

    const extras = deref(props.extras ?? {});
    expect(sorted(Object.keys(extras.properties ?? {}))).toEqual(sorted(['input', 'html', 'placeholder']));
    expect(extras.properties?.input?.type).toBe('boolean');
    expect(extras.properties?.html?.type).toBe('string');
    expect(extras.properties?.placeholder?.type).toBe('string');
  });

  it("POST /api/u/register's examples cover every FlowAction", () => {
    const onClicks = examples
      .filter((e) => e.kind === 'response' && e.operation.op === register)
      .map((e) => (e.value as { onClick?: string }).onClick)
      .filter((a): a is string => typeof a === 'string');
    expect(sorted(new Set(onClicks))).toEqual(sorted(FLOW_ACTIONS));
  });

  it('follow targets are grouped, with the product accounts under cliq', () => {
    const groups = deref(jsonSchemaOf('getFollowTargets', '200').properties?.socials ?? {});
    expect(groups.required).toEqual(expect.arrayContaining(['cliq', 'niche', 'anonymous']));
    expect(groups.properties?.cliq?.type).toBe('array');
    // Only the link is needed to follow an account; its platform names its icon.
    expect(deref(groups.properties?.cliq?.items ?? {}).required).toEqual(['link']);
  });
});

/**
 * Every closed `enum` in a schema some response of some operation carries, found through the model's walker: the
 * replies', and the failures' too (ErrorReply's code is open already). A reply's enum is open (docs/api-layer.md,
 * "The contract, checked at run time"): its known values are `examples` and its description says "Extensible
 * enum". There is no exception for a schema a request shares: the contract gives the request its closed schema and
 * the reply an open one of its own (Platform and ReplyPlatform), so a shared closed schema in a reply is reported
 * too, saying so.
 */
function closedEnumsInResponses(contract: ContractModel): string[] {
  const { doc } = contract;
  const names = new Map(Object.keys(doc.components.schemas).map((name) => [contract.schema(name), name]));
  const inRequests = new Set<SchemaObject>();
  for (const { requestBody, parameters } of contract.operations) {
    for (const media of requestBody?.content ?? []) walkSchema(doc, media.schema, (node) => inRequests.add(node));
    for (const parameter of parameters) walkSchema(doc, parameter.schema, (node) => inRequests.add(node));
  }
  const problems = new Set<string>();
  for (const { label, responses } of contract.operations) {
    for (const { status, content } of responses) {
      for (const media of content) {
        walkSchema(doc, media.schema, (node, tokens) => {
          if (!('enum' in node)) return;
          const name = names.get(node);
          const fix = inRequests.has(node)
            ? 'a request uses it too: give the reply an open schema of its own (as ReplyPlatform beside Platform)'
            : 'list its values as `examples` and say "Extensible enum" in its description';
          problems.add(
            `${label} ${status} ${media.type} ${toPointer(tokens) || '(the body)'}: ` +
              `${name ? `schema ${name}` : 'an inline schema'} has a closed enum; ${fix}`,
          );
        });
      }
    }
  }
  return [...problems];
}

describe('enums in replies', () => {
  it('no response of any operation reaches a closed enum (replies use open enums, requests keep enum)', () => {
    expect(closedEnumsInResponses(model)).toEqual([]);
    // Not vacuous: the same walk reaches the open enums of replies (FlowAction, ReplyPlatform, ErrorReply's code).
    const open: SchemaObject[] = [];
    for (const { responses } of ops) {
      for (const { content } of responses) {
        for (const media of content) {
          walkSchema(doc, media.schema, (node) => {
            if (Array.isArray(node.examples)) open.push(node);
          });
        }
      }
    }
    for (const name of ['FlowAction', 'ReplyPlatform', 'ReplyTaskAction']) expect(open).toContain(model.schema(name));
    expect(open).toContain(model.schema('ErrorReply').properties?.code);
  });

  it('the check finds a closed enum added to a reply schema, and one a request shares', () => {
    const added = freshDoc();
    const replyPlatform = added.components.schemas.ReplyPlatform!;
    replyPlatform.enum = replyPlatform.examples as unknown[];
    expect(closedEnumsInResponses(createModel(added))).toContainEqual(
      expect.stringMatching(
        /^GET \S+ 200 application\/json \/tasks\/\*\/media: schema ReplyPlatform has a closed enum; list/,
      ),
    );

    const shared = freshDoc();
    shared.components.schemas.ServerTask!.properties!.media = { $ref: '#/components/schemas/Platform' };
    expect(closedEnumsInResponses(createModel(shared))).toContainEqual(
      expect.stringMatching(/\/media: schema Platform has a closed enum; a request uses it too/),
    );

    const inline = freshDoc();
    const code = inline.components.schemas.ErrorReply!.properties!.code!;
    code.enum = ['csrf_rejected'];
    expect(closedEnumsInResponses(createModel(inline))).toContainEqual(
      expect.stringMatching(/ 403 application\/json \/code: an inline schema has a closed enum/),
    );
  });
});

describe('dashboard and advertiser', () => {
  it('the profile reply carries cliqInfo (rank and points; only the points bound a withdrawal, so only they are required)', () => {
    const profile = jsonSchemaOf('getUserProfile', '200');
    expect(Object.keys(profile.properties ?? {})).toContain('cliqInfo');
    const rank = deref(profile.properties?.cliqInfo ?? {});
    expect(Object.keys(rank.properties ?? {})).toEqual(expect.arrayContaining(['rank', 'points']));
    expect(rank.required).toEqual(['points']);
  });

  it('POST /api/a/taskUpload is multipart/form-data with a binary image', () => {
    expect(byId.get('uploadTask')?.label).toBe('POST /api/a/taskUpload');
    const content = deref<{ content?: Record<string, MediaTypeObject> }>(op('uploadTask').requestBody)?.content ?? {};
    expect(Object.keys(content)).toEqual(['multipart/form-data']);
    const form = deref(content['multipart/form-data']?.schema ?? {});
    expect(form.required).toContain('image');
    expect(deref(form.properties?.image ?? {})).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('security', () => {
  const schemes = doc.components.securitySchemes ?? {};
  const effective = (o: OperationObject): SecurityRequirement[] | undefined => o.security ?? doc.security;

  it('declares the three cookie sessions', () => {
    expect(sorted(Object.keys(schemes))).toEqual(['adminSession', 'advertiserSession', 'userSession']);
    for (const [name, scheme] of Object.entries(schemes)) {
      expect(scheme, name).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'cliq_session' });
    }
    expect(doc.security).toEqual([{ userSession: [] }]);
  });

  it('public operations, and only they, say security: []', () => {
    const open = ops.filter(({ op }) => Array.isArray(op.security) && op.security.length === 0);
    expect(sorted(open.map(({ op }) => op.operationId ?? '?'))).toEqual(sorted(PUBLIC));
  });

  it('the session checks accept anonymous callers or their own session', () => {
    for (const [operationId, scheme] of Object.entries(SESSION_CHECKS)) {
      expect(op(operationId).security, operationId).toEqual([{}, { [scheme]: [] }]);
    }
  });

  it('every gated operation needs the session of its area', () => {
    const problems: string[] = [];
    for (const { label, path, op } of ops) {
      const id = op.operationId ?? '';
      if (PUBLIC.includes(id) || id in SESSION_CHECKS) continue;
      if (path.startsWith('/api/u/') || path.startsWith('/api/so/')) {
        // Cliquer calls inherit the document's userSession rather than restating it.
        if (op.security !== undefined)
          problems.push(`${label}: should inherit userSession, says ${JSON.stringify(op.security)}`);
        if (JSON.stringify(effective(op)) !== JSON.stringify([{ userSession: [] }]))
          problems.push(`${label}: not userSession`);
      } else if (path.startsWith('/api/a/')) {
        if (JSON.stringify(op.security) !== JSON.stringify([{ advertiserSession: [] }])) {
          problems.push(`${label}: should need advertiserSession, says ${JSON.stringify(op.security)}`);
        }
      } else if (path.startsWith('/api/adm/')) {
        if (JSON.stringify(op.security) !== JSON.stringify([{ adminSession: [] }])) {
          problems.push(`${label}: should need adminSession, says ${JSON.stringify(op.security)}`);
        }
      } else {
        problems.push(`${label}: in no known area (/api/u, /api/so, /api/a, /api/adm)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every security requirement names a declared scheme', () => {
    const used = ops.flatMap(({ op }) => (effective(op) ?? []).flatMap((req) => Object.keys(req)));
    expect(used.filter((name) => !(name in schemes))).toEqual([]);
  });
});
