import type { DemoAdvanceResponse, DemoClockResponse } from '@colony/contract/demo';
import type { Db } from '../db/database.ts';
import type { EconomyConfig } from '../economy/config.ts';
import { ApiError } from '../http/api-error.ts';
import {
  addDays,
  colonyToday,
  dayStartsAt,
  nextSettlementAt,
  type SettlementClock,
} from '../settlement/calendar.ts';
import type { ColonyClock } from '../settlement/colony-clock.ts';
import { settleThrough } from '../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../settlement/steps.ts';
import { daysAdvanced, lockDemoClock, moveDemoClock } from './demo-clock-queries.ts';

export interface DemoClockContext {
  economy: EconomyConfig;
  clock: SettlementClock;
  colonyClock: ColonyClock;
}

/** What an advance committed: the day it ended and where it left the clock. */
export interface MovedDay {
  settledDay: string;
  today: string;
  offsetMs: number;
  daysAdvanced: number;
}

export async function demoClockInfo(db: Db, context: DemoClockContext): Promise<DemoClockResponse> {
  const today = await colonyToday(db, context.clock);
  const next = await nextSettlementAt(db, context.clock);
  return {
    today,
    now: new Date(context.colonyClock.now()).toISOString(),
    daysAdvanced: await daysAdvanced(db),
    nextSettlementAt: next.toISOString(),
  };
}

/**
 * Ends the colony day `day` now, in the caller's transaction: under the demo clock's row lock the
 * clock moves ahead by the day's length, so "now" lands in the next day (a day of 23 or 25 hours
 * where the time zone changes its clocks). Refused once the colony has left `day`: two presses on
 * the same day end it once.
 */
export async function moveOneDay(tx: Db, context: DemoClockContext, day: string): Promise<MovedDay> {
  await lockDemoClock(tx);
  const today = await colonyToday(tx, context.clock);
  if (today !== day) throw new ApiError('demoDayMoved', { today }, { today });
  const tomorrow = addDays(today, 1);
  const length =
    (await dayStartsAt(tx, context.clock, tomorrow)).getTime() -
    (await dayStartsAt(tx, context.clock, today)).getTime();
  const moved = await moveDemoClock(tx, length);
  return { settledDay: today, today: tomorrow, ...moved };
}

/**
 * After the clock moved: this process follows it, and the day that ended is settled through the
 * daily settlement's runner, with every day before it still unsettled, exactly once whoever else
 * (the settlement job, another press) settles it at the same time.
 */
export async function settleMovedDay(
  db: Db,
  context: DemoClockContext,
  moved: MovedDay,
): Promise<DemoAdvanceResponse> {
  context.colonyClock.follow(moved.offsetMs);
  const days = await settleThrough(db, {
    through: moved.settledDay,
    steps: SETTLEMENT_STEPS,
    economy: context.economy,
    clock: context.clock,
  });
  return {
    settledDay: moved.settledDay,
    today: moved.today,
    now: new Date(context.colonyClock.now()).toISOString(),
    daysAdvanced: moved.daysAdvanced,
    days,
  };
}
