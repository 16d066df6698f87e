/**
 * The notifications menu of the dashboards' header: a chunk of its own (Chakra's menu and its positioning), which
 * HeaderControls.tsx downloads when the button is first touched, hovered or focused, and renders open on the first
 * click, in place of the plain button.
 */
import { Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { NotificationsBell } from './NotificationsBell';
import type { DashboardNotification, DashboardNotifications } from './types';

export default function NotificationsMenu({ notifications }: { notifications: DashboardNotifications }) {
  const count = notifications.items.length;
  const trigger = useRef<HTMLButtonElement>(null);
  // It replaces the plain button that was clicked: focus moves to its own trigger, as if that had been clicked.
  useEffect(() => trigger.current?.focus(), []);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>
        <NotificationsBell ref={trigger} notifications={notifications} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="72" maxW="calc(100vw - 2rem)">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Notifications</Menu.ItemGroupLabel>
              {count === 0 ? (
                <Menu.Item value="none" disabled>
                  <Stack gap="0.5" py="1">
                    <Text fontWeight="medium" color="fg">
                      You&rsquo;re all caught up
                    </Text>
                    <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
                      {notifications.emptyText ?? 'No notifications yet.'}
                    </Text>
                  </Stack>
                </Menu.Item>
              ) : (
                notifications.items.map((item) => (
                  <Menu.Item key={item.id} value={item.id} asChild={Boolean(item.href)}>
                    {item.href ? (
                      <Link to={item.href}>
                        <NotificationText item={item} />
                      </Link>
                    ) : (
                      <NotificationText item={item} />
                    )}
                  </Menu.Item>
                ))
              )}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function NotificationText({ item }: { item: DashboardNotification }) {
  return (
    <Stack gap="0.5" py="1">
      <Text fontWeight="medium">{item.title}</Text>
      {item.description ? (
        <Text fontSize="xs" color="fg.muted" whiteSpace="normal">
          {item.description}
        </Text>
      ) : null}
      {item.time ? (
        <Text fontSize="xs" color="fg.muted">
          {item.time}
        </Text>
      ) : null}
    </Stack>
  );
}
