/**
 * The dashboards' navigation on phones: the sidebar in a drawer. A chunk of its own (Chakra's dialog machinery
 * comes with it), downloaded the first time the header's toggle is touched, hovered, focused or clicked
 * (DashboardLayout.tsx); focus returns to the toggle when it closes.
 */
import { CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@/config/constants';
import { Sidebar } from './Sidebar';
import type { DashboardLayoutProps, SidebarSignOut } from './types';

export interface NavDrawerProps extends Pick<DashboardLayoutProps, 'nav'>, SidebarSignOut {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  toggle: () => HTMLElement | null;
}

export default function NavDrawer({ open, onOpenChange, toggle, nav, signOut }: NavDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      lazyMount
      finalFocusEl={toggle}
      // The toggle is not a Drawer.Trigger (this drawer is downloaded later): as one of the drawer's own elements,
      // the focus StrictMode hands back to it while mounting the focus trap twice (the dev server) does not close it.
      persistentElements={[toggle]}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs">
            <Drawer.Header>
              <Drawer.Title asChild>
                <Text fontWeight="extrabold" fontSize="xl" color="brand.fg">
                  {PRODUCT_NAME}
                </Text>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body display="flex" flexDirection="column" pb="6">
              <Sidebar nav={nav} onNavigate={() => onOpenChange(false)} signOut={signOut} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close navigation" size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
