import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * The team figures (docs/economy.md "Team"): events written beside sign-ups and sales, with the
 * member's place in the depth-first order of the tree (`member.team_label`), so a team's events
 * are one range of `team_event_label_idx`; and the settlement's fold of every member's figures
 * into `member_team`.
 */

/** The lock the `member_team_position` trigger takes to place a member (migration 0006). */
const TEAM_PLACE_LOCK = sql`hashtext('member_team_position')`;

// ---------------------------------------------------------------------------
// Events

/** A member's join, on `day` (an expression of the colony's clock); none for the root. */
export async function insertJoinEvent(tx: Db, memberId: number, day: SQL): Promise<void> {
  await tx.execute(sql`
    insert into team_event (member_id, superior_id, team_label, day, joined)
    select id, superior_id, team_label, ${day}, true from member where id = ${memberId} and superior_id is not null`);
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
 * places stay put and a purchase of theirs waits.
 */
export async function lockMembersForSales(tx: Db, members: SQL): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_PLACE_LOCK})`);
  await tx.execute(sql`
    select 1 from member where id in (select member_id from (${members}) buyers)
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
// The fold

export interface FoldSources {
  /** `(member_id, total)`: each member's personal performance. */
  personal: SQL;
  /** `(member_id)`: the members holding an avatar with fuel left. */
  effective: SQL;
}

export interface FoldFigures {
  members: number;
  changed: number;
  folded: number;
  dropped: number;
}

/**
 * Every member's figures from the sources, in one statement and so from one snapshot: one pass over
 * the members in the team order (a team's sums are differences of running sums), one grouping by
 * superior for the direct members and the largest legs. Only rows that changed are written (the
 * star level and elite tier are left alone), every event the statement sees is marked folded, and
 * the events of days before `keepFrom` are dropped.
 */
export async function foldTeamFigures(
  tx: Db,
  sources: FoldSources,
  day: string,
  keepFrom: SQL,
): Promise<FoldFigures> {
  const [row] = await rows<FoldFigures>(
    tx,
    sql`with personal as (${sources.personal}),
        holders as (${sources.effective}),
        ordered as (
          select m.id, m.superior_id, m.team_bound_id,
            coalesce(p.total, 0) as personal,
            (h.member_id is not null) as effective,
            sum(coalesce(p.total, 0)) over w as performance_through,
            count(*) over w as members_through,
            count(h.member_id) over w as effective_through
          from member m
          left join personal p on p.member_id = m.id
          left join holders h on h.member_id = m.id
          window w as (order by m.team_label rows between unbounded preceding and current row)
        ),
        colony as (
          select coalesce(sum(personal), 0) as performance, count(*) as members,
            count(*) filter (where effective) as effective
          from ordered
        ),
        team as (
          select o.id, o.superior_id, o.personal, o.effective,
            coalesce(b.performance_through - b.personal, colony.performance) - o.performance_through
              as team_performance,
            (coalesce(b.members_through - 1, colony.members) - o.members_through)::int as team_size,
            (coalesce(b.effective_through - b.effective::int, colony.effective) - o.effective_through)::int
              as effective_count
          from ordered o cross join colony left join ordered b on b.id = o.team_bound_id
        ),
        direct as (
          select superior_id as id, count(*)::int as direct_count,
            (count(*) filter (where effective))::int as direct_effective
          from team where superior_id is not null group by superior_id
        ),
        largest as (
          select distinct on (superior_id) superior_id as id, id as leg_id, personal + team_performance as performance
          from team where superior_id is not null
          order by superior_id, personal + team_performance desc, leg_id
        ),
        figures as (
          select t.id as member_id, t.superior_id, t.effective, t.team_size,
            coalesce(d.direct_count, 0) as direct_count, coalesce(d.direct_effective, 0) as direct_effective,
            t.effective_count, t.personal as personal_performance, t.team_performance,
            t.personal + t.team_performance as leg_performance,
            l.leg_id as largest_leg_id, coalesce(l.performance, 0) as largest_leg_performance
          from team t left join direct d on d.id = t.id left join largest l on l.id = t.id
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
        -- Locked in id order, as a spread moving events locks them, so the two never deadlock.
        folded as (
          update team_event set folded = true
          where id in (select id from team_event where not folded and day >= ${keepFrom} order by id for update)
          returning 1
        ),
        dropped as (delete from team_event where day < ${keepFrom} returning 1)
        select (select members from colony)::int as members, (select count(*) from saved)::int as changed,
          (select count(*) from folded)::int as folded, (select count(*) from dropped)::int as dropped`,
  );
  return {
    members: Number(row?.members ?? 0),
    changed: Number(row?.changed ?? 0),
    folded: Number(row?.folded ?? 0),
    dropped: Number(row?.dropped ?? 0),
  };
}
