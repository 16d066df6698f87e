/**
 * The build-time render of the public pages (issues 15 and 39): build/prerender.mjs builds this module for Node
 * after the client build and calls `render` once per path of PRERENDERED_PATHS (src/app/prerender.ts).
 *
 * The same routes, providers and components as the app in the browser (main.tsx), through react-router's static
 * handler, so a page looks the same whichever shows it. Emotion's cache runs in "compat" mode: no <style> elements
 * in the markup; the CSS the markup uses is extracted afterwards, which build/prerender.mjs writes into the head.
 * Nothing hydrates the result: the page is a document of its own, with no app code.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { createEmotionCache } from './emotion-cache';
import { PRERENDERED_PATHS } from './prerender';
import { AppProviders } from './providers';
import { routes } from './router';

export { PRERENDERED_PATHS };

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Emotion's CSS for the page (global styles first), without vendor prefixes (see `render`). */
  css: string;
  /** The HTTP status the router gives the page (200 for every prerendered path). */
  status: number;
}

/** Renders `path` (e.g. '/about'). */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path}: the router answered a redirect (${context.status})`);
  if (context.errors) {
    const [error] = Object.values(context.errors);
    throw new Error(`${path}: a route failed while prerendering`, { cause: error });
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  // No vendor prefixes (-webkit-box, -ms-flexbox, ...): a third of the CSS a page parses before its first paint, for
  // browsers older than the build's target (es2022). The app's own cache keeps them.
  const cache = createEmotionCache(undefined, { prefixed: false });
  // Keep the styles in the cache instead of writing <style> elements next to the markup.
  cache.compat = true;
  const emotion = createEmotionServer(cache);

  // prerender (not renderToString) waits for every lazy part, so the HTML holds the whole page and no Suspense
  // boundary is left with its fallback (no script would ever replace it).
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders emotionCache={cache}>
        <QueryClientProvider client={createQueryClient()}>
          {/* hydrate={false}: no inline script (the CSP allows none, and nothing hydrates the page). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in order: no boundary is moved to the end of the page with a script to put it back.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const css = emotion
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('');
  return { html, css, status: context.statusCode };
}
