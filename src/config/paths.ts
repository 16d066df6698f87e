/**
 * Every route of the product (spec point 2), and the only place a route string is written.
 * `path` is the router pattern; `href(...)` builds a link. Sub-pages of a dashboard are relative segments.
 */
/** A page whose router pattern is also its link. */
const page = <P extends string>(path: P) => ({ path, href: () => path });

/** A dashboard: its root page, and sub-pages whose patterns are segments relative to the root. */
function dashboardPaths<S extends Record<string, string>>(root: string, segments: S) {
  const subPages = Object.fromEntries(
    Object.entries(segments).map(([name, segment]) => [name, { path: segment, href: () => `${root}/${segment}` }]),
  ) as { [K in keyof S]: { path: S[K]; href: () => string } };
  return { root: page(root), ...subPages };
}

export const paths = {
  home: page('/'),
  homeAlias: page('/home'),
  about: page('/about'),
  services: page('/services'),
  contact: page('/contact'),
  terms: page('/terms-and-conditions'),
  privacy: page('/privacy-policy'),

  login: page('/login'),
  register: {
    path: '/register/*',
    href: (referrerId?: string) => (referrerId ? `/register/${encodeURIComponent(referrerId)}` : '/register'),
  },

  dashboard: dashboardPaths('/dashboard', {
    overview: 'overview',
    tasks: 'tasks',
    ticket: 'ticket',
    learn: 'learn',
    profile: 'profile',
  }),

  advertiser: {
    register: page('/advertiser/register'),
    regCompletion: page('/advertiser/regCompletion'),
    login: page('/advertiser/login'),
    dashboard: {
      ...dashboardPaths('/advertiser/dashboard', {
        overview: 'overview',
        taskUpload: 'taskupload',
        ticket: 'ticket',
        learn: 'learn',
        stats: 'stats',
        profile: 'profile',
      }),
      transaction: {
        path: 'transaction/:transactionId',
        href: (transactionId: string) => `/advertiser/dashboard/transaction/${encodeURIComponent(transactionId)}`,
      },
    },
  },

  admin: {
    root: page('/cfadmin'),
    login: page('/cfadmin/login'),
    dashboard: dashboardPaths('/cfadmin/dashboard', {
      overview: 'overview',
      taskTypes: 'task-types',
      users: 'users',
      advertisers: 'advertisers',
      settings: 'settings',
    }),
  },
} as const;

/** The longest referrer id the page shows and sends. */
export const REFERRER_ID_MAX = 64;
const REFERRER_ID = new RegExp(`^[A-Za-z0-9._-]{1,${REFERRER_ID_MAX}}$`);

/**
 * The referrer id of a /register/* path: its last segment, unless that segment is 'register'. Only ids of up to
 * 64 letters, digits, '-', '_' and '.' count: anything else (a malformed escape such as %E0, spaces, markup, a
 * very long segment) gives '' (no referrer), so the page never crashes on a link and shows nothing odd.
 */
export function referrerIdFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  if (last === 'register') return '';
  let id: string;
  try {
    id = decodeURIComponent(last);
  } catch {
    return '';
  }
  return REFERRER_ID.test(id) ? id : '';
}
