import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown-parts.ts';

describe('countdownParts', () => {
  const now = Date.UTC(2025, 0, 1, 0, 0, 0);

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const to = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(to, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false });
  });

  it('rounds partial seconds down', () => {
    expect(countdownParts(now + 1999, now)).toMatchObject({ seconds: 1, done: false });
  });

  it('is done and never negative once the target has passed', () => {
    expect(countdownParts(now - 10_000, now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    });
  });

  it('accepts ISO strings and dates, and treats an invalid date as done', () => {
    expect(countdownParts('2025-01-01T00:01:00Z', now)).toMatchObject({ minutes: 1, done: false });
    expect(countdownParts(new Date(now + 3_600_000), now)).toMatchObject({ hours: 1 });
    expect(countdownParts('not a date', now).done).toBe(true);
  });
});
