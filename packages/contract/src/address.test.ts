import { describe, expect, it } from 'vitest';
import { isChecksummedAddress, isValidAddress } from './address.ts';

const CHECKSUMMED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const LOWER = CHECKSUMMED.toLowerCase();
const UPPER = `0x${CHECKSUMMED.slice(2).toUpperCase()}`;
const FLIPPED = CHECKSUMMED.replace('C51812', 'c51812');

describe('isValidAddress (as wallets report them)', () => {
  it('accepts the checksummed form and either single case', () => {
    for (const value of [CHECKSUMMED, LOWER, UPPER]) expect(isValidAddress(value), value).toBe(true);
  });

  it('refuses a wrong checksum and anything but 20 bytes of hex', () => {
    for (const value of [FLIPPED, CHECKSUMMED.slice(0, 41), `${CHECKSUMMED}0`, CHECKSUMMED.slice(2), ''])
      expect(isValidAddress(value), value).toBe(false);
  });
});

describe('isChecksummedAddress (as members type them)', () => {
  it('accepts only the EIP-55 checksummed form', () => {
    expect(isChecksummedAddress(CHECKSUMMED)).toBe(true);
    // No letters, nothing to mix: the checksummed form is the address itself.
    expect(isChecksummedAddress('0x0000000000000000000000000000000000000000')).toBe(true);
  });

  it('refuses a single case, a wrong checksum and anything but 20 bytes of hex', () => {
    for (const value of [LOWER, UPPER, FLIPPED, CHECKSUMMED.slice(0, 41), `${CHECKSUMMED}0`, ' '])
      expect(isChecksummedAddress(value), value).toBe(false);
  });
});
