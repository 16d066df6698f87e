// generated/ matches what the codegen makes from the contract today (scripts/codegen.mjs --check).
import { describe, expect, it } from 'vitest';
import { run } from './helpers/run';

describe('generated code', () => {
  it('is fresh: `node scripts/codegen.mjs --check` exits 0', async () => {
    const { code, stdout, stderr } = await run(process.execPath, ['scripts/codegen.mjs', '--check']);
    expect(code, `codegen --check exited ${code}:\n${stdout}\n${stderr}`).toBe(0);
    expect(stdout).toContain('generated/ is fresh');
  });
});
