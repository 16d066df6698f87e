/**
 * Types are checked, not restated (issue 37): the project's JavaScript carries its types as JSDoc under
 * `// @ts-check`, so no declaration file is kept by hand. The only ones are generated: generated/ (npm run codegen)
 * and packages/contract/types/ (written by the package's prepack from its JSDoc, never committed).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
/** Folders of output or of other people's code. */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'generated', 'test-results', 'playwright-report', 'coverage']);
const GENERATED = new Set(['packages/contract/types']);

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.') || GENERATED.has(relative(root, path))) return [];
      return declarationFiles(path);
    }
    return /\.d\.[cm]?ts$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('declaration files', () => {
  it('none is kept by hand: the JavaScript modules carry their types as checked JSDoc', () => {
    expect(declarationFiles(root)).toEqual([]);
  });
});
