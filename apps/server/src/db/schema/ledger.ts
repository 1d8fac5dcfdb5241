import { ASSETS } from '@colony/contract/assets';
import { LEDGER_KINDS, type LedgerKind } from '@colony/contract/ledger-kinds';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';
import { members } from './members.ts';

/** Base units of any uint256 amount; read as decimal strings. */
const units = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * One balance per (owner, asset): a member's, or a system account such as the
 * treasury. `available` and `frozen` are caches of the journal, updated in the
 * same statement as the transfer that moves them; `ledger:audit` recomputes
 * them. Only accounts marked `may_go_negative` (the outside world and the
 * emission source) can drop below zero: the database refuses it for all others.
 */
export const ledgerAccounts = pgTable(
  'ledger_account',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    memberId: integer('member_id').references(() => members.id),
    systemCode: text('system_code'),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
    available: units('available').notNull().default('0'),
    frozen: units('frozen').notNull().default('0'),
  },
  (table) => [
    check('ledger_account_asset_check', sql`${table.asset} in (${sqlStringList(ASSETS)})`),
    check('ledger_account_owner_check', sql`(${table.memberId} is null) <> (${table.systemCode} is null)`),
    check(
      'ledger_account_member_never_negative_check',
      sql`${table.memberId} is null or not ${table.mayGoNegative}`,
    ),
    check(
      'ledger_account_balance_check',
      sql`${table.mayGoNegative} or (${table.available} >= 0 and ${table.frozen} >= 0)`,
    ),
    unique('ledger_account_member_asset_unique').on(table.memberId, table.asset),
    unique('ledger_account_system_asset_unique').on(table.systemCode, table.asset),
    // Lets transfers reference (account, asset) so both sides are always of the transfer's asset.
    unique('ledger_account_id_asset_unique').on(table.id, table.asset),
  ],
);

/**
 * The journal. A `posted` transfer moves `amount` from the debit account's
 * available balance to the credit account's. A `pending` one moves it into the
 * debit account's frozen balance; exactly one later `post` (to the credit
 * account) or `void` (back to available) transfer names it in `pending_id`.
 * Rows are never updated or deleted (a trigger refuses it); corrections are new
 * transfers.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfer',
  {
    id: uuid('id').primaryKey(),
    /** Increasing insertion order, for stable paging of the journal. */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    asset: text('asset').notNull(),
    debitAccountId: integer('debit_account_id').notNull(),
    creditAccountId: integer('credit_account_id').notNull(),
    amount: units('amount').notNull(),
    phase: text('phase').notNull().$type<TransferPhase>(),
    pendingId: uuid('pending_id'),
    /** Transfers committed together (the legs of one exchange) share it. */
    linkId: uuid('link_id'),
    /** One of the contract's `LEDGER_KINDS`: the code refuses any other, and so does the check. */
    kind: text('kind').notNull().$type<LedgerKind>(),
    /**
     * What the transfer belongs to (a withdrawal's id, a sale's link id, a deposit's log). Null only
     * in rows from before every writer named one: the check is NOT VALID, so it holds for new rows.
     */
    reference: text('reference'),
    /** Available balances of both accounts right after this transfer, for statements. */
    debitAvailableAfter: units('debit_available_after').notNull(),
    creditAvailableAfter: units('credit_available_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transfer_amount_check', sql`${table.amount} > 0`),
    check('ledger_transfer_accounts_check', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    check('ledger_transfer_phase_check', sql`${table.phase} in ('posted', 'pending', 'post', 'void')`),
    check(
      'ledger_transfer_pending_check',
      sql`(${table.phase} in ('post', 'void')) = (${table.pendingId} is not null)`,
    ),
    check('ledger_transfer_kind_check', sql`${table.kind} in (${sqlStringList(LEDGER_KINDS)})`),
    check(
      'ledger_transfer_reference_check',
      sql`${table.reference} is not null and ${table.reference} <> ''`,
    ),
    foreignKey({
      name: 'ledger_transfer_debit_fk',
      columns: [table.debitAccountId, table.asset],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.asset],
    }),
    foreignKey({
      name: 'ledger_transfer_credit_fk',
      columns: [table.creditAccountId, table.asset],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.asset],
    }),
    foreignKey({
      name: 'ledger_transfer_pending_fk',
      columns: [table.pendingId],
      foreignColumns: [table.id],
    }),
    // A pending transfer is posted or voided once, never both, never twice.
    uniqueIndex('ledger_transfer_pending_once_idx').on(table.pendingId),
    uniqueIndex('ledger_transfer_seq_idx').on(table.seq),
    index('ledger_transfer_debit_idx').on(table.debitAccountId, table.seq),
    index('ledger_transfer_credit_idx').on(table.creditAccountId, table.seq),
  ],
);

export type TransferPhase = 'posted' | 'pending' | 'post' | 'void';

/**
 * Running totals of each account per ledger kind: what it received and paid in completed
 * movements (`posted` and `post`; a pending transfer counts once posted, a voided one never).
 * Updated in the same statement as the journal row, so income and redemption totals are one row
 * read however long the journal grows; `ledger:audit` recomputes them from the journal.
 */
export const ledgerKindTotals = pgTable(
  'ledger_kind_total',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    kind: text('kind').notNull(),
    received: units('received').notNull().default('0'),
    paid: units('paid').notNull().default('0'),
  },
  (table) => [
    primaryKey({ name: 'ledger_kind_total_pk', columns: [table.accountId, table.kind] }),
    // Every account's total of one kind (the team fold's buy-backs), without reading every other kind.
    index('ledger_kind_total_kind_idx').on(table.kind),
  ],
);

/**
 * Answers of writes sent with an `Idempotency-Key`, per member: the same key
 * with the same body gets the stored answer; with another body, a conflict.
 * The row is written in the same transaction as the write it answers.
 */
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_key_pk', columns: [table.memberId, table.key] })],
);
