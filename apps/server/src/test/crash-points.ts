import type { SettlementFaultPoint } from '../settlement/runner.ts';

const POINTS: readonly SettlementFaultPoint[] = ['before', 'inside', 'after'];

/**
 * Where a restart suite crashes the settlement. The last day of each call (the day a scenario
 * settles through: its sales, the queue served, a month reviewed) is crashed at every point of
 * every step. On the days between, each step is crashed once, at the point its turn gives: the
 * turn moves on a point a day and a point a step, from where the run's seed starts it, so any
 * three such days crash every step at all three points and every run covers every point of every
 * step. `SETTLEMENT_CRASH_POINTS=all` crashes every day at every point (the deeper run);
 * `SETTLEMENT_CRASH_SEED` replays a run's points, which it prints.
 */
export function crashPoints(suite: string, steps: readonly string[]) {
  const all = process.env.SETTLEMENT_CRASH_POINTS === 'all';
  const given = process.env.SETTLEMENT_CRASH_SEED;
  if (given !== undefined && !/^[0-2]$/.test(given)) {
    throw new Error(`SETTLEMENT_CRASH_SEED must be 0, 1 or 2, not ${given}`);
  }
  const seed = given === undefined ? Date.now() % POINTS.length : Number(given);
  console.info(
    all
      ? `${suite}: crashing at every point of every day (SETTLEMENT_CRASH_POINTS=all)`
      : `${suite} crash seed ${seed} (SETTLEMENT_CRASH_SEED=${seed} replays the points, SETTLEMENT_CRASH_POINTS=all crashes at every one)`,
  );
  const days = new Map<string, number>();
  return {
    /** Whether the settlement of days up to `through` crashes at this point (once: the caller keeps count). */
    crashes(point: SettlementFaultPoint, day: string, step: string, through: string): boolean {
      const position = steps.indexOf(step);
      if (position < 0) throw new Error(`${step} is not one of the steps crashed`);
      let index = days.get(day);
      if (index === undefined) {
        index = days.size;
        days.set(day, index);
      }
      if (all || day === through) return true;
      return POINTS[(seed + index + position) % POINTS.length] === point;
    },
    /** The points (`<point> <step>`) never crashed at, of the places crashed at (`<point> <day> <step>`). */
    missed(crashedAt: Iterable<string>): string[] {
      const covered = new Set([...crashedAt].map((where) => where.replace(/ \S+ /, ' ')));
      return steps
        .flatMap((step) => POINTS.map((point) => `${point} ${step}`))
        .filter((at) => !covered.has(at));
    },
    /** How many points a run crashes at over `dayCount` days, `throughDays` of them the last of a call. */
    expectedCrashes(dayCount: number, throughDays: number): number {
      if (all) return POINTS.length * steps.length * dayCount;
      return POINTS.length * steps.length * throughDays + steps.length * (dayCount - throughDays);
    },
  };
}
