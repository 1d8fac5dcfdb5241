import { STABLECOINS } from '@colony/contract/assets';
import { AVATAR_KINDS, ORDER_FAILURES, ORDER_STATUSES } from '@colony/contract/avatars';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';
import { members } from './members.ts';

const units = (name: string) => numeric(name, { precision: 78, scale: 0 });

/** Arrival order of queue entries across the colony: served first come, first served. */
export const avatarQueueSeq = pgSequence('avatar_queue_seq');

/**
 * A purchase of a catalogue avatar: paid at once from the balance, queued with the price frozen
 * (`pending_transfer_id`) until a settlement serves or expires it, or waiting for the deposit of a
 * wallet payment (`payment_tx_hash`). The catalogue terms are copied onto the avatar it makes.
 */
export const avatarOrders = pgTable(
  'avatar_order',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Catalogue id (economy config). */
    avatarId: integer('avatar_id').notNull(),
    /** The catalogue kind at the time of the order: guides count against the member's limit. */
    avatarKind: text('avatar_kind').notNull(),
    asset: text('asset').notNull(),
    amount: units('amount').notNull(),
    status: text('status').notNull(),
    /** Arrival in the queue (`avatar_queue_seq`); set once the order is queued. */
    queueSeq: bigint('queue_seq', { mode: 'number' }),
    /** When a queued order leaves the queue unserved. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The price frozen while queued: posted when served, voided when expired or cancelled. */
    pendingTransferId: uuid('pending_transfer_id'),
    /** Wants a queue entry when the day's supply is gone (a wallet payment decides before it is credited). */
    queueWanted: boolean('queue_wanted').notNull().default(false),
    paymentChainId: integer('payment_chain_id'),
    paymentTxHash: text('payment_tx_hash'),
    /** When the wallet payments job last asked the chain about a wallet order still awaiting its payment. */
    paymentCheckedAt: timestamp('payment_checked_at', { withTimezone: true }),
    failure: text('failure'),
    ownedAvatarId: bigint('owned_avatar_id', { mode: 'number' }),
    /** The settlement day that served or expired it. */
    settledDay: date('settled_day', { mode: 'string' }),
    /**
     * The colony day a paid order's sale counts against (its supply, performance and the income it
     * triggers): the day it was paid, or the day the settlement served it into.
     */
    saleDay: date('sale_day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('avatar_order_status_check', sql`${table.status} in (${sqlStringList(ORDER_STATUSES)})`),
    check('avatar_order_kind_check', sql`${table.avatarKind} in (${sqlStringList(AVATAR_KINDS)})`),
    check('avatar_order_asset_check', sql`${table.asset} in (${sqlStringList(STABLECOINS)})`),
    check('avatar_order_amount_check', sql`${table.amount} > 0`),
    check(
      'avatar_order_failure_check',
      sql`${table.failure} is null or ${table.failure} in (${sqlStringList(ORDER_FAILURES)})`,
    ),
    check(
      'avatar_order_queue_check',
      sql`${table.status} <> 'queued' or (${table.queueSeq} is not null and ${table.expiresAt} is not null and ${table.pendingTransferId} is not null)`,
    ),
    check(
      'avatar_order_payment_check',
      sql`(${table.paymentChainId} is null) = (${table.paymentTxHash} is null)`,
    ),
    index('avatar_order_member_idx').on(table.memberId, table.createdAt),
    uniqueIndex('avatar_order_queue_seq_idx').on(table.queueSeq),
    // The live queue: places (people ahead) and service in arrival order per avatar.
    index('avatar_order_queued_idx')
      .on(table.avatarId, table.queueSeq)
      .where(sql`${table.status} = 'queued'`),
    // Network-wide rank of a queue entry.
    index('avatar_order_queue_rank_idx').on(table.queueSeq).where(sql`${table.status} = 'queued'`),
    // One transaction pays one of its sender's orders; another member naming it blocks nobody.
    uniqueIndex('avatar_order_payment_idx').on(table.memberId, table.paymentChainId, table.paymentTxHash),
    // Wallet orders awaiting their payment, least recently checked first (the wallet payments job).
    index('avatar_order_awaiting_payment_idx')
      .on(table.paymentChainId, table.paymentCheckedAt)
      .where(sql`${table.status} = 'awaitingPayment'`),
    // A member's unpaid wallet orders, counted against their limit.
    index('avatar_order_member_awaiting_idx')
      .on(table.memberId)
      .where(sql`${table.status} = 'awaitingPayment'`),
    // A day's sales, for the income they trigger.
    index('avatar_order_sale_day_idx').on(table.saleDay).where(sql`${table.status} = 'paid'`),
    check('avatar_order_sale_day_check', sql`${table.status} <> 'paid' or ${table.saleDay} is not null`),
  ],
);

/**
 * `fuel_ends_day`'s expression: the last day the avatar burns fuel at its current boost, from its
 * row alone (a generated column). An avatar with no fuel left ends on its checkpoint day (never,
 * '-infinity', when it never produced); one that burns nothing never ends. Kept in step with
 * `productionAsOf` in `modules/avatars/production.ts`.
 */
export const FUEL_ENDS_DAY = sql.raw(`case
  when total_fuel <= burned_fuel then coalesce(produced_through, '-infinity'::date)
  when div(daily_burn * boost_bps, 10000) <= 0 then 'infinity'::date
  when div(total_fuel - burned_fuel + div(daily_burn * boost_bps, 10000) - 1, div(daily_burn * boost_bps, 10000)) > 1000000
    then 'infinity'::date
  else greatest(produced_through + 1, first_day)
    + div(total_fuel - burned_fuel + div(daily_burn * boost_bps, 10000) - 1, div(daily_burn * boost_bps, 10000))::int - 1
end`);

/**
 * An avatar a member holds, with the terms of its purchase: it burns `daily_burn` fuel per day
 * (times the energy boost) from its first day until it has burned `total_fuel`, and pays each
 * day's burn out as MM, MC and UME in the shares it was bought with. `burned_fuel` and `output_*`
 * are a checkpoint as of `produced_through`; what it has produced by any later day is computed
 * from the row (`modules/avatars/production.ts`).
 */
export const memberAvatars = pgTable(
  'member_avatar',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    avatarId: integer('avatar_id').notNull(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id').notNull(),
    asset: text('asset').notNull(),
    price: units('price').notNull(),
    totalFuel: units('total_fuel').notNull(),
    burnedFuel: units('burned_fuel').notNull().default('0'),
    /** Fuel burned per day at energy level 0. */
    dailyBurn: units('daily_burn').notNull(),
    shareMm: smallint('share_mm').notNull(),
    shareMc: smallint('share_mc').notNull(),
    shareUme: smallint('share_ume').notNull(),
    outputMm: units('output_mm').notNull().default('0'),
    outputMc: units('output_mc').notNull().default('0'),
    outputUme: units('output_ume').notNull().default('0'),
    /** What of the output its member has collected into their balances (see `earnings/collection.ts`). */
    collectedMm: units('collected_mm').notNull().default('0'),
    collectedMc: units('collected_mc').notNull().default('0'),
    collectedUme: units('collected_ume').notNull().default('0'),
    /** The first settlement day it produces on. */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    /** The last day `burned_fuel` and `output_*` count (null: they count no day yet). */
    producedThrough: date('produced_through', { mode: 'string' }),
    /** Its holder's energy boost it burns at after `produced_through`, in basis points. */
    boostBps: integer('boost_bps').notNull().default(10000),
    /** The last day it burns fuel at `boost_bps` (see `production.ts`); 'infinity' if it burns none. */
    fuelEndsDay: date('fuel_ends_day', { mode: 'string' }).generatedAlwaysAs(FUEL_ENDS_DAY),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('member_avatar_kind_check', sql`${table.kind} in (${sqlStringList(AVATAR_KINDS)})`),
    check(
      'member_avatar_fuel_check',
      sql`${table.burnedFuel} >= 0 and ${table.burnedFuel} <= ${table.totalFuel}`,
    ),
    check('member_avatar_shares_check', sql`${table.shareMm} + ${table.shareMc} + ${table.shareUme} = 10000`),
    uniqueIndex('member_avatar_order_idx').on(table.orderId),
    index('member_avatar_member_idx').on(table.memberId),
    // Avatars not producing yet, whose boost the output step sets before their first day.
    index('member_avatar_first_day_idx').on(table.firstDay),
  ],
);

/**
 * Avatars sold per (settlement day, catalogue avatar). A sale adds one only while `sold` is below
 * the day's supply, in the same statement that checks it; queue service fills the next day first.
 */
export const avatarDaySupply = pgTable(
  'avatar_day_supply',
  {
    day: date('day', { mode: 'string' }).notNull(),
    avatarId: integer('avatar_id').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'avatar_day_supply_pk', columns: [table.day, table.avatarId] }),
    check('avatar_day_supply_sold_check', sql`${table.sold} >= 0`),
  ],
);

/** A member's energy level as the last settlement computed it; it sets the next day's output speed. */
export const memberEnergy = pgTable(
  'member_energy',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    level: smallint('level').notNull(),
    boostBps: integer('boost_bps').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The figures the level was computed from (USD base units), shown to the member. */
    minted: units('minted').notNull().default('0'),
    redeemed: units('redeemed').notNull().default('0'),
    directMinted: units('direct_minted').notNull().default('0'),
    directRedeemed: units('direct_redeemed').notNull().default('0'),
    zoneMinted: units('zone_minted').notNull().default('0'),
    zoneRedeemed: units('zone_redeemed').notNull().default('0'),
  },
  (table) => [
    check('member_energy_level_check', sql`${table.level} >= 0`),
    // The levels the last energy step changed, whose holders' avatars the next output step checkpoints.
    index('member_energy_day_idx').on(table.day),
  ],
);

/**
 * The daily settlement: one row per (day, step) done, written in the same transaction as the
 * step's effects, so a crash resumes at the first step without a row and nothing runs twice.
 */
export const settlementSteps = pgTable(
  'settlement_step',
  {
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    /** Position of the step in the day's run, for listing in order. */
    position: smallint('position').notNull(),
    figures: jsonb('figures').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'settlement_step_pk', columns: [table.day, table.step] }),
    index('settlement_step_day_idx').on(table.day, table.position),
  ],
);
