/**
 * A line of an account page that leads to another one ("Already registered? Sign in"): the question, then the link
 * in the brand colour. The line's own look (size, colour, alignment) is its page's, given as Text props.
 */
import { Link as ChakraLink, Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function AccountLink({
  question,
  to,
  children,
  ...line
}: TextProps & { question: ReactNode; to: string; children: ReactNode }) {
  return (
    <Text {...line}>
      {question}{' '}
      <ChakraLink asChild color="brand.fg" fontWeight="semibold">
        <Link to={to}>{children}</Link>
      </ChakraLink>
    </Text>
  );
}
