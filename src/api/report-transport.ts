/**
 * Sends a batch of reports (src/api/reports.ts). The one other place in src/ that calls fetch, beside the HTTP
 * module: a report is not a call of the contract (another address, no session, no reply to read), and this file is
 * small enough to load with the first page, which the HTTP module is not.
 *
 * `fetch(..., { keepalive: true })` lets a batch sent as the page is hidden or left still arrive; no cookies go with
 * it (`credentials: 'omit'`). A collector on another origin must allow the POST through CORS (its preflight: the
 * type is application/reports+json; Chromium sends a preflighted keepalive request after the page has gone, a
 * production test holds it) and be named in the CSP's connect-src. Where fetch refuses the request (it throws: a
 * browser without keepalive; or its promise rejects: the keepalive quota of 64 kB spent, the page going away, the
 * collector unreachable), `navigator.sendBeacon` sends it as text instead (a collector that was down loses it then).
 */

/** One report as the W3C Reporting API serialises it. */
export interface SerializedReport {
  type: string;
  /** ms between the report's creation and its sending. */
  age: number;
  url: string;
  user_agent: string;
  body: Readonly<Record<string, unknown>>;
}

export const REPORTS_TYPE = 'application/reports+json';

/** The batch as a beacon; its type a CORS-safelisted one (sendBeacon refuses another across origins). */
function beacon(url: string, body: string): void {
  try {
    navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=utf-8' }));
  } catch {
    // Reports never bother the user: a batch nothing could send is lost.
  }
}

export function sendReports(url: string, reports: readonly SerializedReport[]): void {
  const body = JSON.stringify(reports);
  try {
    fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      mode: 'cors',
      headers: { 'Content-Type': REPORTS_TYPE },
    }).catch(() => beacon(url, body));
  } catch {
    beacon(url, body);
  }
}
