/** The card that holds the advertiser's account pages: sign in, registration and the email confirmation. */
import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root variant="outline" borderRadius="2xl" boxShadow="sm">
      <Card.Body p={{ base: '5', md: '8' }}>{children}</Card.Body>
    </Card.Root>
  );
}
