import {
  type Address,
  BaseError,
  createPublicClient,
  ExecutionRevertedError,
  encodeDeployData,
  erc6492SignatureValidatorAbi,
  erc6492SignatureValidatorByteCode,
  type Hex,
  hexToBool,
  http,
  type PublicClient,
} from 'viem';

/**
 * Asks a chain whether a contract wallet signed `hash` (EIP-1271, and EIP-6492 for one not deployed
 * yet). Throws when the chain cannot be reached: that is no answer, not a refusal.
 */
export type ContractSignatureCheck = (input: {
  chainId: number;
  address: Address;
  hash: Hex;
  signature: Hex;
}) => Promise<boolean>;

/** `rpcUrls` maps each allowed chain id to its JSON-RPC endpoint; one client per chain, made when first asked. */
export function contractSignatureCheck(rpcUrls: ReadonlyMap<number, string>): ContractSignatureCheck {
  const clients = new Map<number, PublicClient>();
  const clientFor = (chainId: number): PublicClient => {
    let client = clients.get(chainId);
    if (!client) {
      const url = rpcUrls.get(chainId);
      if (!url) throw new Error(`no RPC endpoint for chain ${chainId}`);
      client = createPublicClient({
        transport: http(url, { timeout: 10_000, retryCount: 2, retryDelay: 150 }),
      });
      clients.set(chainId, client);
    }
    return client;
  };
  return ({ chainId, address, hash, signature }) =>
    verifiedOnChain(clientFor(chainId), address, hash, signature);
}

/**
 * Asks the chain through the deployless ERC-6492 validator (the one viem uses),
 * which calls EIP-1271 `isValidSignature` and first deploys a counterfactual
 * wallet for an EIP-6492 signature. It needs no contract on the chain, so it
 * works on public chains and a local anvil alike. Called directly rather than
 * through viem's `verifyMessage`, which reads an unreachable node as "invalid".
 */
async function verifiedOnChain(client: PublicClient, address: Address, hash: Hex, signature: Hex) {
  try {
    const { data } = await client.call({
      data: encodeDeployData({
        abi: erc6492SignatureValidatorAbi,
        args: [address, hash, signature],
        bytecode: erc6492SignatureValidatorByteCode,
      }),
    });
    return data !== undefined && hexToBool(data);
  } catch (error) {
    // The validator reverts on a signature it cannot accept; anything else means no answer.
    if (error instanceof BaseError && error.walk((cause) => cause instanceof ExecutionRevertedError)) {
      return false;
    }
    throw error;
  }
}
