import type { Asset } from '@colony/contract/assets';
import type { OutputAsset } from '@colony/contract/avatars';
import type { StakingStatus } from '@colony/contract/staking';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { colonyNow, colonyTodayIn, type SettlementClock } from '../../settlement/calendar.ts';
import type { PlanTerm } from './early-income.ts';

export interface StakingOrderRow {
  id: string;
  memberId: number;
  planId: number;
  asset: Asset;
  rewardAsset: OutputAsset;
  amount: bigint;
  dailyRateBps: number;
  dailyIncome: bigint;
  termDays: number;
  /** As the member sees it: earning past its maturity reads as waiting. */
  status: StakingStatus;
  /** Before maturity: redeeming costs the fee. */
  early: boolean;
  pendingTransferId: string;
  stakedDay: string;
  firstIncomeDay: string;
  lastIncomeDay: string;
  maturesAt: Date;
  /** The last day it earns on (`lastIncomeDay` until it is redeemed early). */
  incomeEndDay: string;
  /** Days earned and settled, and their income (at the held rate once redeemed early). */
  incomeDays: number;
  incomeTotal: bigint;
  incomeCollected: bigint;
  /** The plans an early redemption compares it with; null: kept before they were, the config's now. */
  comparablePlans: PlanTerm[] | null;
  heldRateBps: number | null;
  heldDailyIncome: bigint | null;
  incomeReturned: bigint | null;
  redeemedAt: Date | null;
  redeemedEarly: boolean | null;
  feeAsset: Asset | null;
  fee: bigint | null;
  createdAt: Date;
}

interface RawOrderRow {
  id: string;
  member_id: number;
  plan_id: number;
  asset: Asset;
  reward_asset: OutputAsset;
  amount: string;
  daily_rate_bps: number;
  daily_income: string;
  term_days: number;
  status: StakingStatus;
  early_now: boolean;
  pending_transfer_id: string;
  staked_day: string;
  first_income_day: string;
  last_income_day: string;
  matures_at: Date | string;
  income_end_day: string;
  income_days: number;
  income_total: string;
  income_collected: string;
  comparable_plans: PlanTerm[] | null;
  held_rate_bps: number | null;
  held_daily_income: string | null;
  income_returned: string | null;
  redeemed_at: Date | string | null;
  early: boolean | null;
  fee_asset: Asset | null;
  fee: string | null;
  created_at: Date | string;
}

function toOrder(row: RawOrderRow): StakingOrderRow {
  return {
    id: row.id,
    memberId: Number(row.member_id),
    planId: Number(row.plan_id),
    asset: row.asset,
    rewardAsset: row.reward_asset,
    amount: BigInt(row.amount),
    dailyRateBps: Number(row.daily_rate_bps),
    dailyIncome: BigInt(row.daily_income),
    termDays: Number(row.term_days),
    status: row.status,
    early: row.early_now,
    pendingTransferId: row.pending_transfer_id,
    stakedDay: row.staked_day,
    firstIncomeDay: row.first_income_day,
    lastIncomeDay: row.last_income_day,
    maturesAt: new Date(row.matures_at),
    incomeEndDay: row.income_end_day,
    incomeDays: Number(row.income_days),
    incomeTotal: BigInt(row.income_total),
    incomeCollected: BigInt(row.income_collected),
    comparablePlans: row.comparable_plans,
    heldRateBps: row.held_rate_bps === null ? null : Number(row.held_rate_bps),
    heldDailyIncome: row.held_daily_income === null ? null : BigInt(row.held_daily_income),
    incomeReturned: row.income_returned === null ? null : BigInt(row.income_returned),
    redeemedAt: row.redeemed_at === null ? null : new Date(row.redeemed_at),
    redeemedEarly: row.early,
    feeAsset: row.fee_asset,
    fee: row.fee === null ? null : BigInt(row.fee),
    createdAt: new Date(row.created_at),
  };
}

/** The status a member sees: an order whose term has ended waits to be redeemed, settled or not. */
const SHOWN_STATUS = sql`case when o.status = 'earning' and o.matures_at <= ${colonyNow()} then 'waiting' else o.status end`;

/** The last day whose staking income the settlement has credited (null before the first). */
const INCOME_SETTLED_DAY = sql`(select max(day) from settlement_step where step = 'staking_income')`;

/**
 * The days an order (`o`) has earned on: from its first income day to its end day or the last day
 * settled, whichever comes first. Its income so far is that many times its daily income.
 */
export const EARNED_DAYS = sql`greatest(0, least(o.income_end_day,
  coalesce(${INCOME_SETTLED_DAY}, o.first_income_day - 1)) - o.first_income_day + 1)`;

/** What an order (`o`) earns a day: its plan's daily income, or the held rate's once redeemed early below it. */
export const DAILY_INCOME = sql`coalesce(o.held_daily_income, o.daily_income)`;

/** What an order (`o`) has earned so far (collected or not). */
export const EARNED_INCOME = sql`(${DAILY_INCOME} * ${EARNED_DAYS})`;

/**
 * The last day an order (`o`) redeemed now earns on: the last day that has ended (or the last day
 * settled, when the settlement has run ahead), never past its term nor before its first day.
 */
function redemptionEndDay(clock: SettlementClock) {
  return sql`greatest(o.first_income_day - 1, least(o.last_income_day, greatest(
    ${colonyTodayIn(clock)} - 1,
    coalesce(${INCOME_SETTLED_DAY}, o.first_income_day - 1))))`;
}

const ORDER_SELECT = sql`
  select o.id, o.member_id, o.plan_id, o.asset, o.reward_asset, o.amount::text, o.daily_rate_bps,
    o.daily_income::text, o.term_days, ${SHOWN_STATUS} as status,
    (o.status = 'earning' and ${colonyNow()} < o.matures_at) as early_now, o.pending_transfer_id,
    to_char(o.staked_day, 'YYYY-MM-DD') as staked_day, to_char(o.first_income_day, 'YYYY-MM-DD') as first_income_day,
    to_char(o.last_income_day, 'YYYY-MM-DD') as last_income_day, o.matures_at,
    to_char(o.income_end_day, 'YYYY-MM-DD') as income_end_day, ${EARNED_DAYS} as income_days,
    ${EARNED_INCOME}::text as income_total, o.income_collected::text, o.comparable_plans, o.held_rate_bps,
    o.held_daily_income::text, o.income_returned::text, o.redeemed_at, o.early, o.fee_asset, o.fee::text, o.created_at
  from staking_order o`;

/**
 * The colony day a stake made now counts from: today, or the day after the last day whose income
 * the settlement has paid when it has settled ahead (tests, SETTLEMENT_ALLOW_FUTURE), so no order
 * misses a day already settled.
 */
export async function stakingDay(db: Db, clock: SettlementClock): Promise<string> {
  const [row] = await rows<{ day: string }>(
    db,
    sql`with paid as (select ${INCOME_SETTLED_DAY} as day),
      today as (select ${colonyTodayIn(clock)} as day)
      select to_char(greatest(today.day, paid.day + 1), 'YYYY-MM-DD') as day from today, paid`,
  );
  if (!row) throw new Error('the database did not answer the staking day');
  return row.day;
}

export async function insertOrder(
  tx: Db,
  order: {
    id: string;
    memberId: number;
    planId: number;
    asset: Asset;
    rewardAsset: OutputAsset;
    amount: bigint;
    dailyRateBps: number;
    dailyIncome: bigint;
    termDays: number;
    pendingTransferId: string;
    stakedDay: string;
    firstIncomeDay: string;
    lastIncomeDay: string;
    maturesAt: Date;
    comparablePlans: PlanTerm[];
  },
): Promise<void> {
  await tx.execute(sql`
    insert into staking_order
      (id, member_id, plan_id, asset, reward_asset, amount, daily_rate_bps, daily_income, term_days, status,
       pending_transfer_id, staked_day, first_income_day, last_income_day, income_end_day, matures_at,
       comparable_plans, created_at)
    values (${order.id}, ${order.memberId}, ${order.planId}, ${order.asset}, ${order.rewardAsset},
      ${order.amount.toString()}::numeric, ${order.dailyRateBps}, ${order.dailyIncome.toString()}::numeric,
      ${order.termDays}, 'earning', ${order.pendingTransferId}, ${order.stakedDay}::date,
      ${order.firstIncomeDay}::date, ${order.lastIncomeDay}::date, ${order.lastIncomeDay}::date,
      ${order.maturesAt.toISOString()}::timestamptz, ${JSON.stringify(order.comparablePlans)}::jsonb,
      ${colonyNow()})`);
}

export async function findOrder(db: Db, memberId: number, id: string): Promise<StakingOrderRow | undefined> {
  const [row] = await rows<RawOrderRow>(
    db,
    sql`${ORDER_SELECT} where o.id = ${id} and o.member_id = ${memberId}`,
  );
  return row ? toOrder(row) : undefined;
}

/** The member's order, locked until the transaction ends: a second redemption waits, then finds it redeemed. */
export async function lockOrder(tx: Db, memberId: number, id: string): Promise<StakingOrderRow | undefined> {
  const [row] = await rows<RawOrderRow>(
    tx,
    sql`${ORDER_SELECT} where o.id = ${id} and o.member_id = ${memberId} for update of o`,
  );
  return row ? toOrder(row) : undefined;
}

/**
 * Marks the order redeemed now. It earns through the last day that has ended (or the last day
 * settled, when the settlement has run ahead), never past its term: a day is earned when the order
 * was still staked at its end. The caller holds `lockStakingDays(tx, 'shared')`.
 */
export async function markRedeemed(
  tx: Db,
  id: string,
  redemption: { early: boolean; fee: { asset: Asset; amount: bigint } | null; clock: SettlementClock },
): Promise<void> {
  await tx.execute(sql`
    update staking_order o set status = 'redeemed', redeemed_at = ${colonyNow()}, early = ${redemption.early},
      fee_asset = ${redemption.fee?.asset ?? null}, fee = ${redemption.fee?.amount.toString() ?? null}::numeric,
      income_end_day = ${redemptionEndDay(redemption.clock)}
    where o.id = ${id} and o.status <> 'redeemed'`);
}

/**
 * The days an order redeemed now would have held (earned on, the day ended but not settled yet
 * included) and, of them, those the settlement has credited.
 */
export async function redemptionDaysNow(
  db: Db,
  id: string,
  clock: SettlementClock,
): Promise<{ held: number; settled: number }> {
  const [row] = await rows<{ held: number; settled: number }>(
    db,
    sql`select (e.end_day - o.first_income_day + 1)::int as held,
          greatest(0, least(e.end_day, coalesce(${INCOME_SETTLED_DAY}, o.first_income_day - 1))
            - o.first_income_day + 1)::int as settled
        from staking_order o, lateral (select ${redemptionEndDay(clock)} as end_day) e
        where o.id = ${id}`,
  );
  return { held: Number(row?.held ?? 0), settled: Number(row?.settled ?? 0) };
}

/**
 * Records an early redemption's recomputed income: the held rate's daily income counts from now
 * on (`DAILY_INCOME`), and what was collected above it is no longer collected but returned.
 */
export async function recordHeldIncome(
  tx: Db,
  id: string,
  held: {
    heldRateBps: number;
    heldDailyIncome: bigint;
    collected: bigint;
    returned: bigint;
    withheld: bigint;
  },
): Promise<void> {
  await tx.execute(sql`
    update staking_order set held_rate_bps = ${held.heldRateBps},
      held_daily_income = ${held.heldDailyIncome.toString()}::numeric,
      income_collected = ${held.collected.toString()}::numeric,
      income_returned = ${held.returned.toString()}::numeric, income_withheld = ${held.withheld.toString()}::numeric
    where id = ${id}`);
}

export async function listOrders(
  db: Db,
  memberId: number,
  query: { status?: StakingStatus; limit: number; offset: number },
): Promise<{ orders: StakingOrderRow[]; total: number }> {
  const filter = query.status ? sql` and ${SHOWN_STATUS} = ${query.status}` : sql``;
  const [list, counted] = await Promise.all([
    rows<RawOrderRow>(
      db,
      sql`${ORDER_SELECT} where o.member_id = ${memberId}${filter}
          order by o.created_at desc, o.id desc limit ${query.limit} offset ${query.offset}`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from staking_order o where o.member_id = ${memberId}${filter}`,
    ),
  ]);
  return { orders: list.map(toOrder), total: Number(counted[0]?.total ?? 0) };
}

export interface MemberStakingTotals {
  staked: { asset: Asset; amount: bigint }[];
  income: { asset: Asset; amount: bigint }[];
  counts: Record<StakingStatus, number>;
}

/**
 * What the member has staked now, the staking income the ledger paid them (less what early
 * redemptions took back), and their orders by status.
 */
export async function memberTotals(db: Db, memberId: number): Promise<MemberStakingTotals> {
  const [staked, income, counts] = await Promise.all([
    rows<{ asset: Asset; amount: string }>(
      db,
      sql`select asset, sum(amount)::text as amount from staking_order
          where member_id = ${memberId} and status <> 'redeemed' group by asset order by asset`,
    ),
    rows<{ asset: Asset; amount: string }>(
      db,
      sql`select a.asset, sum(case when k.kind = 'staking_income' then k.received else -k.paid end)::text as amount
          from ledger_kind_total k join ledger_account a on a.id = k.account_id
          where a.member_id = ${memberId} and k.kind in ('staking_income', 'staking_income_return')
          group by a.asset having sum(case when k.kind = 'staking_income' then k.received else -k.paid end) > 0
          order by a.asset`,
    ),
    rows<{ status: StakingStatus; orders: number }>(
      db,
      sql`select ${SHOWN_STATUS} as status, count(*)::int as orders from staking_order o
          where o.member_id = ${memberId} group by 1`,
    ),
  ]);
  const byStatus = new Map(counts.map((row) => [row.status, Number(row.orders)]));
  return {
    staked: staked.map((row) => ({ asset: row.asset, amount: BigInt(row.amount) })),
    income: income.map((row) => ({ asset: row.asset, amount: BigInt(row.amount) })),
    counts: {
      earning: byStatus.get('earning') ?? 0,
      waiting: byStatus.get('waiting') ?? 0,
      redeemed: byStatus.get('redeemed') ?? 0,
    },
  };
}

export interface IncomeLineRow {
  day: string;
  amount: bigint;
  reference: string;
  paidAt: Date;
}

/**
 * The order's income day by day, newest first: each day it earned on that the settlement has
 * settled, with its daily income (at the held rate once redeemed early) and when that day's step
 * was recorded.
 */
export async function incomeLines(
  db: Db,
  order: { id: string; firstIncomeDay: string; dailyIncome: bigint; heldDailyIncome: bigint | null },
  page: { limit: number; offset: number },
): Promise<{ lines: IncomeLineRow[]; total: number }> {
  const matching = sql`from settlement_step s, staking_order o
    where o.id = ${order.id} and s.step = 'staking_income'
      and s.day >= o.first_income_day and s.day <= o.income_end_day`;
  const [list, counted] = await Promise.all([
    rows<{ day: string; done_at: Date | string }>(
      db,
      sql`select to_char(s.day, 'YYYY-MM-DD') as day, s.done_at ${matching}
          order by s.day desc limit ${page.limit} offset ${page.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total ${matching}`),
  ]);
  return {
    total: Number(counted[0]?.total ?? 0),
    lines: list.map((row) => ({
      day: row.day,
      amount: order.heldDailyIncome ?? order.dailyIncome,
      reference: `settlement:${row.day}:staking_income`,
      paidAt: new Date(row.done_at),
    })),
  };
}

export interface ColonyStakingFigures {
  staked: { asset: Asset; amount: bigint }[];
  stakers: number;
  counts: Record<StakingStatus, number>;
  incomePaid: { asset: Asset; amount: bigint }[];
  plans: { planId: number; staked: bigint; orders: number }[];
}

/** The colony's staking now: principal per currency and plan, stakers, orders, income paid. */
export async function colonyFigures(db: Db): Promise<ColonyStakingFigures> {
  const [staked, stakers, counts, paid, plans] = await Promise.all([
    rows<{ asset: Asset; amount: string }>(
      db,
      sql`select asset, sum(amount)::text as amount from staking_order where status <> 'redeemed'
          group by asset order by asset`,
    ),
    rows<{ stakers: number }>(
      db,
      sql`select count(distinct member_id)::int as stakers from staking_order where status <> 'redeemed'`,
    ),
    rows<{ status: StakingStatus; orders: number }>(
      db,
      sql`select ${SHOWN_STATUS} as status, count(*)::int as orders from staking_order o group by 1`,
    ),
    // What emission credited, less what early redemptions gave back to it.
    rows<{ asset: Asset; amount: string }>(
      db,
      sql`select a.asset, sum(case when k.kind = 'staking_income' then k.paid else -k.received end)::text as amount
          from ledger_kind_total k join ledger_account a on a.id = k.account_id
          where a.system_code = 'emission' and k.kind in ('staking_income', 'staking_income_return')
          group by a.asset having sum(case when k.kind = 'staking_income' then k.paid else -k.received end) > 0
          order by a.asset`,
    ),
    rows<{ plan_id: number; staked: string; orders: number }>(
      db,
      sql`select plan_id, sum(amount)::text as staked, count(*)::int as orders from staking_order
          where status <> 'redeemed' group by plan_id order by plan_id`,
    ),
  ]);
  const byStatus = new Map(counts.map((row) => [row.status, Number(row.orders)]));
  return {
    staked: staked.map((row) => ({ asset: row.asset, amount: BigInt(row.amount) })),
    stakers: Number(stakers[0]?.stakers ?? 0),
    counts: {
      earning: byStatus.get('earning') ?? 0,
      waiting: byStatus.get('waiting') ?? 0,
      redeemed: byStatus.get('redeemed') ?? 0,
    },
    incomePaid: paid.map((row) => ({ asset: row.asset, amount: BigInt(row.amount) })),
    plans: plans.map((row) => ({
      planId: Number(row.plan_id),
      staked: BigInt(row.staked),
      orders: Number(row.orders),
    })),
  };
}
