/**
 * Tokens in links (docs/architecture.md): records the address bar at the moment of every fetch the page makes, so a
 * test can assert that a link's token had left the URL before any call was sent.
 */
import type { Page } from '@playwright/test';

interface AddressAtCall {
  /** What was fetched. */
  request: string;
  /** location.href when the fetch started. */
  address: string;
}

declare global {
  interface Window {
    __addressAtCalls?: AddressAtCall[];
  }
}

/** Call before page.goto: wraps window.fetch in every document the page loads. */
export async function recordAddressAtCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.__addressAtCalls = [];
    window.fetch = (input, init) => {
      const request = input instanceof Request ? input.url : String(input);
      window.__addressAtCalls?.push({ request, address: window.location.href });
      return original(input, init);
    };
  });
}

/** The address bar at each /api call of the current document whose URL contains `path`. */
export async function addressesAtCalls(page: Page, path: string): Promise<string[]> {
  const calls = await page.evaluate(() => window.__addressAtCalls ?? []);
  return calls.filter((call) => call.request.includes(path)).map((call) => call.address);
}
