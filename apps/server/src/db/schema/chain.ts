import { STABLECOINS } from '@colony/contract/assets';
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';
import { members } from './members.ts';

const units = (name: string) => numeric(name, { precision: 78, scale: 0 });
const blockNumber = (name: string) => bigint(name, { mode: 'number' });

const CHAIN_IDS = sql.raw('(1, 56)');

/**
 * How far the deposit watcher has read a chain: every block below `next_block`
 * was confirmed and its deposits recorded. `last_block_hash` is the hash block
 * `next_block - 1` had when it was read; finding another hash there later means
 * the chain reorganised deeper than the confirmation depth, and the watcher stops.
 */
export const chainCursors = pgTable(
  'chain_cursor',
  {
    chainId: integer('chain_id').primaryKey(),
    nextBlock: blockNumber('next_block').notNull(),
    lastBlockHash: text('last_block_hash'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chain_cursor_chain_check', sql`${table.chainId} in ${CHAIN_IDS}`),
    check('chain_cursor_block_check', sql`${table.nextBlock} >= 0`),
  ],
);

/**
 * Each ERC-20 Transfer log of a configured stablecoin to the treasury, once per
 * (chain, transaction, log index). A sender who is a member is credited by the
 * ledger transfer `transfer_id`; anyone else's is kept uncredited for the record.
 */
export const deposits = pgTable(
  'deposit',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: blockNumber('block_number').notNull(),
    blockHash: text('block_hash').notNull(),
    asset: text('asset').notNull(),
    tokenAddress: text('token_address').notNull(),
    fromAddress: text('from_address').notNull(),
    /** Base units of the token contract. */
    tokenAmount: units('token_amount').notNull(),
    /** Base units of the ledger's asset (scaled up when the token has fewer decimals). */
    amount: units('amount').notNull(),
    memberId: integer('member_id').references(() => members.id),
    transferId: uuid('transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'deposit_pk', columns: [table.chainId, table.txHash, table.logIndex] }),
    check('deposit_chain_check', sql`${table.chainId} in ${CHAIN_IDS}`),
    check('deposit_asset_check', sql`${table.asset} in (${sqlStringList(STABLECOINS)})`),
    check('deposit_amount_check', sql`${table.amount} > 0 and ${table.tokenAmount} > 0`),
    check('deposit_credit_check', sql`(${table.memberId} is null) = (${table.transferId} is null)`),
    index('deposit_member_idx').on(table.memberId, table.createdAt),
  ],
);

export const WITHDRAWAL_STATES = [
  'awaitingApproval',
  'queued',
  'broadcast',
  'completed',
  'failed',
  'rejected',
] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/**
 * A member's withdrawal to their own wallet. `amount` is frozen in full by the
 * pending ledger transfers `hold_id` (amount − fee, to the world) and
 * `fee_hold_id` (the fee), which are posted once the payment is confirmed or
 * voided when it fails or is rejected. Once signed, a withdrawal keeps its
 * hot-wallet nonce for good: any transaction that could pay it uses that nonce,
 * so at most one of them can ever be mined. The signed transaction is recorded
 * before it is broadcast, so a restart sends it again instead of signing anew.
 */
export const withdrawals = pgTable(
  'withdrawal',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    asset: text('asset').notNull(),
    chainId: integer('chain_id').notNull(),
    toAddress: text('to_address').notNull(),
    tokenAddress: text('token_address').notNull(),
    /** Ledger base units frozen: what the member asked for. */
    amount: units('amount').notNull(),
    fee: units('fee').notNull(),
    /** Token base units sent: (amount − fee) in the token's decimals. */
    tokenAmount: units('token_amount').notNull(),
    status: text('status').notNull().$type<WithdrawalState>(),
    /** Why it waits for an operator: noHotWallet, memberDailyLimit, dailyLimit. */
    approvalReason: text('approval_reason'),
    holdId: uuid('hold_id').notNull(),
    feeHoldId: uuid('fee_hold_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The hot wallet that signed it, its nonce, the signed transaction and its hash. */
    fromAddress: text('from_address'),
    nonce: blockNumber('nonce'),
    signedTx: text('signed_tx'),
    txHash: text('tx_hash'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('withdrawal_chain_check', sql`${table.chainId} in ${CHAIN_IDS}`),
    check('withdrawal_asset_check', sql`${table.asset} in (${sqlStringList(STABLECOINS)})`),
    check('withdrawal_status_check', sql`${table.status} in (${sqlStringList(WITHDRAWAL_STATES)})`),
    check(
      'withdrawal_amount_check',
      sql`${table.fee} >= 0 and ${table.amount} > ${table.fee} and ${table.tokenAmount} > 0`,
    ),
    check('withdrawal_fee_hold_check', sql`(${table.feeHoldId} is null) = (${table.fee} = 0)`),
    // Signed means all four are known, and only a signed withdrawal can be on its way or done.
    check(
      'withdrawal_signed_check',
      sql`(${table.nonce} is null) = (${table.signedTx} is null) and (${table.nonce} is null) = (${table.txHash} is null) and (${table.nonce} is null) = (${table.fromAddress} is null)`,
    ),
    check(
      'withdrawal_sent_check',
      sql`${table.status} not in ('broadcast', 'completed') or ${table.nonce} is not null`,
    ),
    uniqueIndex('withdrawal_nonce_idx').on(table.chainId, table.fromAddress, table.nonce),
    uniqueIndex('withdrawal_tx_hash_idx').on(table.chainId, table.txHash),
    index('withdrawal_member_idx').on(table.memberId, table.createdAt),
    index('withdrawal_status_idx').on(table.chainId, table.status),
    index('withdrawal_day_idx').on(table.asset, table.createdAt),
  ],
);

/** The hot wallet's next nonce per chain: the one allocator every signed withdrawal draws from. */
export const hotWalletNonces = pgTable(
  'hot_wallet_nonce',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    nextNonce: blockNumber('next_nonce').notNull(),
  },
  (table) => [
    primaryKey({ name: 'hot_wallet_nonce_pk', columns: [table.chainId, table.address] }),
    check('hot_wallet_nonce_check', sql`${table.nextNonce} >= 0`),
  ],
);
