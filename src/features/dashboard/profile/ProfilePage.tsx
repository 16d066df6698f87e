/**
 * Profile (spec points 2 and 3): basic info, rank info, interests, payment info (an edit icon toggles the
 * editor), the referral link with a copy button (its icon resets after 2 seconds) and social links.
 */
import { Badge, Box, HStack, IconButton, Input, SimpleGrid, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import FiEdit2 from '~icons/feather/edit-2';
import FiX from '~icons/feather/x';
import { useGetUserProfile } from '@generated/hooks/dashboard/dashboard';
import type { RankInfo, UserProfile } from '@generated/models';
import { CopyButton } from '@/components/dashboard/CopyButton';
import { RankProgress } from '@/components/dashboard/RankProgress';
import { TitledCard, type TitledCardProps } from '@/components/dashboard/TitledCard';
import { QueryState } from '@/components/feedback/QueryState';
import { SkeletonCards } from '@/components/feedback/SkeletonCards';
import { DashboardPage } from '@/components/layout/DashboardLayout';
import { SocialLinks } from '@/components/layout/SocialLinks';
import { PRODUCT_NAME } from '@/config/constants';
import { countryName, isPaymentMethod, nicheLabel, PAYMENT_METHODS, paymentMethodLabel } from '@/config/catalog';
import { paths } from '@/config/paths';
import { formatPoints } from '@/lib/format';
import { nextRankLabel, pointsToNextRank } from '../model';
import { COMMON_MESSAGES } from '@/config/messages';
import { PaymentEditor } from './PaymentEditor';

function Section({ span, ...rest }: TitledCardProps & { span?: boolean }) {
  return <TitledCard borderRadius="l3" gridColumn={span ? { lg: 'span 2' } : undefined} {...rest} />;
}

/** A definition list of label/value rows; empty values read 'Not provided'. */
function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, auto) 1fr' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '3' }}
      m="0"
    >
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>
            {label}
          </Box>
          <Box as="dd" fontWeight="medium" m="0" overflowWrap="anywhere">
            {value === undefined || value === null || value === '' ? (
              <Text as="span" color="fg.muted" fontWeight="normal">
                Not provided
              </Text>
            ) : (
              value
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function BasicInfo({ user }: { user: UserProfile }) {
  return (
    <Section title="Basic info">
      <Facts
        rows={[
          ['Name', user.name],
          ['Username', user.username],
          ['Email', user.email],
          ['Phone number', user.phone_number],
          ['Country', user.country ? countryName(user.country) : undefined],
          ['Address', user.address],
          [
            'Status',
            user.status_name ? (
              <Badge
                colorPalette={user.status_name === 'active' ? 'green' : 'gray'}
                variant="subtle"
                textTransform="capitalize"
              >
                {user.status_name}
              </Badge>
            ) : undefined,
          ],
        ]}
      />
    </Section>
  );
}

const formatOptional = (points: number | undefined) => (points === undefined ? undefined : formatPoints(points));

function RankSection({ rank }: { rank: RankInfo | undefined }) {
  return (
    <Section title="Rank info">
      {rank ? (
        <Stack gap="5">
          <Facts
            rows={[
              ['Current rank', rank.rank],
              ['Points', formatPoints(rank.points)],
              ['Credits', formatOptional(rank.credits)],
              ['Next rank', nextRankLabel(rank, formatPoints)],
              ['Points to next rank', formatOptional(pointsToNextRank(rank))],
            ]}
          />
          <RankProgress
            label={rank.next_rank ? `Progress to ${rank.next_rank}` : 'Progress to next rank'}
            value={rank.ptnl}
          />
        </Stack>
      ) : (
        <Text color="fg.muted">Your profile came without rank information.</Text>
      )}
    </Section>
  );
}

function Interests({ niches }: { niches: readonly string[] }) {
  return (
    <Section title="Interests">
      {niches.length > 0 ? (
        <Wrap as="ul" listStyleType="none" gap="2" aria-label="Your interests">
          {niches.map((niche) => (
            <li key={niche}>
              <Badge size="lg" variant="subtle" colorPalette="brand" borderRadius="full" px="3">
                {nicheLabel(niche)}
              </Badge>
            </li>
          ))}
        </Wrap>
      ) : (
        <Text color="fg.muted">You have not chosen any interests.</Text>
      )}
    </Section>
  );
}

function PaymentInfo({ user }: { user: UserProfile }) {
  const [editing, setEditing] = useState(false);
  const toggle = () => setEditing(!editing);
  const toggleButton = useRef<HTMLButtonElement>(null);
  // The editor goes (saved, or its Cancel): the focus it held goes back to the toggle that opened it, before the
  // saved message's dialog takes it (and gives it back there).
  const done = () => {
    setEditing(false);
    toggleButton.current?.focus();
  };
  const method = isPaymentMethod(user.payment_method) ? user.payment_method : null;
  const option = PAYMENT_METHODS.find((entry) => entry.value === method);
  const details = (method ? user.payment_details?.[method] : undefined) as
    Record<string, string | undefined> | undefined;
  return (
    <Section
      title="Payment info"
      actions={
        <IconButton
          ref={toggleButton}
          aria-label={editing ? 'Cancel editing payment info' : 'Edit payment info'}
          aria-expanded={editing}
          variant="ghost"
          size="sm"
          onClick={toggle}
        >
          {editing ? <FiX aria-hidden="true" /> : <FiEdit2 aria-hidden="true" />}
        </IconButton>
      }
    >
      {editing ? (
        <PaymentEditor user={user} onDone={done} />
      ) : method && option ? (
        <Facts
          rows={[
            ['Payment method', paymentMethodLabel(method)],
            ...option.fields.map((field): [string, ReactNode] => [field.label, details?.[field.key]]),
          ]}
        />
      ) : user.payment_method?.trim() ? (
        // A method the client does not know yet (an extensible enum): named as it came, its details unknown here.
        <Facts rows={[['Payment method', paymentMethodLabel(user.payment_method.trim())]]} />
      ) : (
        <Text color="fg.muted">No payment method yet. Use the edit button to add one before you withdraw.</Text>
      )}
    </Section>
  );
}

function Referral({ code }: { code: string | undefined }) {
  const inputId = useId();
  const link = code ? `${window.location.origin}${paths.register.href(code)}` : '';
  return (
    <Section title="Referral link">
      {code ? (
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            Share this link: it carries your referral code, which the registration page sends with each new account.
          </Text>
          <HStack gap="2">
            <VisuallyHidden asChild>
              <label htmlFor={inputId}>Your referral link</label>
            </VisuallyHidden>
            <Input
              id={inputId}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              fontFamily="mono"
              fontSize="sm"
            />
            <CopyButton text={link} label="Copy referral link" size="md" />
          </HStack>
        </Stack>
      ) : (
        <Text color="fg.muted">Your profile came without a referral code, so there is no link to show.</Text>
      )}
    </Section>
  );
}

/** The product's social accounts (spec point 2), the same five links as the header's top bar and the phone menu. */
function SocialLinksSection() {
  return (
    <Section title="Social links">
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          Follow {PRODUCT_NAME} for new tasks, tips and announcements.
        </Text>
        <SocialLinks named />
      </Stack>
    </Section>
  );
}

function ProfileSkeleton() {
  return (
    <SkeletonCards
      count={4}
      columns={{ base: 1, lg: 2 }}
      lines={[
        ['5', '35%'],
        ['4', '80%'],
        ['4', '65%'],
        ['4', '70%'],
      ]}
    />
  );
}

export function ProfilePage() {
  const profile = useGetUserProfile();

  return (
    <DashboardPage title="Profile" lead="Your account, rank, payment details and referral link.">
      <QueryState
        query={profile}
        what="load your profile"
        skeleton={<ProfileSkeleton />}
        failure={({ data: reply }) =>
          reply.success && reply.user ? undefined : reply.message || COMMON_MESSAGES.kindlyLogin
        }
        retryFailure={false}
      >
        {({ data: reply }) =>
          reply.success && reply.user ? (
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
              <BasicInfo user={reply.user} />
              <RankSection rank={reply.cliqInfo} />
              <PaymentInfo user={reply.user} />
              <Interests niches={reply.user.niches ?? []} />
              <Referral code={reply.user.ref_code?.trim() || undefined} />
              <SocialLinksSection />
            </SimpleGrid>
          ) : null
        }
      </QueryState>
    </DashboardPage>
  );
}
