/**
 * Routes whose component comes from a lazily downloaded chunk, with a download that can be tried again.
 *
 * React Router's own `lazy` keeps a failed download's rejected promise for the life of the router, so once a chunk
 * fails its route stays broken until a full reload. Here the download runs in the route's loader instead: a failure
 * reaches the route's error element like any loader error, and revalidating (the error element's "Try again") or
 * navigating to the route again runs the loader, and so the import, once more. Once the module is in, the loader
 * is not run again (shouldRevalidate) and the component renders straight away.
 *
 * Some browsers (Chromium since about version 150, as the HTML spec's module map says) keep a failed module
 * import for the life of the document: importing it again fails at once, without a request. So when a retry fails
 * too, the loader asks the server whether the chunk (or, when the browser does not name it, the page) can be
 * downloaded now: if it can, the failure is one the browser kept, and the page reloads to get a fresh module map
 * (nothing is lost: the page never showed); if it cannot, the network is still down and the error stays, with the
 * area's shell around it.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { isChunkReloadPending, reloadForChunk } from './chunk-reload';

/** A route's code could not be downloaded (network error, or a chunk a deploy removed). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be downloaded.', { cause });
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof Error && error.name === 'ChunkLoadError';

const never = () => new Promise<never>(() => undefined);

/** Imports a route's module; any failure becomes a ChunkLoadError (or waits for a reload already under way). */
export async function importChunk<M>(load: () => Promise<M>): Promise<M> {
  let module: M | undefined;
  try {
    module = await load();
  } catch (error) {
    throw new ChunkLoadError(error);
  }
  // Vite resolves a failed import to undefined when a vite:preloadError listener handled it (chunk-reload.ts).
  if (module == null) {
    if (isChunkReloadPending()) return never();
    throw new ChunkLoadError(new Error('The module resolved to nothing.'));
  }
  return module;
}

/** The URL a failed dynamic import names in its message (Chromium and Firefox name it; Safari does not). */
export function failedChunkUrl(error: unknown): string | null {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : '';
  return /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.m?js)\b/.exec(message)?.[1] ?? null;
}

/** src/api/http.ts's canDownload, imported only on this rare path (a failed retry), so no public page carries it. */
async function askServer(url: string): Promise<boolean> {
  try {
    const { canDownload } = await import('@/api/http');
    return await canDownload(url);
  } catch {
    return false;
  }
}

export interface LazyRouteOptions {
  /** Asks whether a URL downloads now (default: src/api/http.ts's HEAD request, downloaded when first needed). */
  canDownload?: (url: string) => Promise<boolean>;
  /** Reloads the page for a failure the browser kept (default: chunk-reload's reload). */
  reload?: () => void;
}

export type LazyRouteProps = Required<Pick<RouteObject, 'loader' | 'Component' | 'shouldRevalidate'>>;

/** The loader, component and revalidation rule of a route whose component is `pick(await load())`. */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: LazyRouteOptions = {},
): LazyRouteProps {
  const { canDownload: probe = askServer, reload = reloadForChunk } = options;
  let Loaded: ComponentType | null = null;
  let failedBefore = false;
  return {
    loader: async () => {
      if (Loaded) return null;
      try {
        Loaded = pick(await importChunk(load));
      } catch (error) {
        const retry = failedBefore;
        failedBefore = true;
        if (retry && isChunkLoadError(error) && (await probe(failedChunkUrl(error) ?? window.location.href))) {
          reload();
          return never();
        }
        throw error;
      }
      return null;
    },
    // Run again only while the module is missing (a failed download being retried).
    shouldRevalidate: () => Loaded === null,
    Component: function LazyRouteComponent() {
      const Page = Loaded;
      return Page ? <Page /> : null;
    },
  };
}
