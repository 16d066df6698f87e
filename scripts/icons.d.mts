import type { Plugin } from 'vite';

export function icons(): Plugin;
