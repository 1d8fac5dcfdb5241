import { formatUnits } from '@colony/contract/assets';
import { ELITE_TIERS, type EliteTier } from '@colony/contract/elite';
import type { StarLevelRule, TeamFigures, TeamRulesResponse, TeamXingResponse } from '@colony/contract/team';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { starLevelOf } from '../../economy/team-config.ts';
import { nextSettlementAt, type SettlementClock } from '../../settlement/calendar.ts';
import { memberFigures } from '../team/service.ts';

/** What the income pages need: the rules and the colony's clock. */
export interface IncomeContext {
  economy: EconomyConfig;
  clock: SettlementClock;
}

/** The figures of a member the star levels and elite tiers are judged by. */
export type LevelFigures = Pick<
  TeamFigures,
  | 'starLevel'
  | 'eliteTier'
  | 'effective'
  | 'directEffectiveCount'
  | 'teamPerformance'
  | 'smallZonePerformance'
>;

/** A member's live team figures for the star level and elite tier pages (modules/team). */
export async function liveFiguresOf(db: Db, memberId: number): Promise<LevelFigures> {
  const row = await memberFigures(db, memberId);
  const tier = row?.eliteTier ?? null;
  return {
    starLevel: row?.starLevel ?? 0,
    eliteTier:
      tier !== null && (ELITE_TIERS as readonly string[]).includes(tier) ? (tier as EliteTier) : null,
    effective: row?.effective ?? false,
    directEffectiveCount: row?.directEffective ?? 0,
    teamPerformance: row?.teamPerformance ?? '0',
    smallZonePerformance: (
      BigInt(row?.teamPerformance ?? '0') - BigInt(row?.largestLegPerformance ?? '0')
    ).toString(),
  };
}

/** Basis points as an exact decimal share: 500 → "0.05". */
export function rateOf(bps: number): string {
  return formatUnits(BigInt(bps), 4);
}

function levelsOf(economy: EconomyConfig): StarLevelRule[] {
  return economy.team.starLevels.map((rule) => ({
    level: rule.level,
    smallZonePerformance: rule.smallZonePerformance.toString(),
    directEffective: rule.directEffective,
    teamRate: rateOf(rule.teamRateBps),
  }));
}

/** The star levels, the member's stored level, the level the live figures reach and what the next one needs. */
export async function xingSystem(
  db: Db,
  context: IncomeContext,
  memberId: number,
): Promise<TeamXingResponse> {
  const [figures, next] = await Promise.all([
    liveFiguresOf(db, memberId),
    nextSettlementAt(db, context.clock),
  ]);
  const team = context.economy.team;
  const zone = BigInt(figures.smallZonePerformance);
  const direct = figures.directEffectiveCount;
  const reached = starLevelOf(team, zone, direct);
  const above = team.starLevels.find((rule) => rule.level === reached + 1);
  return {
    levels: levelsOf(context.economy),
    starLevel: Math.min(figures.starLevel, team.starLevels.length),
    reachedLevel: reached,
    next: above
      ? {
          level: above.level,
          smallZonePerformance: {
            required: above.smallZonePerformance.toString(),
            current: zone.toString(),
            met: zone >= above.smallZonePerformance,
          },
          directEffective: {
            required: String(above.directEffective),
            current: String(direct),
            met: direct >= above.directEffective,
          },
        }
      : null,
    nextSettlementAt: next.toISOString(),
  };
}

/** The income rules as rates, for the affiliate page and its worked example. */
export function incomeRules(context: Pick<IncomeContext, 'economy'>): TeamRulesResponse {
  const { team, income } = context.economy;
  return {
    referralRates: team.referralRatesBps.map(rateOf),
    levels: levelsOf(context.economy),
    bonusRate: rateOf(team.bonusRateBps),
    starLevelPoolRate: rateOf(team.starLevelPoolBps),
    maxShareOfSales: rateOf(income.maxShareOfSalesBps),
    effectiveOnly: true,
  };
}
