import type { TeamRulesResponse } from '@colony/contract/team';
import { applyRate, RATE_SCALE, rateUnits } from './rates.ts';

/** One superior of the buyer in the example, generation 1 (who invited the buyer) first. */
export interface ExampleSuperior {
  starLevel: number;
  effective: boolean;
}

/** What one superior receives from the sale, after the cap. */
export interface ExampleLine extends ExampleSuperior {
  generation: number;
  referral: bigint;
  team: bigint;
  bonus: bigint;
  total: bigint;
}

export interface WorkedExample {
  sale: bigint;
  lines: ExampleLine[];
  /** Added to the day's star-level pool, shared among the members with a star level. */
  starLevelPool: bigint;
  /** Everything the sale pays before the cap. */
  uncappedTotal: bigint;
  /** The most a day's income may be: `maxShareOfSales` of the sales (the example's one sale). */
  cap: bigint;
  /** Whether the cap shrank every line alike. */
  capped: boolean;
  /** Everything the sale pays, after the cap. */
  total: bigint;
}

const rateOf = (rate: string) => rateUnits(rate) ?? 0n;

/**
 * The superiors the example follows: a sale three generations below "you". Generation 1 holds the
 * lowest star level the rules define, generations 2 and 3 ("you") the next one, so the example
 * shows the differential paid twice and the bonus paid to a peer.
 */
export function exampleSuperiors(rules: TeamRulesResponse): ExampleSuperior[] {
  const levels = rules.levels
    .map((rule) => rule.level)
    .filter((level) => level > 0)
    .sort((a, b) => a - b);
  const lower = levels[0] ?? 0;
  const higher = levels[1] ?? lower;
  return [
    { starLevel: lower, effective: true },
    { starLevel: higher, effective: true },
    { starLevel: higher, effective: true },
  ];
}

/**
 * What a sale pays each superior under the live rules:
 * - referral income: `referralRates[n-1]` of the sale to generation n;
 * - team income, the differential: walking up from the buyer, each superior whose star level's
 *   `teamRate` is above the highest paid so far receives the difference;
 * - bonus income: `bonusRate` of the sale to the nearest superior above the top team-income
 *   earner who holds the same star level (a peer);
 * - star-level income: `starLevelPoolRate` of the sale goes to the day's pool;
 * - the cap: above `maxShareOfSales` of the sale, every line (the pool too) shrinks alike.
 * With `effectiveOnly`, a superior who is not an effective user receives nothing and takes no
 * part in the differential. Every amount is rounded down, as payouts are.
 */
export function workedExample(
  rules: TeamRulesResponse,
  sale: bigint,
  superiors: readonly ExampleSuperior[],
): WorkedExample {
  const eligible = (superior: ExampleSuperior) => !rules.effectiveOnly || superior.effective;
  const teamRateOf = (level: number) =>
    rateOf(rules.levels.find((rule) => rule.level === level)?.teamRate ?? '0');

  const raw = superiors.map((superior, index) => ({
    ...superior,
    generation: index + 1,
    referral: 0n,
    team: 0n,
    bonus: 0n,
  }));

  let paidRate = 0n;
  let topEarner: number | undefined;
  raw.forEach((line, index) => {
    if (!eligible(line)) return;
    const referralRate = rules.referralRates[index];
    if (referralRate !== undefined) line.referral = applyRate(sale, rateOf(referralRate));
    const teamRate = teamRateOf(line.starLevel);
    if (teamRate > paidRate) {
      line.team = applyRate(sale, teamRate - paidRate);
      paidRate = teamRate;
      topEarner = index;
    }
  });
  const top = topEarner as number | undefined;
  if (top !== undefined) {
    const level = raw[top]?.starLevel;
    const peer = raw.find((line, index) => index > top && line.starLevel === level && eligible(line));
    if (peer) peer.bonus = applyRate(sale, rateOf(rules.bonusRate));
  }

  const pool = applyRate(sale, rateOf(rules.starLevelPoolRate));
  const uncappedTotal = raw.reduce((sum, line) => sum + line.referral + line.team + line.bonus, pool);
  const cap = applyRate(sale, rateOf(rules.maxShareOfSales));
  const capped = uncappedTotal > cap;
  const shrink = (amount: bigint) => (capped ? (amount * cap) / uncappedTotal : amount);

  const lines = raw.map((line) => {
    const referral = shrink(line.referral);
    const team = shrink(line.team);
    const bonus = shrink(line.bonus);
    return { ...line, referral, team, bonus, total: referral + team + bonus };
  });
  const starLevelPool = shrink(pool);
  return {
    sale,
    lines,
    starLevelPool,
    uncappedTotal,
    cap,
    capped,
    total: lines.reduce((sum, line) => sum + line.total, starLevelPool),
  };
}

/** The share of each line kept under the cap, in units of 10⁻¹⁸ (1 when nothing shrank). */
export function keptShare(example: WorkedExample): bigint {
  if (!example.capped || example.uncappedTotal === 0n) return RATE_SCALE;
  return (example.cap * RATE_SCALE) / example.uncappedTotal;
}
