import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/**
 * Whether some member of `powers` (`member_id, power`, every member with power now) is in the
 * snapshot of no proposal open for votes at `now`: they hold power they cannot vote with.
 */
export async function powerOutsideOpenProposals(db: Db, powers: SQL, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [row] = await rows<{ uncounted: boolean }>(
    db,
    sql`select exists (
          select 1 from (${powers}) p
          where not exists (
            select 1 from poll_power w join poll q on q.id = w.poll_id
            where w.member_id = p.member_id and q.cancelled_at is null and q.final_at is null
              and q.start_at <= ${at}::timestamptz and q.end_at > ${at}::timestamptz
          )
        ) as uncounted`,
  );
  return row?.uncounted === true;
}

/**
 * The earliest start of a proposal whose snapshot is still to come (not cancelled, not ended): it
 * will count what members hold then. It may be past `now` by a moment, until the snapshot is taken.
 */
export async function nextSnapshotStart(db: Db, now: Date): Promise<Date | undefined> {
  const [row] = await rows<{ start_at: Date | string | null }>(
    db,
    sql`select min(start_at) as start_at from poll
        where cancelled_at is null and snapshot_at is null and end_at > ${now.toISOString()}::timestamptz`,
  );
  return row?.start_at ? new Date(row.start_at) : undefined;
}

/** The latest start of a proposal that has started by `now`, and how many proposals were ever made. */
export async function proposalHistory(db: Db, now: Date): Promise<{ lastStart?: Date; made: number }> {
  const [row] = await rows<{ last_start: Date | string | null; made: number }>(
    db,
    sql`select max(start_at) filter (where start_at <= ${now.toISOString()}::timestamptz) as last_start,
          count(*)::int as made
        from poll`,
  );
  return {
    ...(row?.last_start ? { lastStart: new Date(row.last_start) } : {}),
    made: Number(row?.made ?? 0),
  };
}
