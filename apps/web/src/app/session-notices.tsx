import { TOAST_DURATION_MS } from '@colony/contract/constants';
import { useEffect } from 'react';
import { notify } from '../components/ui/toast.tsx';
import { appEvents } from '../lib/events/app-events.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';

/** Shows the login-expired notice once when the server refuses the session (code -403). */
export function SessionNotices() {
  const { t } = useTranslation();

  useEffect(() => {
    // Several requests can fail together; one notice is enough.
    let lastShown = 0;
    return appEvents.on('sessionExpired', () => {
      const now = Date.now();
      if (now - lastShown < TOAST_DURATION_MS) return;
      lastShown = now;
      notify.error(t('errors.sessionInvalid'));
    });
  }, [t]);

  return null;
}
