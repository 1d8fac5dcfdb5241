import { STABLECOINS, type Stablecoin } from '@colony/contract/assets';
import { ledgerBatch } from '../../ledger/batch.ts';
import { ledger } from '../../ledger/ledger.ts';
import type { SettlementStep, StepFigures } from '../../settlement/runner.ts';
import { creditAccrued } from '../earnings/collection.ts';
import {
  capIncome,
  checkpointStarIncome,
  INCOME_LINE_KINDS,
  recomputeStarLevels,
  recordStarIncomeDay,
  STAR_LEVEL_INCOME_KIND,
  stagedIncome,
  stageReferralIncome,
  stageSalesAndStarred,
  stageStarLevelIncome,
  stageTeamAndBonusIncome,
} from './settlement-queries.ts';

/**
 * `team_income`: the income the day's sales trigger (docs/economy.md "Team income, star levels and
 * elite tiers"). Every line is staged first: referral income up the superiors, team and bonus
 * income from the sale's starred ancestors, star-level income from the day's pot (per star level,
 * not per member). The day's cap (a share of the sales, and never more than the treasury holds)
 * scales every line of a stablecoin alike. Then each kind tied to a sale is paid from the treasury,
 * one journal transfer per line, whose reference names the day, the step and the order; star-level
 * income is credited to `accrued` from the treasury in one transfer per stablecoin and collected
 * by its members (docs/economy.md "Star-level income, collected"). Star levels are those the
 * previous settlement gave; effective users are those with fuel left when the day ended.
 */
export const teamIncomeStep: SettlementStep = {
  name: 'team_income',
  async run(tx, { day, economy }) {
    const team = economy.team;
    const levels = team.starLevels.length;
    const staged = await stageSalesAndStarred(tx, day, levels);
    const figures: StepFigures = { sales: staged.sales, starred: staged.starred };
    if (staged.sales === 0) return figures;
    await stageReferralIncome(tx, day, team.referralRatesBps);
    await stageTeamAndBonusIncome(
      tx,
      team.starLevels.map((level) => level.teamRateBps),
      team.bonusRateBps,
    );
    await stageStarLevelIncome(tx, levels, team.starLevelPoolBps);
    // What the treasury holds, locked until the payments are made: a buy-back or a swap paid from
    // it meanwhile waits for the step, so the limit read here is what the batch can pay.
    const treasury = new Map<Stablecoin, bigint>();
    for (const asset of STABLECOINS)
      treasury.set(asset, await ledger.lockedSystemBalance(tx, 'treasury', asset));
    for (const cap of await capIncome(tx, economy.income.maxShareOfSalesBps, treasury)) {
      figures[`${cap.asset}Sales`] = cap.sales.toString();
      figures[`${cap.asset}Owed`] = cap.owed.toString();
      if (cap.scaled) figures[`${cap.asset}CappedAt`] = cap.limit.toString();
    }
    // Star-level income: the members whose earning level changed are checkpointed first, before
    // the step holds any balance a collection also takes (a collection holding one of these rows
    // never waits for the step); then `accrued` is held until the step ends, before any member's
    // balance, in the order a collection takes them.
    figures.starCheckpointed = await checkpointStarIncome(tx, day, STABLECOINS);
    const starIncome = await recordStarIncomeDay(tx, day);
    for (const asset of STABLECOINS) await ledger.lockedSystemBalance(tx, 'accrued', asset);
    let transfers = 0;
    for (const kind of INCOME_LINE_KINDS) {
      const paid = await ledgerBatch.payEach(tx, { from: 'treasury', kind, source: stagedIncome(day, kind) });
      transfers += paid.transfers;
      for (const [asset, total] of paid.byAsset) figures[`${kind}${asset}`] = total.toString();
    }
    const credited = await creditAccrued(tx, {
      day,
      step: 'team_income',
      kind: STAR_LEVEL_INCOME_KIND,
      from: 'treasury',
      amounts: [...starIncome].filter(([, total]) => total > 0n),
    });
    for (const [asset, total] of Object.entries(credited))
      figures[`${STAR_LEVEL_INCOME_KIND}${asset}`] = total;
    figures.transfers = transfers;
    return figures;
  },
};

/**
 * `star_levels`: every member's star level from the figures the day's fold left in `member_team`;
 * the next day's income uses them.
 */
export const starLevelsStep: SettlementStep = {
  name: 'star_levels',
  async run(tx, { economy }) {
    const result = await recomputeStarLevels(tx, economy.team.starLevels);
    return { changed: result.changed, ...result.levels };
  },
};
