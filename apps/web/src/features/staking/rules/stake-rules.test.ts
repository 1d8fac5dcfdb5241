import { describe, expect, it } from 'vitest';
import { E18, mmPlan } from '../test-fixtures.ts';
import { checkStake } from './stake-rules.ts';

describe('a stake’s amount', () => {
  const available = 500n * E18;

  it('is required and read exactly', () => {
    expect(checkStake('', mmPlan, available)).toEqual({
      ok: false,
      problem: { key: 'validation.amountRequired' },
    });
    expect(checkStake('1e3', mmPlan, available)).toEqual({
      ok: false,
      problem: { key: 'validation.amountInvalid' },
    });
    expect(checkStake('0', mmPlan, available)).toEqual({
      ok: false,
      problem: { key: 'validation.amountZero' },
    });
    expect(checkStake('150.5', mmPlan, available)).toEqual({ ok: true, units: 1505n * 10n ** 17n });
  });

  it('keeps to the plan’s bounds, then the balance', () => {
    expect(checkStake('99.99', mmPlan, available)).toEqual({
      ok: false,
      problem: { key: 'validation.belowMinimum', units: 100n * E18 },
    });
    expect(checkStake('50001', mmPlan, 10n ** 30n)).toEqual({
      ok: false,
      problem: { key: 'validation.aboveMaximum', units: 50_000n * E18 },
    });
    expect(checkStake('501', mmPlan, available)).toEqual({
      ok: false,
      problem: { key: 'validation.insufficientBalance' },
    });
    expect(checkStake('500', mmPlan, available)).toEqual({ ok: true, units: 500n * E18 });
  });
});
