/**
 * /advertiser/dashboard/profile: the advertiser's details from GET /api/a/profile-info. While it loads,
 * skeletons; when it fails, an error with a retry (the dashboard shell also sends the advertiser to the login
 * page with the spec's alert). Details cannot be edited here: changes go through support.
 */
import { Badge, Box, Flex, Heading, HStack, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AdvertiserProfile } from '@generated/models';
import FiMail from '~icons/feather/mail';
import { Link } from 'react-router-dom';
import { useGetAdvertiserProfile } from '@generated/hooks/advertiser/advertiser';
import { QueryState } from '@/components/feedback/QueryState';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { countryName } from '@/config/catalog';
import { paths } from '@/config/paths';
import { InitialsAvatar } from '@/components/InitialsAvatar';
import { COMMON_MESSAGES } from '@/config/messages';
import { SectionCard } from '../components/Sample';
import { ADVERTISER_RANK } from '../layout/AdvertiserDashboardLayout';

const capitalise = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : value);

const NOT_GIVEN = 'Not provided';

function Detail({ label, value }: { label: string; value: string | undefined }) {
  const shown = value?.trim();
  return (
    <Stack gap="0.5" minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" color={shown ? 'fg' : 'fg.muted'} overflowWrap="anywhere">
        {shown || NOT_GIVEN}
      </Text>
    </Stack>
  );
}

function ProfileDetails({ user }: { user: AdvertiserProfile }) {
  const name = user.name || user.username || user.email || 'Advertiser';
  return (
    <Stack gap="4">
      <Flex
        bg="bg"
        borderWidth="1px"
        borderRadius="2xl"
        p={{ base: '5', md: '6' }}
        gap="5"
        align={{ base: 'flex-start', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
      >
        <InitialsAvatar name={name} size="2xl" />
        <Stack gap="1" minW="0">
          <Heading as="h2" size="xl" overflowWrap="anywhere">
            {name}
          </Heading>
          <HStack gap="2" wrap="wrap">
            {user.username ? <Text color="fg.muted">@{user.username}</Text> : null}
            <Badge colorPalette="brand" variant="subtle">
              {ADVERTISER_RANK}
            </Badge>
          </HStack>
        </Stack>
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <SectionCard title="Contact details">
          <Stack as="dl" gap="4">
            <Detail label="Email" value={user.email} />
            <Detail label="Phone number" value={user.phone_number} />
          </Stack>
        </SectionCard>
        <SectionCard title="Account details">
          <Stack as="dl" gap="4">
            <Detail label="Username" value={user.username} />
            <Detail label="Country" value={user.country ? countryName(user.country) : undefined} />
            <Detail label="Address" value={user.address} />
            <Detail label="Gender" value={user.gender ? capitalise(user.gender) : undefined} />
          </Stack>
        </SectionCard>
      </SimpleGrid>

      <HStack gap="2" color="fg.muted" fontSize="sm">
        <FiMail aria-hidden="true" />
        <Text>
          Need to change something?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to={paths.advertiser.dashboard.ticket.href()}>Contact support</Link>
          </ChakraLink>
          .
        </Text>
      </HStack>
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="4">
      <Skeleton h="28" borderRadius="2xl" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Skeleton h="44" borderRadius="2xl" />
        <Skeleton h="60" borderRadius="2xl" />
      </SimpleGrid>
    </Stack>
  );
}

export function AdvertiserProfilePage() {
  const profile = useGetAdvertiserProfile();
  return (
    <DashboardPage title="Profile" description="Your advertiser account details.">
      <Box>
        <QueryState
          query={profile}
          what="load your profile"
          errorTitle="Profile unavailable"
          skeleton={<ProfileSkeleton />}
          failure={({ data: reply }) => (reply.success === true && reply.user ? undefined : reply.message?.trim() || COMMON_MESSAGES.kindlyLogin)}
          retryFailure={false}
        >
          {({ data: reply }) => (reply.user ? <ProfileDetails user={reply.user} /> : null)}
        </QueryState>
      </Box>
    </DashboardPage>
  );
}
