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
