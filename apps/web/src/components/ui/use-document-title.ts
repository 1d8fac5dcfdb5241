import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

/** The title the page rendered last asked for, read by the build's prerender (effects do not run there). */
export const prerenderedTitle = { value: '' };

/** Names the browser tab after the page: "<title> · COLONY", or the brand alone. */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation();
  const brand = t('brand.wordmark');
  const full = title ? `${title} · ${brand}` : brand;
  if (import.meta.env.SSR) prerenderedTitle.value = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
