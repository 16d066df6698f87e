import { HStack, Link } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaTiktok, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { SOCIAL_LINKS } from '@/config/constants';

const ICONS: Record<(typeof SOCIAL_LINKS)[number]['id'], IconType> = {
  facebook: FaFacebookF,
  x: FaXTwitter,
  instagram: FaInstagram,
  tiktok: FaTiktok,
  youtube: FaYoutube,
};

/** The product's social accounts; external, opened in a new tab without opener or referrer. */
export function SocialLinks({ size = 'md', tone = 'default' }: { size?: 'sm' | 'md'; tone?: 'default' | 'inverted' }) {
  const box = size === 'sm' ? '7' : '10';
  return (
    <HStack gap="1" as="ul" listStyleType="none" aria-label="Cliq on social media">
      {SOCIAL_LINKS.map(({ id, label, href }) => {
        const Icon = ICONS[id];
        return (
          <li key={id}>
            <Link
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (opens in a new tab)`}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize={box}
              borderRadius="full"
              color={tone === 'inverted' ? 'white' : 'fg.muted'}
              _hover={{ color: tone === 'inverted' ? 'brand.100' : 'brand.fg' }}
            >
              <Icon aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </HStack>
  );
}
