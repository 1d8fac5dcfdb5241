import { describe, expect, it } from 'vitest';
import { readLogReference } from './log-reference.ts';

const HASH = `0x${'ab'.repeat(32)}`;

describe('readLogReference', () => {
  it("reads a deposit's chain, transaction and log", () => {
    expect(readLogReference(`56:${HASH}:3`)).toEqual({
      type: 'transaction',
      chainId: 56,
      txHash: HASH,
      logIndex: 3,
    });
  });

  it("shortens a record's id to its first eight digits", () => {
    expect(readLogReference('b2d6a9a4-3c39-4a8e-9d0c-5b0f2c1d4e5f')).toEqual({
      type: 'record',
      id: 'b2d6a9a4-3c39-4a8e-9d0c-5b0f2c1d4e5f',
      short: '#b2d6a9a4',
    });
  });

  it('keeps anything else, such as an airdrop reason, as written', () => {
    for (const text of ['Launch week airdrop', `56:${HASH}`, 'b2d6a9a4', `1:${HASH}:x`]) {
      expect(readLogReference(text)).toEqual({ type: 'note', text });
    }
  });
});
