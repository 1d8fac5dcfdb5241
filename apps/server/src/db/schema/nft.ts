import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { memberAvatars } from './avatars.ts';
import { members } from './members.ts';

const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0 });
const blockNumber = (name: string) => bigint(name, { mode: 'number' });

const CHAIN_IDS = sql.raw('(1, 56)');

/**
 * How far the avatar token watcher has read a chain's avatar contract: every block below
 * `next_block` was confirmed and its Transfer logs recorded. `last_block_hash` is the hash block
 * `next_block - 1` had when it was read, as in `chain_cursor`.
 */
export const nftCursors = pgTable(
  'nft_cursor',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    nextBlock: blockNumber('next_block').notNull(),
    lastBlockHash: text('last_block_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'nft_cursor_pk', columns: [table.chainId, table.contract] }),
    check('nft_cursor_chain_check', sql`${table.chainId} in ${CHAIN_IDS}`),
    check('nft_cursor_block_check', sql`${table.nextBlock} >= 0`),
  ],
);

/**
 * "Move to wallet": the mint voucher the colony signed for an avatar, the latest one. The first
 * voucher pins the avatar to one chain's avatar contract for good, so no avatar can become a
 * token on two chains; a voucher asked for again while it is good is answered again.
 */
export const nftMints = pgTable(
  'nft_mint',
  {
    memberAvatarId: bigint('member_avatar_id', { mode: 'number' })
      .primaryKey()
      .references(() => memberAvatars.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    holder: text('holder').notNull(),
    collection: integer('collection').notNull(),
    /** The voucher's expiry, Unix seconds as signed. */
    expiry: bigint('expiry', { mode: 'number' }).notNull(),
    signature: text('signature').notNull(),
    vouchers: integer('vouchers').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('nft_mint_chain_check', sql`${table.chainId} in ${CHAIN_IDS}`),
    check('nft_mint_vouchers_check', sql`${table.vouchers} >= 1`),
    index('nft_mint_member_idx').on(table.memberId, table.createdAt),
  ],
);

/**
 * Each avatar token as the chain's confirmed Transfer logs leave it: minted (from the zero
 * address) and held by `owner`. `member_avatar_id` is the avatar the token id names, null for an
 * id no avatar has (only a leaked minter key could mint one).
 */
export const nftTokens = pgTable(
  'nft_token',
  {
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    tokenId: uint256('token_id').notNull(),
    memberAvatarId: bigint('member_avatar_id', { mode: 'number' }).references(() => memberAvatars.id),
    owner: text('owner').notNull(),
    mintedAt: timestamp('minted_at', { withTimezone: true }).notNull(),
    mintBlock: blockNumber('mint_block').notNull(),
    mintTxHash: text('mint_tx_hash').notNull(),
    /** The block of the last transfer applied, mint included. */
    lastBlock: blockNumber('last_block').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'nft_token_pk', columns: [table.chainId, table.contract, table.tokenId] }),
    check('nft_token_chain_check', sql`${table.chainId} in ${CHAIN_IDS}`),
    index('nft_token_owner_idx').on(table.owner, table.mintedAt),
    index('nft_token_avatar_idx').on(table.memberAvatarId),
  ],
);

/** Each Transfer log of an avatar token, mints included: its history, once per (chain, transaction, log index). */
export const nftTransfers = pgTable(
  'nft_transfer',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    contract: text('contract').notNull(),
    tokenId: uint256('token_id').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    blockNumber: blockNumber('block_number').notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'nft_transfer_pk', columns: [table.chainId, table.txHash, table.logIndex] }),
    check('nft_transfer_chain_check', sql`${table.chainId} in ${CHAIN_IDS}`),
    index('nft_transfer_token_idx').on(
      table.chainId,
      table.contract,
      table.tokenId,
      table.blockNumber,
      table.logIndex,
    ),
  ],
);
