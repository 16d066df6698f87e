/**
 * Test harness for the registration and login components: the app's providers around a MemoryRouter, a stubbed
 * global fetch that answers per operation ('POST /api/u/register') and records every request, and helpers for
 * fake timers. Used by tests/component/registration and tests/component/auth.
 */
import { act, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { deferred, json, networkError, stubFetch, type SentRequest } from '../support/api-stub';
import { renderInApp } from '../support/render';

// Heavy pages (77 niche options) render slowly in jsdom on a busy machine: give async queries room.
configure({ asyncUtilTimeout: 15_000 });

export interface StubReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON (for malformed replies). */
  text?: string;
}

/** What an operation answers: a reply, 'network' (fetch rejects), a list used in turn (the last one repeats), or a function. */
export type StubRoute =
  | StubReply
  | 'network'
  | (StubReply | 'network')[]
  | ((body: unknown) => StubReply | 'network' | Promise<StubReply | 'network'>);

export type ApiCall = SentRequest;

export interface ApiStub {
  calls: ApiCall[];
  /** The bodies sent to one operation, in order. */
  bodiesOf: (operation: string) => unknown[];
  countOf: (operation: string) => number;
  /** Replaces or adds routes. */
  set: (routes: Record<string, StubRoute>) => void;
}

/** Stubs fetch with `initial` routes; an operation without a route makes fetch reject. */
export function stubApi(initial: Record<string, StubRoute> = {}): ApiStub {
  const routes = new Map<string, StubRoute>(Object.entries(initial));
  const stub = stubFetch(async ({ operation, body }) => {
    const route = routes.get(operation);
    if (route === undefined) throw new Error(`No stub for ${operation}`);
    let reply: StubReply | 'network';
    if (typeof route === 'function') reply = await route(body);
    else if (Array.isArray(route)) reply = (route.length > 1 ? route.shift() : route[0]) ?? 'network';
    else reply = route;
    if (reply === 'network') throw networkError();
    if (reply.text === undefined) return json(reply.body ?? {}, reply.status);
    return new Response(reply.text, { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return {
    calls: stub.sent,
    bodiesOf: (operation) => stub.callsTo(operation).map((call) => call.body),
    countOf: stub.countOf,
    set: (next) => {
      for (const [key, value] of Object.entries(next)) routes.set(key, value);
    },
  };
}

/** A reply the test releases when it wants (to hold a request in flight). */
export const deferredReply = () => deferred<StubReply>();

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `route` inside the app's providers; other paths render a labelled placeholder page. */
export function renderPage(
  ui: ReactNode,
  { route = '/', path = '*' }: { route?: string | { pathname: string; search?: string; state?: unknown }; path?: string } = {},
) {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const view = renderInApp(
    <MemoryRouter initialEntries={[route]}>
      <LocationProbe />
      <Routes>
        <Route path={path} element={ui} />
        {path === '/login' ? null : <Route path="/login" element={<h1>Login page</h1>} />}
        <Route path="/dashboard/overview" element={<h1>Dashboard overview</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

/**
 * Fake timers that Testing Library also drives. With a global `jest`, Testing Library advances the fake clock
 * while it waits (its async wrapper drains with a zero timeout, findBy/waitFor poll), so user-event and async
 * queries keep working; precise steps use `advance`. `date` also fakes Date (for the 15 s follow rule).
 */
export function useControlledClock({ date = false }: { date?: boolean } = {}): void {
  const toFake = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;
  vi.useFakeTimers({ toFake: date ? [...toFake, 'Date'] : [...toFake] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function restoreClock(): void {
  vi.useRealTimers();
}

/** Moves the fake clock by `ms`, running timers and the promises they release, inside act. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets pending promises and zero-delay timers run (e.g. a stubbed fetch and react-query's notifications). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await advance(0);
}

/**
 * Under fake timers, moves the clock in small steps (letting real I/O such as a stubbed fetch's body finish in
 * between) until `check` stops throwing. Returns the fake milliseconds it took.
 */
export async function waitWithClock(check: () => void, { step = 10, max = 5000 } = {}): Promise<number> {
  let waited = 0;
  for (;;) {
    try {
      check();
      return waited;
    } catch (error) {
      if (waited >= max) throw error;
    }
    // Real macrotasks first (setImmediate is never faked here): a stubbed Response's body is read by streams.
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
    await advance(step);
    waited += step;
  }
}

/** Lets real I/O and zero-delay timers finish without moving the fake clock. */
export async function flushIO(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
    await advance(0);
  }
}
