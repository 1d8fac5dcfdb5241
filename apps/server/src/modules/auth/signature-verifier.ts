import { type Address, type Hex, hashMessage, isAddressEqual } from 'viem';
import { contractSignatureCheck } from '../../chain/contract-signature.ts';
import { type RecoverSigner, recoverHere } from './recovery-pool.ts';

export interface SignedMessage {
  address: Address;
  message: string;
  signature: Hex;
  chainId: number;
}

export interface SignatureVerifier {
  /** True when the signature recovers to the address: an ordinary account signed. */
  recoversLocally(input: SignedMessage): Promise<boolean>;
  /**
   * Asks the chain whether a contract wallet signed (EIP-1271, and EIP-6492 for
   * one not deployed yet). Throws when the chain cannot be reached.
   */
  verifyOnChain(input: SignedMessage): Promise<boolean>;
}

/**
 * `rpcUrls` maps each allowed chain id to its JSON-RPC endpoint; `recover` recovers a signer
 * (on this thread unless given, see `createRecoveryPool`).
 */
export function signatureVerifier(
  rpcUrls: ReadonlyMap<number, string>,
  recover: RecoverSigner = recoverHere,
): SignatureVerifier {
  const onChain = contractSignatureCheck(rpcUrls);
  return {
    recoversLocally: ({ address, message, signature }) => recoversTo(recover, address, message, signature),
    verifyOnChain: ({ address, message, signature, chainId }) =>
      onChain({ chainId, address, hash: hashMessage(message), signature }),
  };
}

async function recoversTo(
  recover: RecoverSigner,
  address: Address,
  message: string,
  signature: Hex,
): Promise<boolean> {
  // Only a plain 65-byte signature can be an ordinary account's.
  if (signature.length !== 132) return false;
  const signer = await recover(message, signature);
  return signer !== null && isAddressEqual(signer, address);
}
