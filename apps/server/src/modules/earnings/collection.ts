import type { Asset } from '@colony/contract/assets';
import type { LedgerKind } from '@colony/contract/ledger-kinds';
import { POOL_REWARD_KINDS } from '@colony/contract/pools';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { ledger, type SystemAccount } from '../../ledger/ledger.ts';
import { OUTPUT_DAY, productionAsOf } from '../avatars/production.ts';
import { STAR_INCOME_DUE, STAR_INCOME_EARNED } from '../income/star-income.ts';
import { EARNED_INCOME } from '../staking/queries.ts';

/**
 * Collecting settled earnings (docs/economy.md, "Earnings and collection").
 *
 * The settlement pays each day's avatar output, staking income and pool rewards in one transfer
 * per asset and kind from `emission` to `accrued`, and records what each avatar, staking order and
 * pool position earned on that row (or, for staking, in the days it has earned on): no step writes
 * a member's balance, so a day costs the same however many members it pays. A member's earnings
 * reach their balance when they are collected: one transfer per asset and kind from `accrued`,
 * in the same transaction that marks the rows collected. Every signed-in request collects first
 * (`plugins/member-session.ts`), so a member sees and spends their income as soon as the
 * settlement has paid it, and `accrued` always holds exactly what is earned and not collected.
 * Star-level income is credited the same way, from the treasury, and earned per member from the
 * running sums of their star level (`modules/income/star-income.ts`).
 */

/** The last day the settlement has settled any step of, as `YYYY-MM-DD` text. */
const LAST_SETTLED_DAY = sql`(select to_char(max(day), 'YYYY-MM-DD') from settlement_step)`;

// What a member's rows have earned and not collected: the same conditions decide whether anything
// is due and which rows a collection takes. An avatar's output is what it has produced by the last
// day settled (closed form, `production.ts`).
const AVATAR_OUTPUT = productionAsOf('a', OUTPUT_DAY);
const AVATAR_DUE = sql`(${AVATAR_OUTPUT.MM} > a.collected_mm or ${AVATAR_OUTPUT.MC} > a.collected_mc
  or ${AVATAR_OUTPUT.UME} > a.collected_ume)`;
const ORDER_DUE = sql`${EARNED_INCOME} > o.income_collected`;
const POSITION_DUE = sql`rewards_total > rewards_collected`;

/** Whether the member has anything to collect: a few index lookups, no writes. */
export async function hasUncollected(db: Db, memberId: number): Promise<boolean> {
  const [row] = await rows<{ due: boolean }>(
    db,
    sql`select exists (
          select 1 from member_avatar a where a.member_id = ${memberId} and ${AVATAR_DUE}
        ) or exists (
          select 1 from staking_order o where o.member_id = ${memberId} and ${ORDER_DUE}
        ) or exists (
          select 1 from defi_position where member_id = ${memberId} and ${POSITION_DUE}
        ) or exists (
          select 1 from member_star_income s where s.member_id = ${memberId} and ${STAR_INCOME_DUE}
        ) as due`,
  );
  return row?.due === true;
}

export interface Collected {
  kind: LedgerKind;
  asset: Asset;
  amount: bigint;
  /** The last day settled when it was collected. */
  day: string | null;
}

/**
 * Marks everything the member has earned and not collected as collected and answers it per kind
 * and asset. Rows another transaction holds (the settlement paying them, a collection running
 * beside this one) are skipped: they are collected next time, never twice.
 */
async function markCollected(tx: Db, memberId: number): Promise<Collected[]> {
  const poolKinds = sql.join(
    Object.entries(POOL_REWARD_KINDS).map(([type, kind]) => sql`(${type}, ${kind})`),
    sql`, `,
  );
  const found = await rows<{ kind: LedgerKind; asset: Asset; amount: string; day: string | null }>(
    tx,
    sql`with avatars as (
          update member_avatar a
          set collected_mm = a.collected_mm + d.mm, collected_mc = a.collected_mc + d.mc,
            collected_ume = a.collected_ume + d.ume
          from (
            select a.id, ${AVATAR_OUTPUT.MM} - a.collected_mm as mm, ${AVATAR_OUTPUT.MC} - a.collected_mc as mc,
              ${AVATAR_OUTPUT.UME} - a.collected_ume as ume
            from member_avatar a
            where a.member_id = ${memberId} and ${AVATAR_DUE}
            for update skip locked
          ) d
          where a.id = d.id
          returning d.mm, d.mc, d.ume
        ),
        orders as (
          update staking_order o set income_collected = o.income_collected + d.amount
          from (
            select o.id, o.reward_asset, ${EARNED_INCOME} - o.income_collected as amount
            from staking_order o
            where o.member_id = ${memberId} and ${ORDER_DUE}
            for update of o skip locked
          ) d
          where o.id = d.id
          returning d.reward_asset as asset, d.amount
        ),
        positions as (
          update defi_position p set rewards_collected = p.rewards_collected + d.amount
          from (
            select id, pool_type, reward_asset, rewards_total - rewards_collected as amount
            from defi_position
            where member_id = ${memberId} and ${POSITION_DUE}
            for update skip locked
          ) d
          where p.id = d.id
          returning d.pool_type, d.reward_asset as asset, d.amount
        ),
        stars as (
          update member_star_income s set collected = s.collected + d.amount
          from (
            select s.member_id, s.asset, ${STAR_INCOME_EARNED} - s.collected as amount
            from member_star_income s
            where s.member_id = ${memberId} and ${STAR_INCOME_DUE}
            for update of s skip locked
          ) d
          where s.member_id = d.member_id and s.asset = d.asset
          returning d.asset, d.amount
        ),
        collected as (
          select 'avatar_output' as kind, 'MM' as asset, sum(mm) as amount from avatars
          union all select 'avatar_output', 'MC', sum(mc) from avatars
          union all select 'avatar_output', 'UME', sum(ume) from avatars
          union all select 'staking_income', asset, sum(amount) from orders group by asset
          union all
          select k.kind, p.asset, sum(p.amount) from positions p
          join (values ${poolKinds}) as k(pool_type, kind) on k.pool_type = p.pool_type
          group by k.kind, p.asset
          union all select 'star_level_income', asset, sum(amount) from stars group by asset
        )
        select kind, asset, amount::text, ${LAST_SETTLED_DAY} as day from collected where amount > 0
        order by kind, asset`,
  );
  return found.map((row) => ({ kind: row.kind, asset: row.asset, amount: BigInt(row.amount), day: row.day }));
}

/**
 * Collects the member's settled earnings into their balance, in one transaction: the rows marked
 * collected and one transfer per kind and asset from `accrued`, whose reference names the last day
 * settled (`settlement:<day>:<kind>:collected`). Answers what moved (nothing when nothing was due).
 */
export async function collectEarnings(db: Db, memberId: number): Promise<Collected[]> {
  return db.transaction(async (tx) => {
    const collected = await markCollected(tx, memberId);
    for (const line of collected) {
      await ledger.transfer(tx, {
        asset: line.asset,
        from: { system: 'accrued' },
        to: { member: memberId },
        amount: line.amount,
        kind: line.kind,
        reference: `settlement:${line.day ?? 'none'}:${line.kind}:collected`,
      });
    }
    return collected;
  });
}

/** Collects when anything is due; the common case (nothing due) costs one read. */
export async function collectIfDue(db: Db, memberId: number): Promise<void> {
  if (await hasUncollected(db, memberId)) await collectEarnings(db, memberId);
}

/**
 * The settlement's side: credits a step's earnings of the day to `accrued` from `emission` (or
 * `from`), one transfer per asset (none for a zero), reference `settlement:<day>:<step>`, inside the
 * step's transaction. Answers the totals as figures for the step's record.
 */
export async function creditAccrued(
  tx: Db,
  spec: {
    day: string;
    step: string;
    kind: LedgerKind;
    amounts: Iterable<[Asset, bigint]>;
    from?: SystemAccount;
  },
): Promise<Record<string, string>> {
  const figures: Record<string, string> = {};
  for (const [asset, amount] of spec.amounts) {
    figures[asset] = (BigInt(figures[asset] ?? '0') + amount).toString();
    if (amount <= 0n) continue;
    await ledger.transfer(tx, {
      asset,
      from: { system: spec.from ?? 'emission' },
      to: { system: 'accrued' },
      amount,
      kind: spec.kind,
      reference: `settlement:${spec.day}:${spec.step}`,
    });
  }
  return figures;
}

/** An asset whose `accrued` balance is not what the avatars, orders, positions and star levels have left to collect. */
export interface AccruedDifference {
  asset: Asset;
  accrued: bigint;
  uncollected: bigint;
}

/**
 * The audit's check of `accrued`: per asset, its balance against what every avatar, staking order,
 * pool position and member's star-level income has earned and not collected, recomputed from their
 * rows.
 */
export async function accruedDifferences(db: Db): Promise<AccruedDifference[]> {
  const found = await rows<{ asset: Asset; accrued: string; uncollected: string }>(
    db,
    sql`with uncollected as (
          select 'MM' as asset, sum(${AVATAR_OUTPUT.MM} - a.collected_mm) as amount from member_avatar a
          union all select 'MC', sum(${AVATAR_OUTPUT.MC} - a.collected_mc) from member_avatar a
          union all select 'UME', sum(${AVATAR_OUTPUT.UME} - a.collected_ume) from member_avatar a
          union all select o.reward_asset, sum(${EARNED_INCOME} - o.income_collected) from staking_order o group by o.reward_asset
          union all select reward_asset, sum(rewards_total - rewards_collected) from defi_position group by reward_asset
          union all select s.asset, sum(${STAR_INCOME_EARNED} - s.collected) from member_star_income s group by s.asset
        ),
        expected as (select asset, coalesce(sum(amount), 0) as amount from uncollected group by asset),
        held as (select asset, available from ledger_account where system_code = 'accrued')
        select coalesce(e.asset, h.asset) as asset, coalesce(h.available, 0)::text as accrued,
          coalesce(e.amount, 0)::text as uncollected
        from expected e full join held h on h.asset = e.asset
        where coalesce(h.available, 0) <> coalesce(e.amount, 0)
        order by 1`,
  );
  return found.map((row) => ({
    asset: row.asset,
    accrued: BigInt(row.accrued),
    uncollected: BigInt(row.uncollected),
  }));
}
