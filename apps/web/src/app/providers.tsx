import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast.tsx';
import { WalletMount } from '../features/wallet/wallet-mount.tsx';
import { SessionAcrossTabs } from './session-across-tabs.tsx';
import { SessionNotices } from './session-notices.tsx';
import { SessionQueries } from './session-queries.tsx';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      <SessionNotices />
      <SessionQueries />
      <SessionAcrossTabs />
      <WalletMount />
    </QueryClientProvider>
  );
}
