import type { BuyBackRule } from '@colony/contract/money';
import { describe, expect, it } from 'vitest';
import { checkSell, quoteSale } from './sell-rules.ts';

const E18 = 10n ** 18n;
const rule: BuyBackRule = {
  asset: 'MM',
  payAsset: 'USDT',
  price: (E18 / 2n).toString(),
  feeBps: 500,
  minimum: (10n * E18).toString(),
};

describe('quoteSale', () => {
  it('pays the price less the fee: ten MM bring 4.75 USDT', () => {
    expect(quoteSale(10n * E18, rule)).toEqual({
      gross: 5n * E18,
      fee: E18 / 4n,
      net: 4_750_000_000_000_000_000n,
    });
  });

  it('rounds the payment down and the fee up', () => {
    // 3 base units of MM are worth 1.5 base units of USDT: 1 is paid, and a fee of 0.05 becomes 1.
    expect(quoteSale(3n, rule)).toEqual({ gross: 1n, fee: 1n, net: 0n });
  });
});

describe('checkSell', () => {
  it('quotes a valid sale', () => {
    const result = checkSell({ asset: 'MM', amount: '20' }, { rule, available: 25n * E18 });
    expect(result).toEqual({
      ok: true,
      units: 20n * E18,
      quote: { gross: 10n * E18, fee: E18 / 2n, net: 9_500_000_000_000_000_000n },
      request: { asset: 'MM', amount: (20n * E18).toString() },
    });
  });

  it('names the minimum buy-back quantity, the balance, and what cannot be sold', () => {
    expect(checkSell({ asset: 'MM', amount: '9' }, { rule, available: 25n * E18 })).toEqual({
      ok: false,
      problems: { amount: { key: 'validation.minimumBuyBack', units: 10n * E18 } },
    });
    expect(checkSell({ asset: 'MM', amount: '30' }, { rule, available: 25n * E18 })).toEqual({
      ok: false,
      problems: { amount: { key: 'validation.insufficientBalance' } },
    });
    expect(checkSell({ asset: 'MC', amount: '30' }, { rule: undefined, available: 25n * E18 })).toEqual({
      ok: false,
      problems: { asset: { key: 'validation.cannotBeSold' } },
    });
    expect(checkSell({ asset: 'MM', amount: '' }, { rule, available: 25n * E18 })).toEqual({
      ok: false,
      problems: { amount: { key: 'validation.amountRequired' } },
    });
  });
});
