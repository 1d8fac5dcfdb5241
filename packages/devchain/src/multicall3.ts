import { type Address, createPublicClient, type Hex, http } from 'viem';
import { devTestClient } from './clients.ts';
import { compiledContract } from './compile.ts';

/** Where every public chain (BNB Smart Chain and Ethereum included) has Multicall3, and viem looks for it. */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

/**
 * Puts the Multicall3 of `contracts/Multicall3.sol` at {@link MULTICALL3_ADDRESS} on a local
 * chain, which starts without it, so apps that batch reads through it work there as on the
 * public chains. The code is set with `anvil_setCode`, not deployed: no account sends a
 * transaction, so the dev accounts' nonces (and the addresses of what they deploy) stay as they
 * are. Does nothing when the address already holds that code.
 */
export async function installMulticall3(rpcUrl: string): Promise<Address> {
  const code = await multicall3RuntimeCode(rpcUrl);
  const client = createPublicClient({ transport: http(rpcUrl) });
  if ((await client.getCode({ address: MULTICALL3_ADDRESS })) === code) return MULTICALL3_ADDRESS;
  await devTestClient(rpcUrl).setCode({ address: MULTICALL3_ADDRESS, bytecode: code });
  return MULTICALL3_ADDRESS;
}

/** The code a deployment of Multicall3 would leave: its creation code run by `eth_call`, which answers it. */
async function multicall3RuntimeCode(rpcUrl: string): Promise<Hex> {
  const { bytecode } = await compiledContract('Multicall3');
  const client = createPublicClient({ transport: http(rpcUrl) });
  const { data } = await client.call({ data: bytecode });
  if (!data || data === '0x') throw new Error('running the Multicall3 creation code answered no code');
  return data;
}
