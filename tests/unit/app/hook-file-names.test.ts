/**
 * Hook files are named one way (docs/architecture.md, "The shape of a feature"): after the hook they hold,
 * `useTaskUpload.ts`, never `use-task-upload.ts`.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/** Every file name under `dir`, with its path from the project root. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [relative(ROOT, join(dir, entry.name))],
  );
}

/** The hook files named otherwise: `use-x.ts`, `use_x.tsx`. */
function misnamedHookFiles(paths: readonly string[]): string[] {
  return paths.filter((path) => /^use[-_][a-z]/.test(path.split('/').pop() ?? ''));
}

describe('hook file names', () => {
  it('every hook file under src/ is named after its hook (useX.ts)', () => {
    expect(misnamedHookFiles(files(join(ROOT, 'src')))).toEqual([]);
  });

  it('finds a kebab-case hook file', () => {
    expect(misnamedHookFiles(['src/lib/use-latest.ts', 'src/lib/useLatest.ts', 'src/lib/user.ts'])).toEqual([
      'src/lib/use-latest.ts',
    ]);
  });
});
