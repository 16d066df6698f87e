/**
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
