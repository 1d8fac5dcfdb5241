import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page: "<title> · COLONY", or the brand alone. */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation();
  const brand = t('brand.wordmark');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
}
