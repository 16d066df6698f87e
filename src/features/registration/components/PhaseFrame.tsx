/**
 * A phase of the wizard: its heading (the phase's title, an introduction) above what the phase shows. When the wizard
 * moves to another phase, focus goes to the new heading (focusHeading), so keyboard and screen-reader users continue
 * from the top of the new step (also after a closing reply dialog).
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { TIMINGS } from '@/config/constants';
import { phaseTitle, type Phase } from '../phase';

export function PhaseFrame({
  phase,
  description,
  focusHeading: focusOnMount = false,
  children,
}: {
  phase: Phase;
  description: ReactNode;
  focusHeading?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    ref.current?.focus();
    // When a reply dialog moved the wizard on, its focus trap keeps focus until it has closed, and then leaves it
    // on its own (hidden) button: once the close is over, a focus left there or nowhere comes to this heading.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      const stranded =
        !active || active === document.body || active.closest('[data-scope="dialog"][data-state="closed"]') !== null;
      if (stranded) ref.current?.focus();
    }, TIMINGS.dialogClose + 50);
    return () => clearTimeout(timer);
  }, [focusOnMount]);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading
          as="h2"
          ref={ref}
          tabIndex={-1}
          size={{ base: 'xl', md: '2xl' }}
          letterSpacing="tight"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '4px' }}
        >
          {phaseTitle(phase)}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Stack>
      {children}
    </Stack>
  );
}
