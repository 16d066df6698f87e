/** The notifications button's face: the bell, its label and the count badge (HeaderControls.tsx, NotificationsMenu.tsx). */
import { Badge, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import FiBell from '~icons/feather/bell';
import type { DashboardNotifications } from './types';

export interface NotificationsBellProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  notifications: DashboardNotifications;
  /** The menu could not be downloaded: the label says so. */
  failed?: boolean;
}

export const NotificationsBell = forwardRef<HTMLButtonElement, NotificationsBellProps>(function NotificationsBell(
  { notifications, failed = false, ...props },
  ref,
) {
  const count = notifications.items.length;
  const label = count > 0 ? `Notifications, ${count} new` : 'Notifications';
  return (
    <IconButton
      ref={ref}
      aria-label={failed ? `${label} (the list could not be downloaded: try again)` : label}
      aria-haspopup="menu"
      variant="ghost"
      size="sm"
      position="relative"
      {...props}
    >
      <FiBell aria-hidden="true" />
      {count > 0 ? (
        <Badge
          aria-hidden="true"
          colorPalette="red"
          variant="solid"
          size="xs"
          position="absolute"
          top="0.5"
          insetEnd="0.5"
          borderRadius="full"
        >
          {count > 9 ? '9+' : count}
        </Badge>
      ) : null}
    </IconButton>
  );
});
