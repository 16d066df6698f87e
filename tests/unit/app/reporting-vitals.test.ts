/**
 * What src/app/reporting.ts adds to the reports (docs/operations.md): the page address as its route's pattern, never
 * the ids in it, and the web vitals (LCP, INP, CLS) of a sample of page loads, with web-vitals loaded only once the
 * page is idle. web-vitals is mocked: its callbacks are called by hand, as the browser's measures would.
 * It mocks a module, so it keeps a module registry of its own (vitest.config.ts, ISOLATED_UNIT_FILES).
 */
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import type { Metric } from 'web-vitals';
import { startReports } from '@/api/reports';
import type { SerializedReport } from '@/api/report-transport';
import { routes } from '@/app/router';
import { startReporting } from '@/app/reporting';
import { routePageUrl, routePattern } from '@/app/route-pattern';

type Listener = (metric: Metric) => void;
const vitals = vi.hoisted(() => ({ listeners: new Map<string, Listener>() }));
vi.mock('web-vitals', () => {
  const on = (name: string) => (listener: Listener) => vitals.listeners.set(name, listener);
  return { onCLS: on('CLS'), onINP: on('INP'), onLCP: on('LCP') };
});

describe('routePattern', () => {
  it.each([
    ['/advertiser/dashboard/transaction/tx_58213', '/advertiser/dashboard/transaction/:transactionId'],
    ['/register/REF-7731', '/register/*'],
    ['/register', '/register/*'],
    ['/dashboard/tasks', '/dashboard/tasks'],
    ['/login', '/login'],
  ])('gives %j as %j', (pathname, pattern) => {
    expect(routePattern(routes, pathname)).toBe(pattern);
  });

  it('never returns an id or code of the path', () => {
    for (const pathname of ['/advertiser/dashboard/transaction/tx_58213', '/register/REF-7731']) {
      expect(routePattern(routes, pathname)).not.toMatch(/tx_58213|REF-7731/);
    }
  });

  it("gives the catch-all's pattern for an unknown path, and '(no route)' where nothing matches", () => {
    expect(routePattern(routes, '/no/such/page/u_123')).toBe('/*');
    expect(routePattern([{ path: '/login' }], '/secret/u_123')).toBe('(no route)');
  });
});

/**
 * A page at `path` whose idle callbacks and fetches are the test's: `becomeIdle` runs what the page scheduled for
 * its idle time since the last time (then lets dynamic imports settle), `sent` gives the reports sent so far (the
 * page is left first, so the queue is sent).
 */
function pageAt(path: string) {
  let idle: Mock<typeof window.requestIdleCallback>;
  let fetchSpy: MockInstance<typeof fetch>;
  let ran = 0;
  beforeEach(() => {
    ran = 0;
    vitals.listeners.clear();
    idle = vi.fn<typeof window.requestIdleCallback>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    window.history.pushState(null, '', path);
  });
  afterEach(() => {
    startReports('');
    delete window.__CLIQ_CONFIG__;
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.history.pushState(null, '', '/');
  });
  return {
    idle: () => idle,
    fetchSpy: () => fetchSpy,
    async becomeIdle() {
      for (const [callback] of idle.mock.calls.slice(ran)) callback({ didTimeout: false, timeRemaining: () => 50 });
      ran = idle.mock.calls.length;
      await vi.dynamicImportSettled();
    },
    sent(): SerializedReport[] {
      window.dispatchEvent(new Event('pagehide'));
      return fetchSpy.mock.calls.flatMap(([, init]) => JSON.parse(String(init?.body)) as SerializedReport[]);
    },
  };
}

describe('web vitals', () => {
  const page = pageAt('/advertiser/dashboard/transaction/tx_58213?token=secret');
  const { becomeIdle, sent } = page;

  it('loads web-vitals only once the page is idle, and sends each metric as a cliq-web-vital report', async () => {
    window.__CLIQ_CONFIG__ = { reportUrl: 'https://collector.example/reports', vitalsSampleRate: 1 };
    startReporting(routePageUrl(routes), () => 0.99);
    await vi.dynamicImportSettled();
    expect(vitals.listeners.size).toBe(0);
    expect(page.idle()).toHaveBeenCalledTimes(1);
    expect(page.idle()).toHaveBeenCalledWith(expect.any(Function), { timeout: 10_000 });

    await becomeIdle();
    expect([...vitals.listeners.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']);
    vitals.listeners.get('LCP')!({
      name: 'LCP',
      value: 2345.6789,
      rating: 'needs-improvement',
      delta: 2345.6789,
      id: 'v5-1',
      navigationId: 1,
      entries: [],
      navigationType: 'navigate',
    });
    vitals.listeners.get('CLS')!({
      name: 'CLS',
      value: 0.12345,
      rating: 'needs-improvement',
      delta: 0.12345,
      id: 'v5-2',
      navigationId: 1,
      entries: [],
      navigationType: 'reload',
    });

    const reports = sent();
    expect(page.fetchSpy()).toHaveBeenCalledWith('https://collector.example/reports', expect.anything());
    expect(reports).toEqual([
      {
        type: 'cliq-web-vital',
        age: expect.any(Number),
        url: `${window.location.origin}/advertiser/dashboard/transaction/:transactionId`,
        user_agent: navigator.userAgent,
        body: { name: 'LCP', value: 2345.679, rating: 'needs-improvement', navigationType: 'navigate' },
      },
      {
        type: 'cliq-web-vital',
        age: expect.any(Number),
        url: `${window.location.origin}/advertiser/dashboard/transaction/:transactionId`,
        user_agent: navigator.userAgent,
        body: { name: 'CLS', value: 0.123, rating: 'needs-improvement', navigationType: 'reload' },
      },
    ]);
    expect(JSON.stringify(reports)).not.toMatch(/tx_58213|secret|v5-|navigationId/);
  });

  it('waits 3 s instead where the browser has no requestIdleCallback', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    window.__CLIQ_CONFIG__ = { reportUrl: '/reports', vitalsSampleRate: 1 };
    startReporting(routePageUrl(routes), () => 0);
    vi.advanceTimersByTime(2_999);
    await vi.dynamicImportSettled();
    expect(vitals.listeners.size).toBe(0);
    vi.advanceTimersByTime(1);
    await vi.dynamicImportSettled();
    expect([...vitals.listeners.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']);
  });

  it.each([
    ['a sample rate of 0', 0, 0],
    ['a visit outside the sample', 0.5, 0.5],
  ])('never loads web-vitals for %s', async (_, vitalsSampleRate, random) => {
    window.__CLIQ_CONFIG__ = { reportUrl: 'https://collector.example/reports', vitalsSampleRate };
    startReporting(routePageUrl(routes), () => random);
    await becomeIdle();
    expect(page.idle()).not.toHaveBeenCalled();
    expect(vitals.listeners.size).toBe(0);
  });

  it('loads web-vitals for a visit inside the sample', async () => {
    window.__CLIQ_CONFIG__ = { reportUrl: 'https://collector.example/reports', vitalsSampleRate: 0.5 };
    startReporting(routePageUrl(routes), () => 0.49);
    await becomeIdle();
    expect(vitals.listeners.size).toBe(3);
  });

  it.each([
    ['no reportUrl', {}],
    ['an empty reportUrl', { reportUrl: '' }],
    ['a reportUrl that is not allowed', { reportUrl: 'javascript:alert(1)' }],
  ])('reports nothing, vitals included, with %s', async (_, config) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.__CLIQ_CONFIG__ = { ...config, vitalsSampleRate: 1 };
    startReporting(routePageUrl(routes), () => 0);
    await becomeIdle();
    expect(page.idle()).not.toHaveBeenCalled();
    expect(vitals.listeners.size).toBe(0);
    expect(sent()).toEqual([]);
    expect(page.fetchSpy()).not.toHaveBeenCalled();
  });
});

describe("a prerendered public page's reports (src/app/documents/vitals.ts)", () => {
  const page = pageAt('/about?utm=x');
  const { becomeIdle, sent } = page;
  // The reporting module the script loaded is a copy of its own (resetModules): its reporter is stopped here.
  afterEach(async () => {
    (await import('@/api/reports')).startReports('');
    vi.resetModules();
  });

  /** Runs the page's script, as the browser does once the page is parsed. */
  async function loadScript() {
    vi.resetModules();
    await import('@/app/documents/vitals');
  }

  it('with no reportUrl, asks for nothing more, not even an idle callback', async () => {
    window.__CLIQ_CONFIG__ = { apiBase: '', reportUrl: '' };
    await loadScript();
    expect(page.idle()).not.toHaveBeenCalled();
    delete window.__CLIQ_CONFIG__;
    await loadScript();
    expect(page.idle()).not.toHaveBeenCalled();
  });

  it("with a reportUrl, loads the reporting once idle, and reports the vitals at the page's own path", async () => {
    window.__CLIQ_CONFIG__ = { reportUrl: 'https://collector.example/reports', vitalsSampleRate: 1 };
    await loadScript();
    expect(page.idle()).toHaveBeenCalledTimes(1);
    expect(vitals.listeners.size).toBe(0);
    // Idle once: the reporting module arrives and waits for the next idle time to load web-vitals.
    await becomeIdle();
    expect(page.idle()).toHaveBeenCalledTimes(2);
    expect(vitals.listeners.size).toBe(0);
    await becomeIdle();
    expect(vitals.listeners.size).toBe(3);
    vitals.listeners.get('LCP')!({
      name: 'LCP',
      value: 812,
      rating: 'good',
      delta: 812,
      id: 'v5-1',
      navigationId: 1,
      entries: [],
      navigationType: 'navigate',
    });
    expect(sent()).toEqual([
      expect.objectContaining({ type: 'cliq-web-vital', url: `${window.location.origin}/about` }),
    ]);
  });
});
