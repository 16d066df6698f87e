/**
 * The FAQ as an accordion: each question is a button inside an h3, so the list can be browsed by heading, and the
 * answers stay in the page (hidden until opened).
 */
import { Accordion, Box, Text } from '@chakra-ui/react';
import { useHydrated } from '@/lib/useHydrated';
import { FAQ_ITEMS } from './faq-entries';

export function Faq() {
  // Prerendered: the questions open once React has taken over the page (before that a click would do nothing).
  const hydrated = useHydrated();
  return (
    <Accordion.Root
      disabled={!hydrated}
      multiple
      collapsible
      variant="plain"
      display="flex"
      flexDirection="column"
      gap="3"
    >
      {FAQ_ITEMS.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          bg="bg"
          borderWidth="1px"
          borderRadius="2xl"
          overflow="hidden"
          _open={{ borderColor: 'brand.200', boxShadow: 'sm' }}
        >
          <Box as="h3" m="0">
            <Accordion.ItemTrigger
              px={{ base: '4', md: '6' }}
              py="4"
              fontSize={{ base: 'md', md: 'lg' }}
              fontWeight="semibold"
              textAlign="start"
              cursor="pointer"
              _hover={{ bg: 'bg.subtle' }}
            >
              <Text as="span" flex="1">
                {item.question}
              </Text>
              <Accordion.ItemIndicator color="brand.fg" />
            </Accordion.ItemTrigger>
          </Box>
          {/* A closed answer's size variables (style="--height:0px…") are left out of the prerendered markup (the
              CSP refuses style attributes there, scripts/prerender.mjs): zag sets them again when it opens. */}
          <Accordion.ItemContent suppressHydrationWarning>
            <Accordion.ItemBody
              px={{ base: '4', md: '6' }}
              pt="0"
              pb="5"
              color="fg.muted"
              fontSize="md"
              lineHeight="tall"
            >
              {item.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
