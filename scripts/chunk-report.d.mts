import type { Plugin } from 'vite';
export declare function moduleName(root: string, id: string): string;
export declare function chunkReport(): Plugin;
