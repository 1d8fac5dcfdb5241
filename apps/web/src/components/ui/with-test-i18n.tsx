import type { ReactNode } from 'react';
import { createI18n } from '../../lib/i18n/translator.ts';
import { I18nProvider } from '../../lib/i18n/use-translation.ts';
import common from '../../locales/en/common.json';

/** English `common` strings for component tests, loaded synchronously so nothing suspends. */
const i18n = createI18n({ language: 'en', resources: { en: { common } } });

export function WithTestI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
