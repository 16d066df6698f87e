/**
 * A report's page address is the route's pattern ('/register/*', '/advertiser/dashboard/transaction/:transactionId'),
 * never the address itself: ids and codes in a path stay out of the reports (src/app/reporting.ts), as the query's
 * tokens do.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The route pattern of a path ('/dashboard/tasks', '/register/*'); '(no route)' for a path no route matches. */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pattern = matches
    .map((match) => match.route.path ?? '')
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
  if (matches.length === 0) return '(no route)';
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}

/** A report's page address on the app's routes: the page's origin and its route's pattern (main.tsx). */
export const routePageUrl = (routes: RouteObject[]) => (): string =>
  `${window.location.origin}${routePattern(routes, window.location.pathname)}`;
