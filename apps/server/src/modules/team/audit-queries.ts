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
 * Runs that do not carry their member's place, and runs that are not what the compacted events
 * sum to (one row per day and member, the unfolded events apart from the day's whole, running sums
 * over each day in the team order, each member's first day of becoming an effective user):
 * recomputed from the events and compared row by row.
 */
export async function runsAgainstEvents(db: Db): Promise<{ misplaced: number; wrong: number }> {
  const [row] = await rows<{ misplaced: number; wrong: number }>(
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
        firsts as (
          select s.*, s.became and not exists (
              select 1 from sums earlier where earlier.member_id = s.member_id and earlier.became and earlier.day < s.day
            ) as became_first
          from sums s
        ),
        expected as (
          select f.*, m.team_label,
            sum(f.events) over w as cum_events, sum(f.joined) over w as cum_joined,
            sum(f.performance) over w as cum_performance,
            count(*) filter (where f.became_first) over w as cum_became_first,
            sum(f.day_joined) over w as cum_day_joined, sum(f.day_performance) over w as cum_day_performance,
            count(*) filter (where f.day_became) over w as cum_day_became
          from firsts f join member m on m.id = f.member_id
          window w as (partition by f.day order by m.team_label)
        )
        select (select count(*)::int from team_event_run r join member m on m.id = r.member_id
            where r.team_label <> m.team_label) as misplaced,
          (select count(*)::int from expected x full join team_event_run r using (day, member_id)
            where x.member_id is null or r.member_id is null
              or (x.events, x.joined, x.performance, x.became, x.became_first, x.day_joined, x.day_performance,
                  x.day_became, x.cum_events, x.cum_joined, x.cum_performance, x.cum_became_first,
                  x.cum_day_joined, x.cum_day_performance, x.cum_day_became)
                is distinct from (r.events, r.joined, r.performance, r.became, r.became_first, r.day_joined,
                  r.day_performance, r.day_became, r.cum_events, r.cum_joined, r.cum_performance,
                  r.cum_became_first, r.cum_day_joined, r.cum_day_performance, r.cum_day_became)) as wrong`,
  );
  return { misplaced: Number(row?.misplaced ?? 0), wrong: Number(row?.wrong ?? 0) };
}
