import type { Plugin } from 'vite';

export function icons(): Plugin;
export function iconChunk(
  id: string,
  ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null },
): string | null;
