/**
 * Every route of the product (spec point 2), and the only place a route string is written.
 * `path` is the router pattern; `href(...)` builds a link. Sub-pages of a dashboard are relative segments.
 */
export const paths = {
  home: { path: '/', href: () => '/' },
  homeAlias: { path: '/home', href: () => '/home' },
  about: { path: '/about', href: () => '/about' },
  services: { path: '/services', href: () => '/services' },
  contact: { path: '/contact', href: () => '/contact' },
  terms: { path: '/terms-and-conditions', href: () => '/terms-and-conditions' },
  privacy: { path: '/privacy-policy', href: () => '/privacy-policy' },

  login: { path: '/login', href: () => '/login' },
  register: {
    path: '/register/*',
    href: (referrerId?: string) => (referrerId ? `/register/${encodeURIComponent(referrerId)}` : '/register'),
  },

  dashboard: {
    root: { path: '/dashboard', href: () => '/dashboard' },
    overview: { path: 'overview', href: () => '/dashboard/overview' },
    tasks: { path: 'tasks', href: () => '/dashboard/tasks' },
    ticket: { path: 'ticket', href: () => '/dashboard/ticket' },
    learn: { path: 'learn', href: () => '/dashboard/learn' },
    profile: { path: 'profile', href: () => '/dashboard/profile' },
  },

  advertiser: {
    register: { path: '/advertiser/register', href: () => '/advertiser/register' },
    regCompletion: { path: '/advertiser/regCompletion', href: () => '/advertiser/regCompletion' },
    login: { path: '/advertiser/login', href: () => '/advertiser/login' },
    dashboard: {
      root: { path: '/advertiser/dashboard', href: () => '/advertiser/dashboard' },
      overview: { path: 'overview', href: () => '/advertiser/dashboard/overview' },
      taskUpload: { path: 'taskupload', href: () => '/advertiser/dashboard/taskupload' },
      ticket: { path: 'ticket', href: () => '/advertiser/dashboard/ticket' },
      learn: { path: 'learn', href: () => '/advertiser/dashboard/learn' },
      stats: { path: 'stats', href: () => '/advertiser/dashboard/stats' },
      profile: { path: 'profile', href: () => '/advertiser/dashboard/profile' },
      transaction: {
        path: 'transaction/:transactionId',
        href: (transactionId: string) => `/advertiser/dashboard/transaction/${encodeURIComponent(transactionId)}`,
      },
    },
  },

  admin: {
    root: { path: '/cfadmin', href: () => '/cfadmin' },
    login: { path: '/cfadmin/login', href: () => '/cfadmin/login' },
    dashboard: {
      root: { path: '/cfadmin/dashboard', href: () => '/cfadmin/dashboard' },
      overview: { path: 'overview', href: () => '/cfadmin/dashboard/overview' },
      taskTypes: { path: 'task-types', href: () => '/cfadmin/dashboard/task-types' },
      users: { path: 'users', href: () => '/cfadmin/dashboard/users' },
      advertisers: { path: 'advertisers', href: () => '/cfadmin/dashboard/advertisers' },
      settings: { path: 'settings', href: () => '/cfadmin/dashboard/settings' },
    },
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
