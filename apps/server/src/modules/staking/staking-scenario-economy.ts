import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import type { SettlementClock } from '../../settlement/calendar.ts';

/**
 * The economy of the staking settlement scenario (`staking-scenario.ts`), kept apart so a child
 * process settling a scenario's database imports nothing of the test runner: terms of days, a farm
 * that ends within the scenario and a laser pool whose lock outlasts it.
 */
export const STAKING_SCENARIO_ECONOMY: EconomyConfig = {
  ...DEFAULT_ECONOMY,
  staking: {
    ...DEFAULT_ECONOMY.staking,
    plans: [
      {
        id: 1,
        asset: 'MM',
        rewardAsset: 'MC',
        termDays: 3,
        dailyRateBps: 77,
        minimum: wholeUnits('10', 'MM'),
        maximum: wholeUnits('1000', 'MM'),
        open: true,
      },
      {
        id: 2,
        asset: 'USDT',
        rewardAsset: 'UME',
        termDays: 5,
        dailyRateBps: 13,
        minimum: wholeUnits('10', 'USDT'),
        maximum: wholeUnits('1000', 'USDT'),
        open: true,
      },
    ],
  },
  pools: [
    {
      id: 1,
      type: 'farm',
      asset: 'MC',
      rewardAsset: 'MC',
      budget: wholeUnits('90', 'MC') + 11n,
      days: 4,
      lockDays: 2,
      startDay: null,
      minimum: wholeUnits('1', 'MC'),
      maximum: wholeUnits('1000', 'MC'),
      open: true,
    },
    {
      id: 2,
      type: 'laser',
      asset: 'MM',
      rewardAsset: 'MM',
      budget: wholeUnits('3600', 'MM') + 3n,
      days: 360,
      lockDays: 360,
      startDay: null,
      minimum: wholeUnits('10', 'MM'),
      maximum: wholeUnits('100000', 'MM'),
      open: true,
    },
  ],
};

export const STAKING_SCENARIO_CLOCK: SettlementClock = { time: '00:00', timeZone: 'UTC' };
