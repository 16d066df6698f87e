/**
 * Emotion's style cache, made with the page's Content-Security-Policy nonce, so the <style> elements Emotion (and so
 * Chakra) adds are allowed by a policy without 'unsafe-inline' for styles (deploy/nginx, docs/deploy.md).
 *
 * Vite writes a placeholder into `<meta property="csp-nonce" nonce="…">` (html.cspNonce in vite.config.ts) and the
 * web server replaces it with a new value per response. Browsers hide a nonce from getAttribute once the page is
 * parsed, so it is read from the element's `nonce` property.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

/** The nonce the page was served with, or undefined when it has none (tests, a host that does not set one). */
export function cspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce || undefined;
}

/**
 * A new Emotion cache with Chakra's usual key ('css') and the page's nonce; `prefixed: false` leaves out the vendor
 * prefixes Emotion adds by default (the prerendered pages, src/app/entry-server.tsx).
 */
export function createEmotionCache(
  nonce: string | undefined = cspNonce(),
  { prefixed = true }: { prefixed?: boolean } = {},
): EmotionCache {
  return createCache({ key: 'css', nonce, ...(prefixed ? {} : { stylisPlugins: [] }) });
}

let pageCache: EmotionCache | undefined;

/** The one cache of the page, made on first use (the nonce is in the document by then). */
export function pageEmotionCache(): EmotionCache {
  pageCache ??= createEmotionCache();
  return pageCache;
}
