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

/**
 * The Cliquer dashboard's sub-page a deeper path names by its last segment (spec point 2: "sub-pages by last path
 * segment", so /dashboard/x/tasks is Tasks): its link, or null when the last segment names none (Page Not Found).
 */
export function dashboardPageByLastSegment(pathname: string): string | null {
  const last = pathname.split('/').filter(Boolean).at(-1);
  const pages = Object.values(paths.dashboard).filter((entry) => entry !== paths.dashboard.root);
  return pages.find((entry) => entry.path === last)?.href() ?? null;
}

/**
 * The referrer id of a /register/* path (spec point 2: "the last path segment becomes the referrer id unless it is
 * 'register'"): its last segment, decoded (one with a malformed escape, such as %E0, as it is written) and trimmed;
 * none when that segment is 'register' (so /register, /register/ and /register/register give none) or is left empty.
 * Nothing else is judged or cut: the contract, not the client, decides what a valid code is, so a code of any length
 * goes to the server as it came. The page shows it as text and sends it as a JSON string, never as HTML, so markup in
 * a link stays characters.
 */
export function referrerIdFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  if (last === 'register') return '';
  let id: string;
  try {
    id = decodeURIComponent(last);
  } catch {
    id = last;
  }
  return id.trim();
}
