import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { notify } from './toast.tsx';

/** Copies text to the clipboard and says so ("Copy Successful"); resolves with whether it worked. */
export function useCopy(): (value: string) => Promise<boolean> {
  const { t } = useTranslation('common');
  return useCallback(
    async (value: string) => {
      try {
        await navigator.clipboard.writeText(value);
        notify.success(t('copy.success'));
        return true;
      } catch {
        notify.error(t('copy.failed'));
        return false;
      }
    },
    [t],
  );
}
