/** The dashboard header's optional controls: the search box, the notifications menu and the account badge. */
import {
  Avatar,
  Badge,
  Box,
  chakra,
  HStack,
  IconButton,
  Input,
  Menu,
  Portal,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type FormEvent } from 'react';
import FiBell from '~icons/feather/bell';
import FiSearch from '~icons/feather/search';
import { Link } from 'react-router-dom';
import { initials } from '@/lib/format';
import type { DashboardSearch, DashboardNotification, DashboardNotifications, DashboardLayoutProps } from './types';

export function SearchBox({ search, id }: { search: DashboardSearch; id: string }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    search.onSearch(String(data.get('q') ?? '').trim());
  };
  return (
    <chakra.form role="search" onSubmit={submit} position="relative" w="full">
      <VisuallyHidden asChild>
        <label htmlFor={id}>{search.label}</label>
      </VisuallyHidden>
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
        zIndex="1"
      >
        <FiSearch aria-hidden="true" />
      </Box>
      <Input
        // A changed value (e.g. the URL's query) resets the field.
        key={search.value ?? ''}
        id={id}
        name="q"
        type="search"
        defaultValue={search.value ?? ''}
        placeholder={search.placeholder}
        autoComplete="off"
        ps="9"
        bg="bg.subtle"
        size="sm"
        borderRadius="l2"
      />
    </chakra.form>
  );
}

export function NotificationsMenu({ notifications }: { notifications: DashboardNotifications }) {
  const count = notifications.items.length;
  const label = count > 0 ? `Notifications, ${count} new` : 'Notifications';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm" position="relative">
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

export function AccountBadge({ account, loading }: { account: DashboardLayoutProps['account']; loading: boolean }) {
  if (!account) {
    return loading ? (
      <HStack gap="3" aria-hidden="true">
        <Skeleton h="4" w="24" display={{ base: 'none', md: 'block' }} />
        <SkeletonCircle size="8" />
      </HStack>
    ) : null;
  }
  return (
    <HStack gap="3">
      <Box textAlign="right" display={{ base: 'none', md: 'block' }} maxW="48">
        <Text fontSize="sm" fontWeight="semibold" lineClamp={1}>
          {account.name}
        </Text>
        {account.rank ? (
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {account.rank}
          </Text>
        ) : null}
      </Box>
      <Avatar.Root size="sm" colorPalette="brand" variant="solid">
        <Avatar.Fallback role="img" aria-label={account.name}>
          {initials(account.name)}
        </Avatar.Fallback>
      </Avatar.Root>
    </HStack>
  );
}
