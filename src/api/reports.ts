/**
 * The app's reports to the endpoint named by `reportUrl` in config.js (docs/operations.md): contract drift (a reply
 * rejected, an item left out, an unknown value kept), errors caught by a page or the root, chunks that failed to
 * load, and sampled web vitals.
 *
 * The shape is the W3C Reporting API's (https://w3c.github.io/reporting/#serialize-reports): a POST of
 * `application/reports+json`, a JSON array of `{ type, age, url, user_agent, body }`, which is also what a browser
 * sends for a CSP `report-to`, so one collector endpoint takes both. `url` is the page without its query or
 * fragment (tokens travel there), as it was when the report was made; a body never holds a value of a reply, a
 * token or what the user typed.
 *
 * Reports are queued and sent in batches: when the page is hidden or left (`visibilitychange`, `pagehide`), when 10
 * are waiting, or 15 s after the first of a batch, with `fetch(..., { keepalive: true })` so a batch sent as the page
 * goes still arrives. Each report has a key (its type, operation and pointer, its message...): a key is reported
 * once per page life, and at most 20 reports a minute are accepted (more are counted and said in the next one).
 * With no `reportUrl`, nothing is queued or sent.
 */
import { sendReports, type SerializedReport } from './report-transport';

/** A report's own fields: short text, numbers and flags only. */
export type ReportBody = Readonly<Record<string, string | number | boolean | null>>;

export interface Reporter {
  /** Queues a report once per page life for its key; returns whether it was queued. */
  report(type: string, key: string, body: ReportBody): boolean;
  /** Sends what is queued now. */
  flush(): void;
  /** Stops listening and sending (tests). */
  stop(): void;
}

export const BATCH_SIZE = 10;
export const BATCH_DELAY_MS = 15_000;
export const RATE_LIMIT = 20;
export const RATE_WINDOW_MS = 60_000;

interface Queued {
  type: string;
  body: ReportBody;
  at: number;
  /** The page's address when it happened (a batch may go after the visitor has moved on). */
  url: string;
}

export interface ReporterOptions {
  url: string;
  /** The page's address as reported (default: this page's origin and path, without query or fragment). */
  pageUrl?: () => string;
  now?: () => number;
  send?: (url: string, reports: SerializedReport[]) => void;
  /** Where the page's hide and leave events come from (default: window and document). */
  events?: {
    window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
    document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  };
}

const pageAddress = () => `${window.location.origin}${window.location.pathname}`;

/** A reporter sending to `options.url`. */
export function createReporter(options: ReporterOptions): Reporter {
  const now = options.now ?? (() => Date.now());
  const send = options.send ?? sendReports;
  const pageUrl = options.pageUrl ?? pageAddress;
  const events = options.events ?? (typeof window === 'undefined' ? undefined : { window, document });
  const seen = new Set<string>();
  const accepted: number[] = [];
  let queue: Queued[] = [];
  let refused = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const at = now();
    const batch = queue.map(({ type, body, at: queuedAt, url }) => ({
      type,
      age: Math.max(0, at - queuedAt),
      url,
      user_agent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      body,
    }));
    queue = [];
    send(options.url, batch);
  };
  const onHidden = () => {
    if (!events || events.document.visibilityState === 'hidden') flush();
  };
  events?.document.addEventListener('visibilitychange', onHidden);
  events?.window.addEventListener('pagehide', flush);

  return {
    report(type, key, body) {
      const id = `${type}\n${key}`;
      if (seen.has(id)) return false;
      const at = now();
      while (accepted.length > 0 && at - accepted[0]! >= RATE_WINDOW_MS) accepted.shift();
      if (accepted.length >= RATE_LIMIT) {
        refused += 1;
        return false;
      }
      seen.add(id);
      accepted.push(at);
      queue.push({ type, body: refused > 0 ? { ...body, refusedBefore: refused } : body, at, url: pageUrl() });
      refused = 0;
      if (queue.length >= BATCH_SIZE) flush();
      else timer ??= setTimeout(flush, BATCH_DELAY_MS);
      return true;
    },
    flush,
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      events?.document.removeEventListener('visibilitychange', onHidden);
      events?.window.removeEventListener('pagehide', flush);
    },
  };
}

let current: Reporter | null = null;

/**
 * Reports made before startReports: this module is a chunk of its own, loaded beside the first page
 * (src/api/report-soon.ts), so a page's call may report before it has started. At most EARLY_LIMIT are kept; with no
 * report URL, startReports('') is never called and they stay here unsent.
 */
let early: [type: string, key: string, body: ReportBody][] | null = [];
const EARLY_LIMIT = RATE_LIMIT;

/** Starts reporting to `url` ('' reports nothing). Called once at start-up (src/app/reporting.ts). */
export function startReports(url: string, options: Omit<ReporterOptions, 'url'> = {}): Reporter | null {
  current?.stop();
  current = url ? createReporter({ ...options, url }) : null;
  const waiting = early ?? [];
  early = null;
  for (const [type, key, body] of waiting) current?.report(type, key, body);
  return current;
}

/** Queues a report when reporting is on (see the file's comment); a no-op otherwise. */
export function report(type: string, key: string, body: ReportBody): void {
  if (early) {
    if (early.length < EARLY_LIMIT) early.push([type, key, body]);
    return;
  }
  current?.report(type, key, body);
}

/** The first line of an error's message, short enough for a report. */
export function errorSummary(error: unknown): { name: string; message: string } {
  const name = error instanceof Error ? error.name : typeof error;
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0] ?? '';
  return { name, message: line.length > 200 ? `${line.slice(0, 200)}…` : line };
}

/** Where an error was caught. */
export type CaughtWhere = 'page' | 'root' | 'window' | 'promise' | 'reply-dialog';

/** The path of a script the browser could not download, without its query (or 'a module' when unnamed). */
function chunkOf(error: unknown): string {
  const text = `${String(error)} ${String((error as { cause?: unknown } | null)?.cause ?? '')}`;
  const url = /https?:\/\/[^\s'"]+/.exec(text)?.[0];
  if (!url) return 'a module';
  try {
    return new URL(url).pathname;
  } catch {
    return 'a module';
  }
}

const isChunkFailure = (error: unknown) =>
  (error instanceof Error && error.name === 'ChunkLoadError') ||
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|could not be downloaded/i.test(
    String(error),
  );

/** Reports an error caught somewhere (a chunk that failed to download as such): its name and first line only. */
export function reportCaught(error: unknown, where: CaughtWhere): void {
  if (isChunkFailure(error)) {
    const chunk = chunkOf(error);
    report('cliq-chunk-load', `${where} ${chunk}`, { where, chunk });
    return;
  }
  const { name, message } = errorSummary(error);
  report('cliq-error', `${where} ${name} ${message}`, { where, name, message });
}
