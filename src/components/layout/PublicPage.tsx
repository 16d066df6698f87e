import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from '../PageMeta';

/** A page of the public frame: document title and description, a level-1 heading, content. */
export function PublicPage({
  title,
  heading,
  description,
  lead,
  maxW = '4xl',
  children,
}: {
  title: string;
  heading?: string;
  description: string;
  lead?: ReactNode;
  maxW?: string;
  children?: ReactNode;
}) {
  return (
    <Container maxW={maxW} py={{ base: '10', md: '16' }}>
      <PageMeta title={title} description={description} />
      <Stack gap="6">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            {heading ?? title}
          </Heading>
          {lead ? (
            <Text fontSize="lg" color="fg.muted">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** Said on an area page that a later piece of work fills in. */
export function ComingSoon() {
  return <Text color="fg.muted">This part of Cliq is on its way.</Text>;
}
