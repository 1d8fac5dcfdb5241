import { type Abi, type Account, type Address, BaseError, ContractFunctionRevertedError } from 'viem';
import { devClients } from './clients.ts';

export interface Revert {
  /** The custom error's name, or `Error` for a `require` message, or `unknown` with its selector. */
  name: string;
  args: readonly unknown[];
}

/**
 * How a contract call from `account` reverts, found by simulating it (so nothing is written), or
 * `undefined` when it would succeed. `abi` should hold the errors of every contract the call
 * passes through (the market bubbles up the avatar token's and the currency's).
 */
export async function revertOf(
  rpcUrl: string,
  account: Account,
  call: { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] },
): Promise<Revert | undefined> {
  const { publicClient } = devClients(rpcUrl, account);
  try {
    await publicClient.simulateContract({ ...call, account, args: call.args ?? [] });
    return undefined;
  } catch (error) {
    if (!(error instanceof BaseError)) throw error;
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (!(reverted instanceof ContractFunctionRevertedError)) throw error;
    if (reverted.data) return { name: reverted.data.errorName, args: reverted.data.args ?? [] };
    if (reverted.reason !== undefined) return { name: 'Error', args: [reverted.reason] };
    return { name: 'unknown', args: [reverted.signature ?? reverted.raw] };
  }
}
