/** The public site's pages, as the header and the phone menu list them. */
import { paths } from '@/config/paths';

/** Whether `to` is the page at `pathname` ('/home' is the landing page too). */
export function isCurrentPage(to: string, pathname: string): boolean {
  const home = paths.home.href();
  if (to === home) return pathname === home || pathname === paths.homeAlias.href();
  return pathname === to;
}

export const MENU_PAGES = [
  { label: 'Home', to: paths.home.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Services', to: paths.services.href() },
  { label: 'Contact us', to: paths.contact.href() },
  { label: 'Terms and Conditions', to: paths.terms.href() },
  { label: 'Privacy Policy', to: paths.privacy.href() },
] as const;
