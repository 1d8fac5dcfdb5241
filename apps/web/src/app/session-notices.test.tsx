import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../lib/events/app-events.ts';

const shown: string[] = [];
vi.mock('../components/ui/toast.tsx', () => ({
  notify: { error: (message: string) => shown.push(message) },
}));
vi.mock('../lib/i18n/use-translation.ts', () => ({
  useTranslation: () => ({ t: (key: string) => `t:${key}` }),
}));

const { SessionNotices } = await import('./session-notices.tsx');

describe('SessionNotices', () => {
  beforeEach(() => {
    shown.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the translated login-expired notice once for a burst of refusals', () => {
    const { unmount } = render(<SessionNotices />);
    appEvents.emit('sessionExpired');
    appEvents.emit('sessionExpired');
    expect(shown).toEqual(['t:errors.sessionInvalid']);
    vi.advanceTimersByTime(2500);
    appEvents.emit('sessionExpired');
    expect(shown).toHaveLength(2);
    unmount();
    appEvents.emit('sessionExpired');
    expect(shown).toHaveLength(2);
  });
});
