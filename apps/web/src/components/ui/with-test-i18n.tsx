import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../locales/en/common.json';

/** English `common` strings for component tests, loaded synchronously so nothing suspends. */
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  showSupportNotice: false,
});

export function WithTestI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
