import { describe, expect, it } from 'vitest';
import {
  purchase,
  DOCUMENTED_RULES as rules,
  sell,
  swap,
  transfer,
  waitsForOperator,
  whole,
  withdrawal,
  withdrawalSettled,
} from './economy-model.ts';
import { DOCUMENTED_INCOME, dayIncome } from './team-income-model.ts';

/** The model against the worked examples and tables of docs/economy.md, so it reads them right. */
describe('the economy model', () => {
  it('sells ten MM for 5 USDT less 0.25, so 4.75 USDT', () => {
    expect(sell(rules, { member: 0, asset: 'MM', amount: whole('10') })).toEqual({
      moves: [
        { holder: 0, asset: 'MM', delta: -whole('10') },
        { holder: 'treasury', asset: 'MM', delta: whole('10') },
        { holder: 'treasury', asset: 'USDT', delta: -whole('5') },
        { holder: 0, asset: 'USDT', delta: whole('4.75') },
        { holder: 'fees', asset: 'USDT', delta: whole('0.25') },
      ],
      shortfalls: ['insufficientBalance', 'treasuryInsufficient'],
    });
  });

  it('rounds the price down and the fee up, to the base unit', () => {
    // 10 MM and 3 base units: 5 USDT and 1.5 base units, rounded down; 5 % of that, rounded up.
    const { moves } = sell(rules, { member: 0, asset: 'MM', amount: whole('10') + 3n }) as { moves: unknown };
    expect(moves).toContainEqual({ holder: 'treasury', asset: 'USDT', delta: -(whole('5') + 1n) });
    expect(moves).toContainEqual({ holder: 'fees', asset: 'USDT', delta: whole('0.25') + 1n });
    // 0.1 % of 1 USDC and 1 base unit is 0.001 USDC and a thousandth of a base unit: one more.
    const swapped = swap(rules, { member: 0, from: 'USDC', to: 'USDT', amount: whole('1') + 1n });
    expect((swapped as { moves: unknown }).moves).toContainEqual({
      holder: 'fees',
      asset: 'USDT',
      delta: whole('0.001') + 1n,
    });
  });

  it('refuses what the tables refuse, naming every rule broken', () => {
    expect(sell(rules, { member: 0, asset: 'MC', amount: whole('10') })).toEqual({
      refused: ['cannotBeSold'],
    });
    expect(sell(rules, { member: 0, asset: 'MM', amount: whole('9.99') })).toEqual({
      refused: ['buyBackBelowMinimum'],
    });
    expect(swap(rules, { member: 0, from: 'USDT', to: 'MM', amount: whole('5') })).toEqual({
      refused: ['swapUnavailable'],
    });
    expect(transfer(rules, { from: 1, to: 1, asset: 'UME', amount: 5n })).toEqual({
      refused: ['cannotTransfer', 'transferToSelf'],
    });
    expect(transfer(rules, { from: 1, to: 2, asset: 'MC', amount: whole('0.99') })).toEqual({
      refused: ['transferBelowMinimum'],
    });
    expect(withdrawal(rules, { member: 0, asset: 'USDT', amount: whole('9.99') })).toEqual({
      refused: ['withdrawBelowMinimum'],
    });
  });

  it('sends 9 of a withdrawal of 10 and keeps 1, only once completed', () => {
    const request = { member: 0, asset: 'USDT' as const, amount: whole('10') };
    expect(withdrawalSettled(rules, request, 'completed')).toEqual({
      moves: [
        { holder: 0, asset: 'USDT', delta: -whole('10') },
        { holder: 'fees', asset: 'USDT', delta: whole('1') },
      ],
      paid: whole('9'),
    });
    expect(withdrawalSettled(rules, request, 'rejected')).toEqual({ moves: [], paid: null });
  });

  it('holds a withdrawal for an operator only where the limits decide it whatever the order', () => {
    const within = { memberTotal: whole('10,000'), total: whole('10,000') };
    const asked = { asset: 'USDT' as const, amount: whole('50'), hotWallet: true };
    expect(waitsForOperator(rules, asked, within)).toBe(false);
    expect(waitsForOperator(rules, { ...asked, hotWallet: false }, within)).toBe(true);
    expect(waitsForOperator(rules, { ...asked, amount: whole('10,002') }, within)).toBe(true);
    expect(waitsForOperator(rules, asked, { ...within, memberTotal: whole('10,001') })).toBeUndefined();
  });

  it("moves an avatar's price from the buyer to the treasury", () => {
    expect(purchase(rules, { member: 2, avatarId: 1, asset: 'USDC' })).toEqual({
      moves: [
        { holder: 2, asset: 'USDC', delta: -whole('100') },
        { holder: 'treasury', asset: 'USDC', delta: whole('100') },
      ],
      shortfalls: ['insufficientBalance'],
    });
  });

  it("pays docs/economy.md's worked example of team income, and scales it to what the treasury holds", () => {
    // P(0) → A(1) → B(2) → C(3) → D(4); D buys for 1,000 USDT.
    const day = {
      superiors: [null, 0, 1, 2, 3],
      starLevels: [3, 3, 1, 0, 0],
      effective: [true, true, true, true, false],
      sales: [{ order: 'o', buyer: 4, asset: 'USDT' as const, amount: whole('1000') }],
      treasury: { USDT: whole('1000'), USDC: 0n },
    };
    const lines = dayIncome(DOCUMENTED_INCOME, day).map(
      (line) => `${line.kind} ${line.member} ${line.amount}`,
    );
    const third = whole('4') / 3n;
    expect(lines.sort()).toEqual(
      [
        `referral_income 3 ${whole('50')}`,
        `referral_income 2 ${whole('20')}`,
        `team_income 2 ${whole('20')}`,
        `team_income 1 ${whole('40')}`,
        `bonus_income 0 ${whole('10')}`,
        `star_level_income 2 ${third}`,
        `star_level_income 1 ${third + whole('4')}`,
        `star_level_income 0 ${third + whole('4')}`,
      ].sort(),
    );
    const capped = dayIncome(DOCUMENTED_INCOME, { ...day, treasury: { USDT: whole('100'), USDC: 0n } });
    const total = capped.reduce((sum, line) => sum + line.amount, 0n);
    expect(total <= whole('100') && total > whole('99.99')).toBe(true);
    expect(capped.find((line) => line.kind === 'referral_income' && line.member === 3)?.amount).toBe(
      (whole('50') * whole('100')) / (whole('140') + 3n * third + whole('8')),
    );
  });
});
