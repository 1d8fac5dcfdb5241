import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';
import { WithTestI18n } from './with-test-i18n.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks down every second and calls onEnd once at zero', () => {
    const onEnd = vi.fn();
    render(
      <WithTestI18n>
        <Countdown to={Date.now() + 2000} onEnd={onEnd} />
      </WithTestI18n>,
    );
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-label')).toBe('0 days, 0 hours, 0 minutes and 2 seconds left');

    act(() => vi.advanceTimersByTime(1000));
    expect(timer.getAttribute('aria-label')).toBe('0 days, 0 hours, 0 minutes and 1 seconds left');
    expect(onEnd).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).toContain('00');
    expect(onEnd).toHaveBeenCalledOnce();

    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('shows days, hours, minutes and seconds', () => {
    render(
      <WithTestI18n>
        <Countdown to={Date.now() + ((26 * 60 + 3) * 60 + 9) * 1000} />
      </WithTestI18n>,
    );
    expect(screen.getByRole('timer').textContent).toBe('1d02h03m09s');
  });
});
