import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createI18n } from '../i18n/translator.ts';
import { I18nProvider } from '../i18n/use-translation.ts';

type LocaleModule = { default: Record<string, unknown> };

// Every English namespace, loaded synchronously so nothing suspends in a component test.
const files = import.meta.glob<LocaleModule>('../../locales/en/*.json', { eager: true });
const english = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.replace(/^.*\/|\.json$/g, ''), module.default]),
);

const i18n = createI18n({ language: 'en', resources: { en: english } });

/** A query client that never refetches on its own, for data the test puts in its cache. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
