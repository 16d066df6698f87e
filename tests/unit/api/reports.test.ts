// The app's reports (src/api/reports.ts): the W3C Reporting API's shape, sent in batches (10 waiting, 15 s after the
// first, or when the page is hidden or left), each key once per page life, at most 20 a minute; and what the
// contract check hands it (src/api/contract-report.ts): one report per operation and place, never a value.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findingsOf, genericPointer, reportContract } from '@/api/contract-report';
import { createReporter, errorSummary, report, startReports, type ReporterOptions } from '@/api/reports';
import { sendReports, type SerializedReport } from '@/api/report-transport';

function fakeEvents() {
  const listeners = new Map<string, Set<() => void>>();
  const target = {
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
  };
  const document = { ...target, visibilityState: 'visible' as DocumentVisibilityState };
  const fire = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  return { window: target, document, fire, count: (type: string) => listeners.get(type)?.size ?? 0 };
}

function setUp(overrides: Partial<ReporterOptions> = {}) {
  let clock = 1_000_000;
  const batches: SerializedReport[][] = [];
  const events = fakeEvents();
  const reporter = createReporter({
    url: 'https://collector.example/reports',
    pageUrl: () => 'https://app.example/login',
    now: () => clock,
    send: (_url, reports) => batches.push(reports),
    events: events as unknown as ReporterOptions['events'],
    ...overrides,
  });
  return { reporter, batches, events, tick: (ms: number) => (clock += ms) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  startReports('');
});

describe('the reporter', () => {
  it('sends a batch in the Reporting API shape when the page is hidden, with each report’s age', () => {
    const { reporter, batches, events, tick } = setUp();
    reporter.report('cliq-error', 'a', { message: 'one' });
    tick(250);
    reporter.report('cliq-error', 'b', { message: 'two' });
    expect(batches).toEqual([]);
    events.document.visibilityState = 'hidden';
    events.fire('visibilitychange');
    expect(batches).toHaveLength(1);
    expect(batches[0]).toEqual([
      {
        type: 'cliq-error',
        age: 250,
        url: 'https://app.example/login',
        user_agent: navigator.userAgent,
        body: { message: 'one' },
      },
      {
        type: 'cliq-error',
        age: 0,
        url: 'https://app.example/login',
        user_agent: navigator.userAgent,
        body: { message: 'two' },
      },
    ]);
    events.fire('pagehide');
    expect(batches).toHaveLength(1);
  });

  it('does not send when the page becomes visible, only when it is hidden or left', () => {
    const { reporter, batches, events } = setUp();
    reporter.report('cliq-error', 'a', { message: 'one' });
    events.fire('visibilitychange');
    expect(batches).toEqual([]);
    events.fire('pagehide');
    expect(batches).toHaveLength(1);
  });

  it('sends 10 at once, and what waits 15 s after the first of a batch', () => {
    vi.useFakeTimers();
    const { reporter, batches } = setUp();
    for (let i = 0; i < 12; i += 1) reporter.report('cliq-error', String(i), { i });
    expect(batches.map((batch) => batch.length)).toEqual([10]);
    vi.advanceTimersByTime(14_999);
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(batches.map((batch) => batch.length)).toEqual([10, 2]);
  });

  it('reports a key once per page life', () => {
    const { reporter, batches } = setUp();
    expect(reporter.report('cliq-contract', 'GET /api/u/getTasks /tasks/*/key', { n: 1 })).toBe(true);
    expect(reporter.report('cliq-contract', 'GET /api/u/getTasks /tasks/*/key', { n: 2 })).toBe(false);
    expect(reporter.report('cliq-error', 'GET /api/u/getTasks /tasks/*/key', { n: 3 })).toBe(true);
    reporter.flush();
    expect(batches[0]?.map((r) => r.body)).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it('accepts at most 20 a minute, and says how many it refused in the next one', () => {
    const { reporter, batches, tick } = setUp();
    for (let i = 0; i < 25; i += 1) reporter.report('cliq-error', String(i), { i });
    tick(60_000);
    reporter.report('cliq-error', 'later', { i: 99 });
    reporter.flush();
    const sent = batches.flat();
    expect(sent).toHaveLength(21);
    expect(sent.at(-1)?.body).toEqual({ i: 99, refusedBefore: 5 });
  });

  it('stops listening when stopped', () => {
    const { reporter, events } = setUp();
    expect(events.count('pagehide')).toBe(1);
    reporter.stop();
    expect(events.count('pagehide')).toBe(0);
    expect(events.count('visibilitychange')).toBe(0);
  });

  it('is off without a report URL: nothing is queued', () => {
    expect(startReports('')).toBeNull();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    report('cliq-error', 'x', { message: 'm' });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reports the page as it was when each report was made, not when the batch goes', () => {
    let page = 'https://app.example/dashboard/tasks';
    const { reporter, batches } = setUp({ pageUrl: () => page });
    reporter.report('cliq-error', 'a', { message: 'on the tasks page' });
    page = 'https://app.example/dashboard/overview';
    reporter.report('cliq-error', 'b', { message: 'on the overview' });
    reporter.flush();
    expect(batches[0]?.map((sent) => sent.url)).toEqual([
      'https://app.example/dashboard/tasks',
      'https://app.example/dashboard/overview',
    ]);
  });

  it.each([
    [
      'fetch refuses the request at once (no keepalive)',
      () =>
        vi.spyOn(globalThis, 'fetch').mockImplementation(() => {
          throw new TypeError('keepalive');
        }),
    ],
    [
      'fetch rejects it (the keepalive quota spent, the page going)',
      () => vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch')),
    ],
  ])('sends the batch as a beacon when %s', async (_name, refuse) => {
    refuse();
    const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      sendReports('https://collector.example/reports', [
        { type: 'cliq-error', age: 0, url: 'https://app.example/', user_agent: 'x', body: { message: 'm' } },
      ]);
      await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
      const [url, data] = beacon.mock.calls[0]!;
      expect(url).toBe('https://collector.example/reports');
      expect(data).toBeInstanceOf(Blob);
      expect((data as Blob).type).toBe('text/plain;charset=utf-8');
      expect(JSON.parse(await (data as Blob).text())).toEqual([expect.objectContaining({ body: { message: 'm' } })]);
    } finally {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    }
  });

  it('posts application/reports+json with keepalive and no cookies', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    startReports('https://collector.example/reports');
    report('cliq-error', 'x', { message: 'm' });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('https://collector.example/reports');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/reports+json');
    const body = JSON.parse(String(init?.body)) as SerializedReport[];
    expect(body[0]).toMatchObject({ type: 'cliq-error', body: { message: 'm' } });
    expect(body[0]?.url).toBe(`${window.location.origin}${window.location.pathname}`);
  });

  it('keeps what was reported before it started (its chunk arrives after the page), up to 20, and sends it once started', async () => {
    vi.resetModules();
    const fresh = await import('@/api/reports');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    for (let index = 0; index < 25; index += 1) fresh.report('cliq-error', `early ${index}`, { message: `m${index}` });
    fresh.reportCaught(new TypeError('x is undefined'), 'root');
    expect(fetchSpy).not.toHaveBeenCalled();
    fresh.startReports('https://collector.example/reports');
    window.dispatchEvent(new Event('pagehide'));
    const sent = fetchSpy.mock.calls.flatMap(([, init]) => JSON.parse(String(init?.body)) as SerializedReport[]);
    expect(sent.map((entry) => entry.body.message)).toEqual(Array.from({ length: 20 }, (_, index) => `m${index}`));
    fresh.startReports('');
  });

  it('keeps an error to its name and first line, at most 200 characters', () => {
    expect(errorSummary(new TypeError('x is undefined\n    at f (app.js:1)'))).toEqual({
      name: 'TypeError',
      message: 'x is undefined',
    });
    expect(errorSummary('a'.repeat(300)).message).toHaveLength(201);
  });
});

describe('what the contract check reports', () => {
  const drift = {
    operation: 'GET /api/u/getTasks',
    status: 200,
    violations: [],
    dropped: [
      {
        pointer: '/tasks/4',
        list: '/tasks/*',
        violations: [{ pointer: '/tasks/4/points', expected: 'number', got: 'string "secret-value"' }],
      },
      {
        pointer: '/tasks/7',
        list: '/tasks/*',
        violations: [{ pointer: '/tasks/7/points', expected: 'number', got: 'string "other"' }],
      },
    ],
    unknown: [{ pointer: '/tasks/0/media', path: '/tasks/*/media', got: 'string "threads"' }],
    body: { tasks: [] },
    at: 0,
  };

  it('makes list positions generic, so a place is one report', () => {
    expect(genericPointer('/tasks/4/points')).toBe('/tasks/*/points');
    expect(genericPointer('/a~1b/0')).toBe('/a~1b/*');
    expect(findingsOf(drift).map((f) => f.outcome)).toEqual(['item-dropped', 'item-dropped', 'value-kept']);
  });

  it('sends one report per operation and place, with the outcome, never the value', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    vi.spyOn(console, 'groupCollapsed').mockImplementation(() => undefined);
    vi.spyOn(console, 'groupEnd').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    startReports('/reports');
    reportContract(drift);
    window.dispatchEvent(new Event('pagehide'));
    const sent = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body)) as SerializedReport[];
    expect(sent.map((r) => r.body)).toEqual([
      {
        outcome: 'item-dropped',
        operation: 'GET /api/u/getTasks',
        status: 200,
        pointer: '/tasks/*/points',
        expected: 'number',
      },
      {
        outcome: 'value-kept',
        operation: 'GET /api/u/getTasks',
        status: 200,
        pointer: '/tasks/*/media',
        expected: 'a value the client knows',
      },
    ]);
    expect(JSON.stringify(sent)).not.toMatch(/secret-value|other|threads/);
  });
});
