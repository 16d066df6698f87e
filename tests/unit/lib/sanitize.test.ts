import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from '@/lib/sanitize';

/** Parses sanitised output so tests check structure, not attribute order. */
function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('sanitizeHtml', () => {
  it('keeps basic formatting', () => {
    const html =
      '<div><p>Hello <b>bold</b> <strong>strong</strong> <i>i</i> <em>em</em> <u>u</u> <span>s</span><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol></div>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts together with their content', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert("x")</script>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes style elements and inline styles', () => {
    const out = sanitizeHtml('<p>a</p><style>p{color:red}</style><p style="color:red">Hi</p>');
    expect(out).toBe('<p>a</p><p>Hi</p>');
  });

  it('removes event handlers', () => {
    const out = sanitizeHtml('<img src="x" onerror="alert(1)"><p onclick="alert(2)">Hi</p>');
    expect(out).not.toMatch(/onerror|onclick|alert|<img/i);
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes iframes, forms and their controls', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.com"></iframe><form action="https://evil.com"><input name="pw"><button>Go</button>' +
        '<p>kept</p></form>',
    );
    expect(out).not.toMatch(/iframe|form|input|button|Go/i);
    expect(out).toBe('<p>kept</p>');
  });

  it('removes other markup but keeps its text', () => {
    expect(sanitizeHtml('<h1>Title</h1><table><tr><td>cell</td></tr></table>')).toBe('Titlecell');
  });

  it('drops data and class attributes', () => {
    expect(sanitizeHtml('<span data-x="1" class="c" id="i">t</span>')).toBe('<span>t</span>');
  });

  it('makes https links open in a new tab without opener', () => {
    const link = parse(sanitizeHtml('<a href="https://example.com/x">x</a>')).querySelector('a');
    expect(link).not.toBeNull();
    expect(link?.getAttribute('href')).toBe('https://example.com/x');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('overrides a given target and rel', () => {
    const link = parse(sanitizeHtml('<a href="http://example.com" target="_self" rel="opener">x</a>')).querySelector(
      'a',
    );
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps mailto links', () => {
    const link = parse(sanitizeHtml('<a href="mailto:support@cliq.example">mail</a>')).querySelector('a');
    expect(link?.getAttribute('href')).toBe('mailto:support@cliq.example');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['javascript:alert(1)'],
    [' javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,hi'],
    ['vbscript:x'],
    ['//evil.com'],
    ['/relative'],
    ['mailto:'],
  ])('removes the href %j but keeps the link text', (href) => {
    const container = parse(sanitizeHtml(`<a href="${href}">click</a>`));
    const link = container.querySelector('a');
    expect(link).not.toBeNull();
    expect(link?.hasAttribute('href')).toBe(false);
    expect(link?.textContent).toBe('click');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('gives an empty string for non-strings and empty input', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
    expect(sanitizeHtml({ toString: () => '<b>x</b>' })).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('leaves the global DOMPurify instance without our hook', () => {
    sanitizeHtml('<a href="https://example.com">x</a>');
    const out = DOMPurify.sanitize('<a href="https://example.com">x</a>');
    expect(out).toBe('<a href="https://example.com">x</a>');
  });
});
