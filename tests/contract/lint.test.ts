// Spectral (spectral:oas, via .spectral.yaml) and Redocly (its recommended rules) find nothing in the contract: no
// errors and no warnings (Redocly's operation-4xx-response, for one, wants every operation's error replies declared).
// The journeys (openapi/cliq.arazzo.yaml) are valid Arazzo, each step an operation of the contract.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { run } from './helpers/run';
import { freshDoc, model, ROOT, SPEC_FILE } from './helpers/spec';

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
const redocly = join(ROOT, 'node_modules/.bin/redocly');
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

interface RedoclyReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

async function redoclyLint(file: string): Promise<RedoclyReport> {
  const { code, stdout, stderr } = await run(redocly, ['lint', file, '--format', 'json'], 60_000, {
    REDOCLY_TELEMETRY: 'off',
    NO_COLOR: '1',
  });
  try {
    return JSON.parse(stdout) as RedoclyReport;
  } catch {
    throw new Error(`Redocly gave no JSON (exit ${code}):\n${stdout}\n${stderr}`);
  }
}

describe('Redocly lint', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cliq-redocly-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(`${SPEC_FILE} has no errors and no warnings`, async () => {
    const report = await redoclyLint(SPEC_FILE);
    const shown = report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
    expect(shown).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('reports an operation without a 4xx in a broken copy (the rule is really applied)', async () => {
    const broken = freshDoc();
    const profile = broken.paths['/api/u/profile-info']?.get as { responses: Record<string, unknown> };
    delete profile.responses['401'];
    delete profile.responses['403'];
    const file = join(scratch, 'broken.yaml');
    writeFileSync(file, stringify(broken));
    const report = await redoclyLint(file);
    expect(report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`)).toEqual([
      'operation-4xx-response #/paths/~1api~1u~1profile-info/get/responses',
    ]);
  });
});

describe('the journeys (openapi/cliq.arazzo.yaml)', () => {
  it('are valid Arazzo 1.0 (redocly lint), each step an operation of the contract', async () => {
    const lint = await run(redocly, ['lint', 'openapi/cliq.arazzo.yaml'], 60_000, { REDOCLY_TELEMETRY: 'off' });
    expect(lint.code, lint.stdout + lint.stderr).toBe(0);
    const arazzo = parse(readFileSync(join(ROOT, 'openapi/cliq.arazzo.yaml'), 'utf8')) as {
      workflows: { steps: { operationId: string }[] }[];
    };
    const ids = arazzo.workflows.flatMap((w) =>
      w.steps.map((step) => step.operationId.replace(/^\$sourceDescriptions\.cliq\./, '')),
    );
    expect(ids.filter((id) => !model.find(id))).toEqual([]);
  });
});

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
    const broken = freshDoc();
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
