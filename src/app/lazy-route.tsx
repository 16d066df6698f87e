/**
 * Routes whose component comes from a lazily downloaded chunk, with a download that can be tried again.
 *
 * React Router's own `lazy` keeps a failed download's rejected promise for the life of the router, so once a chunk
 * fails its route stays broken until a full reload. Here the download runs in the route's loader instead: a failure
 * reaches the route's error element like any loader error, and revalidating (the error element's "Try again") or
 * navigating to the route again runs the loader, and so the import, once more. Once the module is in, the loader
 * is not run again (shouldRevalidate) and the component renders straight away.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { isChunkReloadPending } from './chunk-reload';

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

export type LazyRouteProps = Required<Pick<RouteObject, 'loader' | 'Component' | 'shouldRevalidate'>>;

/** The loader, component and revalidation rule of a route whose component is `pick(await load())`. */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRouteProps {
  let Loaded: ComponentType | null = null;
  return {
    loader: async () => {
      if (!Loaded) Loaded = pick(await importChunk(load));
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
