import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../economy/config.ts';
import type { SettlementClock } from '../settlement/calendar.ts';

/**
 * The economy of the settlement scenarios (`settlement-scenario.ts`), kept apart so a child
 * process settling a scenario's database imports nothing of the test runner. One main avatar a
 * day, so the queue lasts days and some of it expires; the alliance ranger burns 40 % of its price
 * a day, so it runs dry within the scenario.
 */
export const SCENARIO_ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  avatars: DEFAULT_ECONOMY.avatars.map((rule) => {
    if (rule.id === 1) return { ...rule, dailySupply: 1 };
    if (rule.kind === 'guide') return { ...rule, dailySupply: 2 };
    if (rule.id === 15)
      return {
        ...rule,
        price: wholeUnits('300', 'USDT') + 7n,
        fuelMultiplierBps: 10_000,
        dailyYieldBps: 4_000,
        dailySupply: 1,
      };
    return rule;
  }),
};

export const SCENARIO_CLOCK: SettlementClock = { time: '00:00', timeZone: 'UTC' };
