/**
 * A decorative icon on a tinted square, in a Chakra palette (brand unless told): the badge of a dashboard figure
 * (StatCard) and of a step in the Learn pages.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';

export interface IconBadgeProps extends BoxProps {
  icon: IconType;
}

export function IconBadge({ icon: Icon, colorPalette = 'brand', ...rest }: IconBadgeProps) {
  return (
    <Box
      colorPalette={colorPalette}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      p="2.5"
      borderRadius="l2"
      fontSize="lg"
      {...rest}
    >
      <Icon aria-hidden="true" />
    </Box>
  );
}
