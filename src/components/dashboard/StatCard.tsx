/**
 * A dashboard figure: a label, a big value, an optional help line, icon and action. Used by every dashboard's
 * overview. While `loading`, the value is a skeleton (the label stays, so the card keeps its place).
 */
import { Box, Card, Flex, HStack, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from '@/components/icon';
import { IconBadge } from './IconBadge';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  help?: ReactNode;
  icon?: IconType;
  /** Chakra palette of the icon badge. */
  colorPalette?: string;
  action?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}

export function StatCard({
  label,
  value,
  help,
  icon,
  colorPalette = 'brand',
  action,
  loading,
  children,
}: StatCardProps) {
  return (
    <Card.Root variant="outline" size="sm" bg="bg" borderRadius="l3" h="full">
      <Card.Body gap="4">
        <Flex align="flex-start" justify="space-between" gap="3">
          <Stat.Root gap="1">
            <Stat.Label fontWeight="medium">{label}</Stat.Label>
            {loading ? (
              // Stat.Root is a <dl>: everything in it is a <dt> or a <dd>.
              <Box as="dd" m="0" aria-hidden="true">
                <Skeleton h="8" w="28" my="0.5" />
              </Box>
            ) : (
              <Stat.ValueText
                fontSize={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                letterSpacing="tight"
                lineHeight="1.2"
              >
                {value}
              </Stat.ValueText>
            )}
            {help && !loading ? (
              <Stat.HelpText asChild color="fg.muted">
                <dd>{help}</dd>
              </Stat.HelpText>
            ) : null}
          </Stat.Root>
          {icon ? <IconBadge icon={icon} colorPalette={colorPalette} flexShrink={0} /> : null}
        </Flex>
        {children}
        {action ? <HStack mt="auto">{action}</HStack> : null}
      </Card.Body>
    </Card.Root>
  );
}
