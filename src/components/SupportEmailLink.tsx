/**
 * The support address as a mailto link (support is by e-mail only, spec point 1), in the brand colour. Callers add
 * their own weight, decoration and wrapping; `leading` goes before the address (the footer's mail icon).
 */
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '@/config/constants';

export interface SupportEmailLinkProps extends Omit<LinkProps, 'href' | 'children'> {
  leading?: ReactNode;
}

export function SupportEmailLink({ leading, ...rest }: SupportEmailLinkProps) {
  return (
    <ChakraLink href={`mailto:${SUPPORT_EMAIL}`} color="brand.fg" {...rest}>
      {leading}
      {SUPPORT_EMAIL}
    </ChakraLink>
  );
}
