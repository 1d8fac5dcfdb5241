import { describe, expect, it } from 'vitest';
import { checkTransfer, type TransferLimits } from './transfer-rules.ts';

const E18 = 10n ** 18n;
const SELF = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const limits: TransferLimits = {
  self: SELF,
  rule: { asset: 'USDT', transferable: true, minimum: (1n * E18).toString() },
  available: 50n * E18,
};

describe('checkTransfer', () => {
  it('builds the request in base units for a valid transfer', () => {
    expect(checkTransfer({ to: ` ${OTHER} `, asset: 'USDT', amount: '12.5' }, limits)).toEqual({
      ok: true,
      units: 12_500_000_000_000_000_000n,
      request: { to: OTHER, asset: 'USDT', amount: '12500000000000000000' },
    });
  });

  it('asks for the address, and refuses one that is not a checksummed 20-byte hex value', () => {
    const problem = (to: string) => {
      const result = checkTransfer({ to, asset: 'USDT', amount: '5' }, limits);
      return result.ok ? undefined : result.problems.to?.key;
    };
    expect(problem('')).toBe('validation.addressRequired');
    expect(problem('0x1234')).toBe('validation.addressInvalid');
    expect(problem(`${OTHER}00`)).toBe('validation.addressInvalid');
    expect(problem(OTHER.replace('0x', ''))).toBe('validation.addressInvalid');
    // One letter's case flipped breaks the EIP-55 checksum.
    expect(problem(OTHER.replace('C51812', 'c51812'))).toBe('validation.addressInvalid');
    expect(problem('0xZZ997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe('validation.addressInvalid');
    // One case throughout carries no checksum to check, as the server refuses it too.
    expect(problem(OTHER.toLowerCase())).toBe('validation.addressInvalid');
    expect(problem(`0x${OTHER.slice(2).toUpperCase()}`)).toBe('validation.addressInvalid');
    expect(problem(SELF.toLowerCase())).toBe('validation.addressInvalid');
    expect(problem(SELF)).toBe('validation.transferToSelf');
  });

  it('names the minimum transfer and the balance', () => {
    const below = checkTransfer({ to: OTHER, asset: 'USDT', amount: '0.5' }, limits);
    expect(below).toEqual({
      ok: false,
      problems: { amount: { key: 'validation.minimumTransfer', units: E18 } },
    });
    const above = checkTransfer({ to: OTHER, asset: 'USDT', amount: '50.000000000000000001' }, limits);
    expect(above).toEqual({ ok: false, problems: { amount: { key: 'validation.insufficientBalance' } } });
    expect(checkTransfer({ to: OTHER, asset: 'USDT', amount: '50' }, limits).ok).toBe(true);
  });

  it('refuses an asset that cannot be transferred, or has no rule', () => {
    const locked = checkTransfer(
      { to: OTHER, asset: 'UME', amount: '5' },
      { ...limits, rule: { asset: 'UME', transferable: false, minimum: '0' } },
    );
    expect(locked).toEqual({ ok: false, problems: { asset: { key: 'validation.cannotTransfer' } } });
    const unknown = checkTransfer({ to: OTHER, asset: 'MCD', amount: '5' }, { ...limits, rule: undefined });
    expect(unknown.ok).toBe(false);
  });

  it('reports every bad field at once', () => {
    const result = checkTransfer({ to: 'nope', asset: 'USDT', amount: '' }, limits);
    expect(result).toEqual({
      ok: false,
      problems: { to: { key: 'validation.addressInvalid' }, amount: { key: 'validation.amountRequired' } },
    });
    const zero = checkTransfer({ to: OTHER, asset: 'USDT', amount: '0' }, limits);
    expect(zero.ok ? undefined : zero.problems.amount?.key).toBe('validation.amountZero');
    const malformed = checkTransfer({ to: OTHER, asset: 'USDT', amount: '1e3' }, limits);
    expect(malformed.ok ? undefined : malformed.problems.amount?.key).toBe('validation.amountInvalid');
  });
});
