import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';

type LocaleModule = { default: Record<string, unknown> };

// Every English namespace, loaded synchronously so nothing suspends in a component test.
const files = import.meta.glob<LocaleModule>('../../locales/en/*.json', { eager: true });
const english = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [path.replace(/^.*\/|\.json$/g, ''), module.default]),
);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: english },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  showSupportNotice: false,
});

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
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
