/**
 * Phase 3, Follow Accounts (spec points 3, 4, 5, 7): the accounts of GET /api/so/getSocials in their groups.
 * Follow opens the account and records the time; 'Followed' is accepted only when more than 15 seconds passed
 * since ('Kindly follow the account before indicating that you have followed' otherwise). Verifying needs every
 * account marked ('Follow all accounts' dialog otherwise), then POST /api/so/initialFollow, whose reply drives the
 * next move: nextStep goes to phase 4, clear resets the marks, prevStep goes back to phase 2, login to the login
 * page. Failures the spec only logs are shown as short messages.
 */
import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { FollowTarget } from '@generated/models';
import { useConfirmInitialFollow, useGetFollowTargets } from '@generated/hooks/registration/registration';
import { useCallback, useMemo, useState } from 'react';
import FiCheckCircle from '~icons/feather/check-circle';
import { useNavigate } from 'react-router-dom';
import { useReplyDialog } from '@/components/feedback/ReplyDialog';
import { QueryState } from '@/components/feedback/QueryState';
import { EmptyMessage, describeFailure } from '@/components/feedback/States';
import { paths } from '@/config/paths';
import { openExternal } from '@/lib/safe-url';
import { followAccepted, followGroups, followLinks, toFollowPayload } from './follow';
import { MESSAGES } from '../messages';
import type { PhaseProps } from '../phase';
import { FollowCard } from './FollowCard';
import { PhaseFrame } from '../components/PhaseFrame';

/** The three groups of accounts; one the reply left out (it broke the contract) is counted above the cards. */
const FOLLOW_LISTS = ['cliq', 'niche', 'anonymous'].map((group) => ({
  list: `/socials/${group}/*`,
  one: 'account to follow',
  other: 'accounts to follow',
}));

export function FollowPhase({ onAdvance, onBack, focusHeading }: PhaseProps) {
  const dialog = useReplyDialog();
  const navigate = useNavigate();
  const targets = useGetFollowTargets({ query: { staleTime: 0, refetchOnWindowFocus: false } });
  const confirm = useConfirmInitialFollow();
  const [clickedAt, setClickedAt] = useState<Record<string, number>>({});
  const [followed, setFollowed] = useState<Record<string, true>>({});

  const reply = targets.data?.data;
  const groups = useMemo(() => followGroups(reply), [reply]);
  const links = useMemo(() => followLinks(groups), [groups]);
  const followedCount = links.filter((link) => followed[link]).length;

  const onFollow = useCallback(
    (target: FollowTarget) => {
      if (!openExternal(target.link)) {
        dialog.notify(MESSAGES.kindlyNote, "This account's link cannot be opened. Kindly contact support.");
        return;
      }
      setClickedAt((current) => ({ ...current, [target.link]: Date.now() }));
    },
    [dialog],
  );

  const onFollowed = useCallback(
    (target: FollowTarget) => {
      if (followed[target.link]) return;
      if (!followAccepted(clickedAt[target.link], Date.now())) {
        dialog.notify(MESSAGES.kindlyNote, MESSAGES.followFirst);
        return;
      }
      setFollowed((current) => ({ ...current, [target.link]: true }));
    },
    [clickedAt, followed, dialog],
  );

  const reset = () => {
    setClickedAt({});
    setFollowed({});
  };

  const verify = async () => {
    if (confirm.isPending) return;
    if (!links.every((link) => followed[link])) {
      dialog.notify(MESSAGES.followAllTitle, MESSAGES.followAllMessage);
      return;
    }
    try {
      const result = await confirm.mutateAsync({ data: toFollowPayload(links) });
      dialog.show(result.data, {
        defaultTitle: MESSAGES.kindlyNote,
        defaultButton: 'Okay',
        actions: {
          nextStep: onAdvance,
          clear: reset,
          prevStep: onBack,
          login: () => navigate(paths.login.href()),
        },
      });
    } catch (error) {
      dialog.notify(MESSAGES.kindlyNote, describeFailure(error, 'verify your follows'));
    }
  };

  const ready = reply?.success === true;

  return (
    <PhaseFrame
      phase={3}
      description={
        <>
          Press <strong>Follow</strong> to open each account in a new tab and follow it there, then come back and press{' '}
          <strong>Followed</strong>.
        </>
      }
      focusHeading={focusHeading}
    >
      <QueryState
        query={targets}
        what="load the accounts to follow"
        lists={FOLLOW_LISTS}
        skeleton={
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {[0, 1, 2, 3].map((item) => (
              <Skeleton key={item} height="136px" borderRadius="l3" />
            ))}
          </SimpleGrid>
        }
        failure={({ data }) =>
          data.success ? undefined : data.msg?.trim() || 'The accounts to follow could not be loaded. Please try again.'
        }
        isEmpty={() => links.length === 0}
        empty={
          <EmptyMessage title="No accounts to follow right now">
            There is nothing to follow at the moment: verify to continue.
          </EmptyMessage>
        }
      >
        {() => (
          <Stack gap="8">
            {groups.map((group) => (
              <Stack as="section" key={group.id} gap="3" aria-labelledby={`follow-${group.id}`}>
                <Box>
                  <Heading as="h3" id={`follow-${group.id}`} size="md">
                    {group.title}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {group.description}
                  </Text>
                </Box>
                <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
                  {group.targets.map((target, index) => (
                    <FollowCard
                      key={`${target.link}-${index}`}
                      target={target}
                      followed={Boolean(followed[target.link])}
                      onFollow={onFollow}
                      onFollowed={onFollowed}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
      {ready ? (
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'center' }}
          justify="space-between"
          gap="4"
          pt="2"
          borderTopWidth="1px"
        >
          <Text role="status" aria-live="polite" fontWeight="medium" color="fg.muted" pt="4">
            {followedCount} of {links.length} accounts followed
          </Text>
          <Box pt={{ base: '0', sm: '4' }}>
            <Button
              colorPalette="brand"
              size="lg"
              w={{ base: 'full', sm: 'auto' }}
              onClick={() => void verify()}
              loading={confirm.isPending}
              loadingText="Verifying…"
            >
              <FiCheckCircle aria-hidden="true" />
              Verify follows
            </Button>
          </Box>
        </Flex>
      ) : null}
    </PhaseFrame>
  );
}
