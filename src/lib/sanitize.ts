/**
 * HTML from the server (e.g. the registration flow's extras.html) is shown only after going through here.
 * A dedicated DOMPurify instance keeps our link hook away from any other use of the global instance.
 */
import createDOMPurify from 'dompurify';
import type { Config, DOMPurify } from 'dompurify';

import { safeExternalUrl } from '@/lib/safe-url';

const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'span', 'div'];
const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // On top of DOMPurify's defaults (script, style, iframe, template, ...): elements whose text must not
  // survive as stray content either.
  ADD_FORBID_CONTENTS: ['textarea', 'select', 'option', 'object', 'embed', 'button'],
};

/** A link target we keep: absolute http(s), or mailto with something after the colon. */
function safeHref(href: string): string | null {
  const web = safeExternalUrl(href);
  if (web !== null) return web;
  const trimmed = href.trim();
  return /^mailto:\S+$/i.test(trimmed) ? trimmed : null;
}

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify | null {
  if (purifier !== null) return purifier;
  if (typeof window === 'undefined') return null;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    const safe = href === null ? null : safeHref(href);
    if (safe === null) node.removeAttribute('href');
    else node.setAttribute('href', safe);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return purifier;
}

/**
 * Sanitised HTML keeping only basic formatting (p, br, b, strong, i, em, u, ul, ol, li, a, span, div).
 * Scripts, styles, iframes, forms, event handlers and inline styles go; every link keeps only an
 * http(s) or mailto href and opens in a new tab with rel="noopener noreferrer". Non-strings give ''.
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const instance = getPurifier();
  if (instance === null) return '';
  return instance.sanitize(html, CONFIG);
}
