/**
 * public/early-taps.js, loaded by index.html ahead of the app's code, notes each click on an element marked
 * `data-early-tap="name"` until the app calls stop() (it is not bundled, so it runs as soon as the page is parsed,
 * while the app's code still downloads; links need nothing of this: they work as links).
 * The taps public/early-taps.js noted on a prerendered page before React took it over (issue 26): a control marked
 * `data-early-tap="name"` (the phone menu's toggle) asks `takeEarlyTap(name)` once it runs, and acts on a tap it was
 * given before. main.tsx calls `stopEarlyTaps()` when React starts on the page; from then on React sees the taps.
 */
interface EarlyTaps {
  take: (name: string) => boolean;
  stop: () => void;
}

declare global {
  interface Window {
    __cliqEarlyTaps?: EarlyTaps;
  }
}

/** Whether the control `name` was tapped before React ran it (once: the tap is then forgotten). */
export function takeEarlyTap(name: string): boolean {
  return typeof window !== 'undefined' && (window.__cliqEarlyTaps?.take(name) ?? false);
}

export function stopEarlyTaps(): void {
  if (typeof window !== 'undefined') window.__cliqEarlyTaps?.stop();
}
