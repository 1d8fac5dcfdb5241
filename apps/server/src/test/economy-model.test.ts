import { describe, expect, it } from 'vitest';
import {
  DOCUMENTED_RULES as rules,
  sell,
  swap,
  transfer,
  waitsForOperator,
  whole,
  withdrawal,
  withdrawalSettled,
} from './economy-model.ts';

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
});
