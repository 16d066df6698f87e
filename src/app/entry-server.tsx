/**
 * The build-time render of the public pages (issue 15): build/prerender.mjs builds this module for Node after the
 * client build and calls `render` once per path of PRERENDERED_PATHS (src/app/prerender.ts).
 *
 * The same routes and providers as the browser (main.tsx), through react-router's static handler, so the markup is
 * what the client's first render produces and hydrates without a mismatch. Emotion's cache runs in "compat" mode:
 * no <style> elements in the markup; the styles the markup uses are extracted afterwards as <style> elements for
 * the head (written so that hydration moves none that holds CSS: hydratedInPlace), carrying the CSP nonce
 * placeholder that the web server replaces per response.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type HydrationState } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { createEmotionCache, hydratedInPlace } from './emotion-cache';
import { PRERENDERED_PATHS } from './prerender';
import { AppProviders } from './providers';
import { routes } from './router';

export { PRERENDERED_PATHS };

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Emotion's <style> elements for the head (global styles first). */
  styles: string;
  /** The router's state for hydration (loader data; never an error: a page that fails is not written). */
  hydrationData: HydrationState;
  /** The HTTP status the router gives the page (200 for every prerendered path). */
  status: number;
}

/** Renders `path` (e.g. '/about') with the CSP nonce `nonce` on its style elements. */
export async function render(path: string, nonce: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path}: the router answered a redirect (${context.status})`);
  if (context.errors) {
    const [error] = Object.values(context.errors);
    throw new Error(`${path}: a route failed while prerendering`, { cause: error });
  }
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createEmotionCache(nonce);
  // Keep the styles in the cache instead of writing <style> elements next to the markup.
  cache.compat = true;
  const emotion = createEmotionServer(cache);

  // prerender (not renderToString) waits for every lazy part (the contact page's form and FAQ), so the HTML holds the
  // whole page and no Suspense boundary is left for the client to render over the server's fallback.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders emotionCache={cache}>
        <QueryClientProvider client={createQueryClient()}>
          {/* hydrate={false}: no inline script (the CSP allows none); prerender.mjs writes the data as JSON. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </AppProviders>
    </StrictMode>,
    // Every boundary inline, in order: no boundary is moved to the end of the page with a script to put it back.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const styles = hydratedInPlace(emotion.extractCriticalToChunks(html).styles, nonce);
  return {
    html,
    styles,
    hydrationData: { loaderData: context.loaderData, actionData: null, errors: null },
    status: context.statusCode,
  };
}
