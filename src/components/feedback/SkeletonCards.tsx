/**
 * The placeholder of a grid of cards while it loads: `count` outlined cards in the grid's columns, each with
 * skeleton lines of the given heights and widths, and, for cards that open with an image, a 16:9 block above them.
 */
import { Card, SimpleGrid, Skeleton, type SimpleGridProps } from '@chakra-ui/react';

export interface SkeletonCardsProps {
  count: number;
  columns: SimpleGridProps['columns'];
  /** Each line's height and width, top to bottom. */
  lines: readonly (readonly [h: string, w: string])[];
  /** A 16:9 image placeholder at the top of each card (its body then has p="4"). */
  media?: boolean;
}

export function SkeletonCards({ count, columns, lines, media = false }: SkeletonCardsProps) {
  return (
    <SimpleGrid columns={columns} gap="4">
      {Array.from({ length: count }, (_, card) => (
        <Card.Root key={card} variant="outline" bg="bg" borderRadius="l3" overflow={media ? 'hidden' : undefined}>
          {media ? <Skeleton aspectRatio={16 / 9} borderRadius="0" /> : null}
          <Card.Body gap="3" p={media ? '4' : undefined}>
            {lines.map(([h, w], line) => (
              <Skeleton key={line} h={h} w={w} />
            ))}
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
