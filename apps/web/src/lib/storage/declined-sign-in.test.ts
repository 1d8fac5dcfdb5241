import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordDeclinedSignIn, signInDeclinedSince } from './declined-sign-in.ts';

const ALICE = '0xA11CE00000000000000000000000000000000001';
const BOB = '0xB0B0000000000000000000000000000000000002';

describe('declined sign-ins', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('answers for a refusal of that account after the given time, whatever the case of the address', () => {
    recordDeclinedSignIn(ALICE, 1_000);
    expect(signInDeclinedSince(ALICE, 999)).toBe(true);
    expect(signInDeclinedSince(ALICE.toLowerCase(), 999)).toBe(true);
    expect(signInDeclinedSince(ALICE, 1_000)).toBe(false);
    expect(signInDeclinedSince(BOB, 999)).toBe(false);
  });

  it('answers for a refusal in another tab shortly before: the same switch, heard late here', () => {
    recordDeclinedSignIn(ALICE, 1_000, 'another tab');
    expect(signInDeclinedSince(ALICE, 999)).toBe(true);
    expect(signInDeclinedSince(ALICE, 5_000)).toBe(true);
    expect(signInDeclinedSince(ALICE, 10_999)).toBe(true);
    expect(signInDeclinedSince(ALICE, 11_000)).toBe(false);
    expect(signInDeclinedSince(BOB, 5_000)).toBe(false);
    // This tab's own refusal answers only a sign-in asked before it: asking again here is the user's choice.
    recordDeclinedSignIn(ALICE, 1_000);
    expect(signInDeclinedSince(ALICE, 5_000)).toBe(false);
  });

  it('keeps only the latest refusal, and forgets it after a few minutes', () => {
    vi.useFakeTimers({ now: 10_000 });
    recordDeclinedSignIn(ALICE);
    recordDeclinedSignIn(BOB);
    expect(signInDeclinedSince(ALICE, 0)).toBe(false);
    expect(signInDeclinedSince(BOB, 0)).toBe(true);
    vi.advanceTimersByTime(6 * 60 * 1000);
    expect(signInDeclinedSince(BOB, 0)).toBe(false);
  });

  it('answers nothing for an entry that is not one', () => {
    localStorage.setItem('declinedSignIn', JSON.stringify({ value: { address: 1 }, expiresAt: null }));
    expect(signInDeclinedSince(ALICE, 0)).toBe(false);
  });
});
