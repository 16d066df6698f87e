/**
 * A numbered, vertical list of steps joined by a line. Semantic: an ordered list whose items carry a heading,
 * so screen readers hear 'list, 4 items' and can jump between the step titles.
 */
import { Box, Circle, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { IconType } from '@/components/icon';

export interface Step {
  title: string;
  text: string;
  icon: IconType;
}

export function StepList({ steps, titleAs = 'h3' }: { steps: readonly Step[]; titleAs?: 'h3' | 'h4' }) {
  return (
    <Stack as="ol" listStyleType="none" gap="0">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        const Icon = step.icon;
        return (
          <Flex as="li" key={step.title} gap="4" position="relative" pb={last ? '0' : '8'}>
            {last ? null : (
              <Box
                aria-hidden="true"
                position="absolute"
                left="5"
                top="12"
                bottom="1"
                w="2px"
                bg="brand.200"
                ms="-1px"
              />
            )}
            <Circle
              size="10"
              flexShrink={0}
              bg="brand.solid"
              color="brand.contrast"
              fontWeight="bold"
              fontSize="sm"
              boxShadow="0 0 0 6px var(--chakra-colors-brand-subtle)"
            >
              {index + 1}
            </Circle>
            <Stack gap="1" pt="1.5">
              <Flex align="center" gap="2">
                <Box as="span" color="brand.fg" aria-hidden="true">
                  <Icon />
                </Box>
                <Heading as={titleAs} size="md">
                  {step.title}
                </Heading>
              </Flex>
              <Text color="fg.muted">{step.text}</Text>
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}
