import { ASSETS } from '@colony/contract/assets';
import { OUTPUT_ASSETS } from '@colony/contract/avatars';
import { POOL_TYPES, POSITION_STATUSES } from '@colony/contract/pools';
import { STAKING_STATUSES } from '@colony/contract/staking';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlStringList } from '../sql-string-list.ts';
import { members } from './members.ts';

const units = (name: string) => numeric(name, { precision: 78, scale: 0 });

/**
 * A staking order: the principal frozen on the member's balance (`pending_transfer_id`, a pending
 * transfer to the `staking` account that is only ever voided, at redemption) and the plan's terms
 * as they were when it was made. It earns `daily_income` for each settled day from
 * `first_income_day` to `income_end_day` (`last_income_day`, or the last day that had ended when
 * it was redeemed): what it has earned follows from the days the settlement has settled, so no
 * settlement writes the order. The settlement credits each day's income of all orders to the
 * `accrued` account; `income_collected` is what of it the member has collected into their balance.
 * An early redemption recomputes the income at the rate of the days held (`held_daily_income`,
 * which then counts instead of `daily_income`) and takes the difference back (docs/economy.md).
 */
export const stakingOrders = pgTable(
  'staking_order',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Plan id of the economy config. */
    planId: integer('plan_id').notNull(),
    asset: text('asset').notNull(),
    rewardAsset: text('reward_asset').notNull(),
    amount: units('amount').notNull(),
    dailyRateBps: integer('daily_rate_bps').notNull(),
    dailyIncome: units('daily_income').notNull(),
    termDays: integer('term_days').notNull(),
    status: text('status').notNull(),
    pendingTransferId: uuid('pending_transfer_id').notNull(),
    /** The colony day it was staked on (sales' day: after the last settled day). */
    stakedDay: date('staked_day', { mode: 'string' }).notNull(),
    firstIncomeDay: date('first_income_day', { mode: 'string' }).notNull(),
    lastIncomeDay: date('last_income_day', { mode: 'string' }).notNull(),
    /** When `last_income_day` ends: from then on redemption costs nothing. */
    maturesAt: timestamp('matures_at', { withTimezone: true }).notNull(),
    /** The last day it earns on: `last_income_day` until it is redeemed early. */
    incomeEndDay: date('income_end_day', { mode: 'string' }).notNull(),
    incomeCollected: units('income_collected').notNull().default('0'),
    /**
     * The plans an early redemption compares it with, as they were when it was staked: open plans
     * of the same staking and received currencies, its own included (`[{ termDays, dailyRateBps }]`).
     * Null for orders staked before it was kept: the plans configured at redemption.
     */
    comparablePlans: jsonb('comparable_plans').$type<{ termDays: number; dailyRateBps: number }[]>(),
    /** Redeemed early below its plan's rate: the rate and daily income its income was recomputed at. */
    heldRateBps: integer('held_rate_bps'),
    heldDailyIncome: units('held_daily_income'),
    /** What that recomputation took back from the member's balance, and from `accrued` before collection. */
    incomeReturned: units('income_returned'),
    incomeWithheld: units('income_withheld'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    early: boolean('early'),
    feeAsset: text('fee_asset'),
    fee: units('fee'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staking_order_status_check', sql`${table.status} in (${sqlStringList(STAKING_STATUSES)})`),
    check('staking_order_asset_check', sql`${table.asset} in (${sqlStringList(ASSETS)})`),
    check('staking_order_reward_check', sql`${table.rewardAsset} in (${sqlStringList(OUTPUT_ASSETS)})`),
    check(
      'staking_order_amount_check',
      sql`${table.amount} > 0 and ${table.dailyIncome} >= 0 and ${table.incomeCollected} >= 0`,
    ),
    check(
      'staking_order_days_check',
      sql`${table.termDays} >= 1 and ${table.incomeEndDay} <= ${table.lastIncomeDay} and ${table.incomeEndDay} >= ${table.firstIncomeDay} - 1`,
    ),
    check(
      'staking_order_held_check',
      sql`(${table.heldRateBps} is null and ${table.heldDailyIncome} is null) or (${table.heldRateBps} between 0 and ${table.dailyRateBps} and ${table.heldDailyIncome} between 0 and ${table.dailyIncome} and coalesce(${table.incomeReturned}, -1) >= 0 and coalesce(${table.incomeWithheld}, -1) >= 0)`,
    ),
    check(
      'staking_order_redeemed_check',
      sql`(${table.status} = 'redeemed') = (${table.redeemedAt} is not null)`,
    ),
    uniqueIndex('staking_order_pending_idx').on(table.pendingTransferId),
    index('staking_order_member_idx').on(table.memberId, table.createdAt),
    // The orders a settlement day may pay or mature: those not redeemed, and those redeemed lately
    // (after the day they are still paid for ended, before its settlement ran).
    index('staking_order_unredeemed_idx').on(table.lastIncomeDay).where(sql`${table.status} <> 'redeemed'`),
    index('staking_order_redeemed_at_idx').on(table.redeemedAt).where(sql`${table.redeemedAt} is not null`),
  ],
);

/**
 * A DeFi pool of the economy config as the colony runs it: the day it started (its configured
 * start, or the day the colony first ran with it) and what it has paid of its budget. The check
 * keeps every payout within the budget whatever the TVL.
 */
export const defiPools = pgTable(
  'defi_pool',
  {
    /** Pool id of the economy config. */
    id: integer('id').primaryKey(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    budget: units('budget').notNull(),
    rewardsPaid: units('rewards_paid').notNull().default('0'),
  },
  (table) => [
    check(
      'defi_pool_budget_check',
      sql`${table.rewardsPaid} >= 0 and ${table.rewardsPaid} <= ${table.budget}`,
    ),
  ],
);

/**
 * A member's position in a pool: the principal frozen (a pending transfer to `staking`, voided when
 * the settlement of `unlock_day` returns it) and the rewards paid to it so far.
 */
export const defiPositions = pgTable(
  'defi_position',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    poolId: integer('pool_id')
      .notNull()
      .references(() => defiPools.id),
    poolType: text('pool_type').notNull(),
    asset: text('asset').notNull(),
    rewardAsset: text('reward_asset').notNull(),
    amount: units('amount').notNull(),
    status: text('status').notNull(),
    pendingTransferId: uuid('pending_transfer_id').notNull(),
    joinDay: date('join_day', { mode: 'string' }).notNull(),
    unlockDay: date('unlock_day', { mode: 'string' }).notNull(),
    unlocksAt: timestamp('unlocks_at', { withTimezone: true }).notNull(),
    paidThrough: date('paid_through', { mode: 'string' }),
    rewardDays: integer('reward_days').notNull().default(0),
    rewardsTotal: units('rewards_total').notNull().default('0'),
    /** What of `rewards_total` its member has collected into their balance. */
    rewardsCollected: units('rewards_collected').notNull().default('0'),
    returnedDay: date('returned_day', { mode: 'string' }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('defi_position_status_check', sql`${table.status} in (${sqlStringList(POSITION_STATUSES)})`),
    check('defi_position_type_check', sql`${table.poolType} in (${sqlStringList(POOL_TYPES)})`),
    check('defi_position_asset_check', sql`${table.asset} in (${sqlStringList(ASSETS)})`),
    check('defi_position_reward_check', sql`${table.rewardAsset} in (${sqlStringList(OUTPUT_ASSETS)})`),
    check('defi_position_amount_check', sql`${table.amount} > 0`),
    check('defi_position_days_check', sql`${table.unlockDay} > ${table.joinDay}`),
    check(
      'defi_position_collected_check',
      sql`${table.rewardsCollected} >= 0 and ${table.rewardsCollected} <= ${table.rewardsTotal}`,
    ),
    check(
      'defi_position_returned_check',
      sql`(${table.status} = 'returned') = (${table.returnedDay} is not null)`,
    ),
    uniqueIndex('defi_position_pending_idx').on(table.pendingTransferId),
    index('defi_position_member_idx').on(table.memberId, table.createdAt),
    index('defi_position_active_idx')
      .on(table.poolId, table.unlockDay)
      .where(sql`${table.status} = 'active'`),
    index('defi_position_returned_idx').on(table.returnedDay).where(sql`${table.returnedDay} is not null`),
  ],
);
