import { describe, expect, it } from 'vitest';
import { MAX_BASE_UNITS } from './assets.ts';
import { INCOME_TYPES } from './ledger-kinds.ts';
import {
  baseUnits,
  confirmTransRequest,
  exchangeRequest,
  IDEMPOTENCY_KEY_PATTERN,
  incomeTotals,
  moneyLogRequest,
  positiveBaseUnits,
  swapRequest,
  withdrawRequest,
} from './money.ts';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('amounts', () => {
  it('takes whole base units in decimal up to uint256 and nothing else', () => {
    for (const good of ['0', '1', '1500000000000000000', MAX_BASE_UNITS.toString()]) {
      expect(baseUnits.safeParse(good).success, good).toBe(true);
    }
    const bad = ['', '-1', '01', '1.5', '1e18', ' 1', '0x10', (MAX_BASE_UNITS + 1n).toString(), '１'];
    for (const value of bad) expect(baseUnits.safeParse(value).success, value).toBe(false);
    for (const value of [1, 1e30, null, true, {}, []]) expect(baseUnits.safeParse(value).success).toBe(false);
  });

  it('refuses zero where value has to move', () => {
    expect(positiveBaseUnits.safeParse('0').success).toBe(false);
    expect(positiveBaseUnits.safeParse('1').success).toBe(true);
  });
});

describe('write requests', () => {
  it('refuse fields they do not define', () => {
    const transfer = { to: ADDRESS, asset: 'USDT', amount: '1' };
    expect(confirmTransRequest.safeParse(transfer).success).toBe(true);
    for (const extra of [{ balance: '9' }, { from: ADDRESS }, { status: 'done' }, { memberId: 1 }]) {
      expect(confirmTransRequest.safeParse({ ...transfer, ...extra }).success).toBe(false);
    }
    expect(exchangeRequest.safeParse({ asset: 'MM', amount: '1', price: '9' }).success).toBe(false);
    expect(swapRequest.safeParse({ from: 'USDT', to: 'USDC', amount: '1', fee: '0' }).success).toBe(false);
  });

  it('check the address checksum and the asset', () => {
    const mangled = `${ADDRESS.slice(0, -1)}c`;
    expect(confirmTransRequest.safeParse({ to: mangled, asset: 'USDT', amount: '1' }).success).toBe(false);
    // A typed recipient carries its checksum: one case throughout has none to check.
    for (const uncased of [ADDRESS.toLowerCase(), `0x${ADDRESS.slice(2).toUpperCase()}`]) {
      expect(confirmTransRequest.safeParse({ to: uncased, asset: 'USDT', amount: '1' }).success).toBe(false);
    }
    expect(confirmTransRequest.safeParse({ to: ADDRESS, asset: 'BTC', amount: '1' }).success).toBe(false);
  });

  it('withdraw only stablecoins to an allowed chain', () => {
    expect(withdrawRequest.safeParse({ asset: 'USDC', amount: '5', chainId: 56 }).success).toBe(true);
    expect(withdrawRequest.safeParse({ asset: 'MM', amount: '5', chainId: 56 }).success).toBe(false);
    expect(withdrawRequest.safeParse({ asset: 'USDT', amount: '5', chainId: 137 }).success).toBe(false);
  });

  it('filter the money log by asset and a well-formed kind', () => {
    expect(moneyLogRequest.parse({ asset: 'MM', kind: 'buy_back' })).toMatchObject({ page: 1, limit: 10 });
    expect(moneyLogRequest.safeParse({ kind: "x' or 1=1" }).success).toBe(false);
  });
});

describe('idempotency keys and income', () => {
  it('accepts uuids and refuses short or odd keys', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('0b6f7c1e-2a4d-4c6b-9f57-3f1f7c0c5e11')).toBe(true);
    for (const key of ['short', 'has space in it', 'x'.repeat(101), 'ключ-ключ-ключ']) {
      expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(false);
    }
  });

  it('lists every income type', () => {
    const empty = Object.fromEntries(INCOME_TYPES.map((type) => [type, []]));
    expect(incomeTotals.parse(empty)).toEqual(empty);
    expect(INCOME_TYPES).toEqual(['staking', 'referral', 'team', 'bonus', 'activity', 'starLevel']);
  });
});
