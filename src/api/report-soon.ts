/**
 * The reporting module (./reports.ts, with its transport) is a chunk of its own: the first screen never waits for
 * it. When config.js names a `reportUrl`, main.tsx starts it beside the first page (src/app/reporting.ts); modules of
 * the first chunk (main.tsx, the error pages, the reply dialog) report what they caught through here, and what
 * arrives before it has started waits for it. With no `reportUrl` nothing is loaded.
 */
import { reportSettings } from '@/config/env';
import { loadOnce } from '@/lib/load-once';
import type * as ReportsModule from './reports';
import type { CaughtWhere } from './reports';

/** The reporting module, downloaded once (a failed download is tried again on the next call). */
export const loadReports: () => Promise<typeof ReportsModule> = loadOnce(() => import('./reports'));

/** reportCaught (./reports.ts) once its module has arrived; nothing when reporting is off. */
export function reportCaughtSoon(error: unknown, where: CaughtWhere): void {
  if (!reportSettings().url) return;
  loadReports().then(
    (reports) => reports.reportCaught(error, where),
    () => undefined,
  );
}

/** From the first moment: errors nothing caught, promises nobody handled, scripts that failed to load (main.tsx). */
export function reportUncaught(target: Window): void {
  if (!reportSettings().url) return;
  target.addEventListener('error', (event) => reportCaughtSoon(event.error ?? event.message, 'window'));
  target.addEventListener('unhandledrejection', (event) => reportCaughtSoon(event.reason, 'promise'));
  target.addEventListener('vite:preloadError', (event) =>
    reportCaughtSoon((event as Event & { payload?: unknown }).payload, 'window'),
  );
}
