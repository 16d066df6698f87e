import type { Plugin } from 'vite';

/** The app shell's file name in the build once index.html holds the prerendered `/`. */
export const SHELL: string;
/** The documents' own scripts and the pages that load each ('*': every prerendered page). */
export const DOCUMENT_SCRIPTS: Record<string, { source: string; pages: '*' | string[] }>;
/** The file a prerendered path is written to, relative to the build: '/' → index.html, '/about' → about.html. */
export function fileFor(path: string): string;
/** The markup as it is; throws on a style attribute (the CSP refuses it). */
export function withoutStyleAttributes(path: string, html: string): string;
/** A page's CSS without the custom properties and keyframes nothing in it uses. */
export function leanCss(css: string): string;
/** One page as a document: the shell without the app, the page's title, CSS, scripts and markup. */
export function pageHtml(shell: string, page: { path: string; html: string; css: string }, scripts?: string[]): string;
/** Prerenders into the client build at `dist`; returns the files written (relative to dist). */
export function prerender(dist: string, options?: { base?: string; log?: (line: string) => void }): Promise<string[]>;
/** The Vite plugin: prerenders after each client build; `vite preview` serves the shell for the other routes. */
export function prerenderPlugin(): Plugin;
