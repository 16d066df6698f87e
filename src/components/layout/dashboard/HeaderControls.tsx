/** The dashboard header's optional controls: the search box, the notifications menu and the account badge. */
import { Box, chakra, HStack, Input, Skeleton, SkeletonCircle, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, type FormEvent } from 'react';
import FiSearch from '~icons/feather/search';
import { InitialsAvatar } from '@/components/InitialsAvatar';
import { downloaded, loadOnce } from '@/lib/load-once';
import { useOnDemand } from '@/lib/useOnDemand';
import { NotificationsBell } from './NotificationsBell';
import type { DashboardSearch, DashboardNotifications, DashboardLayoutProps } from './types';

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

/** The notifications menu (NotificationsMenu.tsx, with Chakra's menu machinery) is downloaded when first asked for. */
const loadMenu = loadOnce(async () => downloaded(await import('./NotificationsMenu'), 'The notifications'));
const Menu = lazy(loadMenu);

/**
 * The notifications button: until the menu is first asked for (a touch, hover or focus downloads it, a click opens
 * it once it has arrived), a plain button that looks the same; then the menu with its own trigger, open.
 */
export function NotificationsMenu({ notifications }: { notifications: DashboardNotifications }) {
  const menu = useOnDemand(loadMenu);
  const button = (
    <NotificationsBell
      notifications={notifications}
      failed={menu.failed}
      onPointerEnter={menu.prefetch}
      onFocus={menu.prefetch}
      onClick={() => void menu.want()}
    />
  );
  return menu.wanted ? (
    <Suspense fallback={button}>
      <Menu notifications={notifications} />
    </Suspense>
  ) : (
    button
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
      <InitialsAvatar name={account.name} size="sm" variant="solid" label={account.name} />
    </HStack>
  );
}
