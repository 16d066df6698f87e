/**
 * The prerendered pages' plumbing: where each page is written, how the shell becomes a page (build/prerender.mjs),
 * and when the client hydrates one (src/app/prerender.ts). The pages themselves are checked in a browser behind
 * nginx (tests/prod/prerender.spec.ts).
 */
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createEmotionCache, hydratedInPlace } from '@/app/emotion-cache';
import { PRERENDERED_PATHS, prerenderedPage } from '@/app/prerender';
import { fileFor, pageHtml, publicChunks, withoutStyleAttributes } from '../../../build/prerender.mjs';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta property="csp-nonce" nonce="CLIQ_CSP_NONCE">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the files of the prerendered pages', () => {
  it('writes / as index.html and every other path as <route>.html, which nginx and vite preview both find', () => {
    expect(PRERENDERED_PATHS.map(fileFor)).toEqual([
      'index.html',
      'home.html',
      'about.html',
      'services.html',
      'contact.html',
      'terms-and-conditions.html',
      'privacy-policy.html',
    ]);
  });

  it('puts the markup in #root, the styles, preloads and path meta in the head, the data as JSON after #root', () => {
    const html = pageHtml(
      SHELL,
      {
        path: '/about',
        html: '<h1>About</h1>',
        styles: '<style data-emotion="css abc" nonce="CLIQ_CSP_NONCE">.css-abc{color:red}</style>',
        hydrationData: { loaderData: { '0-0-2': null }, note: '</script><script>alert(1)</script>' },
      },
      ['/assets/public-site-1.js'],
    );
    expect(html).toContain('<div id="root"><h1>About</h1></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="cliq-prerendered" content="/about">');
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/public-site-1.js" nonce="CLIQ_CSP_NONCE">',
    );
    expect(head).toContain('<style data-emotion="css abc" nonce="CLIQ_CSP_NONCE">');
    // The data cannot end its <script> element early.
    expect(html).toContain('<script type="application/json" id="cliq-hydration-data">{"loaderData":{"0-0-2":null}');
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('drops style attributes made of CSS variables only, and stops on any other (the CSP refuses them)', () => {
    expect(withoutStyleAttributes('/x', '<div hidden style="--height:0px;--width:0px">a</div>')).toBe(
      '<div hidden>a</div>',
    );
    expect(() => withoutStyleAttributes('/x', '<svg style="flex-shrink:0"></svg>')).toThrow(/style attribute/);
  });

  it("lists the public site's chunks that the entry does not already load", () => {
    const bundle = {
      'index.js': { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: ['assets/shared.js'] },
      'public.js': {
        type: 'chunk',
        fileName: 'assets/public-site.js',
        isEntry: false,
        facadeModuleId: '/work/src/features/public-site/index.tsx',
        imports: ['assets/shared.js', 'assets/icons.js'],
      },
      'style.css': { type: 'asset', fileName: 'assets/style.css' },
    };
    expect(publicChunks(bundle, '/')).toEqual(['/assets/public-site.js', '/assets/icons.js']);
  });
});

describe('whether the client hydrates', () => {
  function page(meta: string | null, data: string | null, markup = '<main><h1>About</h1></main>') {
    document.head.innerHTML = meta === null ? '' : `<meta name="cliq-prerendered" content="${meta}">`;
    document.body.innerHTML = `<div id="root">${markup}</div>${
      data === null ? '' : `<script type="application/json" id="cliq-hydration-data">${data}</script>`
    }`;
    return document.getElementById('root') as HTMLElement;
  }

  it('hydrates the page prerendered for the address, with or without a trailing slash', () => {
    const root = page('/about', '{"loaderData":{"0-0-2":null}}');
    expect(prerenderedPage(document, '/about', root)).toEqual({
      path: '/about',
      hydrationData: { loaderData: { '0-0-2': null } },
    });
    expect(prerenderedPage(document, '/about/', root)?.path).toBe('/about');
  });

  it("renders afresh on the shell, on another page's markup (a host's one-page fallback) or unreadable data", () => {
    expect(prerenderedPage(document, '/about', page(null, null, ''))).toBeNull();
    expect(prerenderedPage(document, '/dashboard/overview', page('/', '{"loaderData":{}}'))).toBeNull();
    expect(prerenderedPage(document, '/about', page('/about', '{not json'))).toBeNull();
    expect(prerenderedPage(document, '/about', page('/about', '{"loaderData":{}}', ''))).toBeNull();
  });
});

describe("the prerendered page's styles when the client takes them over", () => {
  const chunks = [
    { key: 'css-global', ids: ['g1'], css: 'html{color:black}' },
    { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{color:red}.css-b2{color:blue}' },
  ];

  it('writes each chunk as a plain <style> with its CSS, then an empty one naming its classes, all with the nonce', () => {
    expect(hydratedInPlace(chunks, 'N')).toBe(
      '<style nonce="N">html{color:black}</style><style data-emotion="css-global g1" data-s="" nonce="N"></style>' +
        '<style nonce="N">.css-a1{color:red}.css-b2{color:blue}</style>' +
        '<style data-emotion="css a1 b2" data-s="" nonce="N"></style>',
    );
  });

  it("Emotion's cache knows the classes are in the page and moves no element that holds CSS", () => {
    document.head.innerHTML = `<meta property="csp-nonce">${hydratedInPlace(chunks, 'N')}<meta name="last">`;
    const withCss = [...document.head.querySelectorAll('style')].filter((style) => style.textContent !== '');
    expect(withCss).toHaveLength(2);
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });

    const cache = createEmotionCache('N');
    cache.insert('.css-c3', { name: 'c3', styles: 'color:green;', next: undefined }, cache.sheet, true);

    const moved = observer.takeRecords().flatMap((record) => [...record.addedNodes, ...record.removedNodes]);
    observer.disconnect();
    // The empty element naming the classes was taken over (moved to the sheet's place); nothing else was touched.
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.filter((node) => withCss.includes(node as HTMLStyleElement))).toEqual([]);
    expect(withCss.every((style) => style.parentNode === document.head)).toBe(true);
    // The server's classes are not inserted again; a new one is.
    expect(cache.inserted).toMatchObject({ a1: true, b2: true, c3: true });
    expect(document.head.innerHTML.match(/css-a1/g)).toHaveLength(1);
  });
});
