/**
 * The app's entry: the shell (dist/200.html, every route without a prerendered page of its own, and every route on
 * `npm start`) loads it. The prerendered public pages do not: they are documents with no app code
 * (build/prerender.mjs), which link into the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { reportUncaught } from '@/api/report-soon';
import { apiBaseProblem, reportSettings } from '@/config/env';
import { installChunkReload } from './chunk-reload';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';
import { routePageUrl } from './route-pattern';
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
      ({ startReporting }) => startReporting(routePageUrl(routes)),
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

  const render = () => {
    router = createAppRouter();
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  };

  // Dev build only (removed from the production build): the mock scenario switcher of src/dev/. The app renders once
  // it is installed, so the first requests already carry the scenario a shared link names. Its panel (tabs,
  // selects, switches) may open on any page, so the design system's deferred recipes come first (system.ts; the
  // production build, which the e2e runs use, still reports a page that uses one too early).
  if (import.meta.env.DEV) {
    void Promise.all([import('@/dev/install'), import('./query-root'), loadAppRecipes()])
      .then(([{ install }, { appQueryClient }]) => install(appQueryClient(), system))
      .catch((error: unknown) => console.warn('The mock scenario switcher did not load:', error))
      .finally(render);
  } else {
    render();
  }
}
