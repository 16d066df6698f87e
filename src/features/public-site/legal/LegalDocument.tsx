/**
 * A legal page (terms, privacy) inside the shared PublicPage frame: a short contents list linking to numbered
 * sections, each an h2 with an anchor, set in a comfortable reading measure.
 */
import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PublicPage } from '@/components/layout/PublicPage';
import { SupportEmailLink } from '@/components/SupportEmailLink';

/** The support address in a legal text. */
export function LegalMail() {
  return <SupportEmailLink textDecoration="underline" />;
}

/** A link from a legal text to another page of the site. */
export function LegalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="brand.fg" textDecoration="underline">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  description: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalDocument({ title, description, lead, sections }: LegalDocumentProps) {
  const contentsId = useId();
  return (
    <PublicPage title={title} description={description} lead={lead} maxW="3xl">
      <Box
        as="nav"
        aria-labelledby={contentsId}
        bg="bg.subtle"
        borderWidth="1px"
        borderRadius="2xl"
        p={{ base: '5', md: '6' }}
      >
        <Text id={contentsId} fontWeight="semibold" mb="3">
          On this page
        </Text>
        <Box as="ol" ps="5" listStyleType="decimal" css={{ columns: { base: 1, md: 2 }, columnGap: '2rem' }}>
          {sections.map((section) => (
            <Box as="li" key={section.id} mb="2" fontSize="sm" color="fg.muted" css={{ breakInside: 'avoid' }}>
              <ChakraLink href={`#${section.id}`} color="brand.fg" fontSize="sm">
                {section.title}
              </ChakraLink>
            </Box>
          ))}
        </Box>
      </Box>

      <Stack gap="10" pt="4">
        {sections.map((section, index) => (
          <Box as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <Heading as="h2" id={`${section.id}-heading`} size="xl" mb="3" letterSpacing="tight">
              <Text as="span" color="brand.fg" me="2">
                {index + 1}.
              </Text>
              {section.title}
            </Heading>
            <Stack
              gap="3"
              color="fg.muted"
              lineHeight="tall"
              css={{ '& ul': { ps: '5', listStyleType: 'disc' }, '& li': { mb: '1.5' } }}
            >
              {section.body}
            </Stack>
          </Box>
        ))}
      </Stack>
    </PublicPage>
  );
}
