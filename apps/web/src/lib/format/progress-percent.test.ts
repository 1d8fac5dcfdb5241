import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress-percent.ts';

describe('progressPercent', () => {
  it('rounds down, so only a met requirement shows 100', () => {
    expect(progressPercent(1n, 3n)).toBe(33);
    expect(progressPercent(999n, 1000n)).toBe(99);
    expect(progressPercent(1000n, 1000n)).toBe(100);
    expect(progressPercent(5000n, 1000n)).toBe(100);
  });

  it('treats nothing required as met and nothing yet as zero', () => {
    expect(progressPercent(0n, 0n)).toBe(100);
    expect(progressPercent(0n, 10n)).toBe(0);
    expect(progressPercent(-5n, 10n)).toBe(0);
  });

  it('is exact on amounts far beyond a float', () => {
    const e18 = 10n ** 18n;
    expect(progressPercent(123_456_789n * e18 - 1n, 123_456_789n * e18)).toBe(99);
  });
});
