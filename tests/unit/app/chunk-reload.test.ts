import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  RELOAD_WINDOW_MS,
  claimChunkReload,
  installChunkReload,
  isChunkReloadPending,
  resetChunkReloadForTests,
  type MarkerStorage,
} from '@/app/chunk-reload';

/** A Storage stand-in: a Map, optionally throwing on every call. */
function fakeStorage(initial: Record<string, string> = {}, { broken = false } = {}) {
  const items = new Map(Object.entries(initial));
  const storage: MarkerStorage = {
    getItem: (key) => {
      if (broken) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (broken) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
  return { storage, items };
}

describe('claimChunkReload (the reload-once guard)', () => {
  const T = 1_700_000_000_000;

  it('allows the first reload and records its time', () => {
    const { storage, items } = fakeStorage();
    expect(claimChunkReload(storage, T)).toBe(true);
    expect(items.get(CHUNK_RELOAD_KEY)).toBe(String(T));
  });

  it('refuses a second reload within the window, and allows one once the window has passed', () => {
    const { storage, items } = fakeStorage();
    expect(claimChunkReload(storage, T)).toBe(true);
    expect(claimChunkReload(storage, T + 1)).toBe(false);
    expect(claimChunkReload(storage, T + RELOAD_WINDOW_MS - 1)).toBe(false);
    // A refused reload does not move the marker (the window counts from the last real reload).
    expect(items.get(CHUNK_RELOAD_KEY)).toBe(String(T));
    expect(claimChunkReload(storage, T + RELOAD_WINDOW_MS)).toBe(true);
    expect(items.get(CHUNK_RELOAD_KEY)).toBe(String(T + RELOAD_WINDOW_MS));
  });

  it('takes the window as an argument', () => {
    const { storage } = fakeStorage();
    expect(claimChunkReload(storage, T, 1_000)).toBe(true);
    expect(claimChunkReload(storage, T + 999, 1_000)).toBe(false);
    expect(claimChunkReload(storage, T + 1_000, 1_000)).toBe(true);
  });

  it('ignores a marker it cannot read, and a marker from the future (a clock set back) without looping', () => {
    const garbage = fakeStorage({ [CHUNK_RELOAD_KEY]: 'not a number' });
    expect(claimChunkReload(garbage.storage, T)).toBe(true);
    const future = fakeStorage({ [CHUNK_RELOAD_KEY]: String(T + 60_000) });
    expect(claimChunkReload(future.storage, T)).toBe(true);
    expect(claimChunkReload(future.storage, T + 10)).toBe(false);
  });

  it('never reloads when it cannot record the reload (no storage, or storage that throws)', () => {
    expect(claimChunkReload(null, T)).toBe(false);
    expect(claimChunkReload(fakeStorage({}, { broken: true }).storage, T)).toBe(false);
  });
});

describe('installChunkReload', () => {
  afterEach(() => resetChunkReloadForTests());

  function setup(loading: boolean, storage = fakeStorage().storage) {
    const target = new EventTarget();
    const reload = vi.fn();
    let now = 1_000_000;
    const uninstall = installChunkReload({
      isLoadingRoute: () => loading,
      storage,
      now: () => now,
      reload,
      target: target as unknown as Window,
    });
    const fire = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return { fire, reload, uninstall, advance: (ms: number) => (now += ms) };
  }

  it('reloads once for a chunk that fails while a route loads, and handles the event', () => {
    const { fire, reload } = setup(true);
    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isChunkReloadPending()).toBe(true);
    // Further failures before the page goes away are handled too, without a second reload.
    expect(fire()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets a failure right after a reload reach the error boundaries (no loop)', () => {
    const storage = fakeStorage().storage;
    expect(setup(true, storage).fire()).toBe(true);
    resetChunkReloadForTests(); // the reloaded page starts afresh, with the same sessionStorage
    const again = setup(true, storage);
    again.advance(5_000);
    expect(again.fire()).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
    expect(isChunkReloadPending()).toBe(false);
  });

  it('never reloads for a failure outside a navigation (the reply dialog, an idle preload)', () => {
    const { fire, reload } = setup(false);
    expect(fire()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    const { fire, reload, uninstall } = setup(true);
    uninstall();
    expect(fire()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
