/**
 * A person's initials in the theme's avatar look (its `avatar` recipe, sizes and variants as Chakra's Avatar). The
 * app never shows a picture, so Chakra's Avatar, whose state machine exists to load and fall back from an image,
 * is not needed: this draws the recipe's root and fallback parts on plain elements. Every dashboard's header has
 * one, so the machine (about 3 kB gz) stayed out of every signed-in route.
 * With `label`, the initials are an image named by it (role=img); without, they are decoration (aria-hidden).
 */
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { initials } from '@/lib/format';

type AvatarSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

export function InitialsAvatar({
  name,
  size = 'md',
  variant = 'subtle',
  label,
}: {
  name: string;
  size?: AvatarSize;
  variant?: 'solid' | 'subtle';
  label?: string | undefined;
}) {
  const recipe = useSlotRecipe({ key: 'avatar' });
  const styles = recipe({ size, variant });
  return (
    <chakra.span css={styles.root} colorPalette="brand" className="chakra-avatar__root">
      <chakra.span
        css={styles.fallback}
        className="chakra-avatar__fallback"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {initials(name)}
      </chakra.span>
    </chakra.span>
  );
}
