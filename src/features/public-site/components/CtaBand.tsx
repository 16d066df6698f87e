/**
 * The closing call to action of a page: a dark brand panel with a title, a line of copy and two links.
 * Colours: white and brand.100 on brand.950/900 are well above 7:1.
 */
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import FiArrowRight from '~icons/feather/arrow-right';
import { Link } from 'react-router-dom';
import { RENDERED_NEAR_SCREEN } from '@/components/layout/PublicPage';

export interface CtaLink {
  label: string;
  to: string;
}

export interface CtaBandProps {
  title: string;
  children: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
}

export function CtaBand({ title, children, primary, secondary }: CtaBandProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '12', md: '20' }} {...RENDERED_NEAR_SCREEN}>
      <Container maxW="6xl">
        <Box
          position="relative"
          overflow="hidden"
          borderRadius="3xl"
          bgGradient="to-br"
          gradientFrom="brand.950"
          gradientTo="brand.800"
          color="white"
          px={{ base: '6', md: '16' }}
          py={{ base: '10', md: '16' }}
        >
          <Box
            aria-hidden="true"
            position="absolute"
            top="-20"
            right="-20"
            boxSize="72"
            borderRadius="full"
            borderWidth="48px"
            borderColor="whiteAlpha.100"
          />
          <Stack position="relative" gap="5" maxW="2xl">
            <Heading
              as="h2"
              id={headingId}
              size={{ base: '2xl', md: '4xl' }}
              letterSpacing="tight"
              color="white"
              textWrap="balance"
            >
              {title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.100">
              {children}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
              <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} focusRingColor="white">
                <Link to={primary.to}>
                  {primary.label}
                  <FiArrowRight aria-hidden="true" />
                </Link>
              </Button>
              {secondary ? (
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.600"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  focusRingColor="white"
                >
                  <Link to={secondary.to}>{secondary.label}</Link>
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
