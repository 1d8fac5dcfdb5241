import { parseUnits, STABLECOINS, type Stablecoin } from '@colony/contract/assets';
import type { UserIndexWithAssetsResponse } from '@colony/contract/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/database.ts';
import { DEFAULT_ECONOMY, type EconomyConfig } from '../../economy/config.ts';
import { DEFAULT_TEAM, type StarLevelRule } from '../../economy/team-config.ts';
import { ledger } from '../../ledger/ledger.ts';
import { addDays } from '../../settlement/calendar.ts';
import { expectCleanLedger } from '../../test/money.ts';
import { replayParameters } from '../../test/property-runs.ts';
import { seedRootMember, sessionHeaders, signIn } from '../../test/sign-in.ts';
import {
  DOCUMENTED_INCOME,
  dayIncome,
  type IncomeDay,
  type IncomeRules,
} from '../../test/team-income-model.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import {
  giveAvatar,
  incomeTransfers,
  insertMember,
  insertPaidOrder,
  lastMemberId,
  setTreasury,
} from './income-test-kit.ts';
import { teamIncomeStep } from './settlement-steps.ts';

/**
 * The `team_income` step pays exactly what an independent reading of docs/economy.md says
 * (`test/team-income-model.ts`): random trees (wide, deep, chains), star levels (some above the
 * configured ladder), effective and ineffective members (no avatar, fuel burned out, an avatar
 * bought after the day, the last fuel burned on the day itself; and effective ones whose fuel lasts
 * exactly one day more), sales in both stablecoins of any size, the documented rates and greedy
 * ones that pass the day's cap, and a treasury that sometimes holds less than the cap. Every line
 * tied to a sale is one journal transfer from the treasury of its kind, referenced by the day, the
 * step and the order; star-level income is what a starred member's balance and income figures show
 * after their next signed-in request (which collects it). The ledger audits clean after each day.
 * `INCOME_MODEL_SEED` / `INCOME_MODEL_PATH` replay a failure; `INCOME_MODEL_RUNS` sets how many
 * days are tried.
 */

const RUNS = Number(process.env.INCOME_MODEL_RUNS ?? 25);
/** Time a failure may spend shrinking; smaller cases after it are skipped, the smallest found is reported. */
const SHRINK_BUDGET_MS = 120_000;
const FIRST_DAY = '2031-03-01';

const USER_INDEX = '/api/user/user/index';

let database: Database;
let db: Db;
let app: FastifyInstance;
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedRootMember(db);
  app = await createTestApp(db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const bpsOf = (percent: string) => Number(parseUnits(percent, 2));

/** The server's config for the model's rules (requirements do not matter to the income step). */
function economyOf(rules: IncomeRules): EconomyConfig {
  const starLevels: StarLevelRule[] = rules.teamRates.map((rate, index) => ({
    ...(DEFAULT_TEAM.starLevels[index] as StarLevelRule),
    level: index + 1,
    teamRateBps: bpsOf(rate),
  }));
  return {
    ...DEFAULT_ECONOMY,
    income: { maxShareOfSalesBps: bpsOf(rules.cap) },
    team: {
      ...DEFAULT_TEAM,
      referralRatesBps: rules.referral.map(bpsOf),
      starLevels,
      bonusRateBps: bpsOf(rules.bonus),
      starLevelPoolBps: bpsOf(rules.starLevelPool),
    },
  };
}

/** Why a member who is not effective is not: `fuelEndsThatDay`, the day's burn spent the last of it. */
type Idle = 'noAvatar' | 'burnedOut' | 'boughtAfterTheDay' | 'fuelEndsThatDay';
/** How long an effective member's fuel lasts: months, or to the day after the day paid (the edge). */
type Lasting = 'months' | 'untilTheDayAfter';

interface Case {
  rules: IncomeRules;
  superiors: (number | null)[];
  starLevels: number[];
  effective: boolean[];
  idle: Idle[];
  lasting: Lasting[];
  sales: { buyer: number; asset: Stablecoin; amount: bigint }[];
  /** Treasury per stablecoin: what the sales paid it, or less. */
  treasuryShare: Record<Stablecoin, number>;
}

const GREEDY: IncomeRules = {
  referral: ['30', '10', '5'],
  teamRates: ['5', '10', '15'],
  bonus: '3',
  starLevelPool: '6',
  cap: '25',
};

const amount = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 30, max: 1000 }).map((whole) => BigInt(whole) * 10n ** 18n) },
  { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 10n ** 22n }) },
  { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: 1000n }) },
);

const caseArbitrary: fc.Arbitrary<Case> = fc.integer({ min: 1, max: 28 }).chain((size) =>
  fc.record({
    rules: fc.constantFrom(DOCUMENTED_INCOME, DOCUMENTED_INCOME, GREEDY),
    // Member 0 hangs below the last member of the tree; member i below one before it, often the one just before (depth).
    superiors: fc
      .tuple(
        ...Array.from({ length: size }, (_, index) =>
          index === 0
            ? fc.constant(null)
            : fc.oneof(
                { weight: 2, arbitrary: fc.constant(index - 1) },
                { weight: 3, arbitrary: fc.integer({ min: 0, max: index - 1 }) },
              ),
        ),
      )
      .map((list) => list as (number | null)[]),
    starLevels: fc.array(
      fc.oneof(
        { weight: 5, arbitrary: fc.constant(0) },
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 5 }) },
        { weight: 1, arbitrary: fc.integer({ min: 6, max: 9 }) },
      ),
      { minLength: size, maxLength: size },
    ),
    effective: fc.array(
      fc.integer({ min: 0, max: 9 }).map((roll) => roll < 7),
      { minLength: size, maxLength: size },
    ),
    // The edges of the day half the time: fuel ending on the day paid, or on the one after.
    idle: fc.array(
      fc.constantFrom<Idle>(
        'noAvatar',
        'burnedOut',
        'boughtAfterTheDay',
        'fuelEndsThatDay',
        'fuelEndsThatDay',
      ),
      { minLength: size, maxLength: size },
    ),
    lasting: fc.array(fc.constantFrom<Lasting>('months', 'untilTheDayAfter'), {
      minLength: size,
      maxLength: size,
    }),
    sales: fc.array(
      fc.record({
        buyer: fc.integer({ min: 0, max: size - 1 }),
        asset: fc.constantFrom<Stablecoin>('USDT', 'USDT', 'USDC'),
        amount,
      }),
      { maxLength: 12 },
    ),
    treasuryShare: fc.record({
      USDT: fc.constantFrom(100, 100, 100, 30, 5, 0),
      USDC: fc.constantFrom(100, 100, 100, 30, 5, 0),
    }),
  }),
);

/**
 * The day's edges, tried on every run whatever the seed: a buyer's superior whose fuel ran out with
 * the day paid (not effective: no referral income for them), above them one whose fuel lasts
 * exactly to the day after (effective).
 */
const EDGES: Case = {
  rules: DOCUMENTED_INCOME,
  superiors: [null, 0, 1],
  starLevels: [2, 1, 0],
  effective: [true, false, true],
  idle: ['noAvatar', 'fuelEndsThatDay', 'noAvatar'],
  lasting: ['untilTheDayAfter', 'months', 'months'],
  sales: [{ buyer: 2, asset: 'USDT', amount: 100n * 10n ** 18n }],
  treasuryShare: { USDT: 100, USDC: 100 },
};

/** Builds the case's colony at the end of the tree for day `day`, pays the day and compares with the model. */
async function check(c: Case): Promise<void> {
  const day = addDays(FIRST_DAY, run++);
  // Earlier days' members hold no star level and no fuel any more, so they earn nothing of this day.
  await db.execute(sql`delete from member_team`);
  await db.execute(sql`update member_avatar set burned_fuel = total_fuel where burned_fuel < total_fuel`);
  const top = await lastMemberId(db);
  const ids: number[] = [];
  const wallets = c.superiors.map(() => privateKeyToAccount(generatePrivateKey()));
  for (const [at, superior] of c.superiors.entries())
    ids.push(
      await insertMember(
        db,
        superior === null ? top : (ids[superior] as number),
        undefined,
        wallets[at]?.address,
      ),
    );
  const index = new Map(ids.map((id, at) => [id, at]));
  for (const [at, id] of ids.entries()) {
    const price = 100n * 10n ** 18n;
    // First producing on the day after the day paid, the day itself or the day before.
    const saleDay = addDays(day, -at % 3);
    if (c.effective[at])
      await giveAvatar(
        db,
        id,
        c.lasting[at] === 'untilTheDayAfter'
          ? { saleDay, price, fuelEndsOn: addDays(day, 1) }
          : { saleDay, price, fuelLeft: true },
      );
    else if (c.idle[at] === 'fuelEndsThatDay')
      await giveAvatar(db, id, { saleDay: addDays(saleDay, -1), price, fuelEndsOn: day });
    else if (c.idle[at] === 'burnedOut')
      await giveAvatar(db, id, { saleDay: addDays(day, -5), price, fuelLeft: false });
    else if (c.idle[at] === 'boughtAfterTheDay')
      await giveAvatar(db, id, { saleDay: addDays(day, 1), price, fuelLeft: true });
    const level = c.starLevels[at] ?? 0;
    if (level > 0)
      await db.execute(
        sql`insert into member_team (member_id, day, star_level) values (${id}, ${day}::date, ${level})`,
      );
  }
  const sales: IncomeDay['sales'] = [];
  for (const sale of c.sales) {
    const order = await insertPaidOrder(db, ids[sale.buyer] as number, sale.asset, sale.amount, day);
    sales.push({ order, ...sale });
  }
  const treasury = {} as Record<Stablecoin, bigint>;
  for (const asset of STABLECOINS) {
    const paid = c.sales.filter((sale) => sale.asset === asset).reduce((sum, sale) => sum + sale.amount, 0n);
    treasury[asset] = (paid * BigInt(c.treasuryShare[asset])) / 100n;
    await setTreasury(db, asset, treasury[asset]);
  }

  await db.transaction(async (tx) => {
    await teamIncomeStep.run(tx as unknown as Db, {
      day,
      endsAt: new Date(`${addDays(day, 1)}T00:00:00Z`),
      economy: economyOf(c.rules),
      clock: { time: '00:00', timeZone: 'UTC' },
    });
  });

  const lines = dayIncome(c.rules, {
    superiors: c.superiors,
    starLevels: c.starLevels,
    effective: c.effective,
    sales,
    treasury,
  });
  const expected = lines
    .filter((line) => line.kind !== 'star_level_income')
    .map(
      (line) =>
        `${line.kind} m${line.member} ${line.asset} ${line.amount} settlement:${day}:team_income:${line.order}`,
    );
  const paid = await incomeTransfers(db, day);
  for (const transfer of paid) expect(transfer.from).toBe('treasury');
  const actual = paid.map(
    (transfer) =>
      `${transfer.kind} m${index.get(transfer.memberId)} ${transfer.asset} ${transfer.amount} ${transfer.reference}`,
  );
  expect(actual.sort()).toEqual(expected.sort());
  await expectCleanLedger(db);

  // Star-level income reaches a starred member with their next signed-in request: their balances
  // are then every line the model pays them, and their income figures its star-level lines.
  const starIncome = starIncomeTotals(lines);
  for (const [at, id] of ids.entries()) {
    if ((c.starLevels[at] ?? 0) === 0) continue;
    const wallet = wallets[at];
    if (!wallet) throw new Error('no wallet');
    const headers = sessionHeaders(await signIn(app, wallet));
    const answer = (await post(app, USER_INDEX, {}, headers)).json().data as UserIndexWithAssetsResponse;
    expect(answer.income.starLevel, `m${at} star-level income`).toEqual(
      STABLECOINS.flatMap((asset) => {
        const amount = starIncome.get(`${at} ${asset}`);
        return amount ? [{ asset, amount: amount.toString() }] : [];
      }),
    );
    const balances = await ledger.balances(db, id);
    for (const asset of STABLECOINS) {
      const owed = lines
        .filter((line) => line.member === at && line.asset === asset)
        .reduce((sum, line) => sum + line.amount, 0n);
      const held = balances.find((balance) => balance.asset === asset);
      expect(held?.available ?? 0n, `m${at} ${asset}`).toBe(owed);
    }
  }
  // Nobody else had star-level income to collect: accrued is empty again.
  for (const asset of STABLECOINS) expect(await ledger.systemBalance(db, 'accrued', asset)).toBe(0n);

  // Never more than the cap's share of the day's sales, nor than the treasury held.
  for (const asset of STABLECOINS) {
    const total = lines.filter((line) => line.asset === asset).reduce((sum, line) => sum + line.amount, 0n);
    const sold = c.sales.filter((sale) => sale.asset === asset).reduce((sum, sale) => sum + sale.amount, 0n);
    expect(total * 10_000n).toBeLessThanOrEqual(sold * BigInt(bpsOf(c.rules.cap)));
    expect(total).toBeLessThanOrEqual(treasury[asset]);
    const spent = treasury[asset] - (await ledger.systemBalance(db, 'treasury', asset));
    expect(spent, `${asset} paid from the treasury`).toBe(total);
  }
  await expectCleanLedger(db);
}

/** The model's star-level income per member index and stablecoin (`<index> <asset>`). */
function starIncomeTotals(lines: ReturnType<typeof dayIncome>): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const line of lines)
    if (line.kind === 'star_level_income') {
      const key = `${line.member} ${line.asset}`;
      totals.set(key, (totals.get(key) ?? 0n) + line.amount);
    }
  return totals;
}

describe('team, referral, bonus and star-level income', () => {
  it('pay what the documented rules say, for random trees, star levels, sales and treasuries', async () => {
    let failedAt: number | undefined;
    const property = fc.asyncProperty(caseArbitrary, async (c) => {
      if (failedAt !== undefined) fc.pre(Date.now() - failedAt < SHRINK_BUDGET_MS);
      try {
        await check(c);
      } catch (error) {
        failedAt ??= Date.now();
        throw error;
      }
    });
    await fc.assert(property, {
      numRuns: RUNS,
      examples: [[EDGES]],
      ...replayParameters('INCOME_MODEL'),
    });
  }, 300_000);
});
