import { describe, expect, it } from 'vitest';
import type { Connector } from 'wagmi';
import { walletChoices } from './wallet-choices.ts';

const connector = (id: string, name = id) => ({ id, name, uid: `uid-${id}` }) as unknown as Connector;
const ids = (list: Connector[]) => list.map((item) => item.id);

describe('walletChoices', () => {
  it('lists the wallets that announced themselves and leaves out window.ethereum, which is one of them again', () => {
    const list = [connector('injected'), connector('io.metamask'), connector('com.okex.wallet')];
    expect(ids(walletChoices(list, undefined, true))).toEqual(['io.metamask', 'com.okex.wallet']);
  });

  it('puts the wallet used last first', () => {
    const list = [connector('injected'), connector('io.metamask'), connector('com.okex.wallet')];
    expect(ids(walletChoices(list, 'com.okex.wallet', true))).toEqual(['com.okex.wallet', 'io.metamask']);
  });

  it('falls back to window.ethereum when no wallet announced itself', () => {
    expect(ids(walletChoices([connector('injected')], undefined, true))).toEqual(['injected']);
  });

  it('offers nothing when the browser has no wallet at all', () => {
    expect(walletChoices([connector('injected')], 'injected', false)).toEqual([]);
  });
});
