import { parseAbi, parseUnits, type TransactionReceipt } from 'viem';
import { devClients, devTestClient } from './clients.ts';
import { DEV_TREASURY, devAccount } from './dev-keys.ts';
import { COLONY_AVATAR_ABI, COLONY_MARKET_ABI } from './nft-abi.ts';
import {
  approveMarketForAvatars,
  approveMarketForPayments,
  devNftContracts,
  mintAvatar,
  send,
  signCollectionOffer,
  signListing,
  signOffer,
} from './nft-actions.ts';
import { DEV_ROYALTY_BPS } from './nft-contracts.ts';
import { DEV_TOKENS, mintTestToken } from './tokens.ts';

export interface MarketGas {
  /** Gas of one `fillListing`. */
  fill: bigint;
  acceptOffer: bigint;
  acceptCollectionOffer: bigint;
  /** The same moves as three plain transactions: the avatar, the royalty and the seller's share. */
  direct: { avatar: bigint; royalty: bigint; seller: bigint; total: bigint };
  /** fill / direct.total. */
  ratio: number;
  /** The same, leaving out the 21,000 every transaction pays before it runs (one for the fill, three direct). */
  ratioBeyondBase: number;
}

const ERC20_TRANSFER = parseAbi(['function transfer(address to, uint256 value) returns (bool)']);
const BASE_GAS = 21_000n;

/**
 * Measures the market's fills on a local chain prepared by `deployDevTokens` and
 * `deployDevNftContracts`, beside the same avatar transfer and USDT payments done directly, each
 * from the same chain state (a snapshot taken before and restored after each). The treasury
 * and the seller already hold USDT, as they will in use.
 */
export async function measureMarketGas(rpcUrl: string): Promise<MarketGas> {
  const contracts = devNftContracts(rpcUrl);
  const test = devTestClient(rpcUrl);
  const seller = devAccount(8);
  const buyer = devAccount(9);
  const tokenId = 900_001n;
  const price = parseUnits('100', 18);
  const royalty = (price * BigInt(DEV_ROYALTY_BPS)) / 10_000n;
  const usdt = DEV_TOKENS.USDT.address;

  const prepared = await test.snapshot();
  try {
    await mintAvatar(contracts, seller, tokenId, 1);
    await approveMarketForAvatars(contracts, seller);
    await approveMarketForPayments(contracts, buyer, usdt);
    await mintTestToken({ rpcUrl, token: usdt, to: DEV_TREASURY.address, amount: 1n });
    const { publicClient } = devClients(rpcUrl);
    const expiry = (await publicClient.getBlock()).timestamp + 3600n;
    const terms = { token: contracts.avatar, tokenId, currency: usdt, price, expiry, salt: 1n, counter: 0n };

    /** Runs `moves` from the current state, then puts the chain back; the gas they used. */
    const measure = async (moves: () => Promise<TransactionReceipt[]>) => {
      const before = await test.snapshot();
      try {
        const receipts = await moves();
        return receipts.map((receipt) => receipt.gasUsed);
      } finally {
        await test.revert({ id: before });
      }
    };
    const market = (from: typeof buyer, functionName: string, args: readonly unknown[]) =>
      send(rpcUrl, from, { address: contracts.market, abi: COLONY_MARKET_ABI, functionName, args } as never);

    const listing = { seller: seller.address, ...terms };
    const [fill = 0n] = await measure(async () => [
      await market(buyer, 'fillListing', [listing, await signListing(contracts, seller, listing)]),
    ]);
    const offer = { buyer: buyer.address, ...terms };
    const [acceptOffer = 0n] = await measure(async () => [
      await market(seller, 'acceptOffer', [offer, await signOffer(contracts, buyer, offer)]),
    ]);
    const { tokenId: _, ...collectionTerms } = terms;
    const collectionOffer = { buyer: buyer.address, ...collectionTerms, collection: 1 };
    const [acceptCollectionOffer = 0n] = await measure(async () => [
      await market(seller, 'acceptCollectionOffer', [
        collectionOffer,
        await signCollectionOffer(contracts, buyer, collectionOffer),
        tokenId,
      ]),
    ]);
    const [avatar = 0n, royaltyGas = 0n, sellerGas = 0n] = await measure(async () => [
      await send(rpcUrl, seller, {
        address: contracts.avatar,
        abi: COLONY_AVATAR_ABI,
        functionName: 'transferFrom',
        args: [seller.address, buyer.address, tokenId],
      }),
      await send(rpcUrl, buyer, {
        address: usdt,
        abi: ERC20_TRANSFER,
        functionName: 'transfer',
        args: [DEV_TREASURY.address, royalty],
      }),
      await send(rpcUrl, buyer, {
        address: usdt,
        abi: ERC20_TRANSFER,
        functionName: 'transfer',
        args: [seller.address, price - royalty],
      }),
    ]);
    const total = avatar + royaltyGas + sellerGas;
    return {
      fill,
      acceptOffer,
      acceptCollectionOffer,
      direct: { avatar, royalty: royaltyGas, seller: sellerGas, total },
      ratio: Number(fill) / Number(total),
      ratioBeyondBase: Number(fill - BASE_GAS) / Number(total - 3n * BASE_GAS),
    };
  } finally {
    await test.revert({ id: prepared });
  }
}

/** The figures of {@link measureMarketGas} as lines of text. */
export function describeMarketGas(gas: MarketGas): string {
  const row = (label: string, value: bigint) =>
    `  ${label.padEnd(44)}${value.toLocaleString('en').padStart(10)}`;
  return [
    'gas of one sale (USDT, 2.5% royalty to the treasury)',
    row('fillListing', gas.fill),
    row('acceptOffer', gas.acceptOffer),
    row('acceptCollectionOffer', gas.acceptCollectionOffer),
    row('direct: avatar transferFrom', gas.direct.avatar),
    row('direct: USDT transfer, royalty to treasury', gas.direct.royalty),
    row('direct: USDT transfer, rest to seller', gas.direct.seller),
    row('direct: the three together', gas.direct.total),
    `  fill / direct ${gas.ratio.toFixed(2)}x; beyond each transaction's 21,000 base ${gas.ratioBeyondBase.toFixed(2)}x`,
  ].join('\n');
}
