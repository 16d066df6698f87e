/** The dashboard shell's props and the shapes of its controls (src/components/layout/DashboardLayout.tsx). */
import type { ReactNode } from 'react';
import type { SignOut } from '@/components/auth/useSignOut';
import type { AccountKind } from '@/components/feedback/session-area';
import type { IconType } from '@/components/icon';

export interface DashboardNavItem {
  label: string;
  to: string;
  icon: IconType;
}

export interface DashboardSearch {
  /** Accessible name of the search field, e.g. 'Search tasks'. */
  label: string;
  placeholder?: string;
  /** The current query (e.g. from the URL); the field shows it and resets when it changes. */
  value?: string;
  /** Called with the trimmed query when the form is submitted. */
  onSearch: (query: string) => void;
}

export interface DashboardNotification {
  id: string;
  title: string;
  description?: string;
  /** A short time label, e.g. '5 minutes ago'. */
  time?: string;
  /** Where choosing the notification goes (a route of this app). */
  href?: string;
}

export interface DashboardNotifications {
  items: readonly DashboardNotification[];
  /** Shown when there are no items. */
  emptyText?: string;
}

export interface DashboardLayoutProps {
  /** Whose area this is: the sidebar's Logout signs that account kind out (useSignOut). */
  kind: AccountKind;
  /** The area's name, e.g. 'Dashboard', 'Advertiser', 'Admin': the breadcrumb's first item. */
  area: string;
  homeHref: string;
  nav: readonly DashboardNavItem[];
  account?: { name: string; rank?: string | undefined } | undefined;
  /** The account is still loading: the avatar shows a placeholder. */
  accountLoading?: boolean;
  /** The header's title (defaults to the area). */
  title?: string;
  search?: DashboardSearch;
  notifications?: DashboardNotifications;
  /** A settings link in the header. */
  settingsHref?: string;
  /** Extra header controls, placed before the account. */
  headerExtras?: ReactNode;
}

/** What the sidebar's Logout needs: the area's sign-out (useSignOut). */
export interface SidebarSignOut {
  signOut: SignOut;
}
