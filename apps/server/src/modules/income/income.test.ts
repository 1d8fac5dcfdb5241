import { randomBytes } from 'node:crypto';
import type { Stablecoin } from '@colony/contract/assets';
import { ERRORS } from '@colony/contract/errors';
import { TEAM_PATHS } from '@colony/contract/team';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { DEFAULT_ECONOMY, type EconomyConfig, wholeUnits } from '../../economy/config.ts';
import { ledger } from '../../ledger/ledger.ts';
import { addDays, colonyToday } from '../../settlement/calendar.ts';
import type { StepContext } from '../../settlement/runner.ts';
import { expectCleanLedger, signInNewMember, type TestMember } from '../../test/money.ts';
import { seedRootMember } from '../../test/sign-in.ts';
import { DOCUMENTED_INCOME, dayIncome } from '../../test/team-income-model.ts';
import { createTestApp, post } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import {
  collectStarIncome,
  foldFigures,
  giveAvatar,
  giveStarLevel,
  incomeTransfers,
  insertChain,
  insertMember,
  insertPaidOrder,
  lastMemberId,
  setTreasury,
  starIncomeCredited,
} from './income-test-kit.ts';
import { starLevelsStep, teamIncomeStep } from './settlement-steps.ts';

/**
 * The income steps on worked examples (docs/economy.md's, the cap, a chain thousands deep), the
 * star levels from given figures, and the star level and rules endpoints.
 */

const XING = '/api/user/Team/xingSystem';
const RULES = '/api/user/Team/rules';
const usd = (whole: string) => wholeUnits(whole, 'USDT');
const PRICE = usd('100');

let database: TestDatabase;
let db: Db;
let app: FastifyInstance;
let dayCounter = 0;

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

/** A day of its own for each test, so references never meet. */
function freshDay(): string {
  return addDays('2032-05-01', dayCounter++);
}

/** The day `freshDay` answered last. */
function freshestDay(): string {
  return addDays('2032-05-01', dayCounter - 1);
}

function context(day: string, economy: EconomyConfig = DEFAULT_ECONOMY): StepContext {
  return {
    day,
    endsAt: new Date(`${addDays(day, 1)}T00:00:00Z`),
    economy,
    clock: { time: '00:00', timeZone: 'UTC' },
  };
}

async function runStep(step: typeof teamIncomeStep, day: string, economy?: EconomyConfig) {
  return db.transaction(async (tx) => step.run(tx as unknown as Db, context(day, economy)));
}

/** Clears what earlier tests left that could share a day's pot: star levels and fuel. */
async function quietColony(): Promise<void> {
  await db.execute(sql`update member_team set star_level = 0 where star_level > 0`);
  await db.execute(sql`update member_avatar set burned_fuel = total_fuel where burned_fuel < total_fuel`);
}

/**
 * docs/economy.md's worked example: P → A → B → C → D, D buys for 1,000 USDT. A and P hold star
 * level 3, B level 1, C none; everyone but D is effective.
 */
async function workedExample(day: string) {
  await quietColony();
  const [p, a, b, c, d] = await insertChain(db, await lastMemberId(db), 5);
  const ids = { p, a, b, c, d } as Record<'p' | 'a' | 'b' | 'c' | 'd', number>;
  for (const id of [ids.p, ids.a, ids.b, ids.c])
    await giveAvatar(db, id, { saleDay: day, price: PRICE, fuelLeft: true });
  await foldFigures(db, ids.p, day, { starLevel: 3 });
  await foldFigures(db, ids.a, day, { starLevel: 3 });
  await foldFigures(db, ids.b, day, { starLevel: 1 });
  const order = await insertPaidOrder(db, ids.d, 'USDT', usd('1000'), day);
  return { ids, order };
}

describe('the team_income step', () => {
  it("pays docs/economy.md's worked example: each line a transfer of its kind from the treasury, star-level income through accrued", async () => {
    const day = freshDay();
    const { ids, order } = await workedExample(day);
    await setTreasury(db, 'USDT', usd('1000'));
    await setTreasury(db, 'USDC', 0n);
    const figures = await runStep(teamIncomeStep, day);
    const name = new Map(Object.entries(ids).map(([key, id]) => [id, key.toUpperCase()]));
    const paid = (await incomeTransfers(db, day)).map(
      (line) => `${line.kind} ${name.get(line.memberId)} ${line.amount} ${line.reference} ${line.from}`,
    );
    const third = (usd('4') / 3n).toString();
    const fiveAndAThird = (usd('4') / 3n + usd('4')).toString();
    const ref = `settlement:${day}:team_income:${order}`;
    expect(paid.sort()).toEqual(
      [
        `referral_income C ${usd('50')} ${ref} treasury`,
        `referral_income B ${usd('20')} ${ref} treasury`,
        `team_income B ${usd('20')} ${ref} treasury`,
        `team_income A ${usd('40')} ${ref} treasury`,
        `bonus_income P ${usd('10')} ${ref} treasury`,
      ].sort(),
    );
    // Star-level income: the day's total to accrued, then each member's share as they collect it, once.
    const starTotal = BigInt(third) + 2n * BigInt(fiveAndAThird);
    expect(await starIncomeCredited(db, day)).toEqual([
      { asset: 'USDT', amount: starTotal, from: 'treasury' },
    ]);
    await expectCleanLedger(db);
    const members = Object.values(ids);
    const collected = (await collectStarIncome(db, members)).map(
      (line) => `${name.get(line.memberId)} ${line.asset} ${line.amount}`,
    );
    expect(collected.sort()).toEqual(
      [`B USDT ${third}`, `A USDT ${fiveAndAThird}`, `P USDT ${fiveAndAThird}`].sort(),
    );
    expect(await collectStarIncome(db, members)).toEqual([]);
    expect(figures).toMatchObject({
      sales: 1,
      starred: 3,
      USDTSales: usd('1000').toString(),
      transfers: 5,
      starCheckpointed: 3,
      star_level_incomeUSDT: starTotal.toString(),
    });
    expect(figures.USDTCappedAt).toBeUndefined();
    // 152 of the 1,000 paid, less what rounding left (the parts of levels 4 and 5 stay too).
    expect(await treasuryHas('USDT')).toBe(
      usd('1000') - usd('140') - usd('4') / 3n - 2n * (usd('4') / 3n + usd('4')),
    );
    await expectCleanLedger(db);
  });

  it('scales every line down alike when the treasury holds less than the day owes', async () => {
    const day = freshDay();
    const { ids } = await workedExample(day);
    await setTreasury(db, 'USDT', usd('100'));
    const figures = await runStep(teamIncomeStep, day);
    const third = usd('4') / 3n;
    const fiveAndAThird = third + usd('4');
    const owed = usd('140') + third + 2n * fiveAndAThird;
    expect(figures).toMatchObject({ USDTOwed: owed.toString(), USDTCappedAt: usd('100').toString() });
    const scaled = (line: bigint) => (line * usd('100')) / owed;
    let total = 0n;
    for (const line of await incomeTransfers(db, day)) {
      const scaledFrom = line.kind === 'referral_income' && line.memberId === ids.c ? usd('50') : undefined;
      if (scaledFrom) expect(line.amount).toBe(scaled(scaledFrom));
      total += line.amount;
    }
    // Star-level income is scaled member by member like every line, rounded down.
    const starTotal = scaled(third) + 2n * scaled(fiveAndAThird);
    expect(await starIncomeCredited(db, day)).toEqual([
      { asset: 'USDT', amount: starTotal, from: 'treasury' },
    ]);
    total += starTotal;
    const collected = await collectStarIncome(db, [ids.b, ids.a, ids.p]);
    expect(collected.map((line) => line.amount)).toEqual([
      scaled(third),
      scaled(fiveAndAThird),
      scaled(fiveAndAThird),
    ]);
    expect(total).toBeLessThanOrEqual(usd('100'));
    expect(usd('100') - total).toBeLessThan(10n);
    expect(await treasuryHas('USDT')).toBe(usd('100') - total);
    await expectCleanLedger(db);
  });

  it('pays nothing to members who are not effective: no avatar, fuel burned out, or an avatar bought after the day', async () => {
    const day = freshDay();
    await quietColony();
    const [top, burned, later, none, buyer] = await insertChain(db, await lastMemberId(db), 5);
    await giveAvatar(db, top as number, { saleDay: day, price: PRICE, fuelLeft: true });
    await giveAvatar(db, burned as number, { saleDay: addDays(day, -10), price: PRICE, fuelLeft: false });
    await giveAvatar(db, later as number, { saleDay: addDays(day, 1), price: PRICE, fuelLeft: true });
    for (const id of [top, burned, later, none]) await foldFigures(db, id as number, day, { starLevel: 2 });
    await insertPaidOrder(db, buyer as number, 'USDC', usd('500'), day);
    await setTreasury(db, 'USDC', usd('500'));
    await runStep(teamIncomeStep, day);
    const paid = [
      ...(await incomeTransfers(db, day)),
      ...(await collectStarIncome(db, [top, burned, later, none] as number[])).map((line) => ({
        ...line,
        kind: 'star_level_income',
      })),
    ];
    // Only the top member: 4 % team income (the others' rates were never paid) and every
    // level-1 and level-2 part of the star-level pot.
    expect(paid.map((line) => `${line.kind} ${line.memberId === top} ${line.amount}`).sort()).toEqual(
      [`team_income true ${usd('20')}`, `star_level_income true ${usd('4')}`].sort(),
    );
    await expectCleanLedger(db);
  });

  it('walks a chain thousands deep in one pass and pays what the rules say', async () => {
    const day = freshDay();
    await quietColony();
    const depth = 3000;
    const chain = await insertChain(db, await lastMemberId(db), depth);
    // Every 250th member is effective with a star level rising toward the top, some peers among them.
    const starLevels = chain.map((_, at) => (at % 250 === 0 ? 5 - Math.floor(at / 750) : 0));
    const effective = chain.map((_, at) => at % 250 === 0 || at >= depth - 3);
    for (const [at, id] of chain.entries()) {
      if (effective[at]) await giveAvatar(db, id, { saleDay: day, price: PRICE, fuelLeft: true });
      if ((starLevels[at] ?? 0) > 0) await foldFigures(db, id, day, { starLevel: starLevels[at] });
    }
    const buyers = [depth - 1, depth - 2, 1500];
    const sales = [];
    for (const buyer of buyers) {
      const order = await insertPaidOrder(db, chain[buyer] as number, 'USDT', usd('333.33'), day);
      sales.push({ order, buyer, asset: 'USDT' as const, amount: usd('333.33') });
    }
    await setTreasury(db, 'USDT', usd('10000'));
    await setTreasury(db, 'USDC', 0n);
    await runStep(teamIncomeStep, day);
    const index = new Map(chain.map((id, at) => [id, at]));
    const expected = dayIncome(DOCUMENTED_INCOME, {
      superiors: chain.map((_, at) => (at === 0 ? null : at - 1)),
      starLevels,
      effective,
      sales,
      treasury: { USDT: usd('10000'), USDC: 0n },
    }).map((line) => `${line.kind} ${line.member} ${line.amount}`);
    const paid = [
      ...(await incomeTransfers(db, day)),
      ...(await collectStarIncome(db, chain)).map((line) => ({ ...line, kind: 'star_level_income' })),
    ].map((line) => `${line.kind} ${index.get(line.memberId)} ${line.amount}`);
    expect(paid.sort()).toEqual(expected.sort());
    expect(paid.some((line) => line.startsWith('bonus_income'))).toBe(true);
    await expectCleanLedger(db);
  }, 120_000);

  it.runIf(testDatabaseKind() === 'postgres')(
    'pays within what the treasury holds after a payment from it that was under way when the step began (PostgreSQL)',
    async () => {
      const day = freshDay();
      await workedExample(day);
      await setTreasury(db, 'USDT', usd('100'));
      const watcher = new pg.Client({ connectionString: database.url });
      await watcher.connect();
      try {
        // A payment of 60 from the treasury, made and held open until the step waits for it.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const payment = db.transaction(async (tx) => {
          await ledger.transfer(tx as unknown as Db, {
            asset: 'USDT',
            from: { system: 'treasury' },
            to: { system: 'world' },
            amount: usd('60'),
            kind: 'treasury_funding',
            reference: 'a payment racing the settlement',
          });
          await held;
        });
        const step = runStep(teamIncomeStep, day);
        await lockWaits(watcher, 1);
        release();
        await Promise.all([payment, step]);
      } finally {
        await watcher.end();
      }
      // The step read the treasury once the payment was made: 40 left, scaled to it.
      const paid = [...(await incomeTransfers(db, day)), ...(await starIncomeCredited(db, day))].reduce(
        (sum, line) => sum + line.amount,
        0n,
      );
      expect(paid).toBeLessThanOrEqual(usd('40'));
      expect(usd('40') - paid).toBeLessThan(10n);
      expect(await treasuryHas('USDT')).toBe(usd('40') - paid);
      await expectCleanLedger(db);
    },
  );

  it('does nothing on a day without sales', async () => {
    const day = freshDay();
    expect(await runStep(teamIncomeStep, day)).toEqual({ sales: 0, starred: expect.any(Number) });
    expect(await incomeTransfers(db, day)).toEqual([]);
  });
});

async function treasuryHas(asset: 'USDT' | 'USDC'): Promise<bigint> {
  const [row] = await rows<{ available: string }>(
    db,
    sql`select available::text from ledger_account where system_code = 'treasury' and asset = ${asset}`,
  );
  return BigInt(row?.available ?? '0');
}

async function starLevelOfMember(memberId: number): Promise<number | undefined> {
  const [row] = await rows<{ star_level: number }>(
    db,
    sql`select star_level from member_team where member_id = ${memberId}`,
  );
  return row === undefined ? undefined : Number(row.star_level);
}

describe('star-level income, collected', () => {
  /** One day of a chain's star levels, effectiveness and sales, settled; answers the model's star-level lines. */
  async function settleDay(
    day: string,
    chain: number[],
    state: {
      starLevels: number[];
      effective: boolean[];
      sales: { buyer: number; asset: Stablecoin; amount: bigint }[];
    },
  ) {
    for (const [at, id] of chain.entries()) {
      await giveStarLevel(db, id, day, state.starLevels[at] ?? 0);
      await db.execute(sql`update member_avatar set burned_fuel = total_fuel where member_id = ${id}`);
      if (state.effective[at]) await giveAvatar(db, id, { saleDay: day, price: PRICE, fuelLeft: true });
    }
    const sales = [];
    for (const sale of state.sales)
      sales.push({
        ...sale,
        order: await insertPaidOrder(db, chain[sale.buyer] as number, sale.asset, sale.amount, day),
      });
    await setTreasury(db, 'USDT', usd('100000'));
    await setTreasury(db, 'USDC', usd('100000'));
    const figures = await runStep(teamIncomeStep, day);
    const lines = dayIncome(DOCUMENTED_INCOME, {
      superiors: chain.map((_, at) => (at === 0 ? null : at - 1)),
      starLevels: state.starLevels,
      effective: state.effective,
      sales,
      treasury: { USDT: usd('100000'), USDC: usd('100000') },
    }).filter((line) => line.kind === 'star_level_income');
    return { figures, lines };
  }

  const totalsOf = (lines: { member: number; asset: Stablecoin; amount: bigint }[], chain: number[]) => {
    const totals = new Map<string, bigint>();
    for (const line of lines) {
      const key = `${chain[line.member]} ${line.asset}`;
      totals.set(key, (totals.get(key) ?? 0n) + line.amount);
    }
    return [...totals].map(([key, amount]) => `${key} ${amount}`).sort();
  };
  const collectedOf = async (members: number[]) =>
    (await collectStarIncome(db, members))
      .map((line) => `${line.memberId} ${line.asset} ${line.amount}`)
      .sort();

  it('pays a member whose level and effectiveness change across days what each day gives their level then, collected whenever they ask', async () => {
    await quietColony();
    const chain = await insertChain(db, await lastMemberId(db), 3);
    const [x, y] = chain as [number, number, number];
    const sale = (asset: Stablecoin, whole: string) => ({ buyer: 2, asset, amount: usd(whole) });
    // Day 1: x at level 1, y at 2. Day 2: x rises to 3. Day 3: x's fuel has run out. Day 4: x is
    // effective again at level 2, y has lost its level.
    const day1 = await settleDay(freshDay(), chain, {
      starLevels: [1, 2, 0],
      effective: [true, true, false],
      sales: [sale('USDT', '1000')],
    });
    const day2 = await settleDay(freshDay(), chain, {
      starLevels: [3, 2, 0],
      effective: [true, true, false],
      sales: [sale('USDT', '1000'), sale('USDC', '500')],
    });
    expect(day2.figures.starCheckpointed).toBe(1);
    // x collects the first two days; y waits.
    expect(await collectedOf([x])).toEqual(
      totalsOf(
        [...day1.lines, ...day2.lines].filter((l) => l.member === 0),
        chain,
      ),
    );
    const day3 = await settleDay(freshDay(), chain, {
      starLevels: [3, 2, 0],
      effective: [false, true, false],
      sales: [sale('USDT', '700')],
    });
    expect(day3.figures.starCheckpointed).toBe(1);
    const day4 = await settleDay(freshDay(), chain, {
      starLevels: [2, 0, 0],
      effective: [true, true, false],
      sales: [sale('USDT', '300'), sale('USDC', '900')],
    });
    expect(day4.figures.starCheckpointed).toBe(2);
    expect(day3.lines.some((line) => line.member === 0)).toBe(false);
    expect(day4.lines.some((line) => line.member === 1)).toBe(false);
    expect(await collectedOf([x, y])).toEqual(
      totalsOf(
        [
          ...day1.lines.filter((l) => l.member === 1),
          ...day2.lines.filter((l) => l.member === 1),
          ...day3.lines,
          ...day4.lines,
        ],
        chain,
      ),
    );
    expect(await collectedOf([x, y])).toEqual([]);
    await expectCleanLedger(db);
  });

  it('moves each unit once when collections run at the same time as each other and as the step', async () => {
    await quietColony();
    const chain = await insertChain(db, await lastMemberId(db), 3);
    const [x, y] = chain as [number, number, number];
    const sale = { buyer: 2, asset: 'USDT' as const, amount: usd('1000') };
    const day1 = await settleDay(freshDay(), chain, {
      starLevels: [2, 1, 0],
      effective: [true, true, false],
      sales: [sale],
    });
    const racing = await Promise.all(Array.from({ length: 8 }, () => collectStarIncome(db, [x, y])));
    expect(
      racing
        .flat()
        .map((line) => `${line.memberId} ${line.asset} ${line.amount}`)
        .sort(),
    ).toEqual(totalsOf(day1.lines, chain));
    // Collections while the next day settles, x's level changing with it: what they take is once.
    let settled = false;
    const during: Awaited<ReturnType<typeof collectStarIncome>> = [];
    const collecting = (async () => {
      while (!settled) {
        during.push(...(await collectStarIncome(db, [x, y])));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const day2 = await settleDay(freshDay(), chain, {
      starLevels: [3, 1, 0],
      effective: [true, true, false],
      sales: [sale],
    }).finally(() => {
      settled = true;
    });
    await collecting;
    const after = await collectStarIncome(db, [x, y]);
    const byMember = new Map<string, bigint>();
    for (const line of [...during, ...after]) {
      const key = `${line.memberId} ${line.asset}`;
      byMember.set(key, (byMember.get(key) ?? 0n) + line.amount);
    }
    expect([...byMember].map(([key, amount]) => `${key} ${amount}`).sort()).toEqual(
      totalsOf(day2.lines, chain),
    );
    await expectCleanLedger(db);
  });

  it("counts a team member's star-level income in the team income total before and after they collect it", async () => {
    await quietColony();
    const caller = await signInNewMember(app, db);
    // The team page finds a member by their checksummed address.
    const x = await insertMember(
      db,
      caller.memberId,
      undefined,
      getAddress(`0x${randomBytes(20).toString('hex')}`),
    );
    const chain = [x, await insertMember(db, x)];
    const day = await settleDay(freshDay(), chain, {
      starLevels: [2, 0],
      effective: [true, false],
      sales: [{ buyer: 1, asset: 'USDT', amount: usd('1000') }],
    });
    const [member] = await rows<{ address: string }>(db, sql`select address from member where id = ${x}`);
    const totalOf = async () =>
      (await post(app, `/api${TEAM_PATHS.index}`, { address: member?.address }, caller.headers)).json().data
        .teamIncomeTotal;
    // Referral and team income paid line by line, star-level income still to collect.
    const paid = (await incomeTransfers(db, freshestDay())).filter((line) => line.memberId === x);
    const star = day.lines.reduce((sum, line) => sum + line.amount, 0n);
    expect(star).toBeGreaterThan(0n);
    const expected = (paid.reduce((sum, line) => sum + line.amount, 0n) + star).toString();
    expect(await totalOf()).toBe(expected);
    expect((await collectStarIncome(db, [x])).map((line) => line.amount)).toEqual([star]);
    expect(await totalOf()).toBe(expected);
  });
});

describe('the star_levels step', () => {
  it('gives each member the highest level whose small zone and direct effective members are reached, writing only changes', async () => {
    const day = freshDay();
    await db.execute(sql`update member_team set star_level = 0 where star_level > 0`);
    const [none, one, two, blocked, top, stale, noRow] = await insertChain(db, await lastMemberId(db), 7);
    const figures = (team: string, largest: string, direct: number) => ({
      teamPerformance: usd(team),
      largestLegPerformance: usd(largest),
      directEffective: direct,
    });
    await foldFigures(db, none as number, day, figures('100000', '99000', 20));
    await foldFigures(db, one as number, day, figures('5000', '3000', 3));
    await foldFigures(db, two as number, day, figures('60000', '50000', 7));
    // A small zone of 50,000 with too few direct effective members for level 3.
    await foldFigures(db, blocked as number, day, figures('150000', '100000', 7));
    await foldFigures(db, top as number, day, figures('9000000', '1000000', 15));
    await foldFigures(db, stale as number, day, { ...figures('0', '0', 0), starLevel: 4 });
    const result = await runStep(starLevelsStep, day);
    expect(
      await Promise.all([none, one, two, blocked, top, stale].map((id) => starLevelOfMember(id as number))),
    ).toEqual([0, 1, 2, 2, 5, 0]);
    expect(await starLevelOfMember(noRow as number)).toBeUndefined();
    expect(result.changed).toBe(5);
    // Run again: nothing changes.
    expect((await runStep(starLevelsStep, day)).changed).toBe(0);
  });
});

describe('POST /api/user/Team/xingSystem and /rules', () => {
  let member: TestMember;

  beforeAll(async () => {
    member = await signInNewMember(app, db);
  });

  it('answers the levels, the stored level, the level the figures reach and what the next one needs', async () => {
    const today = await colonyToday(db, { time: '00:00', timeZone: 'UTC' });
    await foldFigures(db, member.memberId, today, {
      starLevel: 1,
      teamPerformance: usd('30000'),
      largestLegPerformance: usd('18000'),
      directEffective: 6,
    });
    const answer = await post(app, XING, {}, member.headers);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.levels).toHaveLength(5);
    expect(data.levels[0]).toEqual({
      level: 1,
      smallZonePerformance: usd('2000').toString(),
      directEffective: 3,
      teamRate: '0.02',
    });
    expect(data.levels[4].teamRate).toBe('0.1');
    expect(data.starLevel).toBe(1);
    expect(data.reachedLevel).toBe(2);
    expect(data.next).toEqual({
      level: 3,
      smallZonePerformance: {
        required: usd('50000').toString(),
        current: usd('12000').toString(),
        met: false,
      },
      directEffective: { required: '8', current: '6', met: false },
    });
    expect(Date.parse(data.nextSettlementAt)).toBeGreaterThan(Date.now() - 86_400_000);

    await foldFigures(db, member.memberId, today, {
      starLevel: 5,
      teamPerformance: usd('3000000'),
      largestLegPerformance: usd('1000000'),
      directEffective: 40,
    });
    const top = (await post(app, XING, {}, member.headers)).json().data;
    expect(top).toMatchObject({ starLevel: 5, reachedLevel: 5, next: null });
  });

  it('answers a member without figures at level 0, with level 1 next', async () => {
    const fresh = await signInNewMember(app, db);
    const data = (await post(app, XING, {}, fresh.headers)).json().data;
    expect(data).toMatchObject({ starLevel: 0, reachedLevel: 0 });
    expect(data.next).toMatchObject({
      level: 1,
      smallZonePerformance: { current: '0', met: false },
      directEffective: { required: '3', current: '0', met: false },
    });
  });

  it('refuses a visitor and hostile bodies', async () => {
    expect((await post(app, XING, {})).json().code).toBe(ERRORS.sessionInvalid.code);
    for (const body of [{ address: member.address }, { level: 5 }, [], 'x']) {
      const answer = await post(app, XING, body, member.headers);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ rates: 1 }, [], 'x']) expect((await post(app, RULES, body)).statusCode).toBe(400);
  });

  it('tells anyone the income rules the settlement applies, as rates', async () => {
    const answer = await post(app, RULES, {});
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({
      referralRates: ['0.05', '0.02'],
      bonusRate: '0.01',
      starLevelPoolRate: '0.02',
      maxShareOfSales: '0.25',
      effectiveOnly: true,
    });
    expect(data.levels.map((level: { teamRate: string }) => level.teamRate)).toEqual([
      '0.02',
      '0.04',
      '0.06',
      '0.08',
      '0.1',
    ]);
    const changed = await createTestApp(
      db,
      {},
      {
        economy: {
          ...DEFAULT_ECONOMY,
          team: { ...DEFAULT_ECONOMY.team, referralRatesBps: [450, 150, 50], bonusRateBps: 125 },
        },
      },
    );
    try {
      expect((await post(changed, RULES, {})).json().data).toMatchObject({
        referralRates: ['0.045', '0.015', '0.005'],
        bonusRate: '0.0125',
      });
    } finally {
      await changed.close();
    }
  });
});

/**
 * Waits until `count` sessions of the test database wait for a lock; `client` is in no transaction
 * (inside one, PostgreSQL answers pg_stat_activity from the transaction's first look).
 */
async function lockWaits(client: pg.Client, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { rows: found } = await client.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(found[0]?.waiting) >= count) return;
    if (Date.now() > deadline) throw new Error(`fewer than ${count} sessions ever waited for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
