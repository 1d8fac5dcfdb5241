import type { WithdrawalRule } from '@colony/contract/money';
import { describe, expect, it } from 'vitest';
import { checkWithdraw, withdrawalReceived } from './withdraw-rules.ts';

const E18 = 10n ** 18n;
const rule: WithdrawalRule = {
  asset: 'USDT',
  minimum: (10n * E18).toString(),
  fee: (1n * E18).toString(),
  memberDailyLimit: (10_000n * E18).toString(),
};

describe('checkWithdraw', () => {
  it('sends the amount less the fee', () => {
    expect(
      checkWithdraw({ asset: 'USDT', amount: '10', chainId: 56 }, { rule, available: 100n * E18 }),
    ).toEqual({
      ok: true,
      units: 10n * E18,
      fee: E18,
      received: 9n * E18,
      request: { asset: 'USDT', amount: (10n * E18).toString(), chainId: 56 },
    });
  });

  it('names the minimum and the balance', () => {
    const below = checkWithdraw(
      { asset: 'USDT', amount: '9.99', chainId: 56 },
      { rule, available: 100n * E18 },
    );
    expect(below).toEqual({
      ok: false,
      problems: { amount: { key: 'validation.minimumWithdrawal', units: 10n * E18 } },
    });
    const over = checkWithdraw(
      { asset: 'USDT', amount: '100.5', chainId: 1 },
      { rule, available: 100n * E18 },
    );
    expect(over).toEqual({ ok: false, problems: { amount: { key: 'validation.insufficientBalance' } } });
  });

  it('refuses an amount the fee would swallow when the minimum does not already', () => {
    const cheapRule = { ...rule, minimum: '1' };
    const result = checkWithdraw(
      { asset: 'USDT', amount: '1', chainId: 56 },
      { rule: cheapRule, available: 5n * E18 },
    );
    expect(result).toEqual({
      ok: false,
      problems: { amount: { key: 'validation.amountNotAboveFee', units: E18 } },
    });
  });

  it('refuses an asset without a withdrawal rule', () => {
    const result = checkWithdraw(
      { asset: 'USDC', amount: '20', chainId: 56 },
      { rule: undefined, available: 50n * E18 },
    );
    expect(result).toEqual({
      ok: false,
      problems: { asset: { key: 'validation.cannotWithdraw', values: { asset: 'USDC' } } },
    });
  });

  it('never reports a negative amount received', () => {
    expect(withdrawalReceived(1n, rule)).toBe(0n);
  });
});
