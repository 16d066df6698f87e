/**
 * The three gated areas of spec point 2 and where each signs in: which account kind a page belongs to, its login
 * page, and where a successful login returns to (the `from` the guards and the session-ended dialog pass along,
 * only when it is a page of the same area; otherwise the spec's default landing page).
 */
import { paths } from '@/config/paths';

export type AccountKind = 'user' | 'advertiser' | 'admin';

const AREAS: Record<AccountKind, { root: string; login: string; landing: string }> = {
  user: { root: paths.dashboard.root.href(), login: paths.login.href(), landing: paths.dashboard.overview.href() },
  advertiser: {
    root: paths.advertiser.dashboard.root.href(),
    login: paths.advertiser.login.href(),
    landing: paths.advertiser.dashboard.overview.href(),
  },
  admin: {
    root: paths.admin.dashboard.root.href(),
    login: paths.admin.login.href(),
    landing: paths.admin.dashboard.root.href(),
  },
};

/** The navigation state a login page reads: the page to return to after signing in. */
export interface FromState {
  from?: string;
}

export function loginHref(kind: AccountKind): string {
  return AREAS[kind].login;
}

/** The gated area a path belongs to, or null for a public page (login pages included). */
export function accountKindOf(pathname: string): AccountKind | null {
  for (const kind of ['advertiser', 'admin', 'user'] as const) {
    const { root } = AREAS[kind];
    if (pathname === root || pathname.startsWith(`${root}/`)) return kind;
  }
  return null;
}

const MAX_FROM_LENGTH = 2048;

/**
 * Where a successful login of `kind` goes: the `from` of the location state when it is a path of that area
 * (a same-app path: one leading slash, no backslash or control character, bounded), else the area's landing page.
 */
export function returnPathAfterLogin(kind: AccountKind, state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as FromState).from : undefined;
  if (typeof from !== 'string' || from.length > MAX_FROM_LENGTH) return AREAS[kind].landing;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(from) || from.startsWith('//')) return AREAS[kind].landing;
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  if (pathname.split('/').includes('..')) return AREAS[kind].landing;
  return accountKindOf(pathname) === kind ? from : AREAS[kind].landing;
}

/** The session-ended dialog's words (SessionEndedDialog.tsx). */
export const SESSION_ENDED_TITLE = 'Your session has ended';
export const SESSION_ENDED_MESSAGE = 'Sign in again to continue.';
