import type { SwapRule } from '@colony/contract/money';
import { describe, expect, it } from 'vitest';
import { checkSwap, quoteSwap, type SwapLimits } from './swap-rules.ts';

const E18 = 10n ** 18n;
/** USDT to USDC one to one less 0.1 %, at least 1 USDT (docs/economy.md). */
const rule: SwapRule = {
  from: 'USDT',
  to: 'USDC',
  price: E18.toString(),
  feeBps: 10,
  minimum: E18.toString(),
};

describe('quoteSwap', () => {
  it('pays at the price less the fee, the fee rounded up as the server does', () => {
    expect(quoteSwap(100n * E18, rule)).toEqual({
      gross: 100n * E18,
      fee: E18 / 10n,
      net: 100n * E18 - E18 / 10n,
    });
    expect(quoteSwap(1n, rule)).toEqual({ gross: 1n, fee: 1n, net: 0n });
  });
});

describe('checkSwap', () => {
  const limits: SwapLimits = { rule, available: 50n * E18 };

  it('asks the server for the pair and amount once the form is right', () => {
    const result = checkSwap({ from: 'USDT', amount: '10.5' }, limits);
    expect(result).toEqual({
      ok: true,
      units: 105n * 10n ** 17n,
      quote: quoteSwap(105n * 10n ** 17n, rule),
      request: { from: 'USDT', to: 'USDC', amount: (105n * 10n ** 17n).toString() },
    });
  });

  it("refuses an empty or malformed amount, one below the minimum or above the balance, and a pair that isn't offered", () => {
    const problem = (amount: string, given = limits) => {
      const result = checkSwap({ from: 'USDT', amount }, given);
      return result.ok ? undefined : result.problems;
    };
    expect(problem('')).toEqual({ amount: { key: 'validation.amountRequired' } });
    expect(problem('1e3')).toEqual({ amount: { key: 'validation.amountInvalid' } });
    expect(problem('0.5')).toEqual({ amount: { key: 'validation.minimumSwap', units: E18 } });
    expect(problem('50.000000000000000001')).toEqual({ amount: { key: 'validation.insufficientBalance' } });
    expect(problem('5', { rule: undefined, available: 50n * E18 })).toEqual({
      from: { key: 'validation.cannotSwap' },
    });
  });

  it('refuses an amount that leaves nothing once the fee is taken', () => {
    const tiny = { rule: { ...rule, minimum: '1' }, available: E18 };
    expect(checkSwap({ from: 'USDT', amount: '0.000000000000000001' }, tiny)).toEqual({
      ok: false,
      problems: { amount: { key: 'validation.swapTooSmall' } },
    });
  });
});
