import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Anvil, startAnvil } from './anvil.ts';
import { describeMarketGas, measureMarketGas } from './market-gas.ts';
import { deployDevNftContracts } from './nft-contracts.ts';
import { deployDevTokens } from './tokens.ts';

describe('gas of a market sale', () => {
  let anvil: Anvil;

  beforeAll(async () => {
    anvil = await startAnvil();
    await deployDevTokens(anvil.rpcUrl);
    await deployDevNftContracts(anvil.rpcUrl);
  }, 120_000);
  afterAll(async () => {
    await anvil?.stop();
  });

  it('is at most 1.5 times the same transfer and payments done directly', async () => {
    const gas = await measureMarketGas(anvil.rpcUrl);
    process.stdout.write(`${describeMarketGas(gas)}\n`);
    expect(gas.direct.total).toBeGreaterThan(0n);
    // A sale done directly is three transactions (the seller sends the avatar, the buyer pays the
    // treasury and the seller); the fill is one. Beyond each transaction's base cost the fill spends
    // more (its order's status, its signature, the royalty lookup, the received-amount checks):
    // printed, not bounded.
    expect(gas.ratio).toBeLessThanOrEqual(1.5);
  });
});
