/**
 * The product's social accounts (spec point 2): in the header's top bar, at the bottom of the mobile menu, in the
 * footer and on the Cliquer's profile. External links open in a new tab without opener or referrer, and say so in
 * their accessible name.
 */
import { HStack, Link, Text } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';
import FaFacebookF from '~icons/fa6-brands/facebook-f';
import FaInstagram from '~icons/fa6-brands/instagram';
import FaTiktok from '~icons/fa6-brands/tiktok';
import FaXTwitter from '~icons/fa6-brands/x-twitter';
import FaYoutube from '~icons/fa6-brands/youtube';
import { PRODUCT_NAME, SOCIAL_LINKS, type SocialLinkId } from '@/config/constants';

const ICONS: Record<SocialLinkId, IconType> = {
  facebook: FaFacebookF,
  x: FaXTwitter,
  instagram: FaInstagram,
  tiktok: FaTiktok,
  youtube: FaYoutube,
};

export interface SocialLinksProps {
  /** 'sm' is a 28 px target (top bar), 'md' a 40 px one (menu, footer); both meet WCAG 2.2's 24 px minimum. */
  size?: 'sm' | 'md';
  /** 'inverted' for dark backgrounds such as the top bar. */
  tone?: 'default' | 'inverted';
  /** Each network's name written beside its icon (the profile page), rather than the icon alone. */
  named?: boolean;
}

export function SocialLinks({ size = 'md', tone = 'default', named = false }: SocialLinksProps) {
  const inverted = tone === 'inverted';
  return (
    <HStack
      as="ul"
      gap={named ? '2' : '1'}
      flexWrap="wrap"
      listStyleType="none"
      aria-label={`${PRODUCT_NAME} on social media`}
    >
      {SOCIAL_LINKS.map(({ id, label, href }) => {
        const Icon = ICONS[id];
        return (
          <li key={id}>
            <Link
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${PRODUCT_NAME} on ${label} (opens in a new tab)`}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              gap="2"
              {...(named ? { h: '10', px: '4', borderWidth: '1px' } : { boxSize: size === 'sm' ? '7' : '10' })}
              fontSize={size === 'sm' ? 'sm' : 'md'}
              borderRadius="full"
              color={inverted ? 'white' : 'fg.muted'}
              transition="background-color 0.15s, color 0.15s"
              _hover={inverted ? { bg: 'whiteAlpha.200' } : { bg: 'brand.subtle', color: 'brand.fg' }}
              focusRingColor={inverted ? 'white' : 'brand.focusRing'}
            >
              <Icon aria-hidden="true" focusable="false" />
              {named ? (
                <Text as="span" fontSize="sm" fontWeight="medium" color="fg">
                  {label}
                </Text>
              ) : null}
            </Link>
          </li>
        );
      })}
    </HStack>
  );
}
