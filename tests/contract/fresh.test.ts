// generated/ matches what the codegen makes from the contract today (scripts/codegen.mjs --check).
import { describe, expect, it } from 'vitest';
import { run } from './helpers/run';

describe('generated code', () => {
  // Codegen runs orval, openapi-typescript and the validators' compiler: about 20 s on a quiet 2-core machine, and
  // more than twice that while the other test projects share it.
  it('is fresh: `node scripts/codegen.mjs --check` exits 0', { timeout: 200_000 }, async () => {
    const { code, stdout, stderr } = await run(process.execPath, ['scripts/codegen.mjs', '--check'], 180_000);
    expect(code, `codegen --check exited ${code}:\n${stdout}\n${stderr}`).toBe(0);
    expect(stdout).toContain('generated/ is fresh');
  });
});
