/**
 * The wizard's clickable progress indicator (spec point 2): 1 Personal Info, 2 Social Info, 3 Follow Accounts,
 * 4 Congratulations. Each reached phase is a button that goes back to it; phases not reached yet are shown but
 * cannot be chosen. The current one carries aria-current="step".
 */
import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import FiCheck from '~icons/feather/check';
import { PHASES, phaseTitle, type Phase } from '../phase';

export function WizardProgress({
  phase,
  furthest,
  onSelect,
}: {
  phase: Phase;
  /** The furthest phase reached so far: phases up to it can be chosen. */
  furthest: Phase;
  onSelect: (phase: Phase) => void;
}) {
  return (
    <Box as="nav" aria-label="Registration progress">
      <Flex as="ol" listStyleType="none" gap="0" align="flex-start">
        {PHASES.map((item) => {
          const current = item === phase;
          // Moving past a phase means it was completed.
          const done = !current && item < furthest;
          const reachable = item <= furthest;
          const status = current ? 'current step' : done ? 'completed' : reachable ? 'reached' : 'not reached yet';
          return (
            <Box as="li" key={item} flex="1" position="relative" minW="0">
              {item > 1 ? (
                <Box
                  aria-hidden="true"
                  position="absolute"
                  top={{ base: '17px', md: '19px' }}
                  right="50%"
                  width="100%"
                  height="2px"
                  bg={item <= furthest ? 'brand.solid' : 'border'}
                  zIndex="0"
                />
              ) : null}
              <chakra.button
                type="button"
                onClick={() => onSelect(item)}
                disabled={!reachable}
                aria-current={current ? 'step' : undefined}
                aria-label={`Step ${item}: ${phaseTitle(item)}, ${status}`}
                position="relative"
                zIndex="1"
                display="flex"
                flexDirection="column"
                alignItems="center"
                gap="2"
                width="full"
                px="1"
                py="0"
                bg="transparent"
                borderRadius="l2"
                cursor={reachable ? 'pointer' : 'default'}
                focusRing="outside"
                _disabled={{ cursor: 'not-allowed' }}
                css={{ '&:hover:not(:disabled) [data-circle]': { borderColor: 'var(--chakra-colors-brand-solid)' } }}
              >
                <Flex
                  data-circle=""
                  align="center"
                  justify="center"
                  boxSize={{ base: '36px', md: '40px' }}
                  borderRadius="full"
                  borderWidth="2px"
                  fontWeight="bold"
                  fontSize="sm"
                  bg={current || done ? 'brand.solid' : 'bg'}
                  color={current || done ? 'brand.contrast' : reachable ? 'brand.fg' : 'fg.muted'}
                  borderColor={current || done || reachable ? 'brand.solid' : 'border.emphasized'}
                  boxShadow={current ? '0 0 0 4px var(--chakra-colors-brand-muted)' : undefined}
                  transition="all 0.2s"
                >
                  {done ? <FiCheck aria-hidden="true" /> : <span aria-hidden="true">{item}</span>}
                </Flex>
                <Text
                  as="span"
                  fontSize={{ base: 'xs', md: 'sm' }}
                  fontWeight={current ? 'bold' : 'medium'}
                  color={current ? 'fg' : reachable ? 'fg' : 'fg.muted'}
                  textAlign="center"
                  lineHeight="short"
                >
                  {phaseTitle(item)}
                </Text>
              </chakra.button>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}
