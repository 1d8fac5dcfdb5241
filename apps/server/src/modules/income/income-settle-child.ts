import { openDatabase } from '../../db/database.ts';
import { settleThrough } from '../../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../../settlement/steps.ts';
import { INCOME_SCENARIO_CLOCK, INCOME_SCENARIO_ECONOMY } from './income-scenario-economy.ts';

/**
 * `node --import tsx income-settle-child.ts <postgres url> <through>`: settles the income
 * scenario's database the way a server's settlement job does, printing each point it passes
 * (`before|inside|after <day> <step>`) and `settled` at the end, so a test can kill it anywhere.
 */
const [url, through] = process.argv.slice(2);
if (!url || !through) {
  process.stderr.write('usage: income-settle-child.ts <postgres url> <through>\n');
  process.exit(2);
}
const database = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
await settleThrough(database.db, {
  through,
  steps: SETTLEMENT_STEPS,
  economy: INCOME_SCENARIO_ECONOMY,
  clock: INCOME_SCENARIO_CLOCK,
  allowFuture: true,
  fault: (point, day, step) => {
    process.stdout.write(`${point} ${day} ${step}\n`);
  },
});
process.stdout.write('settled\n');
await database.close();
