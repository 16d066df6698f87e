// useOncePerKey (src/lib/useOncePerKey.ts): a page's own call from its address, once per token.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOncePerKey } from '@/lib/useOncePerKey';

function mount(initial: string) {
  const calls: string[] = [];
  const view = renderHook(({ token, tag }) => useOncePerKey(token, (key) => calls.push(`${tag}:${key}`)), {
    initialProps: { token: initial, tag: 'first' },
    // Effects mount, unmount and mount again, as StrictMode does in development.
    reactStrictMode: true,
  });
  return { calls, view };
}

describe('useOncePerKey', () => {
  it('runs once on mount, also under StrictMode (effects replayed), and not again on a re-render', () => {
    const { calls, view } = mount('tok-1');
    expect(calls).toEqual(['first:tok-1']);
    view.rerender({ token: 'tok-1', tag: 'second' });
    expect(calls).toEqual(['first:tok-1']);
  });

  it('runs again for a new key, with the latest function', () => {
    const { calls, view } = mount('tok-1');
    view.rerender({ token: 'tok-2', tag: 'second' });
    expect(calls).toEqual(['first:tok-1', 'second:tok-2']);
    view.rerender({ token: 'tok-2', tag: 'third' });
    expect(calls).toHaveLength(2);
  });

  it('never runs for an empty key', () => {
    const run = vi.fn();
    const view = renderHook(({ token }) => useOncePerKey(token, run), {
      initialProps: { token: '' },
      reactStrictMode: true,
    });
    view.rerender({ token: '' });
    expect(run).not.toHaveBeenCalled();
  });

  it('a new mount (the page opened again) runs again for the same key', () => {
    const first = mount('tok-1');
    first.view.unmount();
    const second = mount('tok-1');
    expect([...first.calls, ...second.calls]).toEqual(['first:tok-1', 'first:tok-1']);
  });
});
