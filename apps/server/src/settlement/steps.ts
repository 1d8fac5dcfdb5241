import { avatarSettlementSteps } from '../modules/avatars/settlement-steps.ts';
import { poolSettlementSteps } from '../modules/pools/settlement-steps.ts';
import { stakingSettlementSteps } from '../modules/staking/settlement-steps.ts';
import { teamSettlementSteps } from '../modules/team/settlement-steps.ts';
import type { SettlementStep } from './runner.ts';

/**
 * Every step of the daily settlement, in the order they run for one day. A feature adds its steps
 * here (and its rows to `bench:settlement`); a step never depends on a later one.
 */
export const SETTLEMENT_STEPS: readonly SettlementStep[] = [
  ...avatarSettlementSteps,
  ...teamSettlementSteps,
  ...stakingSettlementSteps,
  ...poolSettlementSteps,
];
