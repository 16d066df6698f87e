/**
 * Building blocks of the marketing pages: a page's introduction (document title, description and its one h1),
 * a titled section (a landmark region named by its h2) and an icon tile.
 */
import { Badge, Box, Center, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { IconType } from '@/components/icon';
import { RENDERED_NEAR_SCREEN } from '@/components/layout/PublicPage';
import { PageMeta } from '@/components/PageMeta';

export interface PageIntroProps {
  /** The document title (PageMeta adds the product name). */
  title: string;
  /** The meta description. */
  description: string;
  /** The h1; the title when absent. */
  heading?: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The top of an inner page: a soft brand-tinted band with the page's h1. */
export function PageIntro({ title, description, heading, eyebrow, lead, children }: PageIntroProps) {
  return (
    <Box
      position="relative"
      overflow="hidden"
      bgGradient="to-b"
      gradientFrom="brand.50"
      gradientTo="bg"
      borderBottomWidth="1px"
      borderColor="brand.100"
    >
      <PageMeta title={title} description={description} />
      <Decoration />
      <Container maxW="6xl" position="relative" py={{ base: '12', md: '20' }}>
        <Stack gap="5" maxW="3xl">
          {eyebrow ? (
            <Badge colorPalette="brand" variant="surface" size="lg" alignSelf="flex-start" borderRadius="full" px="3">
              {eyebrow}
            </Badge>
          ) : null}
          <Heading as="h1" size={{ base: '4xl', md: '5xl' }} letterSpacing="tight" lineHeight="1.1" textWrap="balance">
            {heading ?? title}
          </Heading>
          {lead ? (
            <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
              {lead}
            </Text>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * Two soft discs behind an introduction; pure CSS, so nothing loads and nothing shifts. Each is a radial gradient
 * fading to transparent, not a blurred box: a blur filter this large is costly to paint on a phone.
 */
export function Decoration() {
  return (
    <Box aria-hidden="true" position="absolute" inset="0" pointerEvents="none">
      <Box
        position="absolute"
        top="-40"
        right={{ base: '-48', md: '-32' }}
        boxSize={{ base: '26rem', md: '32rem' }}
        opacity="0.45"
        bgImage="radial-gradient(closest-side, var(--chakra-colors-brand-200), transparent)"
      />
      <Box
        position="absolute"
        bottom="-48"
        left="-40"
        boxSize="29rem"
        opacity="0.5"
        bgImage="radial-gradient(closest-side, var(--chakra-colors-pink-100), transparent)"
      />
    </Box>
  );
}

export interface SectionProps extends Omit<BoxProps, 'title'> {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** 'muted' paints the section on the subtle background, to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  align?: 'center' | 'start';
  children?: ReactNode;
}

/**
 * A section of a page: an optional eyebrow, its h2 (which names the region) and an introduction. Sections follow a
 * page's introduction or hero, so each is rendered when it comes near the screen (RENDERED_NEAR_SCREEN).
 */
export function Section({ eyebrow, title, intro, tone = 'plain', align = 'center', children, ...rest }: SectionProps) {
  const headingId = useId();
  const centered = align === 'center';
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg={tone === 'muted' ? 'bg.subtle' : undefined}
      py={{ base: '14', md: '24' }}
      {...RENDERED_NEAR_SCREEN}
      {...rest}
    >
      <Container maxW="6xl">
        <Stack
          gap="3"
          maxW="2xl"
          mx={centered ? 'auto' : undefined}
          textAlign={centered ? 'center' : 'start'}
          mb={{ base: '10', md: '14' }}
        >
          {eyebrow ? (
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" color="brand.fg">
              {eyebrow}
            </Text>
          ) : null}
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '4xl' }} letterSpacing="tight" textWrap="balance">
            {title}
          </Heading>
          {intro ? (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** A rounded tile holding a decorative icon. */
export function IconTile({ icon: Icon, size = 'md' }: { icon: IconType; size?: 'sm' | 'md' }) {
  return (
    <Center
      aria-hidden="true"
      flexShrink={0}
      boxSize={size === 'sm' ? '9' : '12'}
      borderRadius="xl"
      bg="brand.subtle"
      color="brand.fg"
      fontSize={size === 'sm' ? 'md' : 'xl'}
    >
      <Icon />
    </Center>
  );
}
