/**
 * Test harness for the registration and login components: the page inside the app's providers and a memory data
 * router (support/render.tsx) with stand-ins for the pages it leaves to, the shared fetch stub (support/api-stub.ts)
 * in its strict mode, so a call the test did not answer fails the test, and helpers for fake timers. Used by
 * tests/component/registration and tests/component/auth.
 */
import { examples } from '@generated/examples';
import { act, configure } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeAll, vi, type Mock } from 'vitest';
import { paths } from '@/config/paths';
import { json, raw, stubAnswers, type Answers } from '../support/api-stub';
import { backToRealTimers, LocationProbe, renderRoutes } from '../support/render';

export { deferred, inTurn, json, raw, type Answer, type Answers, type ReplyBody } from '../support/api-stub';

// Heavy pages (77 niche options) render slowly in jsdom on a busy machine: give async queries more room still.
configure({ asyncUtilTimeout: 15_000 });

// ------------------------------------------------------------------------------------------------ fixtures

/** Phase 4's completion check as the contract gives it: confirm the e-mail with the mailed token. */
export const CONFIRM_EMAIL = examples.getCompletedRegistration[200].confirmEmail;

/** The failures a phase's save must show as its own message: a 500, no reply at all, a body that is not JSON. */
export const FAILED_REPLIES = [
  ['a 500', json({ message: 'boom' }, 500)],
  ['no reply', 'abort'],
  ['a body that is not JSON', raw('{"broken')],
] as const;

// ------------------------------------------------------------------------------------------------ fetch stub

/** The shared stub answering only `answers`: any other call fails the test (strict). */
export const stubApi = (answers: Answers = {}) => stubAnswers({}, answers, { strict: true });

// ------------------------------------------------------------------------------------------------ rendering

/**
 * The hooks of a registration or login test file: the reply dialog's view (loaded lazily) loaded once, so that
 * fake-timer tests never wait on a module import; after each test the real clock, globals and mocks come back.
 */
export function setUpPageTests(): void {
  beforeAll(async () => {
    await import('@/components/feedback/ReplyDialogView');
  });
  afterEach(() => {
    backToRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Renders `ui` at `route` (matched by `path`) with a location probe; the login page and the dashboard are stand-ins. */
export function renderPage(
  ui: ReactNode,
  {
    route = '/',
    path = '*',
  }: { route?: string | { pathname: string; search?: string; state?: unknown }; path?: string } = {},
) {
  const standIns = [
    { path: paths.login.path, element: <h1>Login page</h1> },
    { path: paths.dashboard.overview.href(), element: <h1>Dashboard overview</h1> },
  ].filter((standIn) => standIn.path !== path);
  const routes = [
    {
      element: (
        <>
          <LocationProbe />
          <Outlet />
        </>
      ),
      children: [{ path, element: ui }, ...standIns],
    },
  ];
  return renderRoutes(routes, route);
}

/** The handlers a registration phase takes, as mocks, and no heading focus. */
export interface PhaseProps {
  onAdvance: Mock<() => void>;
  onBack: Mock<() => void>;
  focusHeading: false;
}

/** Renders one phase of the wizard at /register with mocked handlers. */
export function renderPhase(Phase: ComponentType<PhaseProps>) {
  const props: PhaseProps = { onAdvance: vi.fn(), onBack: vi.fn(), focusHeading: false };
  const view = renderPage(<Phase {...props} />, { route: paths.register.href(), path: paths.register.path });
  return { ...view, onAdvance: props.onAdvance, onBack: props.onBack };
}

// ------------------------------------------------------------------------------------------------ fake timers

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

/** Moves the fake clock by `ms`, running timers and the promises they release, inside act. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
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
