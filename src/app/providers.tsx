import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReplyDialogProvider } from '@/components/feedback/ReplyDialog';
import { system } from './system';

/** Everything a page needs around it: the Chakra system, react-query and the reply dialog. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <ReplyDialogProvider>{children}</ReplyDialogProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
