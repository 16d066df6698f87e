/**
 * What a successful upload shows above the form: 'Task logged successful... redirecting to payment page', the
 * review note, and the payment page opened in a new tab after a visible countdown (or a word that the server sent
 * no usable link).
 */
import { Alert, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState, type RefObject } from 'react';
import FiExternalLink from '~icons/feather/external-link';
import { TIMINGS } from '@/config/constants';
import { openExternal } from '@/lib/safe-url';
import { useCountdown } from '@/lib/timers';
import { ADVERTISER_MESSAGES } from '../api';

export const REVIEW_NOTE = 'Uploaded tasks are reviewed by our team before they are published to Cliquers.';

/** After a successful upload: the payment link (null when the server's link is not a safe http(s) URL). */
export interface Uploaded {
  link: string | null;
  seq: number;
}

/**
 * Counts TIMINGS.uploadRedirect down visibly, then opens the payment page in a new tab (noopener, noreferrer).
 * Leaving the page before then cancels it. Afterwards a link stays, for a browser that blocked the new tab.
 */
function PaymentRedirect({ link }: { link: string }) {
  const [opened, setOpened] = useState(false);
  const seconds = useCountdown(TIMINGS.uploadRedirect / 1000, () => {
    openExternal(link);
    setOpened(true);
  });
  const paymentLink = (
    <ChakraLink href={link} target="_blank" rel="noopener noreferrer" fontWeight="semibold" textDecoration="underline">
      open the payment page
      <FiExternalLink aria-hidden="true" />
    </ChakraLink>
  );
  if (opened) {
    return <Text>The payment page opened in a new tab. If it did not, {paymentLink}.</Text>;
  }
  return (
    <Text role="timer" aria-live="off">
      Opening the payment page in {seconds} {seconds === 1 ? 'second' : 'seconds'}… You can also {paymentLink}.
    </Text>
  );
}

export function UploadedNotice({
  uploaded,
  noticeRef,
}: {
  uploaded: Uploaded;
  noticeRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <Alert.Root status="success" borderRadius="l3" ref={noticeRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title role="status">{ADVERTISER_MESSAGES.uploadLogged}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            <Text>{REVIEW_NOTE}</Text>
            {uploaded.link ? (
              <PaymentRedirect link={uploaded.link} />
            ) : (
              <Text>
                We did not receive a valid payment link. Please contact support from the Ticket page to complete the
                payment.
              </Text>
            )}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
