import type { SettlementDayRecord, SettlementStepRecord } from '@colony/contract/avatars';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { EconomyConfig } from '../economy/config.ts';
import { isRetryableConflict } from '../ledger/pg-errors.ts';
import { addDays, colonyToday, dayStartsAt, daysBetween, type SettlementClock } from './calendar.ts';
import {
  firstActivityDay,
  isStepDone,
  keepSettlementClock,
  latestSettledDay,
  lockSettlementDay,
  recordStep,
  stepsOfDays,
} from './queries.ts';
import { requireSettlementClock } from './settlement-clock.ts';

/** What a step reports: counts, and sums as decimal strings of base units. */
export type StepFigures = Record<string, string | number>;

export interface StepContext {
  /** The day being settled (`YYYY-MM-DD`). */
  day: string;
  /** When the day ends (the next day begins): the instant its settlement stands for. */
  endsAt: Date;
  economy: EconomyConfig;
  clock: SettlementClock;
}

/** One named step of the daily settlement: set-based SQL over every row, in the runner's transaction. */
export interface SettlementStep {
  name: string;
  run(tx: Db, context: StepContext): Promise<StepFigures>;
}

/** Where a test can stop a run, as a crash would: before a step, inside it (rolled back) or after it. */
export type SettlementFaultPoint = 'before' | 'inside' | 'after';

export interface SettleOptions {
  /** The last day to settle. */
  through: string;
  steps: readonly SettlementStep[];
  economy: EconomyConfig;
  clock: SettlementClock;
  /** Settle days that have not ended yet (development and tests). */
  allowFuture?: boolean;
  /** Called at each point of each step; throwing there stops the run like a crash. */
  fault?: (point: SettlementFaultPoint, day: string, step: string) => void | Promise<void>;
}

export class SettlementDayNotOver extends Error {
  constructor(readonly lastDay: string) {
    super(`the last day that has ended is ${lastDay}`);
    this.name = 'SettlementDayNotOver';
  }
}

const DAY_ZERO = '1970-01-01';
/**
 * Sort and hash memory of a step's transaction on PostgreSQL: a step sorts or hashes every member
 * once or twice (the tree's order, the legs), which the default 4 MB spills to disk from a few
 * hundred thousand members on. One step runs at a time, so this is taken once, not per
 * connection. Embedded PGlite keeps its default: its memory is the process's own and is never
 * given back, so larger sorts would leave the server hundreds of megabytes bigger after a day.
 */
const STEP_WORK_MEM = '128MB';
const CONFLICT_RETRIES = 5;

/**
 * Settles every unsettled day up to `through`, in order, each step of each day in its own
 * transaction with the record of its completion (DESIGN.md §7a). A crash anywhere leaves every
 * step either done and recorded or not done at all, so the next run resumes at the first step
 * without a record; an advisory lock per day and the record's primary key make two runners at
 * once settle each day exactly once.
 */
export async function settleThrough(db: Db, options: SettleOptions): Promise<SettlementDayRecord[]> {
  // Days are dated by the clock; settling by another than the settled days used would corrupt them.
  await requireSettlementClock(db, options.clock);
  const today = await colonyToday(db, options.clock);
  const lastOver = addDays(today, -1);
  if (options.through > lastOver && !options.allowFuture) throw new SettlementDayNotOver(lastOver);
  const first = await firstUnsettledDay(db, options);
  if (first === undefined || first > options.through) return [];

  const records: SettlementDayRecord[] = [];
  for (let day = first; day <= options.through; day = addDays(day, 1)) {
    const endsAt = await dayStartsAt(db, options.clock, addDays(day, 1));
    const ranNow = new Set<string>();
    for (const [position, step] of options.steps.entries()) {
      if (
        await runStep(
          db,
          options,
          { day, endsAt, economy: options.economy, clock: options.clock },
          step,
          position,
        )
      )
        ranNow.add(step.name);
    }
    records.push(await dayRecord(db, day, options.steps, ranNow));
  }
  return records;
}

/** The first day with a step not done: the latest day begun, or the day after the latest finished. */
async function firstUnsettledDay(db: Db, options: SettleOptions): Promise<string | undefined> {
  const latest = await latestSettledDay(db);
  if (latest) return latest.steps >= options.steps.length ? addDays(latest.day, 1) : latest.day;
  // A colony's first settlement starts on its first day of sales; with none yet, at `through`.
  return (await firstActivityDay(db, options.clock)) ?? options.through;
}

async function runStep(
  db: Db,
  options: SettleOptions,
  context: StepContext,
  step: SettlementStep,
  position: number,
): Promise<boolean> {
  await options.fault?.('before', context.day, step.name);
  for (let attempt = 1; ; attempt++) {
    try {
      const ran = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await lockSettlementDay(tx, daysBetween(DAY_ZERO, context.day));
        if (await isStepDone(tx, context.day, step.name)) return false;
        await giveStepMemory(tx);
        const figures = await step.run(tx, context);
        await options.fault?.('inside', context.day, step.name);
        await keepSettlementClock(tx, options.clock, context.day);
        await recordStep(tx, { day: context.day, step: step.name, position, figures });
        return true;
      });
      await options.fault?.('after', context.day, step.name);
      return ran;
    } catch (error) {
      if (attempt >= CONFLICT_RETRIES || !isRetryableConflict(error)) throw error;
    }
  }
}

async function giveStepMemory(tx: Db): Promise<void> {
  await tx.execute(sql`select set_config('work_mem',
    case when version() like '%emscripten%' then current_setting('work_mem') else ${STEP_WORK_MEM} end, true)`);
}

async function dayRecord(
  db: Db,
  day: string,
  steps: readonly SettlementStep[],
  ranNow: ReadonlySet<string>,
): Promise<SettlementDayRecord> {
  const done = await stepsOfDays(db, [day]);
  const records: SettlementStepRecord[] = done.map((row) => ({
    step: row.step,
    figures: row.figures,
    ranNow: ranNow.has(row.step),
    doneAt: row.doneAt.toISOString(),
  }));
  return { day, steps: records, complete: steps.every((step) => done.some((row) => row.step === step.name)) };
}

/** Records of settled days for listing (newest first), each with its steps in order. */
export async function describeDays(
  db: Db,
  days: string[],
  steps: readonly SettlementStep[],
): Promise<SettlementDayRecord[]> {
  const done = await stepsOfDays(db, days);
  return days.map((day) => {
    const ofDay = done.filter((row) => row.day === day);
    return {
      day,
      steps: ofDay.map((row) => ({
        step: row.step,
        figures: row.figures,
        ranNow: false,
        doneAt: row.doneAt.toISOString(),
      })),
      complete: steps.every((step) => ofDay.some((row) => row.step === step.name)),
    };
  });
}
