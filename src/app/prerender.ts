/**
 * Prerendered public pages (issue 15): `vite build` renders these paths once (src/app/entry-server.tsx, run by
 * build/prerender.mjs) and writes real HTML for each, so the page is painted before any script runs; main.tsx
 * then hydrates that markup instead of rendering from scratch.
 *
 * A prerendered page says which path it was rendered for (a <meta name="cliq-prerendered">) and carries the
 * router's loader data as a JSON block (not executed, so the CSP's `script-src 'self'` allows it). The client
 * hydrates only when that path is the address it was loaded at: a host that answers every path with one page (a
 * plain SPA fallback) gets a fresh client render instead of a mismatched hydration.
 */
import { matchRoutes, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The paths `vite build` prerenders; every other route is served the app shell (dist/200.html). */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home.href(),
  paths.homeAlias.href(),
  paths.about.href(),
  paths.services.href(),
  paths.contact.href(),
  paths.terms.href(),
  paths.privacy.href(),
];

/** The meta naming the path a page was prerendered for. */
export const PRERENDERED_META = 'cliq-prerendered';
/** The id of the JSON block holding the router's hydration data. */
export const HYDRATION_DATA_ID = 'cliq-hydration-data';

/** '/about/' and '/about' are the same page. */
const normalized = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

export interface PrerenderedPage {
  path: string;
  hydrationData: HydrationState;
}

/**
 * The prerendered page this document holds for `pathname`, or null: no prerendered content, another path's
 * content (a host that serves one page for every path), or hydration data that cannot be read.
 */
export function prerenderedPage(doc: Document, pathname: string, root: HTMLElement): PrerenderedPage | null {
  const path = doc.querySelector<HTMLMetaElement>(`meta[name="${PRERENDERED_META}"]`)?.content;
  if (!path || !root.firstElementChild || normalized(path) !== normalized(pathname)) return null;
  try {
    const data: unknown = JSON.parse(doc.getElementById(HYDRATION_DATA_ID)?.textContent ?? '');
    if (!data || typeof data !== 'object') return null;
    return { path, hydrationData: data as HydrationState };
  } catch {
    return null;
  }
}

/**
 * Runs the loaders of the routes matching `url` (the routes' code downloads, src/app/lazy-route.tsx), so the
 * router created afterwards with the hydration data renders the page at once, as the server did, and not the
 * HydrateFallback. A loader that fails makes this throw.
 */
export async function preloadMatches(routes: RouteObject[], url: URL): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  const request = new Request(url);
  await Promise.all(
    matches.map(({ route, params }) =>
      typeof route.loader === 'function'
        ? route.loader({ request, params, context: undefined } as LoaderFunctionArgs)
        : undefined,
    ),
  );
}
