// The one model of openapi/cliq.yaml (openapi/model.mjs, loaded in Node by openapi/load.mjs): JSON pointers as RFC
// 6901 spells them, $refs followed with a guard against cycles, the operations and their replies as the tools read
// them, the browser's document the same as the library's, and no other file resolving a $ref by hand.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadDocument } from '../../openapi/load.mjs';
import {
  createModel,
  findAt,
  follow,
  freshDoc,
  model,
  parsePointer,
  pointersMatching,
  ROOT,
  SPEC_PATH,
  toFragment,
  toPointer,
  valueAt,
  writesData,
} from './helpers/spec';

describe('JSON pointers (RFC 6901)', () => {
  const doc = {
    foo: ['bar', 'baz'],
    '': 0,
    'a/b': 1,
    'c%d': 2,
    'e^f': 3,
    'g|h': 4,
    'i\\j': 5,
    'k"l': 6,
    ' ': 7,
    'm~n': 8,
  };

  it('evaluates the examples of RFC 6901 §5 (JSON string form)', () => {
    expect(valueAt(doc, '')).toBe(doc);
    expect(valueAt(doc, '/foo')).toEqual(['bar', 'baz']);
    expect(valueAt(doc, '/foo/0')).toBe('bar');
    expect(valueAt(doc, '/')).toBe(0);
    expect(valueAt(doc, '/a~1b')).toBe(1);
    expect(valueAt(doc, '/c%d')).toBe(2);
    expect(valueAt(doc, '/e^f')).toBe(3);
    expect(valueAt(doc, '/g|h')).toBe(4);
    expect(valueAt(doc, '/i\\j')).toBe(5);
    expect(valueAt(doc, '/k"l')).toBe(6);
    expect(valueAt(doc, '/ ')).toBe(7);
    expect(valueAt(doc, '/m~0n')).toBe(8);
  });

  it('evaluates the examples of RFC 6901 §6 (URI fragment form)', () => {
    expect(valueAt(doc, '#')).toBe(doc);
    expect(valueAt(doc, '#/foo/0')).toBe('bar');
    expect(valueAt(doc, '#/a~1b')).toBe(1);
    expect(valueAt(doc, '#/c%25d')).toBe(2);
    expect(valueAt(doc, '#/%20')).toBe(7);
    expect(valueAt(doc, '#/m~0n')).toBe(8);
  });

  it('unescapes ~1 before ~0, so "~01" is the key "~1", not "/"', () => {
    expect(parsePointer('/~01')).toEqual(['~1']);
    expect(toPointer(['~1'])).toBe('/~01');
    expect(toPointer(['/api/u/login', 'post'])).toBe('/~1api~1u~1login/post');
    expect(toFragment(['paths', '/api/u/{id}', 'get'])).toBe('#/paths/~1api~1u~1%7Bid%7D/get');
    expect(parsePointer(toFragment(['paths', '/api/u/{id}', 'get']))).toEqual(['paths', '/api/u/{id}', 'get']);
  });

  it('refuses what is not a pointer, and says which token is missing', () => {
    expect(() => parsePointer('foo')).toThrow(/Only local references/);
    expect(() => parsePointer('other.yaml#/a')).toThrow(/Only local references/);
    expect(() => valueAt(doc, '/foo/2')).toThrow("'/foo/2' does not resolve (no '2')");
    expect(() => valueAt(doc, '/foo/01')).toThrow(/no '01'/);
    expect(() => valueAt(doc, '/nope/x')).toThrow(/no 'nope'/);
    expect(findAt(doc, '/nope')).toBeUndefined();
    expect(findAt({ a: { 'b/c': null } }, '/a/b~1c')).toBeNull();
  });

  it("lists the pointers a template names, '*' standing for each item or value, in the data's order", () => {
    const data = { tasks: [{ media: 'x' }, {}, { media: null }], 'a/b': { k: { v: 1 }, l: { v: 2 } } };
    expect(pointersMatching(data, '/tasks/*/media')).toEqual(['/tasks/0/media', '/tasks/2/media']);
    expect(pointersMatching(data, '/a~1b/*/v')).toEqual(['/a~1b/k/v', '/a~1b/l/v']);
    expect(pointersMatching(data, '/tasks/*')).toHaveLength(3);
    expect(pointersMatching(data, '')).toEqual(['']);
    expect(pointersMatching(data, '/nope/*')).toEqual([]);
    expect(pointersMatching('text', '/*')).toEqual([]);
  });
});

describe('following $refs', () => {
  it('follows a chain to its end and says where it ended', () => {
    const doc = { a: { $ref: '#/b' }, b: { $ref: '#/c~1d' }, 'c/d': { value: 3 } };
    expect(follow(doc, doc.a, '#/a')).toEqual({ value: { value: 3 }, where: '#/c~1d' });
    expect(follow(doc, { value: 1 }, '#/x')).toEqual({ value: { value: 1 }, where: '#/x' });
  });

  it('stops at a cycle instead of looping', () => {
    const doc = { a: { $ref: '#/b' }, b: { $ref: '#/a' } };
    expect(() => follow(doc, doc.a)).toThrow('$ref cycle at #/b');
  });

  it('refuses a $ref that does not resolve', () => {
    expect(() => follow({ a: { $ref: '#/nope' } }, { $ref: '#/nope' })).toThrow(/does not resolve/);
  });
});

describe('the model of openapi/cliq.yaml', () => {
  it('has every operation of every path, each once, with its reply and failure statuses', () => {
    const declared = Object.values(model.doc.paths).flatMap((item) =>
      Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)),
    );
    expect(model.operations).toHaveLength(declared.length);
    expect(new Set(model.operations.map((o) => o.id)).size).toBe(model.operations.length);
    const register = model.operation('POST /api/u/register');
    expect(register).toMatchObject({ id: 'registerUser', tag: 'registration', replyStatuses: [200, 201, 409] });
    expect(register.failureStatuses).toEqual([403]);
    expect(model.operation('registerUser')).toBe(register);
    expect(model.operation('post /api/u/register')).toBe(register);
  });

  it('names what it cannot find', () => {
    expect(() => model.operation('GET /api/u/register')).toThrow(
      'openapi/cliq.yaml has no operation GET /api/u/register (that path has: POST).',
    );
    expect(model.find('noSuchOperation')).toBeUndefined();
  });

  it('resolves shared responses, parameters and examples, keeping where each was written', () => {
    const tasks = model.operation('GET /api/u/getTasks');
    const unauthorized = tasks.responses.find((r) => r.status === '401');
    expect(unauthorized).toMatchObject({ reply: false, ref: '#/components/responses/SessionEnded' });
    expect(unauthorized?.pointer).toBe('#/components/responses/SessionEnded');
    expect(unauthorized?.json?.schemaPointer).toBe(
      '#/components/responses/SessionEnded/content/application~1json/schema',
    );
    const withdraw = model.operation('withdrawPoints');
    expect(withdraw.parameters.map((p) => `${p.in} ${p.name}`)).toContain('header X-Requested-With');
    expect(model.requiredHeaders(withdraw)).toEqual({ 'X-Requested-With': 'cliq-web' });
    const viaRef = model.namedExamples().filter((e) => e.ref);
    expect(viaRef.length).toBeGreaterThan(0);
    for (const example of viaRef) expect(example.value).toEqual(model.at<{ value: unknown }>(example.ref ?? '').value);
  });

  it('says which calls change data: x-cliq-writes where written, else every method but GET, HEAD and OPTIONS', () => {
    const writes = (label: string) => model.operation(label).writes;
    expect(writes('GET /api/u/getTasks')).toBe(false);
    expect(writes('POST /api/u/withdraw')).toBe(true);
    expect(writes('DELETE /api/u/logout')).toBe(true);
    // Marked in the contract: a GET that ends the session, and POSTs that only read.
    expect(writes('GET /api/u/logout')).toBe(true);
    expect(writes('POST /api/u/login')).toBe(false);
    expect(writes('POST /api/a/get_transaction')).toBe(false);
    expect(writesData('post', { 'x-cliq-writes': false })).toBe(false);
    expect(writesData('HEAD', {})).toBe(false);
    expect(() => writesData('get', { 'x-cliq-writes': 'yes' })).toThrow('x-cliq-writes is true or false, got "yes"');
  });

  it('matches a request to its operation by method and path', () => {
    expect(model.match('get', '/api/u/getTasks')?.id).toBe('getUserTasks');
    expect(model.match('POST', '/api/u/getTasks')).toBeUndefined();
  });

  it('sees the same document in the browser (yaml, one file) as in Node (@redocly/openapi-core, bundled)', async () => {
    const text = readFileSync(SPEC_PATH, 'utf8');
    expect(parse(text)).toStrictEqual(await loadDocument());
    expect(createModel(parse(text)).operations.map((o) => o.label)).toEqual(model.operations.map((o) => o.label));
  });

  it('stops a load whose $ref does not resolve, naming it', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const broken = freshDoc();
    const session = broken.paths['/api/s/session']?.get as { responses: Record<string, unknown> };
    session.responses['200'] = { $ref: '#/components/responses/NoSuchResponse' };
    const file = join(mkdtempSync(join(tmpdir(), 'cliq-model-')), 'cliq.yaml');
    writeFileSync(file, JSON.stringify(broken));
    await expect(loadDocument(file)).rejects.toThrow(/NoSuchResponse/);
  });
});

// ------------------------------------------------------------------------- no walker outside the model
const SCANNED = ['scripts', 'src', 'tests', 'mock-server', 'deploy', 'openapi'];
const MODEL = 'openapi/model.mjs';
// What resolving a $ref by hand looks like: reading a node's $ref (as a property, by destructuring or with `in`),
// unescaping a pointer token, or splitting a pointer into tokens without unescaping them (the `~1` bug).
const BY_HAND: [RegExp, string][] = [
  [/\.\$ref\b|\[\s*['"`]\$ref['"`]\s*\]/, "reads a node's $ref (use refOf, follow or the model's deref)"],
  [/(?:const|let|var)\s*\{[^}]*\$ref\b[^}]*\}\s*=/, "destructures a node's $ref (use refOf or follow)"],
  [/['"`]\$ref['"`]\s+in\b/, 'tests a node for a $ref (use refOf or follow)'],
  [/\.replace(?:All)?\(\s*(?:\/~[01]\/|['"`]~[01]['"`])/, 'unescapes a JSON pointer token (use parsePointer)'],
  [
    /(?:pointer|\bref)\w*\??\.(?:slice\(\s*\d\s*\)\.)?split\(\s*['"`]\/['"`]/i,
    'splits a JSON pointer by hand (use parsePointer)',
  ],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(?:[cm]?js|tsx?|mts)$/.test(name) ? [path] : [];
  });
}

describe('one way to read the contract', () => {
  const files = [
    ...SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))),
    ...readdirSync(ROOT)
      .filter((name) => /\.config\.[cm]?[jt]s$/.test(name))
      .map((name) => join(ROOT, name)),
  ];

  it('finds the files to scan', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file outside openapi/model.mjs resolves a $ref by hand', () => {
    const problems: string[] = [];
    for (const file of files) {
      const name = relative(ROOT, file);
      if (name === MODEL || name === 'tests/contract/model.test.ts') continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [pattern, why] of BY_HAND) {
            if (pattern.test(line)) problems.push(`${name}:${index + 1} ${why}: ${line.trim()}`);
          }
        });
    }
    expect(problems).toEqual([]);
  });

  it('the check finds a hand-written walker', () => {
    const walker = [
      'while (current && typeof current.$ref === "string") {',
      "  current = current.$ref.slice(2).split('/').map((s) => s.replace(/~1/g, '/'))",
      'const { $ref, ...rest } = node;',
      "if ('$ref' in schema) return resolve(schema);",
      "const tokens = pointer.slice(2).split('/');",
      "for (const token of ref.split('/')) {",
    ];
    expect(walker.filter((line) => BY_HAND.some(([pattern]) => pattern.test(line)))).toEqual(walker);
    // Writing a $ref (a broken copy in a test) is not reading one.
    const writing = ["media.schema = { $ref: '#/components/schemas/Platform' };", 'const p = toPointer(tokens);'];
    expect(writing.filter((line) => BY_HAND.some(([pattern]) => pattern.test(line)))).toEqual([]);
  });
});
