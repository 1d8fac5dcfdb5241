import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast.tsx';
import { WalletMount } from '../features/wallet/wallet-mount.tsx';
import { isRetryableError } from '../lib/http/is-retryable-error.ts';
import { SessionAcrossTabs } from './session-across-tabs.tsx';
import { SessionNotices } from './session-notices.tsx';
import { SessionQueries } from './session-queries.tsx';

// SPEC.md §9: 3 retries with backoff capped at 30 s, garbage collection after 5 minutes;
// answers that a retry cannot change (validation, permission, session) are not retried.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => failures < 3 && isRetryableError(error),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      gcTime: 5 * 60_000,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
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
