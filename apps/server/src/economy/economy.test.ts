import { quote } from '@colony/contract/quote';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayParameters } from '../test/property-runs.ts';
import {
  avatarRule,
  DEFAULT_ECONOMY,
  type EconomyConfig,
  economyProblems,
  lifetimePayout,
  wholeUnits,
} from './config.ts';

describe('the economy configuration', () => {
  it('is sound by default', () => {
    expect(economyProblems(DEFAULT_ECONOMY)).toEqual([]);
  });

  it('names what is wrong with a broken one', () => {
    const broken: EconomyConfig = {
      ...DEFAULT_ECONOMY,
      buyBack: { MM: { payAsset: 'MM', price: 0n, feeBps: 10_000, minimum: 0n } },
      swaps: [{ from: 'USDT', to: 'USDT', price: 1n, feeBps: -1, minimum: 1n }],
    };
    expect(economyProblems(broken)).toEqual([
      'buyBack.MM: pays in the asset it buys',
      'buyBack.MM: price must be positive',
      'buyBack.MM: minimum must be positive',
      'buyBack.MM: fee must be 0..9999 bps',
      'swaps.USDT->USDT: swaps an asset for itself',
      'swaps.USDT->USDT: fee must be 0..9999 bps',
    ]);
  });

  it('reads whole units exactly and refuses typos', () => {
    expect(wholeUnits('0.5', 'USDT')).toBe(500_000_000_000_000_000n);
    expect(() => wholeUnits('1,5', 'USDT')).toThrow();
  });
});

describe('quotes', () => {
  it('sells 10 MM at 0.5 USDT less 5%', () => {
    const q = quote(wholeUnits('10', 'MM'), 'MM', wholeUnits('0.5', 'USDT'), 500);
    expect(q).toEqual({
      gross: wholeUnits('5', 'USDT'),
      fee: wholeUnits('0.25', 'USDT'),
      net: wholeUnits('4.75', 'USDT'),
    });
  });

  it('rounds the payment down and the fee up, each by less than one base unit, never paying out more than the price', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: 9999 }),
        (amount, price, feeBps) => {
          const { gross, fee, net } = quote(amount, 'MM', price, feeBps);
          expect(gross * 10n ** 18n).toBeLessThanOrEqual(amount * price);
          expect((gross + 1n) * 10n ** 18n).toBeGreaterThan(amount * price);
          expect(fee * 10_000n).toBeGreaterThanOrEqual(gross * BigInt(feeBps));
          expect((fee - 1n) * 10_000n).toBeLessThan(gross * BigInt(feeBps));
          expect(fee + net).toBe(gross);
          expect(net).toBeGreaterThanOrEqual(0n);
        },
      ),
      // A new random seed every run; FC_SEED (and FC_PATH) replay the one a failure prints.
      replayParameters(),
    );
  });
});

describe('the avatar catalogue', () => {
  const usdt = (whole: string) => wholeUnits(whole, 'USDT');
  const rule = (id: number) => {
    const found = avatarRule(DEFAULT_ECONOMY, id);
    if (!found) throw new Error(`no avatar ${id}`);
    return found;
  };

  it('keeps every default avatar solvent, with the margins docs/economy.md shows', () => {
    // The trader's net price for the MM of a whole life, plus the 25% income cap.
    expect(lifetimePayout(DEFAULT_ECONOMY, rule(1))).toBe(usdt('57') + usdt('25'));
    expect(lifetimePayout(DEFAULT_ECONOMY, rule(17))).toBe(usdt('712.5') + usdt('250'));
    for (const avatar of DEFAULT_ECONOMY.avatars) {
      expect(lifetimePayout(DEFAULT_ECONOMY, avatar)).toBeLessThan(avatar.price);
    }
  });

  it('refuses a catalogue whose MM and income would pay out more than the price', () => {
    const generous: EconomyConfig = {
      ...DEFAULT_ECONOMY,
      avatars: DEFAULT_ECONOMY.avatars.map((avatar) =>
        avatar.id === 1 ? { ...avatar, fuelMultiplierBps: 50_000 } : avatar,
      ),
    };
    expect(economyProblems(generous)).toEqual([
      `avatars.1: the trader's price for its MM plus the income cap reach its price (insolvent: ${usdt('167.5')} >= ${usdt('100')})`,
    ]);
  });

  it('names broken avatar terms', () => {
    const broken: EconomyConfig = {
      ...DEFAULT_ECONOMY,
      avatars: [
        ...DEFAULT_ECONOMY.avatars,
        { ...rule(2), id: 2, dailySupply: -1 },
        { ...rule(3), id: 40, assets: [], outputBps: { MM: 5000, MC: 4000, UME: 0 } },
      ],
    };
    expect(economyProblems(broken)).toEqual([
      'avatars.2: listed twice',
      'avatars.2.dailySupply: must be 0..10000000',
      'avatars.40.assets: accepts no stablecoin',
      'avatars.40.outputBps: shares must add up to 10000',
    ]);
  });
});
