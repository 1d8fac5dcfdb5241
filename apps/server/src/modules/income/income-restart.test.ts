import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { starLevelOf } from '../../economy/team-config.ts';
import { type SettlementFaultPoint, type SettleOptions, settleThrough } from '../../settlement/runner.ts';
import { SETTLEMENT_STEPS } from '../../settlement/steps.ts';
import { crashPoints } from '../../test/crash-points.ts';
import { expectCleanLedger } from '../../test/money.ts';
import { type SettlementState, settlementState } from '../../test/settlement-state-queries.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { type IncomeWorld, incomeWorld, playIncomeScenario } from './income-scenario.ts';
import { INCOME_SCENARIO_CLOCK, INCOME_SCENARIO_ECONOMY } from './income-scenario-economy.ts';
import { STAR_INCOME_EARNED } from './star-income.ts';

/**
 * Team income, star levels and the elite review are settled exactly once however the settlement
 * is interrupted: the scenario of `income-scenario.ts` is played on fresh databases while the
 * settlement crashes at every point of the team's steps (`test/crash-points.ts` says on which
 * days), runs twice at once, or (on
 * PostgreSQL) runs in a child process killed at random moments; each ends in exactly the state of
 * the run that went straight through, every line of income paid once.
 */

const OPTIONS: Omit<SettleOptions, 'through'> = {
  steps: SETTLEMENT_STEPS,
  economy: INCOME_SCENARIO_ECONOMY,
  clock: INCOME_SCENARIO_CLOCK,
  allowFuture: true,
};
const TEAM_STEPS = new Set(['team_income', 'star_levels', 'elite_review']);
const onPostgres = testDatabaseKind() === 'postgres';

interface IncomeState {
  settlement: SettlementState;
  /**
   * Every income transfer to a member: kind, member, asset, amount, reference (the order by its
   * buyer's address), the account it came from (star-level income: `accrued`, as collected).
   */
  income: string[];
  /** Star-level income per day and level, and each member's checkpoint and what it has earned. */
  starIncome: string[];
  levels: string[];
  reviews: string[];
}

async function incomeState(db: Db): Promise<IncomeState> {
  const [income, starIncome, levels, reviews] = await Promise.all([
    rows<{ line: string }>(
      db,
      sql`select concat_ws(' ', t.kind, m.address, t.asset, t.amount::text,
            coalesce(b.address || '#' || o.amount::text || '@' || to_char(o.sale_day, 'YYYY-MM-DD'), t.reference),
            d.system_code) as line
          from ledger_transfer t
          join ledger_account c on c.id = t.credit_account_id
          join ledger_account d on d.id = t.debit_account_id
          join member m on m.id = c.member_id
          left join avatar_order o on t.reference like '%:team_income:%' and o.id::text = split_part(t.reference, ':', 4)
          left join member b on b.id = o.member_id
          where t.kind in ('referral_income', 'team_income', 'bonus_income', 'star_level_income')
          order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(' ', to_char(day, 'YYYY-MM-DD'), asset, level, members, amount::text, cumulative::text) as line
          from star_income_day
          union all
          select concat_ws(' ', m.address, s.asset, to_char(s.day, 'YYYY-MM-DD'), s.level, s.base::text, s.earned::text,
            ${STAR_INCOME_EARNED}::text, s.collected::text)
          from member_star_income s join member m on m.id = s.member_id
          order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(' ', m.address, t.star_level, coalesce(t.elite_tier, '-'),
            (t.team_performance - t.largest_leg_performance)::text, t.direct_effective) as line
          from member_team t join member m on m.id = t.member_id order by 1`,
    ),
    rows<{ line: string }>(
      db,
      sql`select concat_ws(' ', m.address, to_char(r.month, 'YYYY-MM'), coalesce(r.tier, '-'),
            coalesce(r.previous_tier, '-'), r.figures::text) as line
          from elite_review r join member m on m.id = r.member_id order by 1`,
    ),
  ]);
  const lines = (found: { line: string }[]) => found.map((row) => row.line);
  return {
    settlement: await settlementState(db),
    income: lines(income),
    starIncome: lines(starIncome),
    levels: lines(levels),
    reviews: lines(reviews),
  };
}

const databases: TestDatabase[] = [];
const worlds: IncomeWorld[] = [];
let straight: { state: IncomeState; transcript: string[]; end: string; addresses: string[] };

async function freshWorld(): Promise<{ database: TestDatabase; world: IncomeWorld }> {
  const database = await createTestDatabase();
  databases.push(database);
  const world = await incomeWorld(database.db);
  worlds.push(world);
  return { database, world };
}

beforeAll(async () => {
  const { world } = await freshWorld();
  const end = await playIncomeScenario(world, async (through) => {
    await settleThrough(world.db, { ...OPTIONS, through });
    expect(await settleThrough(world.db, { ...OPTIONS, through })).toEqual([]);
  });
  straight = {
    state: await incomeState(world.db),
    transcript: world.transcript,
    end,
    addresses: world.members.map((member) => member.address),
  };
  await expectCleanLedger(world.db);
}, 300_000);

afterAll(async () => {
  for (const world of worlds) await world.app.close();
  for (const database of databases) await database.close();
});

describe('the team steps of the daily settlement, interrupted', () => {
  it('pay every kind of income once per line, from the treasury, and review the month', () => {
    const purchases = straight.transcript.filter((line) => !line.includes(' star-level income: '));
    expect(purchases.every((line) => line.endsWith(': 200 paid'))).toBe(true);
    const { income, levels, reviews } = straight.state;
    const kinds = new Set(income.map((line) => line.split(' ')[0]));
    expect([...kinds].sort()).toEqual([
      'bonus_income',
      'referral_income',
      'star_level_income',
      'team_income',
    ]);
    // Star-level income reaches its members as they collect it; the other kinds line by line.
    for (const line of income)
      expect(line.endsWith(line.startsWith('star_level_income ') ? ' accrued' : ' treasury'), line).toBe(
        true,
      );
    // One line per kind, member and order (star-level: per member, stablecoin and day collected).
    const keys = income.map((line) => {
      const [kind, member, asset, , reference] = line.split(' ');
      return `${kind} ${member} ${asset} ${reference}`;
    });
    expect(new Set(keys).size).toBe(keys.length);
    // Each member's request after the last day collected all the star-level income they earned.
    const checkpoints = straight.state.starIncome.filter((line) => line.startsWith('0x'));
    for (const line of checkpoints) {
      const [, , , , , , earned, collected] = line.split(' ');
      expect(collected, line).toBe(earned);
    }
    expect(checkpoints.some((line) => line.split(' ')[7] !== '0')).toBe(true);
    const [m0, m1, m2, m3, , m5] = straight.addresses;
    // m3's sales pay m2 team income (level 2) and m1 nothing more (level 1); m0, m2's peer, the bonus.
    expect(income.some((line) => line.startsWith(`team_income ${m2} `) && line.includes(`${m3}#`))).toBe(
      true,
    );
    expect(income.some((line) => line.startsWith(`bonus_income ${m0} `) && line.includes(`${m3}#`))).toBe(
      true,
    );
    // With m1 at level 3 after day 1, m3's sale of day 2 pays m1 the difference above m2.
    expect(income.some((line) => line.startsWith(`team_income ${m1} `) && line.includes(`${m3}#`))).toBe(
      true,
    );
    // The last settlement gave every member the level its folded figures reach.
    for (const line of levels) {
      const [, starLevel, , smallZone, directEffective] = line.split(' ');
      expect(Number(starLevel), line).toBe(
        starLevelOf(INCOME_SCENARIO_ECONOMY.team, BigInt(smallZone ?? '0'), Number(directEffective)),
      );
    }
    expect(levels.some((line) => line.split(' ')[1] !== '0')).toBe(true);
    expect(reviews.length).toBeGreaterThan(0);
    // The scenario ends on a month's last day, which is reviewed; a month end it crossed before is too.
    const months = reviews.map((line) => line.split(' ')[1] ?? '');
    expect(months).toContain(straight.end.slice(0, 7));
    expect(months.every((month) => month <= straight.end.slice(0, 7))).toBe(true);
    expect(reviews.some((line) => line.startsWith(`${m5} `))).toBe(false);
  });

  it('crashed before, inside and after every team step (every day, or in turns between the days a call ends on) and restarted each time, ends as if it never crashed', async () => {
    const { world } = await freshWorld();
    const points = crashPoints('income settlement restart', [...TEAM_STEPS]);
    const crashedAt = new Set<string>();
    const throughDays = new Set<string>();
    await playIncomeScenario(world, async (through) => {
      throughDays.add(through);
      for (;;) {
        try {
          await settleThrough(world.db, {
            ...OPTIONS,
            through,
            fault: (point: SettlementFaultPoint, day: string, step: string) => {
              const where = `${point} ${day} ${step}`;
              if (!TEAM_STEPS.has(step) || crashedAt.has(where)) return;
              if (!points.crashes(point, day, step, through)) return;
              crashedAt.add(where);
              throw new Crash(where);
            },
          });
          return;
        } catch (error) {
          if (!(error instanceof Crash)) throw error;
          await expectCleanLedger(world.db);
        }
      }
    });
    const days = [...new Set([...crashedAt].map((where) => where.split(' ')[1]))];
    expect(crashedAt.size).toBe(points.expectedCrashes(days.length, throughDays.size));
    expect(points.missed(crashedAt)).toEqual([]);
    expect(days.at(-1)).toBe(straight.end);
    expect(world.transcript).toEqual(straight.transcript);
    expect(await incomeState(world.db)).toEqual(straight.state);
    await expectCleanLedger(world.db);
  }, 600_000);

  it(`run twice at once, settle each step of each day once (${onPostgres ? 'PostgreSQL: the runners really interleave' : 'PGlite: the runners take turns'})`, async () => {
    const { world } = await freshWorld();
    await playIncomeScenario(world, async (through) => {
      const both = await Promise.all([
        settleThrough(world.db, { ...OPTIONS, through }),
        settleThrough(world.db, { ...OPTIONS, through }),
      ]);
      const ranNow = both
        .flat()
        .flatMap((record) =>
          record.steps.filter((step) => step.ranNow).map((step) => `${record.day} ${step.step}`),
        );
      expect(ranNow).toHaveLength(new Set(ranNow).size);
    });
    expect(world.transcript).toEqual(straight.transcript);
    expect(await incomeState(world.db)).toEqual(straight.state);
    await expectCleanLedger(world.db);
  }, 300_000);

  it.runIf(onPostgres)(
    'killed with SIGKILL at random moments in a child process and started again until done (PostgreSQL), ends as if never killed',
    async () => {
      const seed = Number(process.env.SETTLEMENT_KILL_SEED ?? Date.now() % 2 ** 31);
      console.info(
        `income settlement kill seed ${seed} (SETTLEMENT_KILL_SEED=${seed} replays the kill points)`,
      );
      const random = seededRandom(seed);
      const { database, world } = await freshWorld();
      const kills: string[] = [];
      const perDay = 3 * SETTLEMENT_STEPS.length;
      await playIncomeScenario(world, async (through) => {
        for (let attempt = 1; ; attempt++) {
          // Killed after a random one of the first two days' points, at most twice a call.
          const killAfter = attempt > 2 ? Number.POSITIVE_INFINITY : 1 + Math.floor(random() * 2 * perDay);
          const outcome = await runChild(database.url as string, through, killAfter);
          if (outcome.settled) return;
          kills.push(outcome.lastPoint);
          await expectCleanLedger(world.db);
        }
      });
      console.info(`killed ${kills.length} times, after: ${kills.join('; ')}`);
      expect(kills.length).toBeGreaterThan(0);
      expect(world.transcript).toEqual(straight.transcript);
      expect(await incomeState(world.db)).toEqual(straight.state);
      await expectCleanLedger(world.db);
    },
    600_000,
  );
});

class Crash extends Error {
  constructor(where: string) {
    super(`crash ${where}`);
  }
}

/** Mulberry32: the kill points of a seed, the same on every replay. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHILD = path.join(import.meta.dirname, 'income-settle-child.ts');

/** Runs the settlement in a child process and kills it with SIGKILL once it reports its `killAfter`th point. */
function runChild(
  url: string,
  through: string,
  killAfter: number,
): Promise<{ settled: boolean; lastPoint: string }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, url, through], {
      cwd: path.join(import.meta.dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let points = 0;
    let lastPoint = 'start';
    let pending = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'settled') continue;
        points++;
        lastPoint = line;
        if (points === killAfter) child.kill('SIGKILL');
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ settled: false, lastPoint });
      else if (code === 0) resolve({ settled: true, lastPoint });
      else reject(new Error(`the settlement child exited with ${code}: ${stderr}`));
    });
  });
}
