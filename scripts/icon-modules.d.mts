import type { Plugin } from 'vite';

export function splitIconImports(code: string, onIcon?: (pack: string, name: string) => void): string;
export function iconModule(source: string, name: string): string;
export function iconModules(options: { isPublic: (file: string) => boolean }): Plugin & {
  /** The chunk an icon's module goes to ('icons-public' or 'icons'), or null for any other module. */
  chunkName: (id: string) => string | null;
};
