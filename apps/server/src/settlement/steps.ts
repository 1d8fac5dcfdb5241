import { avatarSettlementSteps } from '../modules/avatars/settlement-steps.ts';
import { eliteReviewStep } from '../modules/elite/settlement-steps.ts';
import { starLevelsStep, teamIncomeStep } from '../modules/income/settlement-steps.ts';
import { poolSettlementSteps } from '../modules/pools/settlement-steps.ts';
import { stakingSettlementSteps } from '../modules/staking/settlement-steps.ts';
import { teamSettlementSteps } from '../modules/team/settlement-steps.ts';
import type { SettlementStep } from './runner.ts';

/**
 * Every step of the daily settlement, in the order they run for one day. A feature adds its steps
 * here (and its rows to `bench:settlement`); a step never depends on a later one. The team's
 * steps come last: income from the day's sales with the star levels the previous settlement gave,
 * then the fold of the team figures (`team_figures`, before `star_levels`), the star levels from
 * those figures, and on a month's last day the elite review.
 */
export const SETTLEMENT_STEPS: readonly SettlementStep[] = [
  ...avatarSettlementSteps,
  ...stakingSettlementSteps,
  ...poolSettlementSteps,
  teamIncomeStep,
  ...teamSettlementSteps,
  starLevelsStep,
  eliteReviewStep,
];
