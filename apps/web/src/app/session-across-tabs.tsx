import { useEffect } from 'react';
import { appEvents } from '../lib/events/app-events.ts';
import { onCredentialsClearedElsewhere } from '../lib/storage/credentials.ts';

/**
 * Keeps this tab in step with the session its sibling tabs share: when one of them signs out or
 * loses the session, this one drops its member data and shows the wallet signed out too. A token
 * refreshed elsewhere needs nothing: every request reads the stored token as it is sent.
 */
export function SessionAcrossTabs() {
  useEffect(() => onCredentialsClearedElsewhere(() => appEvents.emit('initRequest')), []);
  return null;
}
