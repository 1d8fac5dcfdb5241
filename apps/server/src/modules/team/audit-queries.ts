import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { OUTPUT_DAY, productionAsOf } from '../avatars/service.ts';

/**
 * What `team:audit` recomputes the figures from: the members and their superiors, the paid
 * orders and the avatars' fuel, never the events or `member_team` the pages read.
 */

export interface AuditMember {
  id: number;
  superiorId: number | null;
  address: string;
  joinedToday: boolean;
}

/** Members after `afterId`, by id, at most `limit`; joined today when created from `todayStart` on. */
export async function membersAfter(
  db: Db,
  afterId: number,
  limit: number,
  todayStart: Date,
): Promise<AuditMember[]> {
  const found = await rows<{
    id: number;
    superior_id: number | null;
    address: string;
    joined_today: boolean;
  }>(
    db,
    sql`select id, superior_id, address, created_at >= ${todayStart.toISOString()}::timestamptz as joined_today
        from member where id > ${afterId} order by id limit ${limit}`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    superiorId: row.superior_id === null ? null : Number(row.superior_id),
    address: row.address,
    joinedToday: Boolean(row.joined_today),
  }));
}

/** What each buyer's paid orders paid (both stablecoins one to one), in all and counting on `today`. */
export async function paidOrdersByMember(
  db: Db,
  today: string,
): Promise<{ memberId: number; total: bigint; today: bigint }[]> {
  const found = await rows<{ member_id: number; total: string; today: string }>(
    db,
    sql`select member_id, sum(amount)::text as total,
          coalesce(sum(amount) filter (where sale_day = ${today}::date), 0)::text as today
        from avatar_order where status = 'paid' and asset in ('USDT', 'USDC') group by member_id`,
  );
  return found.map((row) => ({
    memberId: Number(row.member_id),
    total: BigInt(row.total),
    today: BigInt(row.today),
  }));
}

/** Members whose avatars have fuel left in all. */
export async function membersWithFuel(db: Db): Promise<number[]> {
  const found = await rows<{ member_id: number }>(
    db,
    sql`select distinct a.member_id from member_avatar a where ${productionAsOf('a', OUTPUT_DAY).fuelLeft}`,
  );
  return found.map((row) => Number(row.member_id));
}

/**
 * Members who became effective users with a sale counting on `today`: when it was paid, none of
 * their avatars from before it (a member's avatars are created one purchase at a time, so their
 * ids keep that order) had fuel left; one spent since had, when the settlement that spent it
 * began after the sale. A sale paid while that settlement was burning fuel may be judged either
 * way here: run the audit when no settlement is running.
 */
export async function becameEffectiveOn(db: Db, today: string): Promise<number[]> {
  const found = await rows<{ member_id: number }>(
    db,
    sql`select distinct o.member_id from avatar_order o join member_avatar sold on sold.order_id = o.id
        where o.status = 'paid' and o.sale_day = ${today}::date
          and not exists (
            select 1 from member_avatar a
            where a.member_id = o.member_id and a.id < sold.id
              and (${productionAsOf('a', OUTPUT_DAY).fuelLeft}
                or (select s.done_at from settlement_step s
                    where s.step = 'avatar_output' and s.day = a.fuel_ends_day) > o.settled_at)
          )`,
  );
  return found.map((row) => Number(row.member_id));
}

/** Events whose label is not their member's: a spread that did not move them. */
export async function misplacedEvents(db: Db): Promise<number> {
  const [row] = await rows<{ misplaced: number }>(
    db,
    sql`select count(*)::int as misplaced from team_event e join member m on m.id = e.member_id
        where e.team_label <> m.team_label`,
  );
  return Number(row?.misplaced ?? 0);
}

/**
 * Runs that are not what the compacted events sum to (one row per day and member, the unfolded
 * events apart from the day's whole, each member's first day of becoming an effective user), and
 * team totals that are not what the runs of their team's label range sum to: recomputed from the
 * events and compared row by row. A total missing where a team has runs shows as its members'
 * rows (each run, and each total, with something to add names a total of its superior's).
 */
export async function runsAgainstEvents(db: Db): Promise<{ wrong: number; wrongTotals: number }> {
  const [row] = await rows<{ wrong: number; wrong_totals: number }>(
    db,
    sql`with sums as (
          select day, member_id, count(*) filter (where not folded) as events,
            count(*) filter (where joined and not folded) as joined,
            coalesce(sum(performance) filter (where not folded), 0) as performance,
            coalesce(bool_or(became_effective) filter (where not folded), false) as became,
            count(*) filter (where joined) as day_joined, sum(performance) as day_performance,
            bool_or(became_effective) as day_became
          from team_event where compacted group by day, member_id
        ),
        -- A member's first day of becoming effective among them (a window, not a lookup per row
        -- of a statement's own sums, which has no index).
        expected as (
          select s.*, s.became and s.day = min(s.day) filter (where s.became) over (partition by s.member_id)
            as became_first
          from sums s
        ),
        -- Each day's runs in label order with running sums, and each total's team's bounds among
        -- them: its end (kind 0) before the run at that label (the bound member's, outside the
        -- team), its start (kind 2) after its own member's run.
        points as (
          select x.day, m.team_label as label, 1 as kind, null::int as member_id, x.events, x.joined,
            x.performance, x.became_first::int as became, x.day_joined, x.day_performance,
            x.day_became::int as day_became
          from expected x join member m on m.id = x.member_id
          union all
          select t.day, coalesce(b.team_label, 9223372036854775807), 0, t.member_id, 0, 0, 0, 0, 0, 0, 0
          from team_run_total t join member m on m.id = t.member_id left join member b on b.id = m.team_bound_id
          union all
          select t.day, m.team_label, 2, t.member_id, 0, 0, 0, 0, 0, 0, 0
          from team_run_total t join member m on m.id = t.member_id
        ),
        running as (
          select day, kind, member_id, sum(events) over w as events, sum(joined) over w as joined,
            sum(performance) over w as performance, sum(became) over w as became,
            sum(day_joined) over w as day_joined, sum(day_performance) over w as day_performance,
            sum(day_became) over w as day_became
          from points
          window w as (partition by day order by label, kind rows between unbounded preceding and current row)
        ),
        expected_totals as (
          select e.day, e.member_id, e.events - s.events as events, e.joined - s.joined as joined,
            e.performance - s.performance as performance, e.became - s.became as became,
            e.day_joined - s.day_joined as day_joined, e.day_performance - s.day_performance as day_performance,
            e.day_became - s.day_became as day_became
          from running e join running s on s.member_id = e.member_id and s.day = e.day and s.kind = 2
          where e.kind = 0
        ),
        -- Rows that add something to their superior's team.
        adding as (
          select day, member_id from expected
          where events > 0 or day_joined > 0 or day_performance > 0 or became_first or day_became
          union
          select day, member_id from team_run_total
          where events > 0 or day_joined > 0 or day_performance > 0 or became > 0 or day_became > 0
        )
        select
          (select count(*)::int from expected x full join team_event_run r using (day, member_id)
            where x.member_id is null or r.member_id is null
              or (x.events, x.joined, x.performance, x.became, x.became_first, x.day_joined, x.day_performance,
                  x.day_became)
                is distinct from (r.events, r.joined, r.performance, r.became, r.became_first, r.day_joined,
                  r.day_performance, r.day_became)) as wrong,
          (select count(*)::int from expected_totals x join team_run_total r using (day, member_id)
            where (x.events, x.joined, x.performance, x.became, x.day_joined, x.day_performance, x.day_became)
              is distinct from (r.events, r.joined, r.performance, r.became, r.day_joined, r.day_performance,
                r.day_became))
          + (select count(*)::int from adding a join member m on m.id = a.member_id
              where m.superior_id is not null and not exists (
                select 1 from team_run_total r where r.member_id = m.superior_id and r.day = a.day)) as wrong_totals`,
  );
  return { wrong: Number(row?.wrong ?? 0), wrongTotals: Number(row?.wrong_totals ?? 0) };
}
