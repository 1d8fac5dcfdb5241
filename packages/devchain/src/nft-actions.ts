import {
  type Account,
  type Address,
  type Hex,
  type LocalAccount,
  maxUint256,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { devClients } from './clients.ts';
import { DEV_NFT_MINTER } from './dev-keys.ts';
import { COLONY_AVATAR_ABI } from './nft-abi.ts';
import { DEV_AVATAR_TOKEN, DEV_NFT_MARKET } from './nft-contracts.ts';
import {
  avatarDomain,
  type CollectionOffer,
  collectionOfferTypedData,
  type Listing,
  listingTypedData,
  type MintVoucher,
  marketDomain,
  mintVoucherTypedData,
  type Offer,
  offerTypedData,
} from './nft-typed-data.ts';

/**
 * What a wallet does with the avatar token and the market on a local chain, for tests and demos:
 * the colony's minter signing a voucher, a member minting with it, signing orders, approving.
 * Each transaction is awaited until mined and throws when it reverted.
 */

export interface NftContracts {
  rpcUrl: string;
  chainId: number;
  avatar: Address;
  market: Address;
  /** The avatar token's ERC-721 name, part of its EIP-712 domain. */
  avatarName: string;
}

/** The contracts {@link deployDevNftContracts} puts on the local chain. */
export function devNftContracts(rpcUrl: string, chainId = 56): NftContracts {
  return {
    rpcUrl,
    chainId,
    avatar: DEV_AVATAR_TOKEN.address,
    market: DEV_NFT_MARKET.address,
    avatarName: DEV_AVATAR_TOKEN.name,
  };
}

/** The minter's signature of `voucher` (the dev minter key unless another is given). */
export function signMintVoucher(
  contracts: NftContracts,
  voucher: MintVoucher,
  minterKey: Hex = DEV_NFT_MINTER.privateKey,
): Promise<Hex> {
  const domain = avatarDomain(contracts.chainId, contracts.avatar, contracts.avatarName);
  return privateKeyToAccount(minterKey).signTypedData(mintVoucherTypedData(domain, voucher));
}

/** Mints avatar `tokenId` of `collection` to `holder` from the holder's wallet, with a fresh voucher. */
export async function mintAvatar(
  contracts: NftContracts,
  holder: Account,
  tokenId: bigint,
  collection: number,
): Promise<TransactionReceipt> {
  const { publicClient } = devClients(contracts.rpcUrl, holder);
  const block = await publicClient.getBlock();
  const voucher: MintVoucher = {
    tokenId,
    collection,
    holder: holder.address,
    expiry: block.timestamp + 3600n,
  };
  const signature = await signMintVoucher(contracts, voucher);
  return send(contracts.rpcUrl, holder, {
    address: contracts.avatar,
    abi: COLONY_AVATAR_ABI,
    functionName: 'mint',
    args: [voucher, signature],
  });
}

/** Lets the market move all of `holder`'s avatars (what a seller does once before listing). */
export function approveMarketForAvatars(
  contracts: NftContracts,
  holder: Account,
): Promise<TransactionReceipt> {
  return send(contracts.rpcUrl, holder, {
    address: contracts.avatar,
    abi: COLONY_AVATAR_ABI,
    functionName: 'setApprovalForAll',
    args: [contracts.market, true],
  });
}

const ERC20_APPROVE_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

/** Lets the market pull up to `amount` (no limit by default) of `currency` from `payer`. */
export function approveMarketForPayments(
  contracts: NftContracts,
  payer: Account,
  currency: Address,
  amount: bigint = maxUint256,
): Promise<TransactionReceipt> {
  return send(contracts.rpcUrl, payer, {
    address: currency,
    abi: ERC20_APPROVE_ABI,
    functionName: 'approve',
    args: [contracts.market, amount],
  });
}

export function signListing(contracts: NftContracts, seller: LocalAccount, listing: Listing): Promise<Hex> {
  return seller.signTypedData(listingTypedData(marketDomain(contracts.chainId, contracts.market), listing));
}

export function signOffer(contracts: NftContracts, buyer: LocalAccount, offer: Offer): Promise<Hex> {
  return buyer.signTypedData(offerTypedData(marketDomain(contracts.chainId, contracts.market), offer));
}

export function signCollectionOffer(
  contracts: NftContracts,
  buyer: LocalAccount,
  offer: CollectionOffer,
): Promise<Hex> {
  return buyer.signTypedData(
    collectionOfferTypedData(marketDomain(contracts.chainId, contracts.market), offer),
  );
}

/** Sends a contract call from `account`, waits until mined, and throws when it reverted. */
export async function send(
  rpcUrl: string,
  account: Account,
  call: Parameters<ReturnType<typeof devClients>['walletClient']['writeContract']>[0],
): Promise<TransactionReceipt> {
  const { publicClient, walletClient } = devClients(rpcUrl, account);
  const hash = await walletClient.writeContract(call);
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${call.functionName} reverted in ${hash}`);
  return receipt;
}
