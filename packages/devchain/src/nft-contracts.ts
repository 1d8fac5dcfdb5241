import { type Address, getAddress, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { devClients, devTestClient } from './clients.ts';
import { deployContract } from './deploy.ts';
import { DEV_NFT_DEPLOYER, DEV_NFT_MINTER, DEV_TREASURY } from './dev-keys.ts';
import { COLONY_AVATAR_ABI, COLONY_MARKET_ABI } from './nft-abi.ts';
import { DEV_TOKENS } from './tokens.ts';

/**
 * The avatar token and the market on the local chain: the first two contracts of
 * {@link DEV_NFT_DEPLOYER}, an account nothing else sends from, so a fresh chain always has them
 * at these addresses (CREATE: keccak(rlp(deployer, nonce))), whatever their code.
 */
export const DEV_AVATAR_TOKEN = {
  address: '0x17F24D3b8Bc1150553b54Da30B4d993AcB889212',
  name: 'Colony Avatar',
  symbol: 'AVATAR',
  nonce: 0,
} as const;

export const DEV_NFT_MARKET = {
  address: '0x51Bb5928dDbE14344FB71e5db06974390CEC2Fba',
  nonce: 1,
} as const;

/** Where the local avatars' `tokenURI` points: the metadata endpoint of a server on its default port. */
export const DEV_AVATAR_BASE_URI = 'http://localhost:8080/api/nft/metadata/';

/** The royalty of a sale the treasury receives, in basis points (2.5%). */
export const DEV_ROYALTY_BPS = 250;

export interface DevNftSetup {
  avatar: Address;
  market: Address;
  /** The key whose vouchers mint ({@link DEV_NFT_MINTER}). */
  minter: Address;
  /** The contracts' owner, who may rotate the minter, the base URI and the royalty receiver. */
  owner: Address;
  royaltyReceiver: Address;
  royaltyBps: number;
}

/**
 * Deploys the avatar token and the market at their fixed addresses, skipping those already there.
 * The avatar token's minter is {@link DEV_NFT_MINTER}, its royalty goes to the dev treasury; the
 * market trades it in the test USDT and USDC, so deploy the test tokens first.
 */
export async function deployDevNftContracts(
  rpcUrl: string,
  baseUri: string = DEV_AVATAR_BASE_URI,
): Promise<DevNftSetup> {
  const deployer = privateKeyToAccount(DEV_NFT_DEPLOYER.privateKey);
  const { publicClient } = devClients(rpcUrl, deployer);
  const hasCode = async (address: Address) => {
    const code = await publicClient.getCode({ address });
    return code !== undefined && code !== '0x';
  };
  for (const token of [DEV_TOKENS.USDT, DEV_TOKENS.USDC]) {
    if (!(await hasCode(token.address))) {
      throw new Error(
        `the market trades the test ${token.symbol}, which is not deployed: deploy the test tokens first`,
      );
    }
  }
  if ((await publicClient.getBalance({ address: deployer.address })) < parseEther('1')) {
    await devTestClient(rpcUrl).setBalance({ address: deployer.address, value: parseEther('100') });
  }

  const deployments = [
    {
      ...DEV_AVATAR_TOKEN,
      contract: 'ColonyAvatar',
      args: [
        DEV_AVATAR_TOKEN.name,
        DEV_AVATAR_TOKEN.symbol,
        baseUri,
        DEV_NFT_MINTER.address,
        DEV_TREASURY.address,
        DEV_ROYALTY_BPS,
        deployer.address,
      ],
    },
    {
      ...DEV_NFT_MARKET,
      contract: 'ColonyMarket',
      args: [DEV_AVATAR_TOKEN.address, DEV_TOKENS.USDT.address, DEV_TOKENS.USDC.address],
    },
  ] as const;
  for (const deployment of deployments) {
    if (await hasCode(deployment.address)) continue;
    const nonce = await publicClient.getTransactionCount({ address: deployer.address });
    if (nonce !== deployment.nonce) {
      throw new Error(
        `${deployment.contract} belongs at ${deployment.address}, the NFT deployer's nonce ${deployment.nonce}, but it has sent ${nonce} transactions`,
      );
    }
    const address = await deployContract({
      rpcUrl,
      name: deployment.contract,
      args: deployment.args,
      account: deployer,
    });
    if (address !== deployment.address) {
      throw new Error(`${deployment.contract} landed at ${address}, not ${deployment.address}`);
    }
  }

  const [symbol, avatars] = await Promise.all([
    publicClient.readContract({
      address: DEV_AVATAR_TOKEN.address,
      abi: COLONY_AVATAR_ABI,
      functionName: 'symbol',
    }),
    publicClient.readContract({
      address: DEV_NFT_MARKET.address,
      abi: COLONY_MARKET_ABI,
      functionName: 'avatars',
    }),
  ]);
  if (symbol !== DEV_AVATAR_TOKEN.symbol || getAddress(avatars) !== DEV_AVATAR_TOKEN.address) {
    throw new Error(
      'the avatar token or the market address holds another contract: start from a fresh chain',
    );
  }
  return {
    avatar: DEV_AVATAR_TOKEN.address,
    market: DEV_NFT_MARKET.address,
    minter: DEV_NFT_MINTER.address,
    owner: deployer.address,
    royaltyReceiver: DEV_TREASURY.address,
    royaltyBps: DEV_ROYALTY_BPS,
  };
}

/**
 * The server settings for the avatar token and the market of a chain prepared by
 * {@link deployDevNftContracts}: their addresses on chain 56, the minter key that signs vouchers, and
 * the token watcher's first block.
 */
export function devNftServerEnv(): Record<string, string> {
  return {
    AVATAR_TOKEN_ADDRESS_56: DEV_AVATAR_TOKEN.address,
    NFT_MARKET_ADDRESS_56: DEV_NFT_MARKET.address,
    NFT_MINTER_KEY: DEV_NFT_MINTER.privateKey,
    // The local chain is short and its node may keep no past state to find the deployment in.
    AVATAR_TOKEN_START_BLOCK_56: '0',
  };
}
