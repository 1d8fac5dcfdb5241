/**
 * `npm run settle [-- <YYYY-MM-DD>]`: settles every unsettled day up to the given day (by default
 * the last one that has ended) on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR, which must not be open in a running server at the same time), as the daily job and
 * `POST /api/admin/Settlement/run` do, and prints what each step did. A day that has not ended is
 * refused unless SETTLEMENT_ALLOW_FUTURE is set, and so are a SETTLEMENT_TIME and
 * SETTLEMENT_TIME_ZONE other than those the colony's settled days used.
 */
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { DEFAULT_ECONOMY } from '../economy/config.ts';
import { loadEconomyConfig } from '../economy/config-file.ts';
import { loadEnv } from '../env.ts';
import { addDays, colonyToday } from './calendar.ts';
import { SettlementDayNotOver, settleThrough } from './runner.ts';
import { requireSettlementClock, SettlementClockChanged } from './settlement-clock.ts';
import { SETTLEMENT_STEPS } from './steps.ts';

const DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

const env = loadEnv();
const economy = env.ECONOMY_CONFIG ? loadEconomyConfig(env.ECONOMY_CONFIG) : DEFAULT_ECONOMY;
const clock = { time: env.SETTLEMENT_TIME, timeZone: env.SETTLEMENT_TIME_ZONE };
const requested = process.argv[2];
if (requested !== undefined && !DAY.test(requested)) {
  console.error(`expected a day as YYYY-MM-DD, not ${requested}`);
  process.exit(2);
}
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: 2 }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
try {
  await database.migrate();
  await requireSettlementClock(database.db, clock);
  const through = requested ?? addDays(await colonyToday(database.db, clock), -1);
  const days = await settleThrough(database.db, {
    through,
    steps: SETTLEMENT_STEPS,
    economy,
    clock,
    allowFuture: env.SETTLEMENT_ALLOW_FUTURE,
  });
  if (days.length === 0) console.log(`every day through ${through} is settled`);
  for (const day of days) {
    console.log(`${day.day}${day.complete ? '' : ' (incomplete)'}`);
    for (const step of day.steps) {
      const figures = Object.entries(step.figures)
        .map(([key, value]) => `${key} ${value}`)
        .join(', ');
      console.log(`  ${step.step}${step.ranNow ? '' : ' (done before)'}: ${figures}`);
    }
  }
} catch (error) {
  if (error instanceof SettlementClockChanged) console.error(error.message);
  else if (error instanceof SettlementDayNotOver)
    console.error(`${requested} has not ended yet; the last day that can be settled is ${error.lastDay}`);
  else throw error;
  process.exitCode = 1;
} finally {
  await database.close();
}
