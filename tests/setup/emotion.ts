/**
 * One Emotion cache for the jsdom files that share a worker's module registry and document (`isolate: false` keeps
 * the document between files too), emptied before each file: every file starts with no style rules and inserts only
 * what its own renders need, as a page of the app does. Without it, Emotion's default cache kept every rule of every
 * file before in the document, and jsdom's getComputedStyle (which Testing Library's role queries and visibility
 * checks call for an element and its ancestors) matches each element against every rule of the document: a
 * worker's later files paid for all the styles of its earlier ones.
 * The renderers wrap the app in it (tests/component/support/render.tsx, tests/component/public-site/render.tsx), as
 * src/app/providers.tsx wraps the app in the page's cache.
 */
import type { EmotionCache } from '@emotion/react';
import { createEmotionCache } from '@/app/emotion-cache';

let cache: EmotionCache | undefined;

/** The cache the test renderers give the app. */
export function testEmotionCache(): EmotionCache {
  cache ??= createEmotionCache();
  return cache;
}

/** Removes every rule the cache inserted, and forgets that it did, so that a render inserts them again. */
export function startWithNoStyles(): void {
  if (!cache) return;
  cache.sheet.flush();
  for (const key of Object.keys(cache.inserted)) delete cache.inserted[key];
}
