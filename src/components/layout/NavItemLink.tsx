/**
 * A link of one of the app's navigations: the public header's bar, the phone menu and a dashboard's sidebar. The
 * three share one shape (a padded, rounded, medium-weight row) and mark the current page (aria-current="page") the
 * same way, on the brand's subtle background in its text colour; what differs is their size, layout and colours at
 * rest and on hover. The child is the router's link, which carries the address and aria-current.
 */
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import type { ReactElement } from 'react';

const CURRENT_PAGE = { bg: 'brand.subtle', color: 'brand.fg' } as const;

/** Each navigation's own part of the look. */
const PLACES = {
  bar: {
    colorPalette: 'brand',
    display: 'inline-flex',
    h: '10',
    color: 'fg.muted',
    _hover: { color: 'fg', bg: 'bg.muted', textDecoration: 'none' },
    _currentPage: CURRENT_PAGE,
  },
  menu: {
    colorPalette: 'brand',
    display: 'flex',
    justifyContent: 'space-between',
    minH: '12',
    fontSize: 'md',
    color: 'fg',
    _hover: { bg: 'bg.muted', textDecoration: 'none' },
    _currentPage: CURRENT_PAGE,
  },
  sidebar: {
    display: 'flex',
    gap: '3',
    py: '2.5',
    color: 'fg.muted',
    _hover: { ...CURRENT_PAGE, textDecoration: 'none' },
    _currentPage: { ...CURRENT_PAGE, fontWeight: 'semibold' },
  },
} satisfies Record<string, LinkProps>;

export type NavPlace = keyof typeof PLACES;

export function NavItemLink({ place, children }: { place: NavPlace; children: ReactElement }) {
  return (
    <ChakraLink asChild alignItems="center" px="3" borderRadius="l2" fontWeight="medium" {...PLACES[place]}>
      {children}
    </ChakraLink>
  );
}
