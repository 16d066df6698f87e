/**
 * A labelled progress bar (rank progress, quotas). The value is clamped to 0-100 (spec point 9) and exposed
 * to assistive technology as a progressbar named by `label`.
 */
import { HStack, Progress, Text } from '@chakra-ui/react';
import { clampPercent } from '@/lib/format';

export interface RankProgressProps {
  /** The accessible name, e.g. 'Progress to Gold'. */
  label: string;
  /** Any number or numeric string; clamped to 0-100. */
  value: unknown;
  /** Show the label and the percentage above the bar. */
  showLabel?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  colorPalette?: string;
}

export function RankProgress({ label, value, showLabel = true, size = 'sm', colorPalette = 'brand' }: RankProgressProps) {
  const percent = clampPercent(value);
  const shown = `${Math.round(percent)}%`;
  return (
    <Progress.Root value={percent} min={0} max={100} size={size} colorPalette={colorPalette}>
      {showLabel ? (
        <HStack justify="space-between" mb="1.5">
          <Progress.Label fontSize="sm" color="fg.muted" fontWeight="normal">
            {label}
          </Progress.Label>
          <Text as="span" fontSize="sm" fontWeight="semibold">
            {shown}
          </Text>
        </HStack>
      ) : null}
      <Progress.Track borderRadius="full" aria-label={label} aria-valuetext={shown}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
