import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';

/** A member's row of `member_team` as the latest settlement folded it; undefined without one. */
export interface FoldedTeamRow {
  starLevel: number;
  eliteTier: string | null;
  effective: boolean;
  directEffective: number;
  personalPerformance: bigint;
  teamPerformance: bigint;
  largestLegPerformance: bigint;
}

export async function foldedTeamRow(db: Db, memberId: number): Promise<FoldedTeamRow | undefined> {
  const [row] = await rows<{
    star_level: number;
    elite_tier: string | null;
    effective: boolean;
    direct_effective: number;
    personal_performance: string;
    team_performance: string;
    largest_leg_performance: string;
  }>(
    db,
    sql`select star_level, elite_tier, effective, direct_effective, personal_performance::text,
          team_performance::text, largest_leg_performance::text
        from member_team where member_id = ${memberId}`,
  );
  if (!row) return undefined;
  return {
    starLevel: Number(row.star_level),
    eliteTier: row.elite_tier,
    effective: row.effective,
    directEffective: Number(row.direct_effective),
    personalPerformance: BigInt(row.personal_performance),
    teamPerformance: BigInt(row.team_performance),
    largestLegPerformance: BigInt(row.largest_leg_performance),
  };
}
