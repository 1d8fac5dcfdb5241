import type { Address, TypedDataDomain } from 'viem';

/**
 * The EIP-712 messages of the avatar token and its market, as a wallet signs them (viem's
 * `signTypedData`) and the contracts check them. Field for field the structs of
 * `contracts/ColonyAvatar.sol` and `contracts/ColonyMarket.sol`; times are Unix seconds, and an
 * order or voucher is good while the block's timestamp is below its `expiry`.
 */

/** The colony's minter key lets `holder` mint avatar `tokenId` (of market `collection`) itself. */
export type MintVoucher = {
  tokenId: bigint;
  collection: number;
  holder: Address;
  expiry: bigint;
};

/** A seller's offer of one avatar at a price; any buyer may fill it. */
export type Listing = {
  seller: Address;
  token: Address;
  tokenId: bigint;
  currency: Address;
  price: bigint;
  expiry: bigint;
  salt: bigint;
  counter: bigint;
};

/** A buyer's bid for one avatar; its holder may accept it. */
export type Offer = {
  buyer: Address;
  token: Address;
  tokenId: bigint;
  currency: Address;
  price: bigint;
  expiry: bigint;
  salt: bigint;
  counter: bigint;
};

/** A buyer's bid for any one avatar of a collection; a holder of one may accept it. */
export type CollectionOffer = {
  buyer: Address;
  token: Address;
  collection: number;
  currency: Address;
  price: bigint;
  expiry: bigint;
  salt: bigint;
  counter: bigint;
};

export const MINT_VOUCHER_TYPES = {
  MintVoucher: [
    { name: 'tokenId', type: 'uint256' },
    { name: 'collection', type: 'uint32' },
    { name: 'holder', type: 'address' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const;

const ORDER_TAIL = [
  { name: 'currency', type: 'address' },
  { name: 'price', type: 'uint256' },
  { name: 'expiry', type: 'uint256' },
  { name: 'salt', type: 'uint256' },
  { name: 'counter', type: 'uint256' },
] as const;

export const LISTING_TYPES = {
  Listing: [
    { name: 'seller', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    ...ORDER_TAIL,
  ],
} as const;

export const OFFER_TYPES = {
  Offer: [
    { name: 'buyer', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    ...ORDER_TAIL,
  ],
} as const;

export const COLLECTION_OFFER_TYPES = {
  CollectionOffer: [
    { name: 'buyer', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'collection', type: 'uint32' },
    ...ORDER_TAIL,
  ],
} as const;

/** The avatar contract's EIP-712 domain: its ERC-721 name, version 1 (also read by its `eip712Domain()`). */
export function avatarDomain(chainId: number, avatar: Address, name: string): TypedDataDomain {
  return { name, version: '1', chainId, verifyingContract: avatar };
}

/** The market's EIP-712 domain. */
export function marketDomain(chainId: number, market: Address): TypedDataDomain {
  return { name: 'Colony Market', version: '1', chainId, verifyingContract: market };
}

/** What the minter key signs for `voucher` (pass to `signTypedData` or `hashTypedData`). */
export function mintVoucherTypedData(domain: TypedDataDomain, voucher: MintVoucher) {
  return { domain, types: MINT_VOUCHER_TYPES, primaryType: 'MintVoucher', message: voucher } as const;
}

export function listingTypedData(domain: TypedDataDomain, listing: Listing) {
  return { domain, types: LISTING_TYPES, primaryType: 'Listing', message: listing } as const;
}

export function offerTypedData(domain: TypedDataDomain, offer: Offer) {
  return { domain, types: OFFER_TYPES, primaryType: 'Offer', message: offer } as const;
}

export function collectionOfferTypedData(domain: TypedDataDomain, offer: CollectionOffer) {
  return { domain, types: COLLECTION_OFFER_TYPES, primaryType: 'CollectionOffer', message: offer } as const;
}

/** An order's status in `ColonyMarket.orderStatus`, by the digest its maker signed (its order hash). */
export const ORDER_STATUS = { open: 0, filled: 1, cancelled: 2 } as const;

/** `ColonyMarket.OrderKind`, as `OrderFilled` and `OrderCancelled` report it. */
export const ORDER_KIND = { listing: 0, offer: 1, collectionOffer: 2 } as const;
