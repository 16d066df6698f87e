import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { HydrationScheduleProvider } from '@/components/DeferredHydration';
import { reportUncaught } from '@/api/report-soon';
import { apiBaseProblem, reportSettings } from '@/config/env';
import { stopEarlyTaps } from '@/lib/early-taps';
import { installChunkReload } from './chunk-reload';
import { createHydrationSchedule } from './hydration-schedule';
import { preloadMatches, prerenderedPage } from './prerender';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';
import { loadAppRecipes, system } from './system';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A wrong API base address (config.js / VITE_API_BASE) stops the app here, before any call: see src/config/env.ts.
const configProblem = apiBaseProblem();
// (Its page comes from a chunk of its own: a rare case that every first load need not carry.)
if (configProblem)
  void import('./startup-error').then(({ showStartupError }) => showStartupError(container, configProblem));
else start(container);

function start(root: HTMLElement) {
  // Reports to config.js's reportUrl, when it names one: see reporting.ts (a chunk of its own) and docs/operations.md.
  reportUncaught(window);
  if (reportSettings().url) {
    void import('./reporting').then(
      ({ startReporting }) => startReporting(routes),
      () => undefined,
    );
  }
  let router: ReturnType<typeof createAppRouter> | undefined;
  // A route chunk that fails to download while a route loads (after a deploy removed it) reloads the page once;
  // see chunk-reload.ts. Before the router exists, the app itself is still loading. A navigation that failed
  // reloads at the page it was going to (the address bar still shows the page it left).
  installChunkReload({
    isLoadingRoute: () => !router || !router.state.initialized || router.state.navigation.state !== 'idle',
    reload: () => {
      const target = router?.state.navigation.location;
      if (router && target) window.location.assign(router.createHref(target));
      else window.location.reload();
    },
  });

  const app = (appRouter: NonNullable<typeof router>) => (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={appRouter} />
      </AppProviders>
    </StrictMode>
  );
  // Another page's markup (a host that answers every path with index.html) is replaced, not hydrated.
  const renderAfresh = () => {
    stopEarlyTaps();
    root.replaceChildren();
    router = createAppRouter();
    createRoot(root).render(app(router));
  };
  const render = () => {
    // A public page prerendered by the build (src/app/prerender.ts): its route's code is loaded first and the router
    // starts from the server's loader data, so the first render is the server's markup and hydrates it.
    const page = prerenderedPage(document, window.location.pathname, root);
    if (!page) return renderAfresh();
    preloadMatches(routes, new URL(window.location.href))
      .then(() => {
        // The address may have moved while the code loaded (a script's history.pushState): the router would render
        // that page over this one's markup, so it renders afresh.
        if (!prerenderedPage(document, window.location.pathname, root)) return renderAfresh();
        router = createAppRouter({ hydrationData: page.hydrationData });
        const hydrating = router;
        // From here React handles taps itself (public/early-taps.js kept the ones before: see early-taps.ts).
        stopEarlyTaps();
        // A transition, so React hydrates in slices and yields to the browser between them, and the sections a
        // page defers (DeferredHydration) later, one at a time: no long task after the first paint.
        startTransition(() => {
          hydrateRoot(
            root,
            <HydrationScheduleProvider value={createHydrationSchedule()}>{app(hydrating)}</HydrationScheduleProvider>,
          );
        });
      })
      // The route's code did not arrive (chunk-reload.ts may be reloading): the router loads it, and shows its error
      // page when it fails again.
      .catch(renderAfresh);
  };

  // Dev build only (removed from the production build): the mock scenario switcher of src/dev/. The app renders once
  // it is installed, so the first requests already carry the scenario a shared link names. Its panel (tabs,
  // selects, switches) may open on any page, so the design system's deferred recipes come first (system.ts; the
  // production build, which the e2e runs use, still reports a public page that uses one).
  if (import.meta.env.DEV) {
    void Promise.all([import('@/dev/install'), import('./query-root'), loadAppRecipes()])
      .then(([{ install }, { appQueryClient }]) => install(appQueryClient(), system))
      .catch((error: unknown) => console.warn('The mock scenario switcher did not load:', error))
      .finally(render);
  } else {
    render();
  }
}
