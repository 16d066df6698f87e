import { afterEach, describe, expect, it, vi } from 'vitest';

import { openExternal, safeExternalUrl } from '@/lib/safe-url';

describe('safeExternalUrl', () => {
  it.each([
    ['https://instagram.com/cliq', 'https://instagram.com/cliq'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.COM/Path?q=1#top', 'https://example.com/Path?q=1#top'],
    ['  https://example.com/a b  ', 'https://example.com/a%20b'],
    ['https://pay.example.com/checkout?ref=abc&x=1', 'https://pay.example.com/checkout?ref=abc&x=1'],
    ['https://example.com:8443/', 'https://example.com:8443/'],
  ])('accepts %j as %j', (input, expected) => {
    expect(safeExternalUrl(input)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    [' javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['mailto:someone@example.com'],
    ['ftp://example.com/file'],
    ['file:///etc/passwd'],
    ['//evil.com'],
    ['\\\\evil.com'],
    ['/relative/path'],
    ['relative/path'],
    ['www.example.com'],
    ['https://'],
    ['http://'],
    [''],
    ['   '],
  ])('rejects %j', (input) => {
    expect(safeExternalUrl(input)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{}], [['https://example.com']], [new URL('https://example.com')]])(
    'rejects the non-string %j',
    (input) => {
      expect(safeExternalUrl(input)).toBeNull();
    },
  );
});

describe('openExternal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens safe urls in a new tab without opener or referrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openExternal(' https://instagram.com/cliq ')).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://instagram.com/cliq', '_blank', 'noopener,noreferrer');
  });

  it.each([
    ['javascript:alert(1)'],
    [' javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,hi'],
    ['//evil.com'],
    ['mailto:support@cliq.example'],
    ['not a url'],
    [null],
    [123],
  ])('refuses %j and opens nothing', (input) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openExternal(input)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
