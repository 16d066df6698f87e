/**
 * Social platforms as the dashboards draw them: an icon and a brand-coloured backdrop, used for task images that
 * are missing or fail to load. Unknown platforms get a neutral globe.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';
import FaFacebook from '~icons/fa6-brands/facebook';
import FaInstagram from '~icons/fa6-brands/instagram';
import FaTiktok from '~icons/fa6-brands/tiktok';
import FaXTwitter from '~icons/fa6-brands/x-twitter';
import FaYoutube from '~icons/fa6-brands/youtube';
import FiGlobe from '~icons/feather/globe';
import { platformLabel } from '@/config/catalog';

interface PlatformLook {
  icon: IconType;
  background: string;
}

const LOOKS: Record<string, PlatformLook> = {
  instagram: { icon: FaInstagram, background: 'linear-gradient(135deg, #833ab4 0%, #c13584 45%, #fd1d1d 75%, #fcb045 100%)' },
  facebook: { icon: FaFacebook, background: 'linear-gradient(135deg, #0b5bd3 0%, #1877f2 100%)' },
  youtube: { icon: FaYoutube, background: 'linear-gradient(135deg, #b00000 0%, #ff0000 100%)' },
  x: { icon: FaXTwitter, background: 'linear-gradient(135deg, #0f1419 0%, #3b4550 100%)' },
  twitter: { icon: FaXTwitter, background: 'linear-gradient(135deg, #0f1419 0%, #3b4550 100%)' },
  tiktok: { icon: FaTiktok, background: 'linear-gradient(135deg, #010101 0%, #0f3b3d 60%, #25f4ee 140%)' },
};

const FALLBACK: PlatformLook = { icon: FiGlobe, background: 'linear-gradient(135deg, #43308e 0%, #7950f2 100%)' };

export const platformLook = (platform: string): PlatformLook => LOOKS[platform.trim().toLowerCase()] ?? FALLBACK;

export function PlatformIcon({ platform, size }: { platform: string; size?: string }) {
  const { icon: Icon } = platformLook(platform);
  return <Icon aria-hidden="true" width={size ?? '1em'} height={size ?? '1em'} />;
}

/** The placeholder drawn instead of a task image: the platform's colours, icon and name. */
export function PlatformPlaceholder({ platform }: { platform: string }) {
  const { icon: Icon, background } = platformLook(platform);
  return (
    <Flex
      position="absolute"
      inset="0"
      align="center"
      justify="center"
      direction="column"
      gap="2"
      color="white"
      css={{ background }}
      data-testid="platform-placeholder"
      aria-hidden="true"
    >
      <Box fontSize="4xl" opacity={0.95}>
        <Icon />
      </Box>
      <Text fontSize="sm" fontWeight="semibold" opacity={0.9}>
        {platformLabel(platform || 'unknown')}
      </Text>
    </Flex>
  );
}
