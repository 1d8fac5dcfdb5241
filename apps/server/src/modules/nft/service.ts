import type { PageQuery } from '@colony/contract/envelope-schema';
import type { GetTokensResponse, MintVoucherResponse } from '@colony/contract/nft';
import { MINT_VOUCHER_TYPES } from '@colony/contract/nft-voucher';
import { type Address, getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainId } from '../../chain/chain-tokens.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { AuthenticatedSession } from '../auth/service.ts';
import type { NftContext } from './context.ts';
import {
  findMint,
  heldAvatar,
  isMinted,
  lockOrCreateMint,
  type MintRow,
  renewMint,
  tokensOf,
  unmintedVouchers,
} from './queries.ts';

/**
 * "Move to wallet": the mint voucher for an avatar the member holds and that is not a token yet,
 * signed by the minter key under the avatar token's own EIP-712 domain, for the member's address.
 * The first voucher pins the avatar to its chain's contract; while a voucher has more than half
 * its life left it is answered again, so repeated and parallel requests get the same one.
 */
export async function issueMintVoucher(
  tx: Db,
  context: NftContext,
  member: AuthenticatedSession,
  id: number,
): Promise<MintVoucherResponse> {
  const { minterKey } = context;
  const [firstChain] = context.chains.values();
  if (!minterKey || !firstChain) throw new ApiError('nftUnavailable');
  const avatar = await heldAvatar(tx, member.memberId, id);
  if (!avatar) throw new ApiError('nftAvatarNotHeld');
  if (await isMinted(tx, avatar.id)) throw new ApiError('nftAlreadyMinted');

  const pinned = await findMint(tx, avatar.id);
  const chain = pinned ? context.chains.get(pinned.chainId as ChainId) : firstChain;
  if (!chain || (pinned && getAddress(pinned.contract) !== chain.avatarToken)) {
    throw new ApiError('nftUnavailable');
  }
  const domain = await context.domainOf(chain.chainId);
  const holder = getAddress(member.address);
  const nowSeconds = Math.floor(context.now() / 1000);
  const sign = async (expiry: number) =>
    privateKeyToAccount(minterKey).signTypedData({
      domain: { ...domain, verifyingContract: getAddress(domain.verifyingContract) },
      types: MINT_VOUCHER_TYPES,
      primaryType: 'MintVoucher',
      message: { tokenId: BigInt(avatar.id), collection: avatar.avatarId, holder, expiry: BigInt(expiry) },
    });

  const expiry = nowSeconds + context.voucherTtlSeconds;
  const { row, created } = await lockOrCreateMint(tx, {
    memberAvatarId: avatar.id,
    memberId: member.memberId,
    chainId: chain.chainId,
    contract: chain.avatarToken,
    holder,
    collection: avatar.avatarId,
    expiry,
    signature: await sign(expiry),
  });
  const live =
    created ||
    (row.holder === holder &&
      row.memberId === member.memberId &&
      row.collection === avatar.avatarId &&
      row.expiry - nowSeconds > context.voucherTtlSeconds / 2);
  const voucher = live
    ? row
    : await renewMint(tx, avatar.id, {
        memberId: member.memberId,
        holder,
        collection: avatar.avatarId,
        expiry,
        signature: await sign(expiry),
      });
  return voucherResponse(voucher, domain);
}

function voucherResponse(row: MintRow, domain: MintVoucherResponse['domain']): MintVoucherResponse {
  return {
    chainId: row.chainId as ChainId,
    contract: row.contract,
    domain,
    voucher: {
      tokenId: row.memberAvatarId.toString(),
      collection: row.collection,
      holder: row.holder,
      expiry: row.expiry.toString(),
    },
    signature: row.signature,
    expiresAt: new Date(row.expiry * 1000).toISOString(),
  };
}

/** The tokens the member's address holds on chain, and the avatars with a voucher not minted yet. */
export async function memberTokens(
  db: Db,
  context: NftContext,
  member: AuthenticatedSession,
  page: PageQuery,
): Promise<GetTokensResponse> {
  const owner: Address = getAddress(member.address);
  const [tokens, vouchers] = await Promise.all([
    tokensOf(db, owner, { limit: page.limit, offset: (page.page - 1) * page.limit }),
    unmintedVouchers(db, member.memberId),
  ]);
  const nowSeconds = context.now() / 1000;
  return {
    list: tokens.list.map((token) => ({
      tokenId: token.tokenId,
      avatarId: token.avatarId,
      contract: token.contract,
      chainId: token.chainId as ChainId,
      mintedAt: token.mintedAt.toISOString(),
      // The market's listings are not indexed yet.
      listed: false,
    })),
    total: tokens.total,
    page: page.page,
    limit: page.limit,
    mints: vouchers.map((voucher) => ({
      tokenId: voucher.memberAvatarId.toString(),
      avatarId: voucher.avatarId,
      contract: voucher.contract,
      chainId: voucher.chainId as ChainId,
      state: voucher.expiry > nowSeconds ? 'pending' : 'expired',
      expiresAt: new Date(voucher.expiry * 1000).toISOString(),
    })),
  };
}
