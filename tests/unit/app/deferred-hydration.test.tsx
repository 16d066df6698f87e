/**
 * Gradual hydration (issue 26): a <DeferredHydration> section of a prerendered page keeps the server's markup, not
 * yet taken over by React, until the schedule releases it; the rest of the page hydrates at once. And the schedule
 * releases sections one per idle period, in order (jsdom has no IntersectionObserver: idle alone).
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHydrationSchedule } from '@/app/hydration-schedule';
import { DeferredHydration, HydrationScheduleProvider, type HydrationSchedule } from '@/components/DeferredHydration';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <ChakraProvider value={defaultSystem}>
      <Counter label="top" />
      <DeferredHydration>
        <Counter label="below" />
      </DeferredHydration>
    </ChakraProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('DeferredHydration', () => {
  it("keeps a section as the server's markup until the schedule releases it, then hydrates it without a mismatch", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverMarkup = container.querySelector('[data-deferred-hydration]')?.innerHTML;
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const schedule: HydrationSchedule = { when: vi.fn(() => released) };
    const errors: unknown[] = [];

    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          container,
          <HydrationScheduleProvider value={schedule}>
            <Page />
          </HydrationScheduleProvider>,
          { onRecoverableError: (error) => errors.push(error) },
        );
      });
    });
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name)) as HTMLButtonElement;

    fireEvent.click(button('top'));
    fireEvent.click(button('below'));
    expect(button('top')).toHaveTextContent('top 1');
    // Not hydrated yet: the click went nowhere, and the markup is the server's.
    expect(button('below')).toHaveTextContent('below 0');
    expect(container.querySelector('[data-deferred-hydration]')?.innerHTML).toBe(serverMarkup);
    expect(schedule.when).toHaveBeenCalled();

    await act(async () => {
      release();
      await released;
    });
    fireEvent.click(button('below'));
    expect(button('below')).toHaveTextContent('below 1');
    expect(errors).toEqual([]);
  });

  it('renders its children at once without a schedule (on the server, or a page rendered on the client)', () => {
    const html = renderToString(<Page />);
    // The section's own markup, inside the Suspense boundary's markers that let React hydrate it on its own.
    expect(html).toMatch(/data-deferred-hydration="[^"]+"[^>]*><!--\$--><button type="button">below/);
  });
});

describe('createHydrationSchedule', () => {
  it('releases one section per idle period, in the order they asked', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    const schedule = createHydrationSchedule(document);
    const order: string[] = [];
    void schedule.when('a').then(() => order.push('a'));
    void schedule.when('b').then(() => order.push('b'));
    expect(schedule.when('a')).toBe(schedule.when('a'));

    idle.shift()?.();
    await Promise.resolve();
    expect(order).toEqual(['a']);
    idle.shift()?.();
    await Promise.resolve();
    expect(order).toEqual(['a', 'b']);
  });
});
