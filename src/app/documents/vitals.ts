/**
 * The script of every prerendered public page (build/prerender.mjs): a few hundred bytes that read config.js and,
 * only when it names a `reportUrl`, load the reporting module once the browser is idle, which then reports this
 * page load's web vitals as the app does (src/app/reporting.ts, docs/operations.md). With no `reportUrl`, nothing
 * more is loaded. A public page's path is its route's pattern, so the reports' page address is the page's.
 */
const { reportUrl } = window.__CLIQ_CONFIG__ ?? {};

if (typeof reportUrl === 'string' && reportUrl.trim()) {
  const start = () =>
    void import('../reporting').then(
      ({ startReporting }) => startReporting(),
      () => undefined,
    );
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 10_000 });
  else window.setTimeout(start, 3_000);
}

export {};
