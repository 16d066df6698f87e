/**
 * The prerendered pages' plumbing (build/prerender.mjs): where each page is written, and how the shell becomes a
 * page that is a document of its own, with no app code (issue 39). The pages themselves are checked in a browser
 * behind nginx (tests/prod/prerender.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '@/app/prerender';
import { DOCUMENT_SCRIPTS, fileFor, leanCss, pageHtml, withoutStyleAttributes } from '../../../build/prerender.mjs';

/** The app shell as Vite writes it (dist/200.html). */
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Cliq</title>
    <script src="/config.js" defer nonce="CLIQ_CSP_NONCE"></script>
    <meta property="csp-nonce" nonce="CLIQ_CSP_NONCE">
    <script type="module" crossorigin src="/assets/index-Ab12.js" nonce="CLIQ_CSP_NONCE"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Cd34.js" nonce="CLIQ_CSP_NONCE">
  </head>
  <body>
    <noscript>Cliq needs JavaScript to run. Please enable it and reload the page.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  path: '/about',
  html: '<title>About · Cliq</title><meta name="description" content="Who we are."/><main><h1>About</h1></main>',
  css: '.css-abc{color:red}',
};

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

  it("gives every page the web vitals' loader and /contact alone the contact form's behaviour", () => {
    expect(DOCUMENT_SCRIPTS).toEqual({
      vitals: { source: 'src/app/documents/vitals.ts', pages: '*' },
      contact: { source: 'src/app/documents/contact.ts', pages: ['/contact'] },
    });
  });
});

describe('a page as a document', () => {
  const html = pageHtml(SHELL, PAGE, ['/assets/vitals-Ef56.js']);
  const head = html.slice(0, html.indexOf('</head>'));

  it('holds none of the app: no entry script, no preload, no note about JavaScript', () => {
    expect(html).not.toContain('/assets/index-Ab12.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<noscript>');
  });

  it('puts the markup in #root, and the title, description, path, styles and its scripts in the head', () => {
    expect(html).toContain('<div id="root"><main><h1>About</h1></main></div><template id="cliq-parsed"></template>');
    // Rendered once the whole markup is parsed.
    expect(head).toContain('<link rel="expect" href="#cliq-parsed" blocking="render">');
    expect(head).toContain('<title>About · Cliq</title><meta name="description" content="Who we are."/>');
    expect(head).not.toContain('<title>Cliq</title>');
    expect(head).toContain('<meta name="cliq-prerendered" content="/about">');
    expect(head).toContain('<style nonce="CLIQ_CSP_NONCE">.css-abc{color:red}</style>');
    expect(head).toContain('<script type="module" src="/assets/vitals-Ef56.js" nonce="CLIQ_CSP_NONCE"></script>');
    // config.js first: its settings are there when the page's modules run.
    expect(head.indexOf('/config.js')).toBeLessThan(head.indexOf('/assets/vitals-Ef56.js'));
    expect(head).toContain('<meta property="csp-nonce" nonce="CLIQ_CSP_NONCE">');
  });

  it("is rendered up to the page's own first-screen marker when its markup has one (FirstScreenEnd), never two", async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { FirstScreenEnd, FIRST_SCREEN_END_ID } = await import('@/components/layout/PublicPage');
    const marker = renderToStaticMarkup(createElement(FirstScreenEnd));
    expect(marker).toBe(`<template id="${FIRST_SCREEN_END_ID}"></template>`);
    const long = pageHtml(SHELL, {
      ...PAGE,
      html: `${PAGE.html.replace('</main>', '')}${marker}<section>More</section></main>`,
    });
    expect(long).toContain(`<h1>About</h1>${marker}<section>More</section></main></div>`);
    expect(long.split(`id="${FIRST_SCREEN_END_ID}"`)).toHaveLength(2);
    expect(long).toContain(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render">`);
  });

  it('stops on a page that names no title', () => {
    expect(() => pageHtml(SHELL, { ...PAGE, html: '<main><h1>About</h1></main>' })).toThrow(/no <title>/);
  });

  it('stops on any style attribute in the markup (the CSP refuses them, and no script sets them again)', () => {
    expect(withoutStyleAttributes('/x', '<div hidden>a</div>')).toBe('<div hidden>a</div>');
    expect(() => withoutStyleAttributes('/x', '<div style="--height:0px">a</div>')).toThrow(/style attribute/);
    expect(() => withoutStyleAttributes('/x', '<svg style="flex-shrink:0"></svg>')).toThrow(/style attribute/);
  });
});

describe("a page's CSS", () => {
  it('keeps the custom properties its declarations read, directly or through another, and drops the rest', () => {
    const css =
      ':where(html){--a:1px;--b:var(--c);--c:red;--font:"A;B", sans-serif;--unused:var(--c)}' +
      '.x{color:var(--b);padding:var(--a)}.y{--local:2px;margin:0}';
    expect(leanCss(css)).toBe(
      ':where(html){--a:1px;--b:var(--c);--c:red;}.x{color:var(--b);padding:var(--a)}.y{margin:0}',
    );
  });

  it('keeps the keyframes an animation names (itself or through a property) and drops the rest', () => {
    const css =
      '@keyframes spin{0%{rotate:0}100%{rotate:1turn}}@keyframes fade-in{from{opacity:0}}@keyframes fade{to{opacity:1}}' +
      ':where(html){--anim:fade-in 1s}.s{animation:var(--anim)}';
    expect(leanCss(css)).toBe(
      '@keyframes fade-in{from{opacity:0}}:where(html){--anim:fade-in 1s}.s{animation:var(--anim)}',
    );
  });
});
