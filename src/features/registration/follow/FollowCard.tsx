/**
 * One account to follow (spec point 4): Follow opens its link in a new tab (http(s) only, noopener) and records
 * the time; 'Followed' is pressed once the account is followed. Marked cards show a check.
 */
import { Badge, Box, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { FollowTargetSocial, isKnown, type KnownFollowTargetSocial } from '@generated/known-values';
import type { FollowTarget } from '@generated/models';
import { memo, type ComponentType } from 'react';
import FaFacebook from '~icons/fa6-brands/facebook';
import FaInstagram from '~icons/fa6-brands/instagram';
import FaTiktok from '~icons/fa6-brands/tiktok';
import FaXTwitter from '~icons/fa6-brands/x-twitter';
import FaYoutube from '~icons/fa6-brands/youtube';
import FiCheck from '~icons/feather/check';
import FiExternalLink from '~icons/feather/external-link';
import FiLink from '~icons/feather/link';
import { platformLabel } from '@/config/catalog';

const ICONS: Record<KnownFollowTargetSocial, { icon: ComponentType; color: string }> = {
  instagram: { icon: FaInstagram, color: '#c13584' },
  facebook: { icon: FaFacebook, color: '#1877f2' },
  x: { icon: FaXTwitter, color: '#111111' },
  youtube: { icon: FaYoutube, color: '#cc0000' },
  tiktok: { icon: FaTiktok, color: '#111111' },
};
/** A platform the client does not know yet (an extensible enum), or none: a neutral link icon. */
const NEUTRAL = { icon: FiLink, color: 'fg.muted' };

/** The handle, or the link without its scheme when the server sent no handle. */
export function displayHandle(target: FollowTarget): string {
  const handle = target.handle?.trim();
  if (handle) return handle;
  return target.link.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export const FollowCard = memo(function FollowCard({
  target,
  followed,
  onFollow,
  onFollowed,
}: {
  target: FollowTarget;
  followed: boolean;
  onFollow: (target: FollowTarget) => void;
  onFollowed: (target: FollowTarget) => void;
}) {
  const { icon: Icon, color } = isKnown(FollowTargetSocial, target.social) ? ICONS[target.social] : NEUTRAL;
  const platform = target.social?.trim() ? platformLabel(target.social.trim()) : '';
  const handle = displayHandle(target);
  const name = platform ? `${handle} on ${platform}` : handle;
  return (
    <Card.Root
      as="li"
      variant="outline"
      size="sm"
      borderColor={followed ? 'green.solid' : 'border'}
      bg={followed ? 'green.subtle' : 'bg'}
      transition="background 0.2s, border-color 0.2s"
    >
      <Card.Body gap="4">
        <Flex align="center" gap="3" minW="0">
          <Flex
            aria-hidden="true"
            align="center"
            justify="center"
            boxSize="10"
            flexShrink={0}
            borderRadius="full"
            bg="bg"
            borderWidth="1px"
            color={color}
            fontSize="xl"
          >
            <Icon />
          </Flex>
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="semibold" truncate title={handle}>
              {handle}
            </Text>
            {platform ? (
              <Text fontSize="sm" color="fg.muted">
                {platform}
              </Text>
            ) : null}
          </Stack>
          {followed ? (
            <Badge colorPalette="green" variant="solid" gap="1">
              <FiCheck aria-hidden="true" />
              Followed
            </Badge>
          ) : null}
        </Flex>
        <Flex gap="2">
          <Button
            flex="1"
            size="sm"
            variant="outline"
            colorPalette="brand"
            onClick={() => onFollow(target)}
            aria-label={`Follow ${name} (opens in a new tab)`}
          >
            Follow
            <FiExternalLink aria-hidden="true" />
          </Button>
          <Box flex="1">
            <Button
              w="full"
              size="sm"
              colorPalette={followed ? 'green' : 'brand'}
              variant={followed ? 'subtle' : 'solid'}
              onClick={() => onFollowed(target)}
              aria-label={followed ? `Followed ${name}, confirmed` : `Followed ${name}`}
              aria-disabled={followed ? true : undefined}
            >
              {followed ? <FiCheck aria-hidden="true" /> : null}
              Followed
            </Button>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
});
