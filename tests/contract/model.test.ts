// The model of openapi/cliq.yaml (@cliq/contract/model, loaded in Node by @cliq/contract/load): the operations and
// their replies as the tools read them, the browser's document the same as the library's, and no other file
// resolving a $ref by hand. (The model's JSON pointers and $ref following are the package's own tests.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadDocument } from '@cliq/contract/load';
import {
  createModel,
  freshDoc,
  model,
  ROOT,
  SPEC_PATH,
  writesData,
} from './helpers/spec';

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
    expect(parse(text)).toStrictEqual(await loadDocument(SPEC_PATH));
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
const SCANNED = ['scripts', 'src', 'tests', 'mock-server', 'deploy', 'openapi', 'packages'];
const MODEL = 'packages/contract/src/model.mjs';
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

  it('no file outside the contract model (@cliq/contract/model) resolves a $ref by hand', () => {
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
