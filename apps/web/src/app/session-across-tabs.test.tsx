import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../lib/events/app-events.ts';
import { CREDENTIAL_KEYS } from '../lib/storage/credentials.ts';
import { SessionAcrossTabs } from './session-across-tabs.tsx';

afterEach(cleanup);

describe('SessionAcrossTabs', () => {
  it('ends the session in this tab when another tab signs out, until unmounted', () => {
    const initRequest = vi.fn();
    const off = appEvents.on('initRequest', initRequest);
    const { unmount } = render(<SessionAcrossTabs />);
    const signedOutElsewhere = () =>
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: CREDENTIAL_KEYS.token,
          oldValue: '{"value":"access-1","expiresAt":null}',
          newValue: null,
          storageArea: localStorage,
        }),
      );

    signedOutElsewhere();
    expect(initRequest).toHaveBeenCalledOnce();
    unmount();
    signedOutElsewhere();
    expect(initRequest).toHaveBeenCalledOnce();
    off();
  });
});
