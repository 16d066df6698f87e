/**
 * nginx's allow-list of the app's paths (deploy/nginx/app-routes.conf) agrees with the router: every path the router
 * renders a page for is served with the app shell (200), and every path it answers with the public Not Found page
 * gets a 404. The samples come from the routing table itself and from the route registry (src/config/paths.ts),
 * so a route added to either without a line in app-routes.conf fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '@/app/errors';
import { routes } from '@/app/router';
import { registryRoutes } from '../../prod/app-routes.ts';

// Vitest runs from the repository's root.
const CONF = join(process.cwd(), 'deploy/nginx/app-routes.conf');

/** The map's regular expressions that give 1 ("~*" = without regard to case, as the router matches). */
function allowList(text: string): RegExp[] {
  const map = /map \$uri \$cliq_app_route \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  const entries = [...map.matchAll(/^\s*"(~\*?)(.+)"\s+1;\s*$/gm)];
  return entries.map(([, kind, source]) => new RegExp(source as string, kind === '~*' ? 'i' : ''));
}

const allowed = allowList(readFileSync(CONF, 'utf8'));
const nginxServesApp = (path: string) => allowed.some((pattern) => pattern.test(path));

/** True when the router answers the path with the public Not Found page (the catch-all of the public layout). */
function rendersNotFound(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return !leaf || (isValidElement(leaf.element) && leaf.element.type === NotFoundPage);
}

/** Every path pattern of the routing table, absolute ('/advertiser/dashboard/transaction/:transactionId'). */
function patterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path !== undefined || route.index ? [own || '/'] : [];
    return [...here, ...patterns(route.children ?? [], own)];
  });
}

/** Concrete paths around a pattern: itself, with a slash, in capitals, a longer sibling name, a child. */
function samples(pattern: string): string[] {
  const base = pattern.replace(/:[^/]+/g, 'p1').replace(/\/\*$/, '') || '/';
  const concrete = pattern.endsWith('*') ? [base, `${base}/some/thing`] : [base];
  return concrete.flatMap((path) =>
    path === '/'
      ? ['/', '/x', '/x/y']
      : [path, `${path}/`, path.toUpperCase(), `${path}x`, `${path}/zz`, `${path}/zz/yy`],
  );
}

describe('deploy/nginx/app-routes.conf', () => {
  it('has an allow-list', () => {
    expect(allowed.length).toBeGreaterThan(0);
  });

  it('serves the app for every route of the registry', () => {
    const routesOfRegistry = registryRoutes().map((route) => route.path);
    expect(routesOfRegistry.length).toBeGreaterThan(20);
    for (const path of routesOfRegistry) {
      expect(rendersNotFound(path), `${path} is a page of the router`).toBe(false);
      expect(nginxServesApp(path), `${path}: nginx must serve the app (add it to app-routes.conf)`).toBe(true);
    }
  });

  it('agrees with the router on every path around every route, and on paths outside every area', () => {
    const paths = new Set([
      ...patterns(routes).flatMap(samples),
      ...registryRoutes().flatMap((route) => samples(route.path)),
      '/no-such-page',
      '/index',
      '/advertiser',
      '/advertiser/',
      '/advertiser/other',
      '/api-docs/',
      '/assets',
      '/home/x',
    ]);
    expect(paths.size).toBeGreaterThan(100);
    const disagreements = [...paths].filter((path) => nginxServesApp(path) === rendersNotFound(path));
    const explain = disagreements.map(
      (path) =>
        `${path}: the router ${rendersNotFound(path) ? 'shows Not Found' : 'renders a page'}, nginx answers ${nginxServesApp(path) ? '200' : '404'}`,
    );
    expect(explain).toEqual([]);
  });
});
