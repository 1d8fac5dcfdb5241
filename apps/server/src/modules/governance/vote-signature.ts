import type { VoteTypedData } from '@colony/contract/governance-signing';
import { type Address, type Hex, hashTypedData, isAddressEqual, recoverAddress } from 'viem';
import type { ContractSignatureCheck } from '../../chain/contract-signature.ts';

/** Recovers the signer of a digest; null when the signature recovers to none. */
export type RecoverDigest = (hash: Hex, signature: Hex) => Promise<Address | null>;

export const recoverDigestHere: RecoverDigest = async (hash, signature) => {
  try {
    return await recoverAddress({ hash, signature });
  } catch {
    return null;
  }
};

export interface VoteSignatureVerifier {
  /**
   * Whether `voter` signed the vote: recovered locally for an ordinary account, otherwise asked of
   * the vote's chain for a contract wallet (EIP-1271, EIP-6492). Throws when that chain cannot be
   * reached.
   */
  signed(input: { typedData: VoteTypedData; voter: Address; signature: Hex }): Promise<boolean>;
}

/** `recover` may run on worker threads (the server's recovery pool); `onChain` asks the chain's node. */
export function voteSignatureVerifier(options: {
  recover?: RecoverDigest;
  onChain: ContractSignatureCheck;
}): VoteSignatureVerifier {
  const recover = options.recover ?? recoverDigestHere;
  return {
    async signed({ typedData, voter, signature }) {
      const hash = hashTypedData(typedData);
      // Only a plain 65-byte signature can be an ordinary account's.
      if (signature.length === 132) {
        const signer = await recover(hash, signature);
        if (signer !== null && isAddressEqual(signer, voter)) return true;
      }
      return options.onChain({ chainId: typedData.domain.chainId, address: voter, hash, signature });
    },
  };
}
