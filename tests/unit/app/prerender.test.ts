/**
 * The prerendered pages' plumbing: where each page is written, how the shell becomes a page (scripts/prerender.mjs),
 * and when the client hydrates one (src/app/prerender.ts). The pages themselves are checked in a browser behind
 * nginx (tests/prod/prerender.spec.ts).
 */
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, prerenderedPage } from '@/app/prerender';
import { fileFor, pageHtml, publicChunks, withoutStyleAttributes } from '../../../scripts/prerender.mjs';

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
