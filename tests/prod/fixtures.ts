/**
 * The production project's test API: the e2e fixtures (tests/e2e/support/fixtures.ts: console errors, uncaught
 * errors and contract violations fail a test) plus the Content-Security-Policy watch: every `securitypolicyviolation`
 * event of any page of the test's context, and every "Refused to …" (or "… violates the following Content Security
 * Policy directive …") console message, fails the test.
 */
import { test as e2e } from '../e2e/support/fixtures.ts';

export { expect, freezeClock, holdReplies, openPage, PAGE_LOAD_TIMEOUT, remountInApp } from '../e2e/support/fixtures.ts';

export interface CspWatch {
  /** The violations seen so far, one line each. */
  readonly violations: readonly string[];
}

declare global {
  interface Window {
    __cliqCspViolation?: (line: string) => void;
  }
}

export const test = e2e.extend<{ csp: CspWatch }>({
  csp: [
    async ({ context, page }, provide) => {
      const violations: string[] = [];
      await context.exposeBinding('__cliqCspViolation', ({ page: from }, line: string) => {
        violations.push(`${line}  (on ${from.url()})`);
      });
      // Runs before any script of each document, so a violation during the first render is seen too.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const sample = event.sample ? ` "${event.sample}"` : '';
          window.__cliqCspViolation?.(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${sample} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      page.on('console', (message) => {
        // Chromium's words: "Refused to load …" for most directives, "… violates the following Content Security
        // Policy directive …" for inline styles.
        if (/Refused to|violates the following Content Security Policy/i.test(message.text())) {
          violations.push(`console: ${message.text()}`);
        }
      });

      await provide({ violations });

      if (violations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${violations.map((line) => `  ${line}`).join('\n')}`);
      }
    },
    { auto: true },
  ],
});
