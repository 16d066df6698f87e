/**
 * The FAQ as the platform's disclosure: each entry is a <details> whose <summary> holds the question as an h3 (so the
 * list can be browsed by heading), the answer below it. The entries share a `name`, so opening one closes the one
 * open before. It works the same with or without JavaScript: the prerendered /contact runs none for it.
 */
import { Box, chakra, Heading } from '@chakra-ui/react';
import FiChevronDown from '~icons/feather/chevron-down';
import { FAQ_ITEMS } from './faq-entries';

// The entries' look, given once with the elements (chakra's factory takes a recipe): the markup below stays the FAQ's
// structure alone.
const Details = chakra('details', {
  base: {
    bg: 'bg',
    borderWidth: '1px',
    borderRadius: '2xl',
    overflow: 'hidden',
    _open: { borderColor: 'brand.200', boxShadow: 'sm' },
  },
});
const Summary = chakra('summary', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: { base: '4', md: '6' },
    py: '4',
    cursor: 'pointer',
    listStyleType: 'none',
    _hover: { bg: 'bg.subtle' },
    focusVisibleRing: 'inside',
    '&::-webkit-details-marker': { display: 'none' },
  },
});
const Chevron = chakra('span', {
  base: {
    color: 'brand.fg',
    fontSize: 'lg',
    flexShrink: '0',
    transition: 'rotate 0.2s',
    'details[open] > summary > &': { rotate: '180deg' },
  },
});

export function Faq() {
  return (
    <Box display="flex" flexDirection="column" gap="3">
      {FAQ_ITEMS.map((item) => (
        <Details key={item.id} name="faq">
          <Summary>
            <Heading as="h3" flex="1" fontSize={{ base: 'md', md: 'lg' }} fontWeight="semibold" textAlign="start">
              {item.question}
            </Heading>
            <Chevron>
              <FiChevronDown aria-hidden="true" />
            </Chevron>
          </Summary>
          <Box px={{ base: '4', md: '6' }} pt="0" pb="5" color="fg.muted" fontSize="md" lineHeight="tall">
            {item.answer}
          </Box>
        </Details>
      ))}
    </Box>
  );
}
