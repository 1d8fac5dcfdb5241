import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import type { EliteTierRule, StarLevelRule } from '../../economy/team-config.ts';
import type { SettlementClock } from '../../settlement/calendar.ts';

/**
 * The economy of the income settlement scenario (`income-scenario.ts`), kept apart so a child
 * process settling the scenario's database imports nothing of the test runner: the default rates
 * with star levels and elite tiers a handful of purchases reach.
 */
const usd = (whole: string) => wholeUnits(whole, 'USDT');

const starLevels: StarLevelRule[] = DEFAULT_ECONOMY.team.starLevels.map((rule, index) => ({
  ...rule,
  smallZonePerformance: usd(String(100 * 5 ** index)),
  directEffective: index + 1,
}));

const eliteTiers: EliteTierRule[] = DEFAULT_ECONOMY.team.eliteTiers.map((rule, index) => ({
  ...rule,
  requirements: {
    remainingEnergy: usd(String(50 * (index + 1))),
    output: usd(String(index + 1)),
    communityVolume: usd(String(100 * (index + 1))),
    nicheMarket: usd(String(10 * (index + 1))),
    directReferrals: 1 + Math.floor(index / 2),
  },
}));

export const INCOME_SCENARIO_ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  team: { ...DEFAULT_ECONOMY.team, starLevels, eliteTiers },
};

export const INCOME_SCENARIO_CLOCK: SettlementClock = { time: '00:00', timeZone: 'UTC' };
