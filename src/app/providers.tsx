import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/components/feedback/OfflineBanner';
import { ReplyDialogProvider } from '@/components/feedback/ReplyDialog';
import { pageEmotionCache } from './emotion-cache';
import { system } from './system';

/**
 * Everything a page needs around it: Emotion's cache (with the page's CSP nonce, see emotion-cache.ts), the Chakra
 * system, react-query, the reply dialog and the offline banner. `emotionCache` replaces the page's cache (e.g. a
 * render outside the browser that collects the styles).
 */
export function AppProviders({
  queryClient,
  emotionCache,
  children,
}: {
  queryClient: QueryClient;
  emotionCache?: EmotionCache;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache ?? pageEmotionCache()}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <OfflineBanner />
          <ReplyDialogProvider>{children}</ReplyDialogProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
