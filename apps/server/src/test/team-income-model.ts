import { parseUnits, type Stablecoin } from '@colony/contract/assets';

/**
 * The income a day's sales trigger, as docs/economy.md "Team income, star levels and elite tiers"
 * states the rules: referral, team (differential), bonus and star-level income, the day's cap and
 * the rounding. Written from the document alone, walking the tree member by member as the text
 * reads; never import the server's economy or income code here, or the server would be checked
 * against itself.
 */

export interface IncomeRules {
  /** Referral income per generation above the buyer, in percent, the superior first. */
  referral: string[];
  /** Team income rate of each star level, level 1 first, in percent. */
  teamRates: string[];
  /** Bonus income, in percent of the sale. */
  bonus: string;
  /** Star-level income: percent of the day's sales, in equal parts per star level. */
  starLevelPool: string;
  /** The day's income is at most this percent of the day's sales, per stablecoin. */
  cap: string;
}

/** The defaults the document lists. */
export const DOCUMENTED_INCOME: IncomeRules = {
  referral: ['5', '2'],
  teamRates: ['2', '4', '6', '8', '10'],
  bonus: '1',
  starLevelPool: '2',
  cap: '25',
};

/** The colony on one day: members by index, with their superior (null: none that can earn). */
export interface IncomeDay {
  superiors: (number | null)[];
  /** Star level as the previous settlement left it (0: none). */
  starLevels: number[];
  /** Holds an avatar with fuel left when the day ended. */
  effective: boolean[];
  sales: { order: string; buyer: number; asset: Stablecoin; amount: bigint }[];
  /** What the treasury holds of each stablecoin when the income is paid. */
  treasury: Record<Stablecoin, bigint>;
}

export type IncomeKind = 'referral_income' | 'team_income' | 'bonus_income' | 'star_level_income';

export interface IncomeLine {
  kind: IncomeKind;
  member: number;
  asset: Stablecoin;
  /** The sale it pays for; null for star-level income (one line per member and stablecoin). */
  order: string | null;
  amount: bigint;
}

const ONE = 10n ** 18n;
const percent = (value: string): bigint => {
  const units = parseUnits(value, 18);
  if (units === undefined) throw new Error(`not a percentage: ${value}`);
  return units;
};
const lesser = (a: bigint, b: bigint) => (a <= b ? a : b);

/** `amount` × `rate` %, rounded down. */
const share = (amount: bigint, rate: string, parts = 1n): bigint =>
  (amount * percent(rate)) / (100n * ONE * parts);

/** Every line the day pays, after the cap; lines of nothing are left out. */
export function dayIncome(rules: IncomeRules, day: IncomeDay): IncomeLine[] {
  const lines: IncomeLine[] = [];
  const levels = rules.teamRates.length;
  const levelOf = (member: number) => Math.min(day.starLevels[member] ?? 0, levels);
  const earns = (member: number) => day.effective[member] === true;

  for (const sale of day.sales) {
    // The buyer's superiors, nearest first.
    const above: number[] = [];
    for (let at = day.superiors[sale.buyer] ?? null; at !== null; at = day.superiors[at] ?? null)
      above.push(at);
    const line = (kind: IncomeKind, member: number, amount: bigint) =>
      lines.push({ kind, member, asset: sale.asset, order: sale.order, amount });

    // Referral income: generation 1 is the superior, generation 2 theirs, ...
    rules.referral.forEach((rate, generation) => {
      const member = above[generation];
      if (member !== undefined && earns(member)) line('referral_income', member, share(sale.amount, rate));
    });

    // Team income: walking up, each effective ancestor whose rate exceeds the highest paid below
    // them receives the difference.
    let paidRate = percent('0');
    let top: number | undefined;
    for (const member of above) {
      const level = levelOf(member);
      if (level === 0 || !earns(member)) continue;
      const rate = percent(rules.teamRates[level - 1] as string);
      if (rate > paidRate) {
        line('team_income', member, (sale.amount * (rate - paidRate)) / (100n * ONE));
        paidRate = rate;
        top = member;
      }
    }
    // Bonus income: the nearest effective ancestor above the top earner with the same star level.
    if (top !== undefined) {
      const peer = above
        .slice(above.indexOf(top) + 1)
        .find((member) => earns(member) && levelOf(member) === levelOf(top as number));
      if (peer !== undefined) line('bonus_income', peer, share(sale.amount, rules.bonus));
    }
  }

  // Star-level income: per stablecoin, one part per level, shared by the effective members at
  // that level or above.
  for (const asset of ['USDT', 'USDC'] as const) {
    const sales = day.sales
      .filter((sale) => sale.asset === asset)
      .reduce((sum, sale) => sum + sale.amount, 0n);
    if (sales === 0n || levels === 0) continue;
    const part = share(sales, rules.starLevelPool, BigInt(levels));
    const received = new Map<number, bigint>();
    for (let level = 1; level <= levels; level++) {
      const holders = day.starLevels
        .map((_, member) => member)
        .filter((member) => earns(member) && levelOf(member) >= level);
      for (const member of holders)
        received.set(member, (received.get(member) ?? 0n) + part / BigInt(holders.length));
    }
    for (const [member, amount] of received)
      lines.push({ kind: 'star_level_income', member, asset, order: null, amount });
  }

  // The cap: per stablecoin, at most the cap's share of the day's sales and what the treasury
  // holds; above it, every line is scaled down alike, rounded down.
  for (const asset of ['USDT', 'USDC'] as const) {
    const sales = day.sales
      .filter((sale) => sale.asset === asset)
      .reduce((sum, sale) => sum + sale.amount, 0n);
    const ofAsset = lines.filter((line) => line.asset === asset);
    const owed = ofAsset.reduce((sum, line) => sum + line.amount, 0n);
    const capped = share(sales, rules.cap);
    const limit = lesser(capped, day.treasury[asset]);
    if (owed > limit) for (const line of ofAsset) line.amount = (line.amount * limit) / owed;
  }
  return lines.filter((line) => line.amount > 0n);
}
