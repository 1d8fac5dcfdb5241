import { OPERATOR_ROLES, type OperatorRole } from '@colony/contract/operators';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';

/**
 * The operators and their roles. `OPERATOR_ADDRESSES` seeds owners the first time each address is
 * seen; after that the owners add and remove operators. A removed operator keeps their row (with
 * `removed_at`), so a restart with the address still configured does not bring them back.
 */
export const operators = pgTable(
  'operator',
  {
    /** EIP-55 checksummed, like members' addresses. */
    address: text('address').primaryKey(),
    role: text('role').notNull().$type<OperatorRole>(),
    /** Null for an owner seeded from `OPERATOR_ADDRESSES`. */
    addedBy: text('added_by'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: text('removed_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    check('operator_role_check', sql`${table.role} in (${sqlStringList(OPERATOR_ROLES)})`),
    check('operator_address_check', sql`${table.address} ~ '^0x[0-9a-fA-F]{40}$'`),
  ],
);

/**
 * Everything operators did, appended in the same transaction as the action and never changed
 * (triggers refuse UPDATE, DELETE and TRUNCATE, like the journal). A request sent again with its
 * idempotency key is answered from the stored answer without running again, so it adds nothing.
 */
export const operatorActions = pgTable(
  'operator_action',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    operator: text('operator').notNull(),
    role: text('role').notNull().$type<OperatorRole>(),
    /** The endpoint's operation, e.g. `admin.Airdrop.grant`. */
    action: text('action').notNull(),
    before: jsonb('before'),
    request: jsonb('request'),
    after: jsonb('after'),
    requestId: text('request_id').notNull(),
    /** The request's `Idempotency-Key`, when it had one: one entry per key and operator. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('operator_action_key_unique').on(table.operator, table.idempotencyKey),
    index('operator_action_operator_idx').on(table.operator, table.id),
    index('operator_action_action_idx').on(table.action, table.id),
  ],
);
