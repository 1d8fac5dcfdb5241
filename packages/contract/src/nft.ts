import { z } from 'zod';
import { pageQuery, pageSchema, wholeNumber } from './envelope-schema.ts';
import { chainId } from './money.ts';

/**
 * Schemas of the avatar tokens' endpoints (docs/nft.md): "Move to wallet" (the mint voucher the
 * colony signs), the member's tokens, and each token's ERC-721 metadata. A token's id is its
 * avatar's id (`id` of /nft/nft_order/index), written in decimal as uint256 values are.
 */

const isoTime = z.string().describe('ISO 8601');
const address = z.string().describe('EIP-55 checksummed address');
const uint256 = z.string().describe('Decimal string of a uint256');

/** The largest avatar id a request may name (a bigint column); larger ids were never issued. */
export const MAX_AVATAR_ID = Number.MAX_SAFE_INTEGER;

/** The member's avatar, which is the token's id once minted. */
export const ownedAvatarId = wholeNumber(1, MAX_AVATAR_ID).describe(
  'The member’s avatar: `id` of /nft/nft_order/index, the token id it mints as',
);

/** The EIP-712 message the colony's minter key signs: `holder` may mint `tokenId` of `collection` before `expiry`. */
export const mintVoucher = z.object({
  tokenId: uint256,
  /** The market collection: the avatar's catalogue id (1 the main avatar, 15-17 alliance, the guides). */
  collection: z.number().int(),
  holder: address,
  /** Unix seconds; the mint must be in a block whose timestamp is below it. */
  expiry: uint256,
});
export type MintVoucherMessage = z.infer<typeof mintVoucher>;

export const eip712Domain = z.object({
  name: z.string(),
  version: z.string(),
  chainId: z.number().int(),
  verifyingContract: address,
});
export type Eip712Domain = z.infer<typeof eip712Domain>;

// ---------------------------------------------------------------------------
// POST /api/nft/Home/mintVoucher: "Move to wallet"

export const mintVoucherRequest = z.object({ id: ownedAvatarId }).strict();
export type MintVoucherRequest = z.input<typeof mintVoucherRequest>;

export const mintVoucherResponse = z.object({
  chainId,
  /** The avatar token the wallet calls `mint(voucher, signature)` on. */
  contract: address,
  domain: eip712Domain,
  voucher: mintVoucher,
  /** The minter's EIP-712 signature of `voucher` under `domain`. */
  signature: z.string(),
  expiresAt: isoTime,
});
export type MintVoucherResponse = z.infer<typeof mintVoucherResponse>;

// ---------------------------------------------------------------------------
// POST /api/nft/Home/getTokens: the signed-in member's avatar tokens

/**
 * pending: a voucher was issued and has not expired, and no mint is indexed yet; expired: the
 * voucher ran out unused (ask for another); the page tracks the wallet's transaction itself.
 */
export const MINT_STATES = ['pending', 'expired'] as const;
export const mintState = z.enum(MINT_STATES);

export const avatarToken = z.object({
  tokenId: uint256,
  /** The avatar's catalogue id (its kind of avatar, the token's collection). */
  avatarId: z.number().int(),
  contract: address,
  chainId,
  /** The time of the block the mint was in. */
  mintedAt: isoTime,
  /** Offered in the NFT market; false until the market is indexed. */
  listed: z.boolean(),
});
export type AvatarToken = z.infer<typeof avatarToken>;

export const pendingMint = z.object({
  tokenId: uint256,
  avatarId: z.number().int(),
  contract: address,
  chainId,
  state: mintState,
  expiresAt: isoTime,
});
export type PendingMint = z.infer<typeof pendingMint>;

export const getTokensRequest = pageQuery.strict();
export type GetTokensRequest = z.input<typeof getTokensRequest>;
export const getTokensResponse = pageSchema(avatarToken).extend({
  /** The member's avatars with a voucher issued and no mint indexed yet, newest first. */
  mints: z.array(pendingMint),
});
export type GetTokensResponse = z.infer<typeof getTokensResponse>;

// ---------------------------------------------------------------------------
// GET /api/nft/metadata/:tokenId and /api/nft/image/:tokenId: ERC-721 metadata, no envelope

/** A token id in a path: decimal digits of an avatar id. */
export const tokenIdParams = z.object({ tokenId: wholeNumber(1, MAX_AVATAR_ID) }).strict();

export const metadataAttribute = z.object({
  trait_type: z.string(),
  value: z.union([z.string(), z.number()]),
  display_type: z.enum(['number']).optional(),
});

/** The ERC-721 metadata JSON schema's fields, with OpenSea's `attributes` and `external_url`. */
export const tokenMetadata = z.object({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  external_url: z.string(),
  attributes: z.array(metadataAttribute),
});
export type TokenMetadata = z.infer<typeof tokenMetadata>;
