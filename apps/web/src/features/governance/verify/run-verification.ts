import { ALLOWED_CHAIN_IDS, type AllowedChainId } from '@colony/contract/constants';
import type { PollExportResponse } from '@colony/contract/governance';
import { type VerificationReport, verifyExport } from '@colony/contract/governance-verify';
import { createPublicClient, hashTypedData, http, type PublicClient } from 'viem';
import { verifyHash } from 'viem/actions';
import { rpcUrlOf } from '../../../lib/wallet/rpc-urls.ts';

/** A contract wallet's signature could not be checked: its chain's node did not answer. */
export class ChainUnreachableError extends Error {
  override name = 'ChainUnreachableError';
  constructor(readonly chainId: number) {
    super(`chain ${chainId} did not answer`);
  }
}

const isAllowed = (chainId: number): chainId is AllowedChainId =>
  (ALLOWED_CHAIN_IDS as readonly number[]).includes(chainId);

/**
 * Recomputes the result in the browser from the export alone (governance-verify.ts), loaded only
 * when asked: signatures recovered here, contract wallets' asked of their chain's public node.
 */
export function runVerification(
  data: PollExportResponse,
  onProgress: (done: number, of: number) => void,
): Promise<VerificationReport> {
  const clients = new Map<number, PublicClient>();
  return verifyExport(data, {
    onProgress,
    checkContractSignature: async ({ voter, chainId, typedData, signature }) => {
      if (!isAllowed(chainId)) return false;
      const client = clients.get(chainId) ?? createPublicClient({ transport: http(rpcUrlOf(chainId)) });
      clients.set(chainId, client);
      try {
        return await verifyHash(client, { address: voter, hash: hashTypedData(typedData), signature });
      } catch {
        throw new ChainUnreachableError(chainId);
      }
    },
  });
}
