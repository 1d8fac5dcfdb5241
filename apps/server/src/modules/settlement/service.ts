import type { SettlementIndexResponse, SettlementRunResponse } from '@colony/contract/avatars';
import type { PageQuery } from '@colony/contract/envelope-schema';
import type { Db } from '../../db/database.ts';
import type { EconomyConfig } from '../../economy/config.ts';
import { ApiError } from '../../http/api-error.ts';
import { nextSettlementAt, type SettlementClock } from '../../settlement/calendar.ts';
import { lastCompleteDay, settledDays } from '../../settlement/queries.ts';
import { describeDays, SettlementDayNotOver, settleThrough } from '../../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../../settlement/steps.ts';

export interface SettlementContext {
  economy: EconomyConfig;
  clock: SettlementClock;
  allowFuture: boolean;
}

/** Settles every unsettled day up to `through`, as the daily job does. */
export async function settleDays(
  db: Db,
  context: SettlementContext,
  through: string,
): Promise<SettlementRunResponse> {
  try {
    const days = await settleThrough(db, {
      through,
      steps: SETTLEMENT_STEPS,
      economy: context.economy,
      clock: context.clock,
      allowFuture: context.allowFuture,
    });
    return { days };
  } catch (error) {
    if (error instanceof SettlementDayNotOver)
      throw new ApiError('settlementDayNotOver', { lastDay: error.lastDay });
    throw error;
  }
}

export async function settledDaysPage(
  db: Db,
  context: SettlementContext,
  page: PageQuery,
): Promise<SettlementIndexResponse> {
  const { days, total } = await settledDays(db, { limit: page.limit, offset: (page.page - 1) * page.limit });
  const [list, lastComplete, next] = await Promise.all([
    describeDays(db, days, SETTLEMENT_STEPS),
    lastCompleteDay(db, SETTLEMENT_STEPS.length),
    nextSettlementAt(db, context.clock),
  ]);
  return {
    list,
    total,
    page: page.page,
    limit: page.limit,
    lastSettledDay: lastComplete ?? null,
    nextSettlementAt: next.toISOString(),
  };
}
