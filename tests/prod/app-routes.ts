/**
 * Every route of the app, taken from the route registry (src/config/paths.ts) rather than copied: the production
 * project opens each one, and tests/unit/app/nginx-routes.test.ts checks nginx's allow-list against them.
 */
import { paths } from '../../src/config/paths.ts';

/** Sample arguments for the routes that take one (a contract example's id, a referrer id); `undefined` = none. */
const SAMPLE_ARGUMENTS: Record<string, (string | undefined)[]> = {
  register: [undefined, 'REF123'],
  'advertiser.dashboard.transaction': ['tx_58213'],
};

export type Area = 'public' | 'cliquer' | 'advertiser' | 'admin';

export interface AppRoute {
  /** The registry entry, e.g. 'advertiser.dashboard.taskUpload'. */
  name: string;
  /** A concrete path, e.g. '/advertiser/dashboard/taskupload'. */
  path: string;
  area: Area;
}

function areaOf(path: string): Area {
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return 'cliquer';
  if (path === '/advertiser/dashboard' || path.startsWith('/advertiser/dashboard/')) return 'advertiser';
  if (path === '/cfadmin' || path.startsWith('/cfadmin/')) return 'admin';
  return 'public';
}

type Href = (...args: (string | undefined)[]) => string;

/** One path per registry entry (one per sample argument for those that take one), in the registry's order. */
export function registryRoutes(): AppRoute[] {
  const found: AppRoute[] = [];
  const walk = (node: object, trail: string[]) => {
    for (const [key, value] of Object.entries(node) as [string, unknown][]) {
      if (!value || typeof value !== 'object') continue;
      const name = [...trail, key].join('.');
      const href = (value as { href?: unknown }).href;
      if (typeof href !== 'function') {
        walk(value, [...trail, key]);
        continue;
      }
      const samples = href.length === 0 ? [undefined] : SAMPLE_ARGUMENTS[name];
      if (!samples) throw new Error(`paths.${name}.href takes an argument: add a sample to SAMPLE_ARGUMENTS`);
      for (const sample of samples) {
        const path = (href as Href)(sample);
        if (!found.some((route) => route.path === path)) found.push({ name, path, area: areaOf(path) });
      }
    }
  };
  walk(paths, []);
  return found;
}
