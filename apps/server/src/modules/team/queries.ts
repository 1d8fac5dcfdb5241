import { STABLECOINS } from '@colony/contract/assets';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shapedRows } from '../../db/prepared-rows.ts';
import { rows } from '../../db/rows.ts';
import { receivedByEveryMember } from '../../ledger/kind-total-queries.ts';
import { colonyTodayIn, type SettlementClock } from '../../settlement/calendar.ts';
import { databaseTodayExpression } from '../../settlement/queries.ts';

/**
 * The team figures (docs/economy.md "Team"): events written beside sign-ups and sales, the
 * settlement's fold of every member's figures into `member_team`, and the live reads that add the
 * events not folded yet to a member's folded row. A team is one range of the depth-first order
 * (`member.team_label` up to the label of `team_bound_id`), so every read is one short index range.
 */

/** Above every label in use (labels stay below 2^62): the end of a team that runs to the end of the order. */
const LABEL_END = sql.raw('9223372036854775807');

/** The lock the `member_team_position` trigger takes to place a member (migration 0006). */
const TEAM_PLACE_LOCK = sql`hashtext('member_team_position')`;

/** Taken by the compaction (tried: it never waits for it) and by the fold, which empties the runs. */
const TEAM_RUNS_LOCK = sql`hashtext('team_event_run')`;

// ---------------------------------------------------------------------------
// Events

/** A member's join, on `day` (an expression of the colony's clock); none for the root. */
export async function insertJoinEvent(tx: Db, memberId: number, day: SQL): Promise<void> {
  await tx.execute(sql`
    insert into team_event (member_id, superior_id, team_label, day, joined)
    select id, superior_id, team_label, ${day}, true from member where id = ${memberId} and superior_id is not null`);
}

/**
 * The join events of the members `joined` names (a data-modifying CTE returning `id`, `superior_id`
 * and `team_label`), on `day`: a statement that adds members records their joins in itself.
 */
export function joinEventsOf(joined: SQL, day: SQL): SQL {
  return sql`
    insert into team_event (member_id, superior_id, team_label, day, joined)
    select id, superior_id, team_label, ${day}, true from ${joined} where superior_id is not null`;
}

export interface SaleEvent {
  memberId: number;
  day: string;
  /** What the sale paid, in US dollars (base units). */
  performance: bigint;
  becameEffective: boolean;
}

/** One sale; the caller holds the buyer's row locked, so its place in the order cannot move meanwhile. */
export async function insertSaleEvent(tx: Db, sale: SaleEvent): Promise<void> {
  await tx.execute(sql`
    insert into team_event (member_id, superior_id, team_label, day, performance, became_effective)
    select id, superior_id, team_label, ${sale.day}::date, ${sale.performance.toString()}::numeric,
      ${sale.becameEffective}
    from member where id = ${sale.memberId}`);
}

/**
 * Holds the team order still (no member is placed, so none is moved) and locks the rows of the
 * members `members` selects (`member_id`), in the order's order: until the transaction ends their
 * places stay put and a purchase of theirs waits. The buyers are looked up by key (an array, not a
 * join the planner may hash over every member).
 */
export async function lockMembersForSales(tx: Db, members: SQL): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_PLACE_LOCK})`);
  await tx.execute(sql`
    select 1 from member where id = any(array(select member_id from (${members}) buyers))
    order by team_label for share`);
}

/** The sales `sales` selects (`member_id, day, performance, became_effective`), set-based. */
export async function insertSaleEvents(tx: Db, sales: SQL): Promise<number> {
  const [row] = await rows<{ recorded: number }>(
    tx,
    sql`with recorded as (
          insert into team_event (member_id, superior_id, team_label, day, performance, became_effective)
          select m.id, m.superior_id, m.team_label, s.day, s.performance, s.became_effective
          from (${sales}) s join member m on m.id = s.member_id
          returning 1
        )
        select count(*)::int as recorded from recorded`,
  );
  return Number(row?.recorded ?? 0);
}

// ---------------------------------------------------------------------------
// Compaction

/**
 * The events a compaction sums: those not folded yet, and those of `today` (a `date` expression)
 * or later the fold counted already, which only today's figures read. A folded event of an earlier
 * day is read by nothing.
 */
const compactable = (today: SQL): SQL => sql`(not folded or day >= ${today})`;

/**
 * Whether any event a compaction sums is not compacted yet (`team_event_unfolded_idx`, and
 * `team_event_day_idx` for the folded ones of today).
 */
export async function hasFreshEvents(db: Db, today: SQL): Promise<boolean> {
  const [row] = await rows<{ fresh: boolean }>(
    db,
    sql`select exists (select 1 from team_event where not folded and not compacted)
      or exists (select 1 from team_event where day >= ${today} and not compacted) as fresh`,
  );
  return Boolean(row?.fresh);
}

export interface Compaction {
  /** Events compacted now. */
  compacted: number;
  /** Rows of `team_event_run` written: one per day and member the events changed. */
  runs: number;
  /** Rows of `team_run_total` written: one per day and member above the members changed. */
  totals: number;
}

/**
 * Adds every event `compactable` takes and no compaction took yet to `team_event_run` and to the
 * totals of the teams above its member (`team_run_total`), and marks it compacted, in one statement
 * in `tx`; undefined when the fold holds the runs (it empties them), so the caller comes back later.
 *
 * Each event is added once: the statement marks exactly the events it adds, in its transaction,
 * and the runs' lock keeps a second compaction (another server's) out until it commits. No
 * watermark of ids: an event whose transaction took a smaller id and commits later is simply not
 * seen by this statement's snapshot, stays fresh, and the next compaction takes it.
 *
 * The cost is the events taken and the members above their members, not the tables: the runs of
 * the events' members are read by key (a member's first day of becoming an effective user may move
 * to an earlier day), and each member above them (found by walking the superior links up, each
 * once) gets what the changed runs in its team's label range add, from one pass over those runs
 * and the members' bounds in label order. The labels are read in this statement's snapshot, so a
 * spread committing meanwhile changes nothing of it: it keeps every member inside the same teams,
 * and the runs carry no labels. Purchases and sign-ups never wait for it; the events it takes are
 * locked in id order, as the fold and a spread lock events.
 */
export async function compactRuns(tx: Db, today: SQL): Promise<Compaction | undefined> {
  const [held] = await rows<{ held: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${TEAM_RUNS_LOCK}) as held`,
  );
  if (!held?.held) return undefined;
  // The planner cannot know how far up the walk goes and guesses millions of rows; PostgreSQL would
  // spend seconds compiling the statement for them: it runs as it is planned.
  await tx.execute(sql`set local jit = off`);
  const [row] = await rows<Compaction>(tx, compaction(today));
  return {
    compacted: Number(row?.compacted ?? 0),
    runs: Number(row?.runs ?? 0),
    totals: Number(row?.totals ?? 0),
  };
}

/** The statement of `compactRuns`: `compacted, runs, totals`. */
export function compaction(today: SQL): SQL {
  return sql`with recursive fresh as (
          select id from team_event where ${compactable(today)} and not compacted order by id for update
        ),
        -- Looked up by key, here and below (an array, or a lateral read limited to one row): a
        -- join the planner may hash over a whole table would cost the table, not the events.
        marked as (
          update team_event set compacted = true where id = any(array(select id from fresh))
          returning day, member_id, superior_id, folded, joined, became_effective, performance
        ),
        -- What the events add, per day and member: the unfolded ones apart from the day's whole.
        added as (
          select day, member_id, superior_id,
            (count(*) filter (where not folded))::int as events,
            (count(*) filter (where joined and not folded))::int as joined,
            coalesce(sum(performance) filter (where not folded), 0) as performance,
            coalesce(bool_or(became_effective) filter (where not folded), false) as became,
            (count(*) filter (where joined))::int as day_joined, sum(performance) as day_performance,
            bool_or(became_effective) as day_became
          from marked group by day, member_id, superior_id
        ),
        -- The runs of those members before, of every day: their first day of becoming effective.
        was as (
          select * from team_event_run where member_id = any(array(select distinct member_id from added))
        ),
        now as (
          select coalesce(a.day, w.day) as day, coalesce(a.member_id, w.member_id) as member_id,
            coalesce(a.superior_id, w.superior_id) as superior_id, a.member_id is not null as added,
            coalesce(w.events, 0) + coalesce(a.events, 0) as events,
            coalesce(w.joined, 0) + coalesce(a.joined, 0) as joined,
            coalesce(w.performance, 0) + coalesce(a.performance, 0) as performance,
            coalesce(w.became, false) or coalesce(a.became, false) as became,
            coalesce(w.day_joined, 0) + coalesce(a.day_joined, 0) as day_joined,
            coalesce(w.day_performance, 0) + coalesce(a.day_performance, 0) as day_performance,
            coalesce(w.day_became, false) or coalesce(a.day_became, false) as day_became,
            coalesce(w.became_first, false) as was_first, coalesce(w.day_became, false) as was_day_became,
            -- What the events add, carried along so that nothing joins them again.
            coalesce(a.events, 0) as add_events, coalesce(a.joined, 0) as add_joined,
            coalesce(a.performance, 0) as add_performance, coalesce(a.day_joined, 0) as add_day_joined,
            coalesce(a.day_performance, 0) as add_day_performance
          from added a full join was w on w.member_id = a.member_id and w.day = a.day
        ),
        firsts as (
          select n.*, n.became and n.day = min(n.day) filter (where n.became) over (partition by n.member_id)
            as became_first
          from now n
        ),
        changed as (select * from firsts where added or became_first <> was_first),
        written as (
          insert into team_event_run (day, member_id, superior_id, events, joined, performance, became,
            became_first, day_joined, day_performance, day_became)
          select day, member_id, superior_id, events, joined, performance, became, became_first, day_joined,
            day_performance, day_became
          from changed
          on conflict (member_id, day) do update set events = excluded.events, joined = excluded.joined,
            performance = excluded.performance, became = excluded.became, became_first = excluded.became_first,
            day_joined = excluded.day_joined, day_performance = excluded.day_performance,
            day_became = excluded.day_became
          returning 1
        ),
        -- What each changed run adds to the teams above its member.
        deltas as (
          select c.day, c.member_id, c.superior_id, m.team_label as label, c.add_events as events,
            c.add_joined as joined, c.add_performance as performance,
            c.became_first::int - c.was_first::int as became, c.add_day_joined as day_joined,
            c.add_day_performance as day_performance, c.day_became::int - c.was_day_became::int as day_became
          from changed c
          cross join lateral (select team_label from member where id = c.member_id limit 1) m
          where c.superior_id is not null
            and (c.add_events, c.add_day_joined, c.add_day_performance, c.became_first::int - c.was_first::int,
              c.day_became::int - c.was_day_became::int) <> (0, 0, 0, 0, 0)
        ),
        -- Every member above them, each once (a union: a shared superior is walked up once).
        above(id, superior_id, lo, bound_id) as (
          select m.id, m.superior_id, m.team_label, m.team_bound_id
          from (select distinct superior_id from deltas) d
          cross join lateral (
            select id, superior_id, team_label, team_bound_id from member where id = d.superior_id limit 1
          ) m
          union
          select m.id, m.superior_id, m.team_label, m.team_bound_id
          from above u
          cross join lateral (
            select id, superior_id, team_label, team_bound_id from member where id = u.superior_id limit 1
          ) m
        ),
        days as (select distinct day from deltas),
        -- In label order, per day: a team's end (kind 0) before the run at that label (the bound
        -- member's, outside the team), its start (kind 2) after its own member's run (not its team).
        points as (
          select day, label, 1 as kind, null::int as id, null::int as superior_id, events, joined, performance,
            became, day_joined, day_performance, day_became
          from deltas
          union all
          select d.day, coalesce((select b.team_label from member b where b.id = u.bound_id), ${LABEL_END}),
            0, u.id, u.superior_id, 0, 0, 0, 0, 0, 0, 0
          from above u cross join days d
          union all
          select d.day, u.lo, 2, u.id, u.superior_id, 0, 0, 0, 0, 0, 0, 0 from above u cross join days d
        ),
        running as (
          select day, kind, id, superior_id, sum(events) over w as events, sum(joined) over w as joined,
            sum(performance) over w as performance, sum(became) over w as became,
            sum(day_joined) over w as day_joined, sum(day_performance) over w as day_performance,
            sum(day_became) over w as day_became
          from points
          window w as (partition by day order by label, kind rows between unbounded preceding and current row)
        ),
        -- A team's sums: the running sums at its end less those at its start (no join: the planner
        -- knows nothing of how many rows these hold).
        sums as (
          select day, id, superior_id,
            sum(case when kind = 0 then events else -events end) as events,
            sum(case when kind = 0 then joined else -joined end) as joined,
            sum(case when kind = 0 then performance else -performance end) as performance,
            sum(case when kind = 0 then became else -became end) as became,
            sum(case when kind = 0 then day_joined else -day_joined end) as day_joined,
            sum(case when kind = 0 then day_performance else -day_performance end) as day_performance,
            sum(case when kind = 0 then day_became else -day_became end) as day_became
          from running where kind <> 1 group by day, id, superior_id
        ),
        totalled as (
          insert into team_run_total (day, member_id, superior_id, events, joined, performance, became,
            day_joined, day_performance, day_became)
          select day, id, superior_id, events, joined, performance, became, day_joined, day_performance, day_became
          from sums
          where (events, day_joined, day_performance, became, day_became) <> (0, 0, 0, 0, 0)
          on conflict (member_id, day) do update set events = team_run_total.events + excluded.events,
            joined = team_run_total.joined + excluded.joined,
            performance = team_run_total.performance + excluded.performance,
            became = team_run_total.became + excluded.became,
            day_joined = team_run_total.day_joined + excluded.day_joined,
            day_performance = team_run_total.day_performance + excluded.day_performance,
            day_became = team_run_total.day_became + excluded.day_became
          returning 1
        )
        select (select count(*) from marked)::int as compacted, (select count(*) from written)::int as runs,
          (select count(*) from totalled)::int as totals`;
}

/**
 * Reclaims, outside any transaction, the old versions of the events a compaction marked, whose
 * entries in the fresh events' partial indexes a read would otherwise visit one by one until
 * autovacuum came by (every few thousand events; PGlite has none), and those of the runs it
 * updated and the fold deleted. A vacuum reads only the pages changed since the last one, and an
 * index only when enough of its table's pages hold old versions for it to be worth it.
 */
export async function vacuumCompacted(db: Db): Promise<void> {
  await db.execute(sql`vacuum team_event, team_event_run, team_run_total`);
}

// ---------------------------------------------------------------------------
// The fold

export interface FoldSources {
  /** `(member_id, redeemed)`: what each member took out of the colony (0 when nothing reads it). */
  redeemed: SQL;
  /** `(member_id, effective)`: every member holding an avatar, effective when one has fuel left. */
  holders: SQL;
}

/**
 * The fold's `redeemed` source from the ledger's running totals: each member's buy-backs (what the
 * energy level calls redeemed), both stablecoins one to one.
 */
export function redeemedByMember(): SQL {
  return sql`select member_id, received as redeemed from (${receivedByEveryMember('buy_back', STABLECOINS)}) totals`;
}

/**
 * More work on the fold's figures, in the same statement: CTEs that may read `figures` (one row per
 * member: `member_id`, `holds` (an avatar), `personal_performance`, `redeemed`, `direct_performance`, `direct_redeemed`,
 * `zone_performance`, `zone_redeemed`, beside the folded columns), and a `json` expression of them
 * answered beside the fold's figures.
 */
export interface FoldAlongside {
  ctes: SQL;
  answer: SQL;
}

export interface FoldFigures {
  members: number;
  changed: number;
  folded: number;
  dropped: number;
}

/**
 * Every member's figures from the sources, in one statement and so from one snapshot: each member's
 * personal performance is the last fold's plus the sales of the events not folded yet (every sale
 * writes one in its transaction, so the two are what the member's avatar purchases paid, which
 * `team:audit` checks against the paid orders); one pass over
 * the members in the team order (a team's sums are differences of running sums), one grouping by
 * superior for the direct members and the largest legs (each leg's weight and tie-break packed in
 * an array, so the group's `max` is its largest leg without a sort). Only rows that changed are
 * written (the star level and elite tier are left alone), every event the statement sees is marked
 * folded (and no longer compacted: the compacted runs are emptied after it), and the events of days
 * before `keepFrom` are dropped.
 *
 * For `alongside`, `figures` also holds each member's redeemed total, their direct members' totals
 * and their small zone by the rule of the energy level: the team without the leg with the most
 * performance, on a tie the leg that redeemed less, then the earliest member.
 */
export async function foldTeamFigures(
  tx: Db,
  sources: FoldSources,
  day: string,
  keepFrom: SQL,
  alongside?: FoldAlongside,
): Promise<FoldFigures & { alongside: unknown }> {
  // The planner cannot know how the members' bound links join and guesses far too many rows, and
  // PostgreSQL would spend seconds compiling the statement for them: it runs as it is planned.
  await tx.execute(sql`set local jit = off`);
  // Each member finds its team's bound by id in a hash of the ordered members: a merge join would
  // sort the members twice more, by id and by bound, and the sorts spill to disk at a million.
  await tx.execute(sql`set local enable_mergejoin = off`);
  // No compaction meanwhile (it waits for none: it tries this lock and comes back later), so the
  // runs the fold empties below are the runs of the events it marks.
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_RUNS_LOCK})`);
  const [row] = await rows<FoldFigures & { alongside: unknown }>(
    tx,
    sql`with redeemed as (${sources.redeemed}),
        holders as (${sources.holders}),
        -- What each member's sales since the last fold added to their personal performance: every
        -- unfolded event this statement sees, which it marks folded below (or drops, when older).
        sold as (
          select member_id, sum(performance) as performance
          from team_event where not folded and performance > 0 group by member_id
        ),
        personal as (
          select m.id, m.superior_id, m.team_bound_id, m.team_label,
            coalesce(f.personal_performance, 0) + coalesce(e.performance, 0) as personal
          from member m
          left join member_team f on f.member_id = m.id
          left join sold e on e.member_id = m.id
        ),
        ordered as (
          select m.id, m.superior_id, m.team_bound_id, m.team_label, m.personal,
            coalesce(r.redeemed, 0) as redeemed, coalesce(h.effective, false) as effective,
            (h.member_id is not null) as holds,
            sum(m.personal) over w as performance_through,
            sum(coalesce(r.redeemed, 0)) over w as redeemed_through,
            count(*) over w as members_through,
            count(*) filter (where h.effective) over w as effective_through
          from personal m
          left join redeemed r on r.member_id = m.id
          left join holders h on h.member_id = m.id
          window w as (order by m.team_label rows between unbounded preceding and current row)
        ),
        -- The colony's totals: the running sums through the last member in the order.
        colony as (
          select performance_through as performance, redeemed_through as redeemed, members_through as members,
            effective_through as effective
          from ordered order by team_label desc limit 1
        ),
        team as (
          select o.id, o.superior_id, o.personal, o.redeemed, o.effective, o.holds,
            coalesce(b.performance_through - b.personal, (select performance from colony)) - o.performance_through
              as team_performance,
            coalesce(b.redeemed_through - b.redeemed, (select redeemed from colony)) - o.redeemed_through
              as team_redeemed,
            (coalesce(b.members_through - 1, (select members from colony)) - o.members_through)::int as team_size,
            (coalesce(b.effective_through - b.effective::int, (select effective from colony)) - o.effective_through)::int
              as effective_count
          from ordered o left join ordered b on b.id = o.team_bound_id
        ),
        direct as (
          select superior_id as id, count(*)::int as direct_count,
            (count(*) filter (where effective))::int as direct_effective,
            sum(personal) as direct_performance, sum(redeemed) as direct_redeemed,
            -- The largest leg: the most performance, then the earliest member.
            max(array[personal + team_performance, -id]) as largest,
            -- The same by the energy level's rule: the most performance, then the least redeemed.
            max(array[personal + team_performance, -(redeemed + team_redeemed), -id]) as heaviest
          from team where superior_id is not null group by superior_id
        ),
        figures as (
          select t.id as member_id, t.superior_id, t.effective, t.holds, t.team_size,
            coalesce(d.direct_count, 0) as direct_count, coalesce(d.direct_effective, 0) as direct_effective,
            t.effective_count, t.personal as personal_performance, t.team_performance,
            t.personal + t.team_performance as leg_performance,
            (-d.largest[2])::int as largest_leg_id, coalesce(d.largest[1], 0) as largest_leg_performance,
            t.redeemed, coalesce(d.direct_performance, 0) as direct_performance,
            coalesce(d.direct_redeemed, 0) as direct_redeemed,
            t.team_performance - coalesce(d.heaviest[1], 0) as zone_performance,
            t.team_redeemed + coalesce(d.heaviest[2], 0) as zone_redeemed
          from team t left join direct d on d.id = t.id
        ),
        changed as (
          select f.* from figures f left join member_team s on s.member_id = f.member_id
          where s.member_id is null
            or (s.superior_id, s.effective, s.team_size, s.direct_count, s.direct_effective, s.effective_count,
                s.personal_performance, s.team_performance, s.leg_performance, s.largest_leg_id,
                s.largest_leg_performance)
              is distinct from
               (f.superior_id, f.effective, f.team_size, f.direct_count, f.direct_effective, f.effective_count,
                f.personal_performance, f.team_performance, f.leg_performance, f.largest_leg_id,
                f.largest_leg_performance)
        ),
        saved as (
          insert into member_team (member_id, day, superior_id, effective, team_size, direct_count,
            direct_effective, effective_count, personal_performance, team_performance, leg_performance,
            largest_leg_id, largest_leg_performance)
          select member_id, ${day}::date, superior_id, effective, team_size, direct_count, direct_effective,
            effective_count, personal_performance, team_performance, leg_performance, largest_leg_id,
            largest_leg_performance
          from changed
          on conflict (member_id) do update set
            day = excluded.day, superior_id = excluded.superior_id, effective = excluded.effective,
            team_size = excluded.team_size, direct_count = excluded.direct_count,
            direct_effective = excluded.direct_effective, effective_count = excluded.effective_count,
            personal_performance = excluded.personal_performance, team_performance = excluded.team_performance,
            leg_performance = excluded.leg_performance, largest_leg_id = excluded.largest_leg_id,
            largest_leg_performance = excluded.largest_leg_performance
          returning 1
        ),
        -- Locked in id order, as a spread moving events locks them, so the two never deadlock. Both
        -- scan the table (no index holds every unfolded event, or every old one): it holds about two days.
        -- The folded events compacted before (today's) are fresh again too: their runs go below.
        marking as (
          select id, folded as was_folded from team_event
          where (not folded or compacted) and day >= ${keepFrom} order by id for update
        ),
        marked as (
          update team_event set folded = true, compacted = false where id in (select id from marking)
        ),
        dropped as (delete from team_event where day < ${keepFrom} returning 1)
        ${alongside ? sql`, ${alongside.ctes}` : sql``}
        select (select members from colony)::int as members, (select count(*) from saved)::int as changed,
          (select count(*) from marking where not was_folded)::int as folded, (select count(*) from dropped)::int as dropped,
          ${alongside ? alongside.answer : sql`null::json`} as alongside`,
  );
  // Every compacted event is folded or dropped now: their runs and the teams' totals go, after the
  // events as a compaction takes them.
  await tx.execute(sql`delete from team_event_run`);
  await tx.execute(sql`delete from team_run_total`);
  return {
    members: Number(row?.members ?? 0),
    changed: Number(row?.changed ?? 0),
    folded: Number(row?.folded ?? 0),
    dropped: Number(row?.dropped ?? 0),
    alongside: row?.alongside ?? null,
  };
}

/**
 * The events the fold of settlement day `day` keeps: the day's and later ones (today's, while the
 * day settled is today or later in tests that run ahead), so yesterday's stay until the next fold.
 */
export function foldKeepFrom(day: string, clock: SettlementClock): SQL {
  return sql`least(${day}::date, ${colonyTodayIn(clock)})`;
}

/** Records that the team figures of settlement day `day` are folded, and what the fold did. */
export async function recordFold(tx: Db, day: string, figures: FoldFigures): Promise<void> {
  const { members, changed, folded, dropped } = figures;
  await tx.execute(sql`
    insert into team_fold (day, figures)
    values (${day}::date, ${JSON.stringify({ members, changed, folded, dropped })}::jsonb)
    on conflict (day) do update set figures = excluded.figures`);
}

/** What the fold of settlement day `day` did, when the figures of that day are folded already. */
export async function foldOf(tx: Db, day: string): Promise<FoldFigures | undefined> {
  const [row] = await rows<{ figures: FoldFigures }>(
    tx,
    sql`select figures from team_fold where day = ${day}::date`,
  );
  return row?.figures;
}

// ---------------------------------------------------------------------------
// Live reads

const KEEP_PLANS = sql`set local plan_cache_mode = force_generic_plan`;

/**
 * For the rest of the transaction, the statements `shapedRows` prepared run the one plan they
 * keep, whatever their parameters. PostgreSQL otherwise weighs it again against five fresh plans
 * whenever the tables' statistics move (the compaction's vacuum moves them every few seconds) and
 * may settle on planning every call afresh: a few milliseconds, several times what the team reads
 * cost to run.
 */
export async function useKeptPlans(tx: Db): Promise<void> {
  await tx.execute(KEEP_PLANS);
}

/** A member's figures: the folded row plus the events not folded yet, and today's events. */
export interface LiveFiguresRow {
  ord: number;
  id: number;
  address: string;
  superiorAddress: string | null;
  inviteCode: string;
  joinedAt: Date;
  starLevel: number;
  eliteTier: string | null;
  effective: boolean;
  teamSize: number;
  directCount: number;
  directEffective: number;
  effectiveCount: number;
  personalPerformance: string;
  teamPerformance: string;
  /** Null when not asked for, or without legs. */
  largestLegId: number | null;
  largestLegAddress: string | null;
  largestLegPerformance: string;
}

export interface TodayFiguresRow {
  /** The sum asked for with `total`. */
  total: string | null;
  today: string;
  todayPerformance: string;
  todayNewMembers: number;
  todayNewEffective: number;
}

interface LiveFiguresOptions {
  /** The largest leg, live (with many direct members, an index read per unfolded sale in the team). */
  largestLeg: boolean;
  /** Today's figures, for the colony day `today`. */
  today?: Today;
  /**
   * A sum of base units to answer beside the figures, of the member whose id it is given. Its text
   * must depend on nothing else: a statement is written once for each such function (keep it in a
   * module's constant).
   */
  total?: (memberId: SQL) => SQL;
}

/** A colony day: the one the settlement clock `clock` says it is now, or the day `day`. */
export type Today = { clock: SettlementClock } | { day: string };

/** The colony day `day`. */
export const dayOf = (day: string): Today => ({ day });

/** `today`'s part of a statement's shape, and the values of its placeholders. */
function todayIn(today: Today | undefined): {
  shape: 'none' | 'day' | 'clock';
  values: Record<string, unknown>;
} {
  if (today === undefined) return { shape: 'none', values: {} };
  if ('day' in today) return { shape: 'day', values: { todayDay: today.day } };
  return { shape: 'clock', values: { todayZone: today.clock.timeZone, todayTime: today.clock.time } };
}

/** The `date` expression of each shape of `todayIn`, its values placeholders. */
const TODAY_SQL = {
  none: sql`null::date`,
  day: sql`${sql.placeholder('todayDay')}::date`,
  clock: databaseTodayExpression({
    timeZone: sql.placeholder('todayZone'),
    time: sql.placeholder('todayTime'),
  }),
} as const;

/**
 * Members whose figures are read: a selection of `(id, ord)` (`ord` the answer's order), by its
 * shape (a statement of `TARGETS` written once) and its values.
 */
export interface Targets {
  shape: keyof typeof TARGETS;
  values: Record<string, unknown>;
}

const TARGETS = {
  one: sql`select ${sql.placeholder('targetMember')}::int as id, 1 as ord`,
  ids: sql`select id, ord::int from unnest(${sql.placeholder('targetIds')}::int[]) with ordinality as t(id, ord)`,
  // The team is the caller's label range, so the check is two index reads.
  ofTeam: sql`select t.id, 1 as ord
    from member c join member t on t.address = ${sql.placeholder('targetAddress')}
    left join member b on b.id = c.team_bound_id
    where c.id = ${sql.placeholder('targetCaller')} and t.team_label >= c.team_label
      and t.team_label < coalesce(b.team_label, ${LABEL_END})`,
  // A member joins right after its superior: label order is newest first.
  directPage: sql`select id, (row_number() over (order by team_label))::int as ord from (
      select id, team_label from member where superior_id = ${sql.placeholder('targetSuperior')} order by team_label
      offset ${sql.placeholder('targetOffset')} limit ${sql.placeholder('targetLimit')}
    ) page`,
} as const;

/** The member `memberId`. */
export const oneMember = (memberId: number): Targets => ({
  shape: 'one',
  values: { targetMember: memberId },
});

/** The members with these ids, in this order. */
export const membersById = (ids: readonly number[]): Targets => ({
  shape: 'ids',
  values: { targetIds: `{${ids.join(',')}}` },
});

/** `address`, when it is the member `callerId` or anyone in their team; nobody otherwise. */
export const memberOfTeam = (callerId: number, address: string): Targets => ({
  shape: 'ofTeam',
  values: { targetCaller: callerId, targetAddress: address },
});

/** A page of the direct members of `superiorId`, newest first. */
export const directMembersPage = (superiorId: number, offset: number, limit: number): Targets => ({
  shape: 'directPage',
  values: { targetSuperior: superiorId, targetOffset: offset, targetLimit: limit },
});

/**
 * How many direct members the member `member` (a column) has now, `folded` its `member_team` row:
 * the folded count plus the direct members who joined since, compacted
 * (`team_event_run_superior_idx`) or not (`team_event_direct_join_idx`).
 */
const directCountNow = (member: SQL, folded: SQL) =>
  sql`(coalesce(${folded}.direct_count, 0)
    + (select count(*) from team_event e
        where e.superior_id = ${member} and e.joined and not e.folded and not e.compacted)
    + (select coalesce(sum(r.joined), 0) from team_event_run r where r.superior_id = ${member}))::int`;

/** The member `subject` selects (`id`), when there is one, with how many direct members they have now. */
export async function directCountOf(
  db: Db,
  subject: Targets,
): Promise<{ id: number; directCount: number } | undefined> {
  const [row] = await shapedRows<{ id: number; direct_count: number }>(
    db,
    `team.directCount ${subject.shape}`,
    () =>
      sql`select s.id, ${directCountNow(sql`s.id`, sql`f`)} as direct_count
        from (${TARGETS[subject.shape]}) s left join member_team f on f.member_id = s.id`,
    subject.values,
  );
  return row ? { id: Number(row.id), directCount: Number(row.direct_count) } : undefined;
}

/** Up to this many direct members, a member's legs are summed one label range each. */
const FEW_LEGS = 64;

/**
 * The compacted events of the team of member `member` (a column or value), and with `withOwn` the
 * member's own too (a leg), summed over every day (one row: `events, joined, performance, became`,
 * and `today_performance, today_joined, today_became` of the day `today`): the member's rows of
 * `team_run_total` (and of `team_event_run`), a few read by key.
 */
function runSums(member: SQL, withOwn: boolean, today: SQL): SQL {
  const own = withOwn
    ? sql`union all
      select day, events, joined, performance, became_first::int, day_joined, day_performance, day_became::int
      from team_event_run where member_id = ${member}`
    : sql``;
  return sql`select coalesce(sum(r.events), 0) as events, coalesce(sum(r.joined), 0) as joined,
      coalesce(sum(r.performance), 0) as performance, coalesce(sum(r.became), 0) as became,
      coalesce(sum(r.day_performance) filter (where r.day = ${today}), 0) as today_performance,
      coalesce(sum(r.day_joined) filter (where r.day = ${today}), 0) as today_joined,
      coalesce(sum(r.day_became) filter (where r.day = ${today}), 0) as today_became
    from (
      select day, events, joined, performance, became, day_joined, day_performance, day_became
      from team_run_total where member_id = ${member}
      ${own}
    ) r`;
}

/**
 * Whether a fresh event's becoming an effective user counts: its member has no compacted one (not
 * folded, of any day; of `day`, folded or not, for a day's figures), where the runs count them.
 */
const becameUncounted = (day?: SQL) =>
  sql`not exists (select 1 from team_event_run r
    where r.member_id = e.member_id and ${day ? sql`r.day_became and r.day = ${day}` : sql`r.became`})`;

/**
 * The fresh events (not compacted) with labels in [`from`, `to`) not folded yet, and with `today`
 * those of day `today`, folded or not (counted by the fold since the day began), summed (one row:
 * `events, joined, performance, became, direct_joined, direct_became` of the unfolded ones, the
 * direct figures counting the events of member `superior`'s direct members, and
 * `today_performance, today_joined, today_became`). Few: the compaction keeps up with them
 * (`team_event_unfolded_idx`, `team_event_day_idx`).
 */
function freshSums(from: SQL, to: SQL, superior: SQL, today?: SQL): SQL {
  const day = today ?? sql`null::date`;
  return sql`select count(*) filter (where not e.folded) as events,
      count(*) filter (where not e.folded and e.joined) as joined,
      coalesce(sum(e.performance) filter (where not e.folded), 0) as performance,
      count(distinct e.member_id) filter (where not e.folded and e.counts_became) as became,
      count(*) filter (where not e.folded and e.joined and e.superior_id = ${superior}) as direct_joined,
      count(distinct e.member_id) filter (where not e.folded and e.counts_became and e.superior_id = ${superior})
        as direct_became,
      coalesce(sum(e.performance) filter (where e.day = ${day}), 0) as today_performance,
      count(*) filter (where e.day = ${day} and e.joined) as today_joined,
      count(distinct e.member_id) filter (where e.day = ${day} and e.counts_became_today) as today_became
    from (
      select e.member_id, e.superior_id, e.day, e.joined, e.performance, e.folded,
        case when e.became_effective and not e.folded then ${becameUncounted()} else false end as counts_became,
        case when e.became_effective and e.day = ${day} then ${becameUncounted(day)} else false end
          as counts_became_today
      from team_event e
      where (not e.folded and not e.compacted and e.team_label >= ${from} and e.team_label < ${to})
        ${today ? sql`or (e.day = ${today} and not e.compacted and e.team_label >= ${from} and e.team_label < ${to})` : sql``}
    ) e`;
}

/**
 * Every event not folded yet of the team of member `member` (and its own with `withOwn`),
 * compacted or fresh, summed (one row: `events, joined, performance, became`,
 * `direct_joined, direct_became` of the fresh ones, and today's figures of day `today` when
 * given): the compacted ones from the runs, the fresh ones from the labels in [`from`, `to`) (the
 * same members). Distinct members stay distinct: a fresh event's member counts only when the runs
 * do not count them already.
 */
function unfoldedSums(
  runsOf: { member: SQL; withOwn: boolean },
  from: SQL,
  to: SQL,
  superior: SQL,
  today?: SQL,
): SQL {
  return sql`select r.events + f.events as events, r.joined + f.joined as joined,
      r.performance + f.performance as performance, r.became + f.became as became,
      f.direct_joined, f.direct_became,
      r.today_performance + f.today_performance as today_performance,
      r.today_joined + f.today_joined as today_joined, r.today_became + f.today_became as today_became
    from (${runSums(runsOf.member, runsOf.withOwn, today ?? sql`null::date`)}) r
    cross join (${freshSums(from, to, superior, today)}) f`;
}

/** The direct member of `t` (a column of the statement) whose leg holds the member of row `row`. */
const legOf = (row: string) =>
  sql`case when ${sql.raw(row)}.superior_id = t.id then ${sql.raw(row)}.member_id
    else (select c.id from member c where c.superior_id = t.id and c.team_label <= ${sql.raw(row)}.team_label
      order by c.team_label desc limit 1)
  end`;

/**
 * The unfolded events of the team of member `t` (columns `t.id`, `t.lo`, `t.hi` of the statement)
 * summed per leg, for the legs that have any: `(leg, joined, became, performance)`. The compacted
 * ones are the legs' runs and totals (`team_event_run` and `team_run_total` by superior). With few
 * direct members, each leg's fresh events are its label range's; with many, each fresh event
 * finds its leg, the direct member with the greatest label not above its own (one read of
 * `member_superior_idx` each; a direct member's own need none).
 */
function legDeltas(): SQL {
  const few = sql`(select count(*) from (select 1 from member k where k.superior_id = t.id limit ${FEW_LEGS + 1}) k) <= ${FEW_LEGS}`;
  return sql`select k.id as leg, x.joined, x.became, x.performance
      from member k left join member kb on kb.id = k.team_bound_id
      cross join lateral (
        ${unfoldedSums({ member: sql`k.id`, withOwn: true }, sql`k.team_label`, sql`coalesce(kb.team_label, ${LABEL_END})`, sql`t.id`)}
      ) x
      where ${few} and k.superior_id = t.id and x.events > 0
      union all
      select d.leg, sum(d.joined), count(distinct d.became_member) + sum(d.became_run), sum(d.performance)
      from (
        select ${legOf('e')} as leg, e.joined::int as joined,
          case when e.became_effective and ${becameUncounted()} then e.member_id end as became_member,
          0 as became_run, e.performance
        from team_event e
        where not ${few} and e.team_label > t.lo and e.team_label < t.hi and not e.folded and not e.compacted
        union all
        select r.member_id, r.joined, null, r.became_first::int, r.performance
        from team_event_run r where not ${few} and r.superior_id = t.id and r.events > 0
        union all
        select r.member_id, r.joined, null, r.became, r.performance
        from team_run_total r where not ${few} and r.superior_id = t.id and r.events > 0
      ) d
      group by d.leg`;
}

/**
 * `parts` of `liveFigures` when the largest leg is not asked for: the team's unfolded events
 * summed over its whole label range at once (one row, no leg).
 */
function wholeRange(today: SQL | undefined): SQL {
  return sql`parts as (
      select null::int as leg, a.*
      from (${unfoldedSums({ member: sql`t.id`, withOwn: false }, sql`t.lo + 1`, sql`t.hi`, sql`t.id`, today)}) a
    )`;
}

/**
 * `parts` of `liveFigures` with the legs' sums, and `candidates` for the largest leg: leg by leg
 * when the member has few direct members (so the legs' sums come with the team's), else the whole
 * team at once, the legs then from their runs and totals (by superior) and each fresh sale finding
 * its leg.
 */
function legsByLeg(today: SQL | undefined): SQL {
  return sql`few as (
      select (select count(*) from (
          select 1 from member k where k.superior_id = t.id limit ${FEW_LEGS + 1}
        ) k) <= ${FEW_LEGS} as legs
    ),
    parts as (
      select k.id as leg, a.* from member k left join member kb on kb.id = k.team_bound_id
      cross join lateral (
        ${unfoldedSums({ member: sql`k.id`, withOwn: true }, sql`k.team_label`, sql`coalesce(kb.team_label, ${LABEL_END})`, sql`t.id`, today)}
      ) a
      where (select legs from few) and k.superior_id = t.id
      union all
      select null, a.*
      from (${unfoldedSums({ member: sql`t.id`, withOwn: false }, sql`t.lo + 1`, sql`t.hi`, sql`t.id`, today)}) a
      where not (select legs from few)
    ),
    candidates as (
      select d.leg, coalesce(w.leg_performance, 0) + sum(d.delta) as performance
      from (
        select f.largest_leg_id as leg, 0::numeric as delta where f.largest_leg_id is not null
        union all
        select p.leg, p.performance from parts p where p.leg is not null and p.events > 0
        union all
        select ${legOf('e')}, e.performance
        from team_event e
        where not (select legs from few)
          and e.team_label > t.lo and e.team_label < t.hi and not e.folded and not e.compacted
          and (e.superior_id = t.id or e.performance > 0)
        union all
        select r.member_id, r.performance from team_event_run r
        where not (select legs from few) and r.superior_id = t.id and r.events > 0
        union all
        select r.member_id, r.performance from team_run_total r
        where not (select legs from few) and r.superior_id = t.id and r.events > 0 and r.performance > 0
      ) d left join member_team w on w.member_id = d.leg
      group by d.leg, w.leg_performance
    )`;
}

/** A number for each function given, for as long as it lives: part of a statement's shape. */
const functionIds = new WeakMap<object, number>();
let nextFunctionId = 0;
function idOf(fn: object): number {
  let id = functionIds.get(fn);
  if (id === undefined) {
    id = nextFunctionId++;
    functionIds.set(fn, id);
  }
  return id;
}

/**
 * The live figures of the members `targets` selects, in one statement (one snapshot): each
 * member's folded row, the events of its label range not folded yet (its own count as personal,
 * the others as its team's; a direct member's as direct), and today's events in the range. The
 * events not folded are the compacted ones (the team's totals, `team_run_total`: a row a day read
 * by key) and the fresh events since the last compaction. The largest leg live is the heaviest of
 * the folded largest leg and the legs with unfolded events (each at its folded weight plus its
 * events): every other leg weighs what it weighed at the fold, no more than the folded largest, and
 * loses a tie to it. With few direct members the events are summed leg by leg (each leg's totals
 * and run, and its label range's fresh events); with many, the team at once, the legs' runs and
 * totals found by superior, and each fresh sale finds its leg: the direct member with the greatest
 * label not above its own (`member_superior_idx`).
 */
export async function liveFigures(
  db: Db,
  targets: Targets,
  options: LiveFiguresOptions,
): Promise<(LiveFiguresRow & Partial<TodayFiguresRow>)[]> {
  const today = todayIn(options.today);
  const shape = [
    'team.liveFigures',
    targets.shape,
    options.largestLeg ? 'legs' : 'whole',
    today.shape,
    options.total ? `total ${idOf(options.total)}` : 'none',
  ].join(' ');
  const build = () => {
    // The folded largest leg and the legs with unfolded events, each at its folded weight plus its events.
    const largest = options.largestLeg
      ? sql`(select c.leg from candidates c order by c.performance desc, c.leg limit 1) as largest_leg,
        (select c.performance from candidates c order by c.performance desc, c.leg limit 1) as largest_performance`
      : sql`null::int as largest_leg, null::numeric as largest_performance`;
    const day = TODAY_SQL[today.shape];
    // Today's figures are summed only when asked for.
    const todayOrNot = today.shape === 'none' ? undefined : day;
    return sql`with target as (
          select t.ord, m.id, m.team_label as lo, coalesce(b.team_label, ${LABEL_END}) as hi
          from (${TARGETS[targets.shape]}) t join member m on m.id = t.id left join member b on b.id = m.team_bound_id
        )
        select t.ord, m.id, m.address, s.address as superior_address, m.invite_code, m.created_at as joined_at,
          coalesce(f.star_level, 0)::int as star_level, f.elite_tier,
          coalesce(f.effective, false) or x.became_now as effective,
          (coalesce(f.team_size, 0) + x.joined)::int as team_size,
          (coalesce(f.direct_count, 0) + x.direct_joined)::int as direct_count,
          (coalesce(f.direct_effective, 0) + x.direct_became)::int as direct_effective,
          (coalesce(f.effective_count, 0) + x.became)::int as effective_count,
          (coalesce(f.personal_performance, 0) + x.personal)::text as personal_performance,
          (coalesce(f.team_performance, 0) + x.performance)::text as team_performance,
          x.largest_leg, ${options.largestLeg ? sql`la.address` : sql`null::text`} as largest_leg_address,
          coalesce(x.largest_performance, 0)::text as largest_leg_performance,
          to_char(${day}, 'YYYY-MM-DD') as today,
          x.today_performance::text as today_performance, x.today_joined::int as today_joined,
          x.today_became::int as today_effective,
          ${options.total ? sql`(${options.total(sql`t.id`)})::text` : sql`null::text`} as total
        from target t
        join member m on m.id = t.id
        left join member s on s.id = m.superior_id
        left join member_team f on f.member_id = t.id
        cross join lateral (
          with ${options.largestLeg ? legsByLeg(todayOrNot) : wholeRange(todayOrNot)},
          -- The member's own events, and their direct members' compacted ones (the fresh ones are in the parts).
          own as (
            select coalesce((select sum(r.performance) from team_event_run r where r.member_id = t.id), 0)
                + coalesce((select sum(e.performance) from team_event e
                    where e.team_label = t.lo and not e.folded and not e.compacted), 0) as performance,
              exists (select 1 from team_event_run r where r.member_id = t.id and r.became)
                or exists (select 1 from team_event e
                  where e.team_label = t.lo and not e.folded and not e.compacted and e.became_effective) as became,
              (select coalesce(sum(r.joined), 0) from team_event_run r where r.superior_id = t.id) as direct_joined,
              (select count(*) from team_event_run r where r.superior_id = t.id and r.became_first) as direct_became
          )
          select own.performance as personal, own.became as became_now,
            coalesce(sum(p.performance), 0) as performance, coalesce(sum(p.joined), 0) as joined,
            coalesce(sum(p.became), 0) as became,
            own.direct_joined + coalesce(sum(p.direct_joined), 0) as direct_joined,
            own.direct_became + coalesce(sum(p.direct_became), 0) as direct_became,
            coalesce(sum(p.today_performance), 0) as today_performance,
            coalesce(sum(p.today_joined), 0) as today_joined, coalesce(sum(p.today_became), 0) as today_became,
            ${largest}
          from own left join parts p on true
          group by own.performance, own.became, own.direct_joined, own.direct_became
        ) x
        ${options.largestLeg ? sql`left join member la on la.id = x.largest_leg` : sql``}
        order by t.ord`;
  };
  const found = await shapedRows<Record<string, unknown>>(db, shape, build, {
    ...targets.values,
    ...today.values,
  });
  return found.map((row) => ({
    ord: Number(row.ord),
    id: Number(row.id),
    address: String(row.address),
    superiorAddress: (row.superior_address as string | null) ?? null,
    inviteCode: String(row.invite_code),
    joinedAt: new Date(row.joined_at as string | Date),
    starLevel: Number(row.star_level),
    eliteTier: (row.elite_tier as string | null) ?? null,
    effective: Boolean(row.effective),
    teamSize: Number(row.team_size),
    directCount: Number(row.direct_count),
    directEffective: Number(row.direct_effective),
    effectiveCount: Number(row.effective_count),
    personalPerformance: String(row.personal_performance),
    teamPerformance: String(row.team_performance),
    largestLegId: row.largest_leg === null ? null : Number(row.largest_leg),
    largestLegAddress: (row.largest_leg_address as string | null) ?? null,
    largestLegPerformance: String(row.largest_leg_performance),
    ...(options.today === undefined
      ? {}
      : {
          total: (row.total as string | null) ?? null,
          today: String(row.today),
          todayPerformance: String(row.today_performance),
          todayNewMembers: Number(row.today_joined),
          todayNewEffective: Number(row.today_effective),
        }),
  }));
}

/** One leg of a member: a direct member with their team. */
export interface LegRow {
  id: number;
  address: string;
  size: number;
  effectiveCount: number;
  performance: bigint;
}

export interface LegsWindow {
  /** The legs with events not folded yet, at their live figures. */
  changed: LegRow[];
  /** The other legs, in `member_team_legs_idx` order, from `offset` on (of those legs only). */
  folded: LegRow[];
  offset: number;
  /** How many folded legs were asked for: fewer came back when they ran out. */
  asked: number;
  /** The superior's live totals over all their legs, as `liveFigures` answers them. */
  superior: {
    directCount: number;
    teamPerformance: string;
    largestLegId: number | null;
    largestLegPerformance: string;
  };
}

/**
 * The legs of `superiorId` a page from `offset` (`limit` long, in live order) can hold: the legs
 * with unfolded events in the team (each a few rows: its folded row and its events, an event's leg
 * found by `member_superior_idx`), and a window of the others straight from `member_team_legs_idx`
 * wide enough that however the changed ones fall among them, the page is inside it; with the
 * superior's totals from the same sums (undefined when there is no such member). The totals are
 * `liveFigures`' by the same reasoning: the team's events are its legs' events, and the largest leg
 * is the heaviest of the changed legs and the folded largest, which outweighs every other leg that
 * has not changed (or ties it and joined first).
 */
export async function legsWindow(
  db: Db,
  superiorId: number,
  offset: number,
  limit: number,
): Promise<LegsWindow | undefined> {
  const found = await shapedRows<{
    source: 'changed' | 'folded' | 'superior';
    id: number | null;
    address: string | null;
    size: number | null;
    effective_count: number | null;
    performance: string | null;
    window_offset: number;
    asked: number;
    direct_count: number | null;
    team_performance: string | null;
    largest_leg: number | null;
    largest_performance: string | null;
  }>(
    db,
    'team.legsWindow',
    () => sql`with target as (
          select m.id, m.team_label as lo, coalesce(b.team_label, ${LABEL_END}) as hi
          from member m left join member b on b.id = m.team_bound_id where m.id = ${sql.placeholder('superior')}
        ),
        live as (
          select legs.leg as id, legs.joined, legs.became, legs.performance
          from target t cross join lateral (${legDeltas()}) legs
        ),
        changed as materialized (
          select l.id,
            (case when f.member_id is null then 0 else 1 + f.team_size end + l.joined)::int as size,
            (coalesce(f.effective::int + f.effective_count, 0) + l.became)::int as effective_count,
            coalesce(f.leg_performance, 0) + l.performance as performance
          from live l left join member_team f on f.member_id = l.id
        ),
        bounds as (
          select greatest(0, ${sql.placeholder('offset')}::int - count(*))::int as window_offset, (${sql.placeholder('limit')}::int + count(*))::int as asked
          from changed
        ),
        folded as (
          select f.member_id as id, (1 + f.team_size)::int as size,
            (f.effective::int + f.effective_count)::int as effective_count, f.leg_performance as performance
          from member_team f
          where f.superior_id = ${sql.placeholder('superior')} and f.member_id not in (select id from changed)
          order by f.leg_performance desc nulls last, f.member_id
          offset (select window_offset from bounds) limit (select asked from bounds)
        ),
        largest as (
          select c.id, c.performance from (
            select id, performance from changed
            union all
            select w.member_id, w.leg_performance
            from member_team s join member_team w on w.member_id = s.largest_leg_id
            where s.member_id = ${sql.placeholder('superior')} and w.member_id not in (select id from changed)
          ) c
          order by c.performance desc, c.id limit 1
        )
        select 'changed' as source, c.id, m.address, c.size, c.effective_count, c.performance::text as performance,
          b.window_offset, b.asked, null::int as direct_count, null::text as team_performance,
          null::int as largest_leg, null::text as largest_performance
        from changed c join member m on m.id = c.id cross join bounds b
        union all
        select 'folded', f.id, m.address, f.size, f.effective_count, f.performance::text, b.window_offset, b.asked,
          null, null, null, null
        from folded f join member m on m.id = f.id cross join bounds b
        union all
        select 'superior', t.id, null, null, null, null, b.window_offset, b.asked,
          ${directCountNow(sql`t.id`, sql`s`)},
          (coalesce(s.team_performance, 0) + coalesce((select sum(l.performance) from live l), 0))::text,
          (select id from largest), coalesce((select performance from largest), 0)::text
        from target t cross join bounds b left join member_team s on s.member_id = t.id`,
    { superior: superiorId, offset, limit },
  );
  const superior = found.find((row) => row.source === 'superior');
  if (!superior) return undefined;
  const leg = (row: (typeof found)[number]): LegRow => ({
    id: Number(row.id),
    address: String(row.address),
    size: Number(row.size),
    effectiveCount: Number(row.effective_count),
    performance: BigInt(row.performance ?? 0),
  });
  return {
    changed: found.filter((row) => row.source === 'changed').map(leg),
    folded: found.filter((row) => row.source === 'folded').map(leg),
    offset: Number(superior.window_offset),
    asked: Number(superior.asked),
    superior: {
      directCount: Number(superior.direct_count),
      teamPerformance: String(superior.team_performance),
      largestLegId: superior.largest_leg === null ? null : Number(superior.largest_leg),
      largestLegPerformance: String(superior.largest_performance),
    },
  };
}
