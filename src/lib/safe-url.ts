/**
 * Guards for links that come from the server or from users (task links, follow targets, payment pages):
 * only absolute http(s) URLs are ever opened or rendered as external links.
 */

const ALLOWED_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

/**
 * The normalised absolute URL when `url` is an http: or https: URL, otherwise null. Relative and
 * protocol-relative URLs ('//evil.com'), other schemes (javascript:, data:, vbscript:, mailto:, ...),
 * malformed strings and non-strings are all rejected. Surrounding whitespace is ignored.
 */
export function safeExternalUrl(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const candidate = url.trim();
  if (candidate === '') return null;
  let parsed: URL;
  try {
    // No base URL on purpose: anything that is not absolute throws instead of resolving against this page.
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  // http(s) URLs always carry a host once parsed, so the protocol is all that needs checking.
  if (!ALLOWED_PROTOCOLS.has(parsed.protocol)) return null;
  return parsed.href;
}

/**
 * Opens a safe URL in a new tab without giving it access to this window (noopener, noreferrer).
 * Returns whether it opened anything; unsafe URLs are ignored.
 */
export function openExternal(url: unknown): boolean {
  const safe = safeExternalUrl(url);
  if (safe === null || typeof window === 'undefined') return false;
  window.open(safe, '_blank', 'noopener,noreferrer');
  return true;
}
