import { Button, HStack, Text } from '@chakra-ui/react';

/** A failed call inside a card: a short message and a retry, kept small so the card keeps its shape. */
export function InlineError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <HStack role="alert" gap="3" wrap="wrap" align="center">
      <Text fontSize="sm" color="fg.error">
        {message}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </HStack>
  );
}
