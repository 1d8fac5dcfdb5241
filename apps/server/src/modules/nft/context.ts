import type { Eip712Domain } from '@colony/contract/nft';
import { AVATAR_TOKEN_ABI } from '@colony/contract/nft-voucher';
import { type Address, getAddress, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type AvatarTokenChain, avatarTokenChains } from '../../chain/avatar-token-settings.ts';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { ChainLog } from '../../chain/chain-log.ts';
import type { ChainId } from '../../chain/chain-tokens.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import type { Env } from '../../env.ts';
import { ApiError } from '../../http/api-error.ts';

/** What the avatar token endpoints need from the configuration and the chain. */
export interface NftContext {
  chains: Map<ChainId, AvatarTokenChain>;
  /** Signs mint vouchers; without it "Move to wallet" answers `nftUnavailable`. */
  minterKey: Hex | undefined;
  voucherTtlSeconds: number;
  economy: EconomyConfig;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** The site's origin, where the metadata and images are served. */
  site: () => string;
  /** The avatar token's EIP-712 domain on the chain, once the contract is checked to take this minter's vouchers. */
  domainOf(chainId: ChainId): Promise<Eip712Domain>;
}

/**
 * The chain's node could not be asked: answered 503 `unavailable`, and not kept as the answer of
 * the request's Idempotency-Key (only refusals are), so the same request can be sent again.
 */
export class NodeUnavailableError extends Error {
  readonly statusCode = 503;

  constructor(chainId: number) {
    super(`the node of chain ${chainId} could not be asked`);
    this.name = 'NodeUnavailableError';
  }
}

function readDomainOf(client: ChainClient, address: Address) {
  return client.readContract({ address, abi: AVATAR_TOKEN_ABI, functionName: 'eip712Domain' });
}

export function nftContextOf(
  env: Env,
  economy: EconomyConfig,
  options: {
    now: () => number;
    site: () => string;
    clientOf: (chainId: ChainId) => ChainClient;
    log: ChainLog;
  },
): NftContext {
  const chains = avatarTokenChains(env);
  const minterKey = env.NFT_MINTER_KEY;
  const domains = new Map<ChainId, Promise<Eip712Domain>>();

  /** Reads the contract's own domain and minter: a voucher it would refuse is never handed out. */
  async function readDomain(chain: AvatarTokenChain): Promise<Eip712Domain> {
    if (!minterKey) throw new ApiError('nftUnavailable');
    const client = options.clientOf(chain.chainId);
    let read: [Awaited<ReturnType<typeof readDomainOf>>, Address];
    try {
      read = await Promise.all([
        readDomainOf(client, chain.avatarToken),
        client.readContract({ address: chain.avatarToken, abi: AVATAR_TOKEN_ABI, functionName: 'minter' }),
      ]);
    } catch (error) {
      options.log.error(
        { chainId: chain.chainId, contract: chain.avatarToken, err: error },
        'the avatar token could not be read',
      );
      throw new NodeUnavailableError(chain.chainId);
    }
    const [[, name, version, chainId, verifyingContract], minter] = read;
    const expected = privateKeyToAccount(minterKey).address;
    const problem =
      getAddress(minter) !== expected
        ? `it takes the vouchers of ${minter}, not of NFT_MINTER_KEY's ${expected}`
        : Number(chainId) !== chain.chainId || getAddress(verifyingContract) !== chain.avatarToken
          ? 'its EIP-712 domain names another chain or contract'
          : undefined;
    if (problem) {
      options.log.error(
        { chainId: chain.chainId, contract: chain.avatarToken },
        `the avatar token refuses the colony's vouchers: ${problem}`,
      );
      throw new ApiError('nftUnavailable');
    }
    return { name, version, chainId: chain.chainId, verifyingContract: chain.avatarToken };
  }

  return {
    chains,
    minterKey,
    voucherTtlSeconds: env.NFT_VOUCHER_TTL_SECONDS,
    economy,
    now: options.now,
    site: options.site,
    domainOf(chainId) {
      const chain = chains.get(chainId);
      if (!chain) return Promise.reject(new ApiError('nftUnavailable'));
      let domain = domains.get(chainId);
      if (!domain) {
        domain = readDomain(chain);
        domains.set(chainId, domain);
        // Asked again next time: the node may be back, or the minter rotated to this key.
        domain.catch(() => domains.delete(chainId));
      }
      return domain;
    },
  };
}
