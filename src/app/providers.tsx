import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/components/feedback/OfflineBanner';
import { ReplyDialogProvider } from '@/components/feedback/ReplyDialog';
import { pageEmotionCache } from './emotion-cache';
import { system } from './system';

/**
 * Everything a page needs around it: Emotion's cache (with the page's CSP nonce, see emotion-cache.ts), the Chakra
 * system, the reply dialog and the offline banner. `emotionCache` replaces the page's cache (e.g. a render outside
 * the browser that collects the styles). react-query comes with the routes that call the API (query-root.tsx), so
 * it is not imported here: the first chunk would carry it.
 */
export function AppProviders({ emotionCache, children }: { emotionCache?: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache ?? pageEmotionCache()}>
      <ChakraProvider value={system}>
        <OfflineBanner />
        <ReplyDialogProvider>{children}</ReplyDialogProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
