import type { Address, Hex, TypedDataDefinition } from 'viem';
import { signTypedData as wagmiSignTypedData } from 'wagmi/actions';
import { wagmiConfig } from './wagmi-config.ts';

/**
 * Has the connected wallet sign EIP-712 typed data (`eth_signTypedData_v4`) as `account`: nothing
 * is sent to a chain and it costs no gas. A declined signature rejects with code 4001.
 */
export function signTypedData(typedData: TypedDataDefinition, account: Address): Promise<Hex> {
  return wagmiSignTypedData(wagmiConfig, { ...typedData, account } as Parameters<
    typeof wagmiSignTypedData
  >[1]);
}
