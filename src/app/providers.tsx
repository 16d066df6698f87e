import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineBanner } from '@/components/feedback/OfflineBanner';
import { ReplyDialogProvider } from '@/components/feedback/ReplyDialog';
import { system } from './system';

/** Everything a page needs around it: the Chakra system, react-query, the reply dialog and the offline banner. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <ReplyDialogProvider>{children}</ReplyDialogProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
