/**
 * The phone menu (spec points 2 and 4): the toggle opens a drawer that lists the site's pages and, in a separate
 * group, Login and Register, with the social links at its bottom. The close icon, Escape, the backdrop or choosing
 * a link close it; focus then returns to the toggle. While it is open, the toggle's spot holds the drawer's close
 * icon, so the same tap opens and closes it.
 *
 * The drawer (MobileMenuDrawer.tsx, with Chakra's dialog machinery) is downloaded the first time the menu is asked
 * for: on the toggle's first touch, hover or focus, and at the latest on its click, which opens the menu as soon as
 * it has arrived. Should the download fail, the toggle says so and a later click tries again. On a prerendered page
 * the toggle works from the first paint: a tap before React has taken over the page is noted (public/early-taps.js)
 * and opens the menu as soon as React runs the toggle (src/lib/early-taps.ts). `data-hydrated` marks the toggle
 * once React runs it (the e2e tests wait for it).
 */
import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import FiMenu from '~icons/feather/menu';
import { downloaded, loadOnce } from '@/lib/load-once';
import { loadDeferredStyles } from '@/lib/deferred-styles';
import { takeEarlyTap } from '@/lib/early-taps';
import { useHydrated } from '@/lib/useHydrated';
import type { MobileMenuDrawerProps } from './MobileMenuDrawer';

export { isCurrentPage, MENU_PAGES } from './menu-pages';

type DrawerModule = { default: ComponentType<MobileMenuDrawerProps> };

/**
 * Downloads the drawer once, with the deferred recipes that style it (a failed download is tried again on the next
 * call).
 */
const loadDrawer = loadOnce(async (): Promise<DrawerModule> => {
  const [module] = await Promise.all([import('./MobileMenuDrawer'), loadDeferredStyles()]);
  return downloaded(module, 'The menu');
});

const Drawer = lazy(loadDrawer);

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // The drawer is rendered from the first open on (it then keeps its own mount and exit animations).
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const toggleElement = useCallback(() => toggle.current, []);
  const hydrated = useHydrated();
  const prefetch = useCallback(() => void loadDrawer().catch(() => undefined), []);
  // Downloads the drawer if need be, then opens it.
  const showMenu = useCallback(
    () =>
      void loadDrawer().then(
        () => {
          setWanted(true);
          setOpen(true);
        },
        () => setFailed(true),
      ),
    [],
  );
  const openMenu = () => {
    setFailed(false);
    showMenu();
  };
  // A tap before React ran this toggle (a prerendered page still loading its code) opens the menu now.
  useEffect(() => {
    if (takeEarlyTap('menu')) showMenu();
  }, [showMenu]);

  return (
    <>
      <IconButton
        ref={toggle}
        aria-label={failed ? 'Open menu (it could not be downloaded: try again)' : 'Open menu'}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="md"
        display={{ base: 'inline-flex', md: 'none' }}
        data-early-tap="menu"
        data-hydrated={hydrated || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={openMenu}
      >
        <FiMenu aria-hidden="true" />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <Drawer open={open} onOpenChange={setOpen} toggle={toggleElement} />
        </Suspense>
      ) : null}
    </>
  );
}
