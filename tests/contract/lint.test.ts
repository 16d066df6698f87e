// Spectral (spectral:oas, via .spectral.yaml) finds nothing in the contract: no errors and no warnings.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { run } from './helpers/run';
import { loadSpec, ROOT, SPEC_FILE } from './helpers/spec';

interface Finding {
  code: string | number;
  message: string;
  path: (string | number)[];
  severity: number;
  source?: string;
  range: { start: { line: number; character: number } };
}

const SEVERITY = ['error', 'warning', 'info', 'hint'];
const spectral = join(ROOT, 'node_modules/.bin/spectral');
const ruleset = join(ROOT, '.spectral.yaml');

async function lint(file: string): Promise<Finding[]> {
  const { code, stdout, stderr } = await run(spectral, [
    'lint',
    file,
    '--ruleset',
    ruleset,
    '--format',
    'json',
    '--quiet',
  ]);
  try {
    return JSON.parse(stdout) as Finding[];
  } catch {
    throw new Error(`Spectral gave no JSON (exit ${code}):\n${stdout}\n${stderr}`);
  }
}

const show = (findings: Finding[]) =>
  findings
    .map(
      (f) =>
        `${SEVERITY[f.severity] ?? f.severity} ${f.code} line ${f.range.start.line + 1}:${f.range.start.character + 1}` +
        ` ${f.path.join('.')}: ${f.message}`,
    )
    .join('\n');

describe('Spectral lint', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cliq-lint-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(`${SPEC_FILE} has no errors and no warnings`, async () => {
    const findings = await lint(SPEC_FILE);
    const blocking = findings.filter((f) => f.severity <= 1);
    expect(blocking, `Spectral findings:\n${show(blocking)}`).toEqual([]);
    const notes = findings.filter((f) => f.severity > 1);
    if (notes.length) console.log(`Spectral info/hints (not failing):\n${show(notes)}`);
  });

  it('reports a broken copy of the contract (the ruleset is really applied)', async () => {
    const broken = loadSpec();
    delete (broken.info as { description?: unknown }).description;
    const login = broken.paths['/api/u/login']?.post as { operationId?: string };
    delete login.operationId;
    const file = join(scratch, 'broken.yaml');
    writeFileSync(file, stringify(broken));

    const codes = (await lint(file)).map((f) => f.code);
    expect(codes).toContain('info-description');
    expect(codes).toContain('operation-operationId');
  });
});
