// docs/architecture.md's recipe, "Adding an endpoint, end to end", works as written (issue 29). A copy of the checkout
// gets the recipe's GET, POST and schemas pasted into its openapi/cliq.yaml, and the POST's row into the table of
// writes of its packages/contract/README.md, exactly as the doc shows them: each block is the fenced block after its `<!-- recipe: name -->`
// marker, read from the doc, so the doc and this test cannot drift apart. Codegen runs in the copy, then one vitest
// run of the checks that read the contract (lint, structure, error replies, examples, the model, and the unit tests
// that count the contract): they pass with no other edit. The files the recipe
// names exist, and each `NAME` it places "in `a/file`" is there.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '@cliq/contract/load';
import { run } from './helpers/run';
import { ROOT } from './helpers/spec';
import { writesListed, writesOf } from './helpers/tools-doc';

const RECIPE_TITLE = '## Adding an endpoint, end to end';
const WRITES_SECTION = '### What a run with `--allow-writes` writes';
/** Where the table of writes is: the contract toolkit's manual. */
const WRITES_DOC = 'packages/contract/README.md';
const architecture = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
const recipe = architecture.split(RECIPE_TITLE)[1]?.split('\n## ')[0] ?? '';

/** The fenced block right after `<!-- recipe: name -->`, as written (it ends with a newline). */
function snippet(name: string): string {
  const block = new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?\\n)\`\`\`\\n`).exec(recipe);
  if (!block?.[1]) throw new Error(`docs/architecture.md has no block after <!-- recipe: ${name} -->`);
  return block[1];
}

/** `text` with `added` right after its one line `line` (a line of its own, e.g. 'paths:'). */
function insertAfter(text: string, line: string, added: string, what: string): string {
  const at = text.split('\n').filter((l) => l === line).length;
  if (at !== 1) throw new Error(`${what}: expected one line '${line}', found ${at}`);
  return text.replace(`\n${line}\n`, `\n${line}\n${added}`);
}

// The checks that read the contract, run in the copy: every contract test but those of the tools with fixtures of
// their own (verify, proxy, diff), the scenarios (which name no new operation), fresh (the copy's generated/ was
// just made), the fuzz generators and Prism over every example (each about 15 s of CPU on a 2-core CI machine,
// and neither reads anything the recipe adds differently from the contract's other operations), and the unit
// tests that count its operations and examples.
const CHECKS = [
  'tests/contract/structure.test.ts',
  'tests/contract/error-replies.test.ts',
  'tests/contract/examples.test.ts',
  'tests/contract/model.test.ts',
  'tests/contract/lint.test.ts',
  'tests/unit/dev/mock-store.test.ts',
  'packages/contract/test/coverage.test.ts',
  'tests/unit/dev/api-docs.test.ts',
];
// What a checkout holds that the copy does not need (or must not share): dependencies are linked, not copied.
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
  'reports',
  '.cache',
]);

interface VitestReport {
  numTotalTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

describe('the recipe of docs/architecture.md, pasted into a copy of the checkout', { timeout: 300_000 }, () => {
  const copy = mkdtempSync(join(tmpdir(), 'cliq-recipe-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  let codegen = { code: -1, stdout: '', stderr: '' };

  beforeAll(async () => {
    cpSync(ROOT, copy, {
      recursive: true,
      filter: (source) => !LEFT_OUT.has(relative(ROOT, source).split(/[\\/]/)[0] ?? '') && !source.endsWith('docs/api'),
    });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const contractFile = join(copy, 'openapi/cliq.yaml');
    let contract = readFileSync(contractFile, 'utf8');
    contract = insertAfter(contract, 'paths:', snippet('get') + snippet('post'), 'openapi/cliq.yaml');
    contract = insertAfter(contract, '  schemas:', snippet('schemas'), 'openapi/cliq.yaml');
    writeFileSync(contractFile, contract);
    // The row goes under the header of the table of writes (the section's one table).
    const toolsFile = join(copy, WRITES_DOC);
    const tools = readFileSync(toolsFile, 'utf8');
    const start = tools.indexOf(WRITES_SECTION);
    const end = tools.indexOf('\n### ', start + 1);
    if (start < 0 || end < 0) throw new Error(`${WRITES_DOC} has no section '${WRITES_SECTION}'`);
    const section = insertAfter(tools.slice(start, end), '|---|---|', snippet('writes-row'), WRITES_DOC);
    writeFileSync(toolsFile, tools.slice(0, start) + section + tools.slice(end));
    codegen = await run(process.execPath, ['scripts/codegen.mjs'], 180_000, {}, copy);
  }, 240_000);

  it('adds one GET and one POST, inheriting the Cliquer session', async () => {
    const before = await loadContract(join(ROOT, 'openapi/cliq.yaml'));
    const after = await loadContract(join(copy, 'openapi/cliq.yaml'));
    const added = after.operations.filter((o) => !before.find(o.label));
    expect(added.map((o) => `${o.id} ${o.label}`)).toEqual([
      'getUserReferrals GET /api/u/getReferrals',
      'requestReferralInvite POST /api/u/sendInvite',
    ]);
    expect(added.map((o) => o.op.security)).toEqual([undefined, undefined]);
    expect(added.map((o) => o.security)).toEqual([[{ userSession: [] }], [{ userSession: [] }]]);
    expect(after.operations).toHaveLength(before.operations.length + 2);
  });

  it('`npm run codegen` generates their hooks, statuses and examples', () => {
    expect(codegen.code, `${codegen.stdout}\n${codegen.stderr}`).toBe(0);
    const generated = (file: string) => readFileSync(join(copy, 'generated', file), 'utf8');
    expect(generated('hooks/dashboard/dashboard.ts')).toMatch(/export function useGetUserReferrals\b/);
    expect(generated('hooks/dashboard/dashboard.ts')).toMatch(/export const useRequestReferralInvite\b/);
    expect(generated('statuses.ts')).toContain("'GET /api/u/getReferrals': [200],");
    expect(generated('statuses.ts')).toContain("'POST /api/u/sendInvite': [200],");
    expect(generated('examples.ts')).toMatch(/getUserReferrals: \{\n {4}200: \{\n {6}"referrals": /);
  });

  it('passes the contract checks and the unit tests that count the contract, with no other edit', async () => {
    const out = join(copy, 'test-results/recipe-vitest.json');
    const args = ['run', '--project', 'contract', '--project', 'contract-toolkit', '--project', 'unit', ...CHECKS];
    // The copy's own vitest (its package's bin), as if started there by hand (not as a child of this run).
    const env = Object.fromEntries(
      Object.keys(process.env)
        .filter((key) => key.startsWith('VITEST'))
        .map((key) => [key, undefined]),
    );
    const vitest = join(copy, 'node_modules/.bin/vitest');
    const result = await run(vitest, [...args, '--reporter=json', `--outputFile=${out}`], 240_000, env, copy);
    const report = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as VitestReport) : null;
    const failures = (report?.testResults ?? []).flatMap((file) => [
      ...(file.status === 'failed' && file.message ? [`${relative(copy, file.name)}: ${file.message}`] : []),
      ...file.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${relative(copy, file.name)} > ${test.fullName}: ${test.failureMessages.join('\n').slice(0, 1500)}`,
        ),
    ]);
    expect(failures, result.stderr.slice(-3000)).toEqual([]);
    expect(result.code, result.stderr.slice(-3000)).toBe(0);
    expect((report?.testResults ?? []).map((file) => relative(copy, file.name)).sort()).toEqual([...CHECKS].sort());
    for (const file of report?.testResults ?? []) {
      expect(file.assertionResults.filter((test) => test.status === 'passed').length, file.name).toBeGreaterThan(0);
    }
  });

  it("lists the POST in the toolkit's table of writes (the recipe's row)", async () => {
    const after = await loadContract(join(copy, 'openapi/cliq.yaml'));
    const listed = writesListed(readFileSync(join(copy, WRITES_DOC), 'utf8'));
    expect(listed).toContain('requestReferralInvite POST /api/u/sendInvite');
    expect(listed.sort()).toEqual(writesOf(after).sort());
  });
});

describe('the recipe names what the code has', () => {
  // The page the recipe creates; its feature folder must exist.
  const NEW_PAGE = 'src/features/dashboard/referrals/ReferralsPage.tsx';
  const PATH = /`((?:src|tests|openapi|scripts|deploy|mock-server|generated|docs|packages)\/[\w./-]+|@generated\/[\w/-]+)`/g;

  it('every file or folder it names exists', () => {
    const named = [...new Set([...recipe.matchAll(PATH)].map((m) => m[1] ?? ''))];
    const file = (path: string) => (path.startsWith('@generated/') ? `${path.replace('@', '')}.ts` : path);
    const missing = named.filter((path) => !existsSync(join(ROOT, file(path))) && path !== NEW_PAGE);
    expect(named.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
    expect(existsSync(join(ROOT, dirname(dirname(NEW_PAGE))))).toBe(true);
  });

  it('every `NAME` it places in a file is in that file', () => {
    const placed = [...recipe.matchAll(/`(\w+)`\s+in\s+`([\w./-]+)`/g)].map(([, name = '', path = '']) => ({
      name,
      path,
    }));
    const textOf = (path: string) =>
      path.endsWith('/')
        ? readdirSync(join(ROOT, path))
            .map((entry) => {
              const full = join(ROOT, path, entry);
              return existsSync(full) && /\.(ts|tsx|mjs)$/.test(entry) ? readFileSync(full, 'utf8') : '';
            })
            .join('\n')
        : readFileSync(join(ROOT, path), 'utf8');
    const absent = placed.filter(({ name, path }) => !new RegExp(`\\b${name}\\b`).test(textOf(path)));
    expect(placed.length).toBeGreaterThan(8);
    expect(absent).toEqual([]);
  });

  it("names an operationId that passes the contract's verb rule, and shows that `doThing` does not", () => {
    const structure = readFileSync(join(ROOT, 'tests/contract/structure.test.ts'), 'utf8');
    const verbs = [...(/const VERBS = \[([^\]]*)\]/.exec(structure)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
    expect(verbs.length).toBeGreaterThan(10);
    expect(recipe.replace(/\s+/g, ' ')).toContain(verbs.join(', '));
    for (const id of ['getUserReferrals', 'requestReferralInvite']) expect(verbs).toContain(/^[a-z]+/.exec(id)?.[0]);
    expect(verbs).not.toContain('do');
  });
});

describe('the table of writes', () => {
  it('lists every operation that changes data (what verify --allow-writes calls), and only those', async () => {
    const listed = writesListed(readFileSync(join(ROOT, WRITES_DOC), 'utf8'));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(writesOf(await loadContract(join(ROOT, 'openapi/cliq.yaml'))).sort());
  });
});
