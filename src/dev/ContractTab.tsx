/**
 * The mock panel's Contract tab: the replies of this session that drifted from openapi/cliq.yaml (a reply rejected,
 * an item left out, an unknown value kept), newest last, with a Clear button.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ContractLog, LoggedViolation } from './contract-log';
import { plural } from './mock-choices';

const OUTCOMES: Record<LoggedViolation['outcome'], string> = {
  'reply-rejected': 'reply rejected',
  'item-dropped': 'item left out',
  'value-kept': 'unknown value kept',
};

export function ContractTab({ log, violations }: { log: ContractLog; violations: readonly LoggedViolation[] }) {
  return (
    <Stack gap="3" px="4" py="3" overflowY="auto" flex="1">
      <Text color="fg.muted" fontSize="xs">
        Replies of this session that drift from openapi/cliq.yaml (read in layers by the generated validators): a break
        outside any item rejects the reply (the page shows “The server sent a reply this page cannot use.”), a break in
        an item of a list leaves that item out (the page says how many it could not show), and a value the client does
        not know is kept. Each is also a collapsed group in the console.
      </Text>
      <HStack justify="space-between">
        <Text role="status" aria-live="polite" fontWeight="semibold">
          {violations.length === 0
            ? 'No contract violations'
            : `${plural(violations.length, 'contract violation')} this session`}
        </Text>
        <Button size="2xs" variant="outline" disabled={violations.length === 0} onClick={() => log.clear()}>
          Clear violations
        </Button>
      </HStack>
      {violations.length === 0 ? (
        <Text color="fg.muted">Every reply so far matched the contract.</Text>
      ) : (
        <Stack as="ul" gap="2" ps="0" listStyleType="none" aria-label="Contract violations">
          {violations.map((v) => (
            <Box as="li" key={v.id} borderWidth="1px" borderColor="border" rounded="l2" px="3" py="2" fontSize="xs">
              <HStack justify="space-between" gap="2">
                <Text fontFamily="mono" fontWeight="semibold">
                  {v.operation} · {v.status}
                </Text>
                <Text asChild color="fg.muted">
                  <time dateTime={new Date(v.at).toISOString()}>{new Date(v.at).toLocaleTimeString()}</time>
                </Text>
              </HStack>
              <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="2" mt="1">
                <Text as="dt" color="fg.muted">
                  outcome
                </Text>
                <Text as="dd">{OUTCOMES[v.outcome]}</Text>
                <Text as="dt" color="fg.muted">
                  pointer
                </Text>
                <Text as="dd" fontFamily="mono" wordBreak="break-all">
                  {v.pointer || '(the whole body)'}
                </Text>
                <Text as="dt" color="fg.muted">
                  expected
                </Text>
                <Text as="dd">{v.expected}</Text>
                <Text as="dt" color="fg.muted">
                  got
                </Text>
                <Text as="dd" wordBreak="break-all">
                  {v.got}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
