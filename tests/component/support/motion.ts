/**
 * How long an open dialog's panel and backdrop take to close, as the page's style sheets say (spec point 9: 300 ms).
 * jsdom computes no animation, so this reads the rules themselves: every rule that matches a copy of the element in its
 * closed state (data-state="closed"), in any cascade layer (the design system writes its recipes in `@layer`), except
 * inside media queries (reduced motion turns animations off; breakpoints do not time them).
 */

function closingDurationsOf(element: Element): string[] {
  const closed = element.cloneNode(false) as Element;
  closed.setAttribute('data-state', 'closed');
  const found: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) continue;
      if (rule instanceof CSSStyleRule) {
        if (rule.style.animationDuration && closed.matches(rule.selectorText)) found.push(rule.style.animationDuration);
      } else if ('cssRules' in rule) {
        visit((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return [...new Set(found)];
}

/**
 * Every animation-duration the style sheets give a dialog's panel (`content`, the element with the dialog role) and
 * its backdrop once they close: `{ panel: ['300ms'], backdrop: ['300ms'] }` when both close in 300 ms and nothing
 * else gives them another time.
 */
export function closingDurations(content: Element): { panel: string[]; backdrop: string[] } {
  const scope = content.getAttribute('data-scope');
  const backdrop = document.querySelector(`[data-scope="${scope}"][data-part="backdrop"]`);
  if (!backdrop) throw new Error(`No backdrop of the ${scope} found`);
  return { panel: closingDurationsOf(content), backdrop: closingDurationsOf(backdrop) };
}

/** What `closingDurations` gives a dialog that closes in the spec's 300 ms. */
export const CLOSES_IN_SPEC_TIME = { panel: ['300ms'], backdrop: ['300ms'] };
