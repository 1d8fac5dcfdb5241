import { describe, expect, it } from 'vitest';
import { shortAddress } from './short-address.ts';

describe('shortAddress', () => {
  it('keeps the 0x prefix, four leading and four trailing characters', () => {
    expect(shortAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x5290…9EE7');
  });

  it('leaves values already short enough untouched', () => {
    expect(shortAddress('0x1234abcd')).toBe('0x1234abcd');
  });

  it('accepts custom lengths', () => {
    expect(shortAddress('0x52908400098527886E0F7030069857D2E4169EE7', 4, 6)).toBe('0x52…169EE7');
  });
});
