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

/**
 * Style props for a block of a public page that starts below the first screen (a section, the closing band, the
 * footer): the browser skips its style, layout and paint until it comes near the screen (content-visibility: auto),
 * counting it meanwhile at the size it last had, or about a screen's worth. A prerendered page is then painted and
 * ready sooner: the rest of the page is not laid out in one long task after its first paint. Its content stays in
 * the page (find in page, links to its anchors, assistive technology).
 */
export const RENDERED_NEAR_SCREEN = { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' } as const;

/** The id build/prerender.mjs's documents are rendered up to (its PARSED). */
export const FIRST_SCREEN_END_ID = 'cliq-parsed';

/**
 * Marks where a long public page's first screen ends, right after its last block of the first screen. Its prerendered
 * document is painted as soon as the markup up to here is parsed (build/prerender.mjs: `<link rel="expect"
 * blocking="render">` names this element); the rest, below the first screen and rendered near the screen only
 * (RENDERED_NEAR_SCREEN), is parsed after that first paint. Without it a document waits for its whole markup. An
 * empty <template>: nothing shows, inside the app either.
 */
export function FirstScreenEnd() {
  return <template id={FIRST_SCREEN_END_ID} />;
}
