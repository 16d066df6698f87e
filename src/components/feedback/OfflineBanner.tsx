/**
 * A banner while the browser is offline (mounted once, in src/app/providers.tsx). Calls made meanwhile fail at
 * once with the same sentence (src/api/http.ts); nothing is queued to be sent on reconnect.
 */
import { Alert, Box } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { OFFLINE_MESSAGE } from '@/api/errors';
import { browserOffline } from '@/lib/online';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => !browserOffline();

/** Whether the browser says it is online, updated on its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export function OfflineBanner() {
  const online = useOnline();
  // Rendered only while offline, so pages' own status regions stay the only ones on screen otherwise.
  if (online) return null;
  return (
    <Box role="status" aria-live="polite" position="sticky" top="0" zIndex="banner">
      <Alert.Root status="warning" borderRadius="0" justifyContent="center">
        <Alert.Indicator />
        <Alert.Title>{OFFLINE_MESSAGE}</Alert.Title>
      </Alert.Root>
    </Box>
  );
}
