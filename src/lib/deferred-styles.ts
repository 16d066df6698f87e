/**
 * How a component's lazy chunk waits for the design system's deferred recipes (src/app/system.ts): the shared
 * layers may not import the app, so the app hands its `loadAppRecipes` over here when its system module loads, and
 * a chunk that draws a deferred recipe on a public page (the reply dialog's view: Chakra's dialog recipes)
 * downloads them alongside itself with `loadDeferredStyles()`.
 * Before the app has handed a loader over (a component test that registers the recipes itself), it resolves at once.
 */
let loader: () => Promise<void> = () => Promise.resolve();

/** Called once by the app's design system. */
export function provideDeferredStyles(load: () => Promise<void>): void {
  loader = load;
}

/** Downloads and registers the deferred recipes (once; a failure rejects, and a later call tries again). */
export function loadDeferredStyles(): Promise<void> {
  return loader();
}
