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

/** The longest referrer id the page shows and sends, in characters. */
export const REFERRER_ID_MAX = 64;

/**
 * The referrer id of a /register/* path: its last segment, when there is one after /register (so a code that is itself
 * 'register' is kept, and /register or /register/ gives none). Whatever code a referral
 * link carries is kept: the segment decoded (one with a malformed escape, such as %E0, as it is written), trimmed, and
 * cut to REFERRER_ID_MAX characters; only a segment left empty gives '' (no referrer). The page shows it as text and
 * sends it as a JSON string, never as HTML, so markup in a link stays characters.
 */
export function referrerIdFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length < 2) return '';
  const last = segments[segments.length - 1] ?? '';
  let id: string;
  try {
    id = decodeURIComponent(last);
  } catch {
    id = last;
  }
  // Cut by code points, so a character outside the BMP (an emoji) is never halved; trimmed again after the cut.
  return Array.from(id.trim()).slice(0, REFERRER_ID_MAX).join('').trim();
}
