// Which browser the Playwright tests drive (scripts/test-browser.mjs).
import { describe, expect, it } from 'vitest';
import { CHROMIUM, HEADLESS_SHELL, testBrowserPath } from '../../../scripts/test-browser.mjs';

const only = (...present: string[]) => (path: string) => present.includes(path);

describe('the tests’ browser', () => {
  it('is CHROMIUM_PATH when it is set, whatever is installed', () => {
    expect(testBrowserPath({ CHROMIUM_PATH: '/opt/chrome' }, only(HEADLESS_SHELL, CHROMIUM))).toBe('/opt/chrome');
  });

  it("is Debian's headless shell when it is installed", () => {
    expect(testBrowserPath({}, only(HEADLESS_SHELL, CHROMIUM))).toBe(HEADLESS_SHELL);
    expect(testBrowserPath({}, only(HEADLESS_SHELL))).toBe(HEADLESS_SHELL);
  });

  it("falls back to Debian's full Chromium when only it is there", () => {
    expect(testBrowserPath({}, only(CHROMIUM))).toBe(CHROMIUM);
  });

  it('names the headless shell, the one ensure-chromium installs, when neither is there', () => {
    expect(testBrowserPath({}, only())).toBe(HEADLESS_SHELL);
  });
});
