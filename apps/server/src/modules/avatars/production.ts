import { type SQL, sql } from 'drizzle-orm';

/**
 * What an avatar has produced, in closed form (docs/economy.md "Avatar output").
 *
 * An avatar burns the same fuel every producing day while its holder's energy boost stays the
 * same, so its row keeps only a checkpoint: `burned_fuel` and `output_*` as of the end of
 * `produced_through` (null: nothing produced yet), and `boost_bps`, the boost it burns at from the
 * day after. What it has burned and produced by the end of any later day follows from the row
 * alone; `fuel_ends_day` (a generated column) is the last day it burns fuel at that boost.
 * The daily settlement therefore writes no avatar row for the day's output: it credits the day's
 * total to `accrued`, and checkpoints only the avatars whose holder's boost changed.
 *
 * Day by day, a day burns `rate = daily_burn × boost_bps / 10000` (rounded down) or the fuel left,
 * whichever is less, and pays `fuel × share / 10000` (rounded down) of each output asset: `full`
 * whole days at `rate` and at most one last day at the `partial` fuel left. The closed form below
 * is that sum, exactly.
 */

/** The last day the settlement's `avatar_output` step has settled (null before the first). */
export const OUTPUT_DAY = sql`(select max(day) from settlement_step where step = 'avatar_output')`;

export interface Production {
  /** Fuel burned by the end of the day. */
  burned: SQL;
  /** Output paid by the end of the day, per asset. */
  MM: SQL;
  MC: SQL;
  UME: SQL;
  /** Whether fuel is left after the day. */
  fuelLeft: SQL;
  /** The last day it produced on by the end of the day (null: not yet). */
  lastOutputDay: SQL;
}

/**
 * The closed form for the avatar row `alias` (a table alias or name of `member_avatar`) as of the
 * end of `day` (a date expression; null counts no day).
 */
export function productionAsOf(alias: string, day: SQL): Production {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const rate = sql`div(${column('daily_burn')} * ${column('boost_bps')}, 10000)`;
  const left = sql`(${column('total_fuel')} - ${column('burned_fuel')})`;
  // greatest() ignores a null day: no day counted.
  const days = sql`greatest(0, (${day})::date - greatest(${column('produced_through')} + 1, ${column('first_day')}) + 1)`;
  // Most avatars still burn after the day (or burn nothing): every day counted was a whole one.
  const burning = sql`(${column('fuel_ends_day')} > (${day})::date or (${day}) is null)`;
  const burned = sql`(case when ${burning} then ${column('burned_fuel')} + ${days} * ${rate}
    else ${column('total_fuel')} end)`;
  // Spent by the day: ⌊left / rate⌋ whole days and the rest on the last one (rate > 0 here, as an
  // avatar that burns nothing never ends).
  const output = (asset: 'mm' | 'mc' | 'ume') => {
    const share = column(`share_${asset}`);
    const paid = column(`output_${asset}`);
    return sql`(case when ${burning} then ${paid} + ${days} * div(${rate} * ${share}, 10000)
      when ${left} <= 0 then ${paid}
      else ${paid} + div(${left}, ${rate}) * div(${rate} * ${share}, 10000)
        + div((${left} - div(${left}, ${rate}) * ${rate}) * ${share}, 10000) end)`;
  };
  return {
    burned,
    MM: output('mm'),
    MC: output('mc'),
    UME: output('ume'),
    fuelLeft: sql`(${column('fuel_ends_day')} > (${day})::date or (${day}) is null and ${left} > 0)`,
    lastOutputDay: sql`(case when (${day})::date >= ${column('first_day')}
        and ${column('fuel_ends_day')} >= ${column('first_day')}
      then least((${day})::date, ${column('fuel_ends_day')}) end)`,
  };
}
