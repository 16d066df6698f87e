/**
 * A dashboard card that is a region of its page: a header with its h2 (which names the region) and, at the other
 * end, the section's actions (an edit button, a link); then its body.
 */
import { Card, Heading, HStack, type CardRootProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface TitledCardProps extends Omit<CardRootProps, 'title'> {
  title: string;
  actions?: ReactNode;
  /** Lets the actions wrap below the title when the header is too narrow for both. */
  wrapHeader?: boolean;
  children: ReactNode;
}

export function TitledCard({ title, actions, wrapHeader, children, ...rest }: TitledCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg" {...rest}>
      <Card.Header pb="0">
        <HStack justify="space-between" gap="3" wrap={wrapHeader ? 'wrap' : undefined}>
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
