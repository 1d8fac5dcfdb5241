import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * The team figures (docs/economy.md "Team"): events written beside sign-ups and sales, with the
 * member's place in the depth-first order of the tree (`member.team_label`), so a team's events
 * are one range of `team_event_label_idx`.
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
