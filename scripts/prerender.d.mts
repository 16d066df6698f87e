import type { Plugin } from 'vite';

/** The app shell's file name in the build once index.html holds the prerendered `/`. */
export const SHELL: string;
/** The file a prerendered path is written to, relative to the build: '/' → index.html, '/about' → about.html. */
export function fileFor(path: string): string;
/** The markup without style attributes made of CSS variables only; throws on any other style attribute. */
export function withoutStyleAttributes(path: string, html: string): string;
/** The shell with one page's markup, styles, preloads and data in it. */
export function pageHtml(
  shell: string,
  page: { path: string; html: string; styles: string; hydrationData: unknown },
  preloads?: string[],
): string;
/** The chunks (public URLs) the public pages need beyond the entry's, from a client bundle. */
export function publicChunks(bundle: Record<string, unknown>, base?: string): string[];
/** Prerenders into the client build at `dist`; returns the files written (relative to dist). */
export function prerender(
  dist: string,
  options?: { preloads?: string[]; log?: (line: string) => void },
): Promise<string[]>;
/** The Vite plugin: prerenders after each client build; `vite preview` serves the shell for the other routes. */
export function prerenderPlugin(): Plugin;
