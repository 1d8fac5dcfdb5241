import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appEvents } from '../lib/events/app-events.ts';
import { SESSION_QUERY_SCOPE } from '../lib/wallet/session-query-key.ts';

/** Keeps member data in step with the session: refetched after a login, dropped when it ends. */
export function SessionQueries() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE] });
    const offLogin = appEvents.on('loginRequest', refetch);
    const offParams = appEvents.on('params', refetch);
    const offInit = appEvents.on('initRequest', () =>
      queryClient.removeQueries({ queryKey: [SESSION_QUERY_SCOPE] }),
    );
    return () => {
      offLogin();
      offParams();
      offInit();
    };
  }, [queryClient]);
  return null;
}
