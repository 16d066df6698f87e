/**
 * What the app reports to `reportUrl` besides contract drift (docs/operations.md): errors caught by a page or the
 * root boundary, errors nothing caught, chunks that failed to load, and the web vitals (LCP, INP, CLS) of a sample
 * of page loads. Started once by src/app/main.tsx, with the route's pattern as each report's page address
 * (route-pattern.ts), and by the prerendered public pages' vitals script (src/app/documents/vitals.ts), whose paths
 * are their patterns; with no `reportUrl` it is not even loaded.
 */
import * as reports from '@/api/reports';
import { reportSettings } from '@/config/env';

/** Loads web-vitals once the page is idle and reports LCP, INP and CLS of this page load. */
function reportVitals(): void {
  const start = () =>
    void import('web-vitals')
      .then(({ onCLS, onINP, onLCP }) => {
        for (const on of [onCLS, onINP, onLCP]) {
          on(({ name, value, rating, navigationType }) => {
            reports.report('cliq-web-vital', name, {
              name,
              value: Math.round(value * 1000) / 1000,
              rating,
              navigationType,
            });
          });
        }
      })
      .catch((error: unknown) => reports.reportCaught(error, 'window'));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 10_000 });
  else window.setTimeout(start, 3_000);
}

/**
 * Starts reporting when config.js names a `reportUrl` (see the file's comment); `pageUrl` is a report's page address
 * (by default the page's origin and path). This module is a chunk of its own, which main.tsx loads beside the first
 * page only then; what was caught before it arrived waits for it (reports.ts),
 * and the uncaught errors are listened for from the first moment (src/api/report-soon.ts).
 */
export function startReporting(pageUrl?: () => string, random: () => number = Math.random): void {
  const { url, vitalsSampleRate } = reportSettings();
  const started = reports.startReports(url, pageUrl ? { pageUrl } : {});
  if (started && random() < vitalsSampleRate) reportVitals();
}
